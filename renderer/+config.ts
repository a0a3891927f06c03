// https://vike.dev/config
import type { Config } from 'vike/types'

export default {
  // Every page is prerendered to static HTML; there is no request-time server for pages.
  prerender: true,
  // Server routing only: no client router, so a page ships no JavaScript unless it has islands.
  clientRouting: false,
  passToClient: [],
} satisfies Config
