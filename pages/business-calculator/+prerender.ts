// https://vike.dev/prerender: small-business financing is a CKJ page only (docs/requirements/calculators.md#calculators).
import { offers } from '../portalPaths'

export default offers('businessCalculator')
