// https://vike.dev/onBeforePrerenderStart
import { cataloguePrerender } from '../cataloguePrerender'

/**
 * vike prerenders the first product page of each vertical only: these are the template's samples.
 * The build renders every product page in its own loop (scripts/pipeline/productPages.ts), which writes each page
 * at once (flat memory at any number of products) and checks that its HTML for each sample is
 * byte-for-byte the HTML vike wrote (docs/decisions/007-product-page-loop.md). With
 * VIKE_ALL_PRODUCT_PAGES=true vike prerenders them all, so a test can compare every page of both paths.
 */
export async function onBeforePrerenderStart() {
  return cataloguePrerender().flatMap((vertical) => vertical.products)
}
