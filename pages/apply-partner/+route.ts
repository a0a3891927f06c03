// https://vike.dev/route-string: the apply landing's path is the portal's applyLanding.path.
import { routePortal } from '../portalPaths'

export default routePortal.config.applyLanding?.path ?? '/__not-on-this-portal/apply-partner'
