// https://vike.dev/route-function
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { PageContextServer } from 'vike/types'
import { portalFromEnv } from '../../scripts/portalEnv.ts'

// Route files are evaluated before vite's aliases exist, so the portal config is read directly.
const verticals = (JSON.parse(readFileSync(join(process.cwd(), 'data', 'portals', `${portalFromEnv().file}.json`), 'utf8')) as { verticals: { key: string; path: string }[] }).verticals

/**
 * A facet page of a vertical's list (docs/decisions/013-facet-pages.md): `{vertical path}/{slug}`. Only
 * the addresses onBeforePrerenderStart lists are built; any other one is the 404 page.
 */
export default function route(pageContext: PageContextServer) {
  for (const vertical of verticals) {
    const prefix = `${vertical.path}/`
    if (!pageContext.urlPathname.startsWith(prefix)) continue
    const slug = pageContext.urlPathname.slice(prefix.length)
    if (/^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug)) return { routeParams: { verticalKey: vertical.key, slug } }
  }
  return false
}
