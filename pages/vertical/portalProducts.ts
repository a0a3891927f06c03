import { loadPortalProducts, type PortalSnapshot } from '../../content/snapshot'
import { portalFromEnv } from '../../content/portals'
import { dataDir } from '../serverPortal'

let snapshot: PortalSnapshot['products'] | undefined

/**
 * The product cards of the portal being built, by vertical key (read once per build: the list and
 * product pages share them). The build has checked the whole snapshot before vike runs.
 */
export function portalProducts(): Promise<{ products: PortalSnapshot['products'] }> {
  snapshot ??= loadPortalProducts(dataDir, portalFromEnv().folder).products
  return Promise.resolve({ products: snapshot })
}
