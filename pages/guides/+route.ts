// https://vike.dev/route
import { portalFromEnv } from '../../scripts/portalEnv.ts'
import { guidesPath } from './guidesPath.ts'

export default guidesPath(portalFromEnv().code)
