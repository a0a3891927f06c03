// https://vike.dev/route-string: the thank-you page's path is the portal's paths.thankYou.
import { routeFor } from '../portalPaths'

export default routeFor('thankYou')
