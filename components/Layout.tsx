import type { ReactNode } from 'react'
import { Footer } from './Footer'
import { Header } from './Header'
import { useT } from './PortalContext'
import './global.css'

/** Page frame: skip link, header, main landmark, footer. */
export function Layout({ currentPath, children, loginSlot }: { currentPath: string; children: ReactNode; loginSlot?: ReactNode }) {
  const t = useT()
  return (
    <>
      <a className="skip-link" href="#main">{t('site.skip')}</a>
      <Header currentPath={currentPath} loginSlot={loginSlot} />
      <main id="main" tabIndex={-1}>{children}</main>
      <Footer />
    </>
  )
}
