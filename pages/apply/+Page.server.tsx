// https://vike.dev/Page
import { Island } from '../../components/Island'
import { ApplyIntent } from '../../components/islands/ApplyIntent'
import { useT } from '../../components/PortalContext'
import { CallSchedule } from '../../components/products/CallSchedule'

export default function Page() {
  const t = useT()
  return (
    <div className="container prose">
      <h1>{t('products.wizard.heading')}</h1>
      <Island name="ApplyIntent" component={ApplyIntent} when="interaction" loadWithQuery props={{}} />
      <CallSchedule />
    </div>
  )
}
