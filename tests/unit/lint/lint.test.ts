// ESLint over the whole tree (eslint.config.js, docs/decisions/018-lint-and-format.md): no error and no
// warning. The same check as `npm run lint`, through ESLint's Node API, each problem listed as file:line.
// With ESLint's cache (docs/testing.md): a file whose content is unchanged since a run that found it
// clean, under the same configuration (ESLint keeps a digest of it with each file), is not linted again.
import { relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { ESLint } from 'eslint'
import { expect, test } from 'vitest'

const root = fileURLToPath(new URL('../../..', import.meta.url))

test('ESLint finds no problem (warnings count)', { timeout: 240_000 }, async () => {
  const eslint = new ESLint({ cwd: root, cache: true, cacheLocation: 'node_modules/.cache/eslint-test/', cacheStrategy: 'content' })
  const results = await eslint.lintFiles(['.'])
  const problems = results.flatMap((result) =>
    result.messages.map((m) => `${relative(root, result.filePath)}:${m.line}:${m.column} ${m.ruleId ?? 'parse'}: ${m.message}`),
  )
  expect(problems).toEqual([])
})
