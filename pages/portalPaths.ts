import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { portalFromEnv } from '../scripts/portalEnv.ts'

// Route files are evaluated by vike when it reads the config, before vite's aliases exist, so they
// read the portal's paths from its config file directly.
const config = JSON.parse(readFileSync(join(process.cwd(), 'data', 'portals', `${portalFromEnv().file}.json`), 'utf8')) as {
  paths: Record<string, string | undefined>
}

/** The path of a page on the portal being built; a page the portal does not offer gets a path no link uses. */
export function routeFor(name: string): string {
  return config.paths[name] ?? `/__not-on-this-portal/${name}`
}

/** Whether the portal being built offers the page (its +prerender value). */
export function offers(name: string): boolean {
  return config.paths[name] !== undefined
}
