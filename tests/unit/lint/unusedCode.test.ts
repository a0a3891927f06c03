// knip (knip.json): no unused file, export, exported type or dependency, no import of an undeclared
// package, and no configuration hint (an entry that matches nothing, say).
import { execFile } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { expect, test } from 'vitest'

const root = fileURLToPath(new URL('../../..', import.meta.url))

test('knip finds no unused file, export or dependency', { timeout: 240_000 }, async () => {
  const run = promisify(execFile)(process.execPath, ['node_modules/knip/bin/knip.js', '--no-progress'], {
    cwd: root,
    maxBuffer: 16 << 20,
    // Vite's config loader warns about extensionless imports; the warning is not a finding.
    env: { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
  })
  const { code, stdout } = await run.then(
    (done) => ({ code: 0, ...done }),
    (failed: { code?: number; stdout?: string }) => ({ code: failed.code ?? -1, stdout: failed.stdout ?? '' }),
  )
  // The findings, as knip prints them, are the message of a failure.
  expect(stdout.trim()).toBe('')
  expect(code).toBe(0)
})
