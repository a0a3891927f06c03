// https://vike.dev/config
import type { Config } from 'vike/types'

export default {
  // Every page is prerendered to static HTML; there is no request-time server for pages.
  // A page is a file named for its address (credit-cards.html for /credit-cards), not a folder with an
  // index.html: the page loop writes the same (scripts/pipeline/sitePages.ts, decision 046).
  prerender: { noExtraDir: true },
  // Server routing only: no client router, so a page ships no JavaScript unless it has islands.
  clientRouting: false,
  passToClient: [],
} satisfies Config
