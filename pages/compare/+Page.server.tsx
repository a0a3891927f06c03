// https://vike.dev/Page
import { Island } from '../../components/Island'
import { CompareView } from '../../components/islands/CompareView'
import { useT } from '../../components/PortalContext'
import { ContactModalIsland } from '../../components/contact/ContactModalIsland'
import { CallSchedule } from '../../components/products/CallSchedule'

export default function Page() {
  const t = useT()
  return (
    <div className="container">
      <h1>{t('products.compare.heading')}</h1>
      <Island name="CompareView" component={CompareView} when="interaction" loadWithQuery props={{}} />
      <noscript>
        <p className="notice">{t('products.compare.noScript')}</p>
      </noscript>
      <CallSchedule />
      <ContactModalIsland />
    </div>
  )
}
