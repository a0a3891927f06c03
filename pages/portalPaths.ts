import { portalFromEnv } from '../content/portals.ts'

// Route files are evaluated by vike when it reads the config, before vite's aliases exist, so they
// read the portal being built from the registry (PORTAL, DATA_DIR) directly.

/** The config of the portal being built, for route and prerender files. */
export const routePortal = portalFromEnv()

/** The path of a page on the portal being built; a page the portal does not offer gets a path no link uses. */
export function routeFor(name: keyof typeof routePortal.config.paths): string {
  return routePortal.config.paths[name] ?? `/__not-on-this-portal/${name}`
}

/** Whether the portal being built offers the page (its +prerender value). */
export function offers(name: keyof typeof routePortal.config.paths): boolean {
  return routePortal.config.paths[name] !== undefined
}
