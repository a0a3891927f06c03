import type { ReactNode } from 'react'
import { usePortal, useT } from './PortalContext'
import { offeredCalculators } from '../domain/calculators/registry'

/**
 * How many verticals the desktop bar shows before "More": five fit beside the logo and the login
 * link in one row from 960 px, in both languages (docs/layout.md).
 */
const NAV_IN_BAR = 5

/** Site header: logo, navigation by vertical, login link and the small-screen menu drawer. */
export function Header({ currentPath, loginSlot }: { currentPath: string; loginSlot?: ReactNode }) {
  const portal = usePortal()
  const t = useT()
  const loginHref = `${portal.paths.login}?returnUrl=${encodeURIComponent(currentPath)}`
  const links = portal.verticals.map((v) => ({ href: v.path, label: t(`vertical.${v.key}.nav`) }))
  return (
    <header className="site-header" id="top">
      <div className="container header-bar">
        <a className="logo" href="/">
          <span aria-hidden="true" className="logo-mark">
            {portal.brand.slice(0, 1)}
          </span>
          <span>{portal.brand}</span>
        </a>
        <nav className="main-nav" aria-label={t('nav.main')}>
          <ul>
            {links.slice(0, NAV_IN_BAR).map((l) => (
              <li key={l.href}>
                <a href={l.href} aria-current={l.href === currentPath ? 'page' : undefined}>
                  {l.label}
                </a>
              </li>
            ))}
            {links.length > NAV_IN_BAR && (
              <li className="nav-more">
                {/* The rest in a drop-down that needs no script: the bar stays one row (docs/layout.md). */}
                <details>
                  <summary>{t('nav.more')}</summary>
                  <ul>
                    {links.slice(NAV_IN_BAR).map((l) => (
                      <li key={l.href}>
                        <a href={l.href} aria-current={l.href === currentPath ? 'page' : undefined}>
                          {l.label}
                        </a>
                      </li>
                    ))}
                  </ul>
                </details>
              </li>
            )}
          </ul>
        </nav>
        {/* The plain login link works without script; renderer/site/loginState.ts rewrites it from the
            claims call: data-login-state goes unknown -> in | out, the e-mail links to the profile. */}
        <div
          className="header-account"
          data-login=""
          data-login-state="unknown"
          data-profile-href={portal.paths.profile}
          data-account-label={t('site.account.label')}
        >
          {loginSlot ?? (
            <a href={loginHref} className="login-link" data-login-link="">
              {t('nav.login')}
            </a>
          )}
        </div>
        {/* The drawer needs no script: invoker commands open a modal <dialog> (inert page, focus kept
            inside, focus returned to the button) and closedby="any" closes it on Escape or backdrop. */}
        <button type="button" className="drawer-button" {...{ commandfor: 'site-drawer', command: 'show-modal' }} aria-haspopup="dialog">
          <span aria-hidden="true" className="burger" />
          {t('nav.menu')}
        </button>
      </div>
      <dialog id="site-drawer" className="drawer" aria-label={t('nav.menu')} {...{ closedby: 'any' }}>
        <div className="drawer-head">
          <span className="drawer-title">{portal.brand}</span>
          <button type="button" className="drawer-close quiet-button" {...{ commandfor: 'site-drawer', command: 'close' }}>
            {t('nav.close')}
          </button>
        </div>
        <nav aria-label={t('nav.drawer')}>
          <ul>
            {links.map((l) => (
              <li key={l.href}>
                <a href={l.href}>{l.label}</a>
              </li>
            ))}
            {offeredCalculators(portal.paths).map((c) => (
              <li key={c.key}>
                <a href={c.href}>{t(`calculators.${c.key}.nav`)}</a>
              </li>
            ))}
            <li>
              <a href={loginHref} data-login-link="">
                {t('nav.login')}
              </a>
            </li>
          </ul>
        </nav>
      </dialog>
    </header>
  )
}
