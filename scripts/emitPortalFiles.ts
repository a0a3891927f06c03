import type { PortalEnv } from './portalEnv'

/** Writes the static data files a portal's pages fetch (lookups) into its site folder. */
export function emitPortalFiles(_env: PortalEnv, _siteDir: string): void {}
