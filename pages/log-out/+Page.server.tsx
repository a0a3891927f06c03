// https://vike.dev/Page
import { useT } from '../../components/PortalContext'

/**
 * The log-out page: its script (+client.ts, renderer/site/logOut.ts) clears both storages and puts
 * the matching sentence, written here on the status line, in place of the pending one.
 */
export default function Page() {
  const t = useT()
  return (
    <div className="container prose">
      <h1>{t('logout.heading')}</h1>
      <p
        role="status"
        className="notice"
        data-state="pending"
        data-log-out-status=""
        data-cleared={t('logout.cleared')}
        data-unavailable={t('logout.unavailable')}
      >
        {t('logout.pending')}
      </p>
      <p>
        <a className="button" href="/">
          {t('logout.home')}
        </a>
      </p>
    </div>
  )
}
