import { readdirSync } from 'node:fs'
import { describe, expect, test } from 'vitest'
import { e2eFilesFor, namedTests } from '../../../scripts/quality/testSelection'
import { timingLines } from '../../timingReporter'

// docs/testing.md: what `npm run test:quick` runs, and the closing lines of `npm test`.
const ALL = readdirSync('tests/e2e')
  .filter((name) => name.endsWith('.test.ts'))
  .map((name) => `tests/e2e/${name}`)

describe('test:quick picks the browser tests of what changed', () => {
  test('a changed browser test runs itself, and nothing else for a docs change', () => {
    expect(e2eFilesFor(['tests/e2e/calculators.test.ts', 'docs/testing.md', 'README.md'], ALL)).toEqual(['tests/e2e/calculators.test.ts'])
  })

  test('unit and component tests alone need no browser test', () => {
    expect(e2eFilesFor(['tests/unit/domain/calculators/loans.test.ts', 'tests/component/products/cards.test.tsx'], ALL)).toEqual([])
  })

  test('a calculator component runs the calculator browser tests', () => {
    const files = e2eFilesFor(['components/calculators/LoanResult.tsx'], ALL)
    expect(files).toContain('tests/e2e/calculators.test.ts')
    expect(files).not.toContain('tests/e2e/landing.test.ts')
  })

  test('the lead API runs the browser tests that post leads', () => {
    const files = e2eFilesFor(['server/routes/leadRoutes.ts'], ALL)
    expect(files).toEqual(expect.arrayContaining(['tests/e2e/contact.test.ts', 'tests/e2e/landing.test.ts', 'tests/e2e/liveContract.test.ts']))
  })

  test('a change no rule names runs the smoke set that loads every page', () => {
    expect(e2eFilesFor(['domain/format/numbers.ts'], ALL)).toEqual(expect.arrayContaining(['tests/e2e/foundation.test.ts', 'tests/e2e/styles.test.ts']))
  })

  test('the harness or the bundler configuration runs every browser test', () => {
    expect(e2eFilesFor(['tests/e2e/harness.ts'], ALL)).toEqual([...ALL].sort())
    expect(e2eFilesFor(['vite.config.ts'], ALL)).toEqual([...ALL].sort())
  })

  test('the build and the servers run the browser tests that read what they write and serve; benchmarks run none', () => {
    expect(e2eFilesFor(['scripts/pipeline/sitePages.ts'], ALL)).toEqual(
      expect.arrayContaining(['tests/e2e/productPages.test.ts', 'tests/e2e/listPages.test.ts', 'tests/e2e/seo.test.ts', 'tests/e2e/regenerate.test.ts']),
    )
    expect(e2eFilesFor(['scripts/pipeline/publishStore.ts'], ALL)).toEqual(['tests/e2e/regenerate.test.ts'])
    expect(e2eFilesFor(['scripts/servers/serve.ts'], ALL)).toEqual(['tests/e2e/foundation.test.ts', 'tests/e2e/site.test.ts'])
    expect(e2eFilesFor(['scripts/bench/benchBuild.ts', 'scripts/quality/audit.ts', 'scripts/leads/export.ts'], ALL)).toEqual([])
  })

  test('every file of the build and the servers has a rule of its own (a moved file would fall back to the smoke set unseen)', () => {
    const smokeOnly = e2eFilesFor(['domain/format/numbers.ts'], ALL)
    const files = ['scripts/pipeline', 'scripts/servers'].flatMap((dir) =>
      readdirSync(dir)
        .filter((name) => name.endsWith('.ts'))
        .map((name) => `${dir}/${name}`),
    )
    expect(files.length).toBeGreaterThan(20)
    const unruled = files.filter((file) => JSON.stringify(e2eFilesFor([file], ALL)) === JSON.stringify(smokeOnly))
    expect(unruled).toEqual([])
  })

  test('every name the rules give is a browser test file that exists', () => {
    // A renamed test file would otherwise drop out of test:quick without a word.
    const missing = namedTests().filter((name) => !ALL.includes(`tests/e2e/${name}.test.ts`))
    expect(missing).toEqual([])
    expect(namedTests().length).toBeGreaterThanOrEqual(15)
  })
})

describe('the closing lines of npm test', () => {
  const t0 = 1_000_000
  const modules = [
    { project: 'unit', file: 'a.test.ts', start: t0, end: t0 + 2_000, duration: 1_500 },
    { project: 'unit', file: 'b.test.ts', start: t0 + 500, end: t0 + 9_000, duration: 8_000 },
    { project: 'e2e', file: 'c.test.ts', start: t0 + 1_000, end: t0 + 61_000, duration: 60_000 },
    { project: 'component', file: 'd.test.tsx', start: t0, end: t0 + 3_000, duration: 3_000 },
  ]

  test('each project spans its first start to its last end, in the order given', () => {
    const [projects] = timingLines(modules, t0 - 5_000, t0 + 65_000, ['unit', 'component', 'e2e'])
    expect(projects).toBe("time: whole run 70.0 s; by project (first file's start to last file's end): unit 9.0 s, component 3.0 s, e2e 60.0 s")
  })

  test('the slowest files come first, at most five', () => {
    const many = Array.from({ length: 7 }, (_, i) => ({ project: 'unit', file: `f${i}.test.ts`, start: t0, end: t0 + 1, duration: i * 1_000 }))
    const [, slowest] = timingLines(many, t0, t0 + 1, ['unit'])
    expect(slowest).toBe('slowest files: f6.test.ts 6.0 s; f5.test.ts 5.0 s; f4.test.ts 4.0 s; f3.test.ts 3.0 s; f2.test.ts 2.0 s')
  })
})
