// https://vike.dev/onBeforePrerenderStart
import { cataloguePrerender } from '../cataloguePrerender'

/**
 * The first page of each vertical's list, with its data (so no +data hook runs per page). The build's
 * page loop (scripts/pipeline/productPages.ts) renders every list page, checks its first pages against these
 * byte for byte and writes the further ones (/page/2 ...), so vike holds one page of cards per list.
 */
export async function onBeforePrerenderStart() {
  return cataloguePrerender().map((vertical) => vertical.list)
}
