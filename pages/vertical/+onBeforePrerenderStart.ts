// https://vike.dev/onBeforePrerenderStart
import { loadVerticalCards } from '../../content/snapshot'
import { portalFromEnv } from '../../content/portals'
import { dataDir, portal, t } from '../serverPortal'
import { verticalData } from './verticalData'

/**
 * The first page of each vertical's list, with its data (so no +data hook runs per page). The build's
 * page loop (scripts/productPages.ts) renders every list page, checks its first pages against these
 * byte for byte and writes the further ones (/page/2 ...), so vike holds one page of cards per list.
 */
export async function onBeforePrerenderStart() {
  const folder = portalFromEnv().folder
  return portal.verticals.map((vertical) => ({
    url: vertical.path,
    pageContext: { data: verticalData(portal, t, vertical, loadVerticalCards(dataDir, folder, vertical.key)) },
  }))
}
