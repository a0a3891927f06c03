// https://vike.dev/data
// Only `npm run dev` runs this hook: the build renders product pages from +onBeforePrerenderStart.ts and
// its own loop (scripts/pipeline/productPages.ts); vike skips the data hook of a page whose data that hook provided.
import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { loadPortalProducts } from '../../content/snapshot'
import { portalFromEnv } from '../../content/portals'
import { dataDir, portal } from '../serverPortal'
import { similarIndex } from '../../domain/products/similarProducts'
import { productPageData, similarLinks } from './productPageData'

/** The product page of this address's slug, with the card read afresh (an edit shows on reload). */
export function data(pageContext: PageContextServer) {
  const { products } = loadPortalProducts(dataDir, portalFromEnv().folder)
  for (const vertical of portal.verticals) {
    const cards = products[vertical.key] ?? []
    const card = cards.find((item) => item.slug === pageContext.routeParams.slug)
    if (card) return productPageData(card, vertical, similarLinks(similarIndex(cards), card))
  }
  throw render(404)
}
