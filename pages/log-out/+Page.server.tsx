// https://vike.dev/Page
import { useT } from '../../components/PortalContext'

/**
 * The log-out page: nothing happens on arrival (any site can send a visitor here: docs/security.md).
 * Its button, wired by the page's script (+client.ts, renderer/site/logOut.ts), ends the session and
 * clears the storages except the outbox of unsent leads, then puts the matching sentence, written
 * here on the status line, in place of the pending one.
 */
export default function Page() {
  const t = useT()
  return (
    <div className="container prose">
      <h1>{t('logout.heading')}</h1>
      <p>{t('logout.intro')}</p>
      <p>
        <button type="button" className="button" data-log-out-button="">
          {t('logout.button')}
        </button>
      </p>
      <p
        role="status"
        className="notice"
        data-state="idle"
        data-log-out-status=""
        data-pending={t('logout.pending')}
        data-cleared={t('logout.cleared')}
        data-unavailable={t('logout.unavailable')}
      ></p>
      <p>
        <a className="button" href="/">
          {t('logout.home')}
        </a>
      </p>
    </div>
  )
}
