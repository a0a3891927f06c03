// https://vike.dev/onBeforePrerenderStart
import { portal, t } from '../serverPortal'
import { portalProducts } from '../vertical/portalProducts'
import { facetPages } from '../vertical/verticalData'

/** One page per provider and per feature of each vertical's list, with its data (docs/decisions/013-facet-pages.md). */
export async function onBeforePrerenderStart() {
  const { products } = await portalProducts()
  return portal.verticals.flatMap((vertical) =>
    facetPages(portal, t, vertical, products[vertical.key] ?? []).map(({ url, data }) => ({ url, pageContext: { data } })),
  )
}
