import { usePortal, useT } from '../PortalContext'

/**
 * Controls every page with the site script has: the cookie settings button (shows the consent notice
 * again) and the back-to-top link, fixed in a corner once the page is scrolled past 280 px. Its data
 * attributes carry the portal settings the site script needs (renderer/site/startSite.ts).
 */
export function SiteTools() {
  const portal = usePortal()
  const t = useT()
  return (
    <aside
      className="site-tools"
      aria-label={t('site.tools.label')}
      data-site=""
      data-store-client-ip={String(portal.storeClientIp)}
      data-tag-manager={portal.analytics.tagManagerId || undefined}
      data-consent-required={String(portal.analytics.requiresConsent)}
    >
      <div className="container">
        <button type="button" className="link-button" data-consent-open="">
          {t('site.consent.settings')}
        </button>
      </div>
      {/* A round arrow in the corner (its words for screen readers): small enough to stay clear of
          the cards' actions on a phone, and outside the content column on a wide screen (docs/layout.md). */}
      <a href="#top" className="back-to-top" data-back-to-top="">
        <span className="visually-hidden">{t('site.backToTop')}</span>
      </a>
    </aside>
  )
}
