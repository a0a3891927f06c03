import { randomBytes } from 'node:crypto'
import { existsSync, readdirSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import type { TestProject } from 'vitest/node'
import { buildSite } from '../../scripts/pipeline/build'
import { testBrowser } from '../../scripts/quality/chromium'
import { testDatabaseNames } from '../unit/server/testDatabaseNames'
import { E2E_SHARE_TOKEN } from './shareCountDouble'
import { stopRunWranglers } from './wranglerHost'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The label of this run's lead API databases (tests/e2e/testApi.ts), removed when the run ends. */
    e2eDatabaseLabel: string
  }
}

// The bundler's configuration counts too: it decides the chunks (decision 021).
const SOURCES = ['cdn', 'pages', 'renderer', 'components', 'domain', 'data', 'scripts', 'public', 'content', 'vite.config.ts']

function newestMtime(dir: string): number {
  if (!statSync(dir).isDirectory()) return statSync(dir).mtimeMs
  let newest = 0
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs)
  }
  return newest
}

/**
 * Removes what this run's workers left: each worker's lead API keeps its database until the worker
 * ends, and a worker has no hook of its own at its end. A PGlite folder in the temporary folder, and,
 * on the run's PostgreSQL server, a database; both named with the run's label, so that another run
 * beside this one keeps its own.
 */
async function removeDatabases(label: string): Promise<void> {
  const { pgliteFolder, postgresDatabase } = testDatabaseNames(label)
  for (const name of readdirSync(tmpdir()).filter((entry) => entry.startsWith(pgliteFolder))) rmSync(join(tmpdir(), name), { recursive: true, force: true })
  const url = process.env.TEST_DATABASE_URL
  if (!url) return
  const admin = new pg.Client({ connectionString: url })
  await admin.connect()
  try {
    const { rows } = await admin.query<{ datname: string }>('SELECT datname FROM pg_database WHERE starts_with(datname, $1)', [postgresDatabase])
    for (const { datname } of rows) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`)
  } finally {
    await admin.end()
  }
}

/**
 * Builds the site when dist is missing or older than any source; checks the test browser is there;
 * names this run's lead API databases, and removes them when the run ends.
 */
export async function setup(project: TestProject): Promise<() => Promise<void>> {
  const label = `e2e_${randomBytes(4).toString('hex')}`
  project.provide('e2eDatabaseLabel', label)
  const { executablePath } = testBrowser()
  if (!executablePath.endsWith('headless-shell')) {
    console.log(
      `e2e: driving ${executablePath}; Debian's chromium-headless-shell runs the same tests on about a third less CPU (docs/decisions/040-tests-on-the-headless-shell.md)`,
    )
  }
  // A share-count token is configured where the site is built, as on a machine that also runs the
  // API: the built pages must not carry it (tests/e2e/shareCount.test.ts).
  process.env.SHARE_COUNT_TOKEN ??= E2E_SHARE_TOKEN
  const marker = join('dist', 'ckj', 'sitemap.xml')
  const builtAt = existsSync(marker) ? statSync(marker).mtimeMs : 0
  const sourcesAt = Math.max(...SOURCES.filter((d) => existsSync(d)).map(newestMtime))
  if (builtAt < sourcesAt) {
    console.log('e2e: building the site (sources changed since the last build)')
    await buildSite()
  }
  return async () => {
    // The wranglers of e2e-cdn (tests/e2e/wranglerHost.ts): a worker ends without a teardown of its own.
    stopRunWranglers(label)
    await removeDatabases(label)
  }
}
