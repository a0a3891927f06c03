import { loadSnapshot, type PortalSnapshot } from '../../scripts/dataSnapshot'
import { portalFromEnv } from '../../scripts/portalEnv'
import { dataDir } from '../serverPortal'

let snapshot: Promise<PortalSnapshot> | undefined

/** The checked snapshot of the portal being built (read once per build: list, product and compare pages share it). */
export function portalProducts(): Promise<PortalSnapshot> {
  snapshot ??= loadSnapshot(dataDir).then((all) => all[portalFromEnv().file])
  return snapshot
}
