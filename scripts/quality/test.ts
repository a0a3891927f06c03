// npm test: the four vitest projects in one run (unit, unit-forks, component, e2e).
import { spawnSync } from 'node:child_process'

const result = spawnSync(process.execPath, ['node_modules/vitest/vitest.mjs', 'run', ...process.argv.slice(2)], { stdio: 'inherit' })
process.exit(result.status ?? 1)
