import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import vike from 'vike/plugin'
import { defineConfig } from 'vite'
import { islandChunksPlugin } from './renderer/islandChunksPlugin.ts'
import { portalFromEnv } from './scripts/portalEnv.ts'

// One codebase, one build per portal: PORTAL=ecm|ckj picks the portal config and messages that
// '#portal-config' and '#portal-messages' resolve to (see docs/decisions/002-two-portals-one-codebase.md).
const portal = portalFromEnv()
const root = fileURLToPath(new URL('.', import.meta.url))
// DATA_DIR (benchmarks, tests, `npm run dev -- --data-dir`) points the config and messages at another copy of data/.
const dataDir = resolve(process.env.DATA_DIR ?? `${root}data`)
const outDir = `build/${process.env.BUILD_RUN_ID ?? 'dev'}/${portal.file}`

export default defineConfig({
  plugins: [react(), vike(), islandChunksPlugin(resolve(root, outDir))],
  resolve: {
    alias: {
      '#portal-config': `${dataDir}/portals/${portal.file}.json`,
      '#portal-messages': `${dataDir}/messages/${portal.locale}.json`,
      // No TanStack devtools bus in the site (renderer/noFormDevtools.ts says why).
      '@tanstack/devtools-event-client': `${root}renderer/noFormDevtools.ts`,
    },
  },
  // Bundled for the server render too, so the alias above applies there as well.
  ssr: { noExternal: ['@tanstack/react-form', '@tanstack/form-core'] },
  build: {
    outDir,
    emptyOutDir: true,
    // Small CSS files stay separate so the static pages load one stylesheet and no script.
    assetsInlineLimit: 0,
  },
})
