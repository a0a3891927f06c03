// https://vike.dev/route-string: the birthday form's path is the portal's paths.birthdayForm.
import { routeFor } from '../portalPaths'

export default routeFor('birthdayForm')
