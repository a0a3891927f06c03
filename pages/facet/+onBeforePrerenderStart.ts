// https://vike.dev/onBeforePrerenderStart
import { cataloguePrerender } from '../cataloguePrerender'

/**
 * The first page of each provider's and each feature's list of each vertical (docs/decisions/013-facet-pages.md).
 * Their further pages are written by the build's page loop.
 */
export async function onBeforePrerenderStart() {
  return cataloguePrerender().flatMap((vertical) => vertical.facets)
}
