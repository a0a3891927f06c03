// https://vike.dev/config: the page's address on the portal being built, and whether that portal offers it
// (a portal offers a calculator when its config names the path, docs/requirements/calculators.md#calculators).
import type { Config } from 'vike/types'
import { offers, routeFor } from '../../portalPaths'

export default { route: routeFor('businessCalculator'), prerender: offers('businessCalculator') } satisfies Config
