// https://vike.dev/route-function
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { PageContextServer } from 'vike/types'
import { portalFromEnv } from '../../scripts/portalEnv.ts'

// Route files are evaluated before vite's aliases exist, so the portal config is read directly.
const verticals = (JSON.parse(readFileSync(join(process.cwd(), 'data', 'portals', `${portalFromEnv().file}.json`), 'utf8')) as { verticals: { key: string; path: string }[] }).verticals

/** One page for every vertical of the portal: matches each path of portal.verticals. */
export default function route(pageContext: PageContextServer) {
  const vertical = verticals.find((v) => v.path === pageContext.urlPathname)
  return vertical ? { routeParams: { verticalKey: vertical.key } } : false
}
