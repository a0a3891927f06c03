// https://vike.dev/prerender: the income-tax calculator is an ECM page only (SPEC.md §1).
import { offers } from '../portalPaths'

export default offers('taxCalculator')
