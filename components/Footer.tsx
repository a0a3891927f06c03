import { usePortal, useT } from './PortalContext'

/** Site footer with the legal links. */
export function Footer() {
  const portal = usePortal()
  const t = useT()
  return (
    <footer className="site-footer">
      <div className="container">
        <nav aria-label={t('nav.legal')}>
          <ul className="footer-links">
            <li>
              <a href={portal.paths.guides}>{t('footer.guides')}</a>
            </li>
            {portal.paths.about && (
              <li>
                <a href={portal.paths.about}>{t('footer.about')}</a>
              </li>
            )}
            {portal.paths.howWeMakeMoney && (
              <li>
                <a href={portal.paths.howWeMakeMoney}>{t('footer.money')}</a>
              </li>
            )}
            <li>
              <a href={portal.paths.terms}>{t('footer.terms')}</a>
            </li>
            <li>
              <a href={portal.paths.privacy}>{t('footer.privacy')}</a>
            </li>
            {/* Only for a logged-in visitor: renderer/site/loginState.ts sets data-login-state to "in"
                from the claims call, and the stylesheet hides the item until then (docs/layout.md). */}
            <li className="footer-logout" data-login-follows="" data-login-state="unknown">
              <a href={portal.paths.logout}>{t('footer.logout')}</a>
            </li>
          </ul>
        </nav>
        <p className="footer-note">{t('footer.disclaimer', { brand: portal.brand })}</p>
        <p className="footer-note">{t('footer.copyright', { brand: portal.brand, year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  )
}
