import { loadVerticalCards } from '../content/snapshot'
import { portalFromEnv } from '../content/portals'
import { similarIndex } from '../domain/products/similarProducts'
import { productPageData, productPagePath, similarLinks } from './product/productPageData'
import { dataDir, portal, t } from './serverPortal'
import { verticalData, verticalFirstPages } from './vertical/verticalData'

interface Prerendered {
  url: string
  pageContext: { data: unknown }
}

/** What vike prerenders of one vertical: its list's first page, its facet lists' first pages, its product samples. */
interface VerticalPrerender {
  list: Prerendered
  facets: Prerendered[]
  products: Prerendered[]
}

let pass: VerticalPrerender[] | undefined

/**
 * One read of each vertical's file for vike's three prerender hooks (pages/vertical, pages/facet,
 * pages/product +onBeforePrerenderStart.ts), instead of one per hook: at 50,000 products each read
 * parses and validates some 5,500 cards. One vertical's cards are in memory at a time; what is kept is
 * what vike holds anyway (the first pages and the samples). The build's page loop
 * (scripts/pipeline/productPages.ts) renders every other catalogue page and checks these byte for byte.
 * With VIKE_ALL_PRODUCT_PAGES=true every product page is a sample, so a test can compare them all.
 */
export function cataloguePrerender(): VerticalPrerender[] {
  pass ??= portal.verticals.map((vertical) => {
    const cards = loadVerticalCards(dataDir, portalFromEnv().folder, vertical.key)
    const index = similarIndex(cards)
    return {
      list: { url: vertical.path, pageContext: { data: verticalData(portal, t, vertical, cards) } },
      facets: [...verticalFirstPages(portal, t, vertical, cards)]
        .filter(({ data }) => data.facet !== null)
        .map(({ url, data }) => ({ url, pageContext: { data } })),
      products: cards
        .slice(0, process.env.VIKE_ALL_PRODUCT_PAGES === 'true' ? undefined : 1)
        .map((card) => ({ url: productPagePath(card), pageContext: { data: productPageData(card, vertical, similarLinks(index, card)) } })),
    }
  })
  return pass
}
