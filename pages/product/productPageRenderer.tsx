// Entry of the catalogue renderer bundle that scripts/pipeline/productPages.ts builds once per portal (with the
// same aliases and React plugin as vike's build), so the build's loop renders with the very components,
// messages and document template vike uses: every product page, and every page of every list and
// facet list (issue 18: a list page carries one page of cards).
import Page from './+Page.server'
import ListPage from '../vertical/+Page.server'
import type { SimilarItem } from '../../components/products/ProductSections'
import { productPageData, productPagePath, similarLinks } from './productPageData'
import { portal, t } from '../serverPortal'
import { verticalListPages, type Data } from '../vertical/verticalData'
import type { ProductCard } from '../../domain/content/schemas'
import type { Vertical } from '../../domain/portal'
import { documentHtml } from '../../renderer/documentHtml'

export { productPagePath, similarLinks }
export { similarIndex } from '../../domain/products/similarProducts'

/** The portal this bundle was built for. */
export const portalCode = portal.code

/** The product page's address and its document (without asset tags, which the loop adds); `similar` from similarLinks. */
export function renderProductPage(card: ProductCard, vertical: Vertical, similar: SimilarItem[]): { path: string; html: string } {
  const path = productPagePath(card)
  return { path, html: documentHtml({ Page, data: productPageData(card, vertical, similar), urlPathname: path, is404: false }) }
}

/** One page of a list or facet list: its address, the vike page it is an instance of ('vertical' or 'facet', whose asset tags it takes) and its data. */
export interface ListPageInput {
  path: string
  template: 'vertical' | 'facet'
  data: Data
}

/** Every page of a vertical's list and of its facets' lists, one at a time (its data only: rendering is renderListPage). */
export function* listPages(vertical: Vertical, cards: ProductCard[]): Generator<ListPageInput> {
  for (const { url, data } of verticalListPages(portal, t, vertical, cards)) yield { path: url, template: data.facet ? 'facet' : 'vertical', data }
}

/** A list page's document (without asset tags, which the loop adds). */
export function renderListPage(page: ListPageInput): string {
  return documentHtml({ Page: ListPage, data: page.data, urlPathname: page.path, is404: false })
}
