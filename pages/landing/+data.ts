// https://vike.dev/data
// Only `npm run dev` runs this hook: the build gets each landing's data from +onBeforePrerenderStart.ts,
// and vike skips the data hook of a page whose data that hook provided.
import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { checkLandings } from '../../content/landings'
import { dataDir, portal, t } from '../serverPortal'
import { landingPageData } from './landingPageData'

/** The landing at this address, read from data/landings on every request so an edit shows on reload. */
export function data(pageContext: PageContextServer) {
  const found = checkLandings(dataDir, [portal]).landings.find(({ landing }) => landing.path === pageContext.urlPathname)
  if (!found) throw render(404)
  return landingPageData(found.landing, portal, t, new Date())
}
