// https://vike.dev/config: the page's address on the portal being built, and whether that portal offers it (decision 067).
import type { Config } from 'vike/types'
import { offers, routeFor } from '../portalPaths'

export default { route: routeFor('about'), prerender: offers('about') } satisfies Config
