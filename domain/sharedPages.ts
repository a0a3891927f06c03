import type { PortalConfig } from './portal'

// The pages of a portal that show a share count (components/widgets/ShareLinks.tsx): the only pages the
// lead API asks the Graph API about (GET /api/share-count, docs/security.md "Share counts"). Today the
// guides page alone carries the widget; a page that gets one is added here, and takes its share
// address from sharedPageUrl.

/** The paths of the portal's pages that show a share count. */
export function sharedPagePaths(portal: Pick<PortalConfig, 'paths'>): string[] {
  return [portal.paths.guides]
}

/** The address a page of sharedPagePaths is shared and counted under: the portal's siteOrigin and the path. */
export function sharedPageUrl(portal: Pick<PortalConfig, 'siteOrigin' | 'paths'>, path: string): string {
  if (!sharedPagePaths(portal).includes(path)) throw new Error(`${path} is not a page with a share count (domain/sharedPages.ts)`)
  return `${portal.siteOrigin}${path}`
}
