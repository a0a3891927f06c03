// https://vike.dev/prerender: only a portal whose config has an applyLanding offers it.
import { routePortal } from '../portalPaths'

export default routePortal.config.applyLanding !== undefined
