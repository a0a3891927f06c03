import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import vike from 'vike/plugin'
import { defineConfig } from 'vite'
import { islandChunksPlugin } from './renderer/islandChunksPlugin.ts'
import { noLegacyPageGlobs } from './renderer/noLegacyPageGlobs.ts'
import { islandMessagesPlugin } from './content/islandMessagesPlugin.ts'
import { portalContactPlugin } from './content/portalDataPlugin.ts'
import { dataDirFromEnv, portalFromEnv } from './content/portals.ts'
import { siteStagePlugin } from './content/siteStage.ts'
import { trustFileOf } from './content/trustFile.ts'

// One codebase, one build per portal: PORTAL (a folder of the registry, content/portals.ts) picks the
// portal config and messages that '#portal-config' and '#portal-messages' resolve to (see
// docs/decisions/002-two-portals-one-codebase.md and 016-portal-registry.md).
// DATA_DIR (benchmarks, tests, a fixture portal, `npm run dev -- --data-dir`) points at another copy of data/.
const dataDir = dataDirFromEnv()
const portal = portalFromEnv(process.env.PORTAL, dataDir)
const root = fileURLToPath(new URL('.', import.meta.url))
const PAGE_ENTRY_OR_VIKE = /virtual:vike|[\\/]pages[\\/]|node_modules[\\/](vike|@brillout)[\\/]/
const outDir = `build/${process.env.BUILD_RUN_ID ?? 'dev'}/${portal.folder}`

export default defineConfig({
  plugins: [
    react(),
    vike(),
    noLegacyPageGlobs(),
    islandChunksPlugin(resolve(root, outDir)),
    islandMessagesPlugin({ root, dataDir, locale: portal.locale }),
    portalContactPlugin(dataDir, [portal]),
    siteStagePlugin(portal.configFile),
  ],
  resolve: {
    alias: {
      '#portal-config': portal.configFile,
      '#portal-messages': `${dataDir}/messages/${portal.locale}.json`,
      // The trust file (decision 067): bundled, so a changed licence or date changes every product page's inputs hash.
      '#portal-trust': trustFileOf(dataDir, portal.folder),
      // No TanStack devtools bus in the site (renderer/noFormDevtools.ts says why).
      '@tanstack/devtools-event-client': `${root}renderer/noFormDevtools.ts`,
    },
  },
  // Bundled for the server render too, so the alias above applies there as well.
  ssr: { noExternal: ['@tanstack/react-form', '@tanstack/form-core'] },
  build: {
    outDir,
    emptyOutDir: true,
    // No image or font becomes a data: URL inside a script or stylesheet.
    assetsInlineLimit: 0,
    // No gzip size of each chunk in the build's output: nobody reads it, and it costs each vike build
    // half a second (docs/benchmarks.md measures the pages' transfer sizes in the browser).
    reportCompressedSize: false,
  },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            // Every module that a page's entry imports statically (the site's behaviours, the islands
            // runtime and what they share with the islands) goes into one chunk, so a page's first
            // script is two requests deep: its entry, then this chunk. Without the group, the bundler
            // split out what the islands share too (the analytics push, vite's preload helper), a
            // third level of requests before the cookie notice could show (decision 021).
            // vike's own modules and the pages' entries stay apart: each page runs its own entry only.
            codeSplitting: { groups: [{ name: 'site', tags: ['$initial'], test: (id: string) => !PAGE_ENTRY_OR_VIKE.test(id) }] },
          },
        },
      },
    },
  },
})
