// https://vike.dev/data
// Only `npm run dev` runs this hook: the build gets each facet page's data from +onBeforePrerenderStart.ts.
import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { loadPortalProducts } from '../../content/snapshot'
import { portalFromEnv } from '../../content/portals'
import { dataDir, portal, t } from '../serverPortal'
import { facetPages } from '../vertical/verticalData'

/** The facet page this address routes to, with the cards read afresh; an address that is no facet is the 404 page. */
export function data(pageContext: PageContextServer) {
  const vertical = portal.verticals.find((item) => item.key === pageContext.routeParams.verticalKey)
  if (!vertical) throw render(404)
  const { products } = loadPortalProducts(dataDir, portalFromEnv().folder)
  const page = facetPages(portal, t, vertical, products[vertical.key] ?? []).find((item) => item.url === pageContext.urlPathname)
  if (!page) throw render(404)
  return page.data
}
