// https://vike.dev/route-function
import type { PageContextServer } from 'vike/types'
import { parsePageSegment } from '../../domain/products/listPaging'
import { routePortal } from '../portalPaths'

const verticals = routePortal.config.verticals

/** A vertical's list: its path (page 1) and `{path}/page/{n}` from 2 (issue 18); the build writes only the pages the list has. */
export default function route(pageContext: PageContextServer) {
  for (const vertical of verticals) {
    if (pageContext.urlPathname === vertical.path) return { routeParams: { verticalKey: vertical.key, page: '1' } }
    const prefix = `${vertical.path}/page/`
    if (!pageContext.urlPathname.startsWith(prefix)) continue
    const page = parsePageSegment(pageContext.urlPathname.slice(prefix.length))
    if (page !== null) return { routeParams: { verticalKey: vertical.key, page: String(page) } }
  }
  return false
}
