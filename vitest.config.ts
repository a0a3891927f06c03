import { defineConfig } from 'vitest/config'

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
        resolve: {
          alias: {
            '#portal-config': new URL('./data/portals/ecm.json', import.meta.url).pathname,
            '#portal-messages': new URL('./data/messages/en-PH.json', import.meta.url).pathname,
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
