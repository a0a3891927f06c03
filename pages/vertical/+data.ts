// https://vike.dev/data
// Only `npm run dev` runs this hook: the build gets each list page's data from +onBeforePrerenderStart.ts,
// and vike skips the data hook of a page whose data that hook provided.
import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { loadPortalProducts } from '../../content/snapshot'
import { portalFromEnv } from '../../content/portals'
import { dataDir, portal, t } from '../serverPortal'
import { verticalData } from './verticalData'

/** The list page of the vertical this address routes to, with the cards read afresh (an edit shows on reload). */
export function data(pageContext: PageContextServer) {
  const vertical = portal.verticals.find((item) => item.key === pageContext.routeParams.verticalKey)
  if (!vertical) throw render(404)
  const { products } = loadPortalProducts(dataDir, portalFromEnv().folder)
  return verticalData(portal, t, vertical, products[vertical.key] ?? [])
}
