// https://vike.dev/Page
import { Island } from '../../components/Island'
import { ThankYouProvider } from '../../components/islands/ThankYouProvider'
import { useT } from '../../components/PortalContext'

export default function Page() {
  const t = useT()
  return (
    <div className="container prose">
      <h1>{t('thankYou.heading')}</h1>
      {/* After the application wizard the address names the product: the island names its provider. */}
      <Island name="ThankYouProvider" component={ThankYouProvider} when="interaction" loadWithQuery props={{}} />
      <p>
        <a className="button" href="/">
          {t('thankYou.home')}
        </a>
      </p>
    </div>
  )
}
