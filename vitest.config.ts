import { defineConfig } from 'vitest/config'
import { portalContactPlugin } from './content/portalDataPlugin.ts'
import { loadPortals } from './content/portals.ts'
import { islandMessagesPlugin } from './content/islandMessagesPlugin.ts'

const dataDir = new URL('./data', import.meta.url).pathname

// https://vitest.dev/guide/projects: one run, three projects (unit, component, e2e).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          environment: 'node',
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
          },
        },
        test: {
          name: 'component',
          include: ['tests/component/**/*.test.tsx'],
          environment: 'jsdom',
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/e2e/globalSetup.ts'],
          testTimeout: 60_000,
          hookTimeout: 300_000,
          fileParallelism: false,
          // One worker, shared module state: one built site, one lead API and one Chromium for all files.
          isolate: false,
          maxWorkers: 1,
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
