// https://vike.dev/prerender: small-business financing is a CKJ page only (SPEC.md §1).
import { offers } from '../portalPaths'

export default offers('businessCalculator')
