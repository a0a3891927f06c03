// Entry of the product-page renderer bundle that scripts/productPages.ts builds once per portal (with the
// same aliases and React plugin as vike's build), so the build's loop renders with the very components,
// messages and document template vike uses.
import Page from './+Page.server'
import { productPageData, productPagePath } from './productPageData'
import { portal } from '../serverPortal'
import type { ProductCard } from '../../domain/content/schemas'
import type { Vertical } from '../../domain/portal'
import { documentHtml } from '../../renderer/documentHtml'

/** The portal this bundle was built for. */
export const portalCode = portal.code

/** The product page's address and its document (without asset tags, which the loop adds). */
export function renderProductPage(card: ProductCard, vertical: Vertical): { path: string; html: string } {
  const path = productPagePath(card)
  return { path, html: documentHtml({ Page, data: productPageData(card, vertical), urlPathname: path, is404: false }) }
}
