// https://vike.dev/Page
import { usePortal, useT } from '../../components/PortalContext'

export default function Page() {
  const portal = usePortal()
  const t = useT()
  return (
    <div className="container prose">
      <h1>{t('thankYou.heading')}</h1>
      <p>{t('thankYou.body', { brand: portal.brand })}</p>
      <p>{t('thankYou.next')}</p>
      <p>
        <a className="button" href="/">
          {t('thankYou.home')}
        </a>
      </p>
    </div>
  )
}
