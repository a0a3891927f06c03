// https://vike.dev/route
import { routeFor } from '../portalPaths'

export default routeFor('guides')
