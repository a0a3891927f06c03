// https://vike.dev/route
import { FORM_PATHS } from '../../domain/landings/formPaths.ts'
import { portalFromEnv } from '../../scripts/portalEnv.ts'

export default FORM_PATHS.income[portalFromEnv().code] ?? '/__not-on-this-portal/income-form'
