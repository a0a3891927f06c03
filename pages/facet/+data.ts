// https://vike.dev/data
// Only `npm run dev` runs this hook: the build gets each facet page's data from +onBeforePrerenderStart.ts
// (the first pages) and from the build's page loop (every page).
import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { loadVerticalCards } from '../../content/snapshot'
import { portalFromEnv } from '../../content/portals'
import { dataDir, portal, t } from '../serverPortal'
import { facetData } from '../vertical/verticalData'

/** The facet page this address routes to, with the cards read afresh; an address that is no facet, or past its last page, is the 404 page. */
export function data(pageContext: PageContextServer) {
  const vertical = portal.verticals.find((item) => item.key === pageContext.routeParams.verticalKey)
  if (!vertical) throw render(404)
  const cards = loadVerticalCards(dataDir, portalFromEnv().folder, vertical.key)
  const found = facetData(portal, t, vertical, cards, `${vertical.path}/${pageContext.routeParams.slug}`, Number(pageContext.routeParams.page ?? '1'))
  if (!found) throw render(404)
  return found
}
