// https://vike.dev/onBeforePrerenderStart
import { loadVerticalCards } from '../../content/snapshot'
import { portalFromEnv } from '../../content/portals'
import { dataDir, portal, t } from '../serverPortal'
import { verticalFirstPages } from '../vertical/verticalData'

/**
 * The first page of each provider's and each feature's list of each vertical (docs/decisions/013-facet-pages.md),
 * read one vertical at a time. Their further pages are written by the build's page loop.
 */
export async function onBeforePrerenderStart() {
  const folder = portalFromEnv().folder
  return portal.verticals.flatMap((vertical) =>
    [...verticalFirstPages(portal, t, vertical, loadVerticalCards(dataDir, folder, vertical.key))]
      .filter(({ data }) => data.facet !== null)
      .map(({ url, data }) => ({ url, pageContext: { data } })),
  )
}
