import { defineConfig } from 'vitest/config'
import { portalContactPlugin } from './content/portalDataPlugin.ts'
import { loadPortals } from './content/portals.ts'
import { islandMessagesPlugin } from './content/islandMessagesPlugin.ts'
import LongFirstSequencer from './tests/sequencer.ts'

const WORKERS = Number(process.env.TEST_WORKERS) || 2

const dataDir = new URL('./data', import.meta.url).pathname

// Unit files that need a process of their own (vitest's forks pool): PGlite's WebAssembly, the lead
// API's servers, argon2's native module and ESLint do not run in a VM context (docs/testing.md).
const UNIT_IN_FORKS = [
  'tests/unit/server/**/*.test.ts',
  'tests/unit/security/**/*.test.ts',
  'tests/unit/lint/lint.test.ts',
  'tests/unit/scripts/pullData.test.ts',
]

// https://vitest.dev/guide/projects: one run, four projects (unit, unit-forks, component, e2e).
/**
 * The journeys that reach the lead API run on Cloudflare Pages' runtime only (project e2e-cdn), as
 * visitors reach it in production; npm start's server is the host of every other browser file.
 */
const E2E_ONLY_ON_CDN = [
  'tests/e2e/contact.test.ts',
  'tests/e2e/landing.test.ts',
  'tests/e2e/logOut.test.ts',
  'tests/e2e/facets.test.ts',
  'tests/e2e/wizard.test.ts',
]
/** What the two hosts must answer alike runs on both (docs/testing.md, "Two hosts"). */
const E2E_ON_CDN = ['tests/e2e/cdnHost.test.ts', ...E2E_ONLY_ON_CDN]

export default defineConfig({
  test: {
    // vitest's default on a 2-core machine is one worker for the whole run (cores - 1), every file one
    // after the other. Two workers keep both cores busy (docs/testing.md,
    // decision 029). Every project must name the same count to share one group.
    maxWorkers: WORKERS,
    reporters: ['default', './tests/timingReporter.ts'],
    sequence: { sequencer: LongFirstSequencer },
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          exclude: UNIT_IN_FORKS,
          environment: 'node',
          // Two workers and their Chromiums share two cores (docs/testing.md): a test may take up to about twice its time
          // alone. The limits are budgets against hangs, not measurements.
          testTimeout: 20_000,
          // Each file in a fresh VM context of a worker that stays, as the component files (docs/testing.md):
          // the domain, content, site and script files, half the CPU of a process each.
          pool: 'vmForks',
        },
      },
      {
        test: {
          name: 'unit-forks',
          include: UNIT_IN_FORKS,
          environment: 'node',
          testTimeout: 20_000,
          // A worker process keeps its modules from one file to the next: the lead API, fastify, PGlite
          // and the database clients are imported once per worker, not once per file (docs/testing.md).
          isolate: false,
        },
      },
      {
        esbuild: { jsx: 'automatic' },
        // Every portal's Contact-Me data: the component tests render each portal. Outside the client
        // build, 'virtual:island-messages' gives the whole catalogue ('#portal-messages' below).
        plugins: [
          portalContactPlugin(dataDir, loadPortals(dataDir)),
          islandMessagesPlugin({ root: new URL('.', import.meta.url).pathname, dataDir, locale: 'en-PH' }),
        ],
        resolve: {
          alias: {
            '#portal-config': new URL('./data/portals/ecm.json', import.meta.url).pathname,
            '#portal-messages': new URL('./tests/component/portalMessages.ts', import.meta.url).pathname,
            '#portal-trust': new URL('./data/content/ecm/trust.json', import.meta.url).pathname,
          },
        },
        test: {
          name: 'component',
          include: ['tests/component/**/*.test.tsx'],
          environment: 'jsdom',
          testTimeout: 20_000,
          setupFiles: ['tests/component/setup.ts'],
          // Each file in a fresh VM context of a worker that stays, instead of a new process with its own
          // jsdom and module graph: the same isolation, half the CPU (docs/testing.md). The unit project
          // keeps forks: PGlite's WebAssembly and the servers do not run in a VM context.
          pool: 'vmForks',
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          exclude: E2E_ONLY_ON_CDN,
          environment: 'node',
          globalSetup: ['tests/e2e/globalSetup.ts'],
          setupFiles: ['tests/e2e/setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 300_000,
          // expect.poll's own default is 1 s: a condition that holds within a second on a quiet machine
          // can take longer while two workers and their Chromiums share two cores (docs/testing.md).
          expect: { poll: { timeout: 10_000 } },
          // Shared module state within a worker: each worker starts one site server, one lead API and
          // one Chromium, used by every file it runs (docs/testing.md).
          isolate: false,
        },
      },
      {
        // The journeys that reach the lead API, on Cloudflare Pages' own runtime (wrangler pages dev on
        // dist/<portal>, tests/e2e/wranglerHost.ts) instead of npm start's server: the same tests, the
        // same answers (docs/testing.md, "Two hosts").
        test: {
          name: 'e2e-cdn',
          include: E2E_ON_CDN,
          environment: 'node',
          env: { E2E_HOST: 'wrangler' },
          globalSetup: ['tests/e2e/globalSetup.ts'],
          setupFiles: ['tests/e2e/setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 300_000,
          expect: { poll: { timeout: 10_000 } },
          isolate: false,
        },
      },
    ],
    coverage: {
      provider: 'v8',
      include: ['domain/**/*.ts'],
      reporter: ['text-summary', 'text'],
    },
  },
})
