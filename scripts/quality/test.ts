// npm test: the five vitest projects in one run (unit, unit-forks, component, e2e, e2e-cdn), on a
// machine that has what they need (scripts/quality/ensureTools.sh installs what is missing), with a
// throwaway PostgreSQL server beside the embedded PGlite unless TEST_DATABASE_URL names one
// (scripts/quality/withPostgres.sh). `.ci/run` is `npm ci && npm test` (docs/testing.md).
import { spawnSync } from 'node:child_process'

const tools = spawnSync('bash', ['scripts/quality/ensureTools.sh'], { stdio: 'inherit' })
if (tools.status !== 0) process.exit(tools.status ?? 1)

const vitest = [process.execPath, 'node_modules/vitest/vitest.mjs', 'run', ...process.argv.slice(2)]
const [command, ...args] = process.env.TEST_DATABASE_URL ? vitest : ['bash', 'scripts/quality/withPostgres.sh', ...vitest]
const result = spawnSync(command!, args, { stdio: 'inherit' })
process.exit(result.status ?? 1)
