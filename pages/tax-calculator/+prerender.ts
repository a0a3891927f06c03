// https://vike.dev/prerender: the income-tax calculator is an ECM page only (docs/requirements/calculators.md#income-tax).
import { offers } from '../portalPaths'

export default offers('taxCalculator')
