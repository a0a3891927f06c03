// https://vike.dev/data
// Only `npm run dev` runs this hook: the build gets each list page's data from +onBeforePrerenderStart.ts
// (the first pages) and from the build's page loop (scripts/pipeline/productPages.ts, every page).
import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { loadVerticalCards } from '../../content/snapshot'
import { portalFromEnv } from '../../content/portals'
import { dataDir, portal, t } from '../serverPortal'
import { verticalData } from './verticalData'

/** The list page this address routes to, with the cards read afresh (an edit shows on reload); a page past the list's last is the 404 page. */
export function data(pageContext: PageContextServer) {
  const vertical = portal.verticals.find((item) => item.key === pageContext.routeParams.verticalKey)
  if (!vertical) throw render(404)
  const found = verticalData(portal, t, vertical, loadVerticalCards(dataDir, portalFromEnv().folder, vertical.key), Number(pageContext.routeParams.page ?? '1'))
  if (!found) throw render(404)
  return found
}
