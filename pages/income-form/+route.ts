// https://vike.dev/route-string: the income form's path is the portal's paths.incomeForm.
import { routeFor } from '../portalPaths'

export default routeFor('incomeForm')
