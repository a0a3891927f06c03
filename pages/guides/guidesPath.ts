import type { PortalCode } from '../../domain/portal'

// The portal configs have no "guides" path (data/portals/*.json are not ours to change), so the
// guides page keeps its address per portal here, in each portal's language.
const GUIDES_PATHS: Record<PortalCode, string> = { ECM: '/guides', CKJ: '/panduan' }

/** URL path of the guides page on a portal. */
export function guidesPath(portal: PortalCode): string {
  return GUIDES_PATHS[portal]
}
