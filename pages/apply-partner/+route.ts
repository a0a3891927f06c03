// https://vike.dev/route
import { portalFromEnv } from '../../scripts/portalEnv.ts'
import { APPLY_LANDINGS } from './applyLanding.ts'

export default APPLY_LANDINGS[portalFromEnv().code].path
