// https://vike.dev/prerender: the birthday form is an ECM page only (SPEC.md §2).
import { FORM_PATHS } from '../../domain/landings/formPaths.ts'
import { portalFromEnv } from '../../scripts/portalEnv.ts'

export default FORM_PATHS.birthday[portalFromEnv().code] !== null
