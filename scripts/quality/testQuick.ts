// npm run test:quick: the unit and component projects whole, plus the browser tests of what changed
// since a git revision (default HEAD: the work not yet committed). docs/testing.md, "While working".
//   npm run test:quick                 uncommitted changes
//   npm run test:quick -- --since main the whole branch
//   npm run test:quick -- --list       only print what would run
import { execFileSync, spawnSync } from 'node:child_process'
import { readdirSync } from 'node:fs'
import { parseArgs } from 'node:util'
import { e2eFilesFor } from './testSelection'

const { values } = parseArgs({ options: { since: { type: 'string', default: 'HEAD' }, list: { type: 'boolean', default: false } } })

function git(...args: string[]): string[] {
  return execFileSync('git', args, { encoding: 'utf8' })
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
}

const changed = [...new Set([...git('diff', '--name-only', values.since!), ...git('ls-files', '--others', '--exclude-standard')])].sort()
const allE2e = readdirSync('tests/e2e')
  .filter((name) => name.endsWith('.test.ts'))
  .map((name) => `tests/e2e/${name}`)
const e2e = e2eFilesFor(changed, allE2e)

console.log(`test:quick: ${changed.length} changed file(s) since ${values.since}; browser tests: ${e2e.length ? e2e.join(', ') : 'none'}`)
if (values.list) process.exit(0)

const args = ['run', '--project', 'unit', '--project', 'unit-forks', '--project', 'component']
// Naming the e2e files filters every project, so the unit and component folders are named as well.
if (e2e.length) args.push('--project', 'e2e', 'tests/unit', 'tests/component', ...e2e)
const result = spawnSync(process.execPath, ['node_modules/vitest/vitest.mjs', ...args], { stdio: 'inherit' })
process.exit(result.status ?? 1)
