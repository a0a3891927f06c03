// https://vike.dev/onBeforePrerenderStart
import { portal, t } from '../serverPortal'
import { portalProducts } from './portalProducts'
import { verticalData } from './verticalData'

/** One list page per vertical of the portal, with its data (so no +data hook runs per page). */
export async function onBeforePrerenderStart() {
  const { products } = await portalProducts()
  return portal.verticals.map((vertical) => ({
    url: vertical.path,
    pageContext: { data: verticalData(portal, t, vertical, products[vertical.key] ?? []) },
  }))
}
