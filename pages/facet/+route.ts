// https://vike.dev/route-function
import type { PageContextServer } from 'vike/types'
import { routePortal } from '../portalPaths'

const verticals = routePortal.config.verticals

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
