import type { ReactNode } from 'react'
import { Footer } from './Footer'
import { Header } from './Header'
import { usePortal, useT } from './PortalContext'
import { ConsentNotice } from './widgets/ConsentNotice'
import { SiteTools } from './widgets/SiteTools'
import './styles'

/**
 * Page frame: skip link, consent notice, header, main landmark, footer, site tools. The terms, privacy
 * and trust pages load no script, so they get neither the notice nor the tools that need one.
 */
export function Layout({ currentPath, children, loginSlot }: { currentPath: string; children: ReactNode; loginSlot?: ReactNode }) {
  const portal = usePortal()
  const t = useT()
  // The trust pages (decision 067) load no script either.
  const scriptFree = [portal.paths.terms, portal.paths.privacy, portal.paths.about, portal.paths.howWeMakeMoney, portal.paths.howWeRate].includes(currentPath)
  return (
    <>
      <a className="skip-link" href="#main">
        {t('site.skip')}
      </a>
      {/* Early in the reading order so keyboard users meet it first; shown fixed at the bottom. */}
      {!scriptFree && <ConsentNotice />}
      <Header currentPath={currentPath} loginSlot={loginSlot} />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Footer />
      {!scriptFree && <SiteTools />}
    </>
  )
}
