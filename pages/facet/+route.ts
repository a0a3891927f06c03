// https://vike.dev/route-function
import type { PageContextServer } from 'vike/types'
import { parsePageSegment } from '../../domain/products/listPaging'
import { routePortal } from '../portalPaths'

const verticals = routePortal.config.verticals
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/

/**
 * A facet page of a vertical's list (docs/decisions/013-facet-pages.md): `{vertical path}/{slug}`, and
 * its further pages `{vertical path}/{slug}/page/{n}` (issue 18). Only the addresses the build lists
 * are written; any other one is the 404 page.
 */
export default function route(pageContext: PageContextServer) {
  for (const vertical of verticals) {
    const prefix = `${vertical.path}/`
    if (!pageContext.urlPathname.startsWith(prefix)) continue
    const [slug = '', pageWord, number, ...rest] = pageContext.urlPathname.slice(prefix.length).split('/')
    if (!SLUG.test(slug) || rest.length > 0) continue
    if (pageWord === undefined) return { routeParams: { verticalKey: vertical.key, slug, page: '1' } }
    const page = pageWord === 'page' && number !== undefined ? parsePageSegment(number) : null
    if (page !== null) return { routeParams: { verticalKey: vertical.key, slug, page: String(page) } }
  }
  return false
}
