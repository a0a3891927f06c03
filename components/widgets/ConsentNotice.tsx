import { CONSENT_NOTICE_ID, CONSENT_SHOW_SCRIPT } from '../../domain/inlineScripts'
import { usePortal, useT } from '../PortalContext'

/**
 * The cookie and consent notice (RA 10173, UU 27/2022): a region with a heading, fixed at the bottom
 * (no layout shift), shown until the visitor answers: by the inline script right after it, before
 * the first paint (decision 045), and by renderer/site/startSite.ts, which wires its buttons and
 * reopens it from the cookie settings. Accepting and declining are equally easy; analytics waits for
 * an acceptance.
 */
export function ConsentNotice() {
  const portal = usePortal()
  const t = useT()
  return (
    <>
      <section id={CONSENT_NOTICE_ID} className="consent" aria-labelledby="consent-title" data-consent="" hidden>
        <div className="container consent-inner">
          <h2 id="consent-title" className="consent-title">
            {t('site.consent.title')}
          </h2>
          <p className="consent-text">
            {t('site.consent.body')} <a href={portal.paths.privacy}>{t('site.consent.privacy')}</a>
          </p>
          <div className="consent-actions">
            <button type="button" className="button" data-consent-choice="granted">
              {t('site.consent.accept')}
            </button>
            <button type="button" className="button" data-consent-choice="denied">
              {t('site.consent.decline')}
            </button>
          </div>
        </div>
      </section>
      <script dangerouslySetInnerHTML={{ __html: CONSENT_SHOW_SCRIPT }} />
    </>
  )
}
