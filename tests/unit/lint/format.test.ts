// Prettier's check (.prettierrc.json, .prettierignore): every formatted file is as Prettier writes it.
// `npm run format` rewrites the files it lists. Prettier's cache (by content, with its options and
// version) skips the files already found formatted by an earlier run (docs/testing.md).
import { execFile } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { expect, test } from 'vitest'

const root = fileURLToPath(new URL('../../..', import.meta.url))

test('every file is formatted by Prettier (npm run format fixes the ones listed)', { timeout: 240_000 }, async () => {
  const run = promisify(execFile)(
    process.execPath,
    ['node_modules/prettier/bin/prettier.cjs', '--list-different', '--cache', '--cache-strategy', 'content', '.'],
    { cwd: root, maxBuffer: 16 << 20 },
  )
  // --list-different exits 1 when a file differs (listed on stdout) and 2 when Prettier itself fails.
  const { code, stdout, stderr } = await run.then(
    (done) => ({ code: 0, ...done }),
    (failed: { code?: number; stdout?: string; stderr?: string }) => ({ code: failed.code ?? -1, stdout: failed.stdout ?? '', stderr: failed.stderr ?? '' }),
  )
  expect(stderr).toBe('')
  expect(stdout.split('\n').filter(Boolean)).toEqual([])
  expect(code).toBe(0)
})
