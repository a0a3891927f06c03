// https://vike.dev/route-function
import type { PageContextServer } from 'vike/types'
import { routePortal } from '../portalPaths'

const verticals = routePortal.config.verticals

/** One page for every vertical of the portal: matches each path of portal.verticals. */
export default function route(pageContext: PageContextServer) {
  const vertical = verticals.find((v) => v.path === pageContext.urlPathname)
  return vertical ? { routeParams: { verticalKey: vertical.key } } : false
}
