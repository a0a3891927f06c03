import type { PortReservation } from '../../scripts/servers/apiProcess'
import { createUser } from '../../server/createUser'
import type { SqlParam } from '../../server/db/db'
import { openDb } from '../../server/db/openDb'
import { inject } from 'vitest'
import { TEST_DATABASES, testApp } from '../unit/server/serverTestKit'
import type { PortalKey } from './harness'
import { E2E_SHARE_TOKEN, startGraphDouble } from './shareCountDouble'

export interface TestApi {
  origin: string
  /** Reads the lead API's real database (the same handle the server writes with). */
  query<Row = Record<string, unknown>>(sql: string, params?: readonly SqlParam[]): Promise<Row[]>
  createUser(email: string, password: string): Promise<string>
  kind: 'pglite' | 'postgres'
}

/**
 * Starts the real lead API in the test worker, on loopback, with a database of its own: on the run's
 * PostgreSQL server when there is one (TEST_DATABASE_URL, as in CI: a new database for the worker,
 * so no unit test's clean-up meets these rows), else embedded PGlite copied from the unit suite's
 * migrated template (PGlite's first start costs some 10 s of CPU). E2E_DATABASE_URL names a database
 * to use as it is. In this process, so the tests can read back what the pages stored. The worker's
 * database carries the run's label (e2e_<run>): the run removes it at its end (tests/e2e/globalSetup.ts).
 */
export async function startTestApi(reserved: PortReservation, origins: Record<PortalKey, string>): Promise<TestApi> {
  const url = process.env.E2E_DATABASE_URL
  // TEST_DATABASES: PGlite, then PostgreSQL when the run has a server; the last is the cheaper to run.
  const db = url ? await openDb({ databaseUrl: url, pgliteDir: '' }) : (await TEST_DATABASES.at(-1)!.open(inject('e2eDatabaseLabel'))).db
  // The unit tests' app (test settings, data/), on the origins the portals are served from here.
  // Share counts come from a Graph API double, asked with the run's token (docs/security.md "Share counts").
  const shareCount = { token: E2E_SHARE_TOKEN, upstream: await startGraphDouble() }
  // The portals' proxy is on loopback (npm start's server, or wrangler's workerd), as npm start runs the
  // API (TRUST_PROXY=loopback): it names the portal host the visitor used (X-Forwarded-Host).
  const app = await testApp(db, { portalOrigins: { ECM: [origins.ecm], CKJ: [origins.ckj] }, devHttp: true, shareCount, trustProxy: 'loopback' })
  await reserved.release()
  await app.listen({ port: reserved.port, host: '127.0.0.1' })
  return {
    origin: `http://127.0.0.1:${reserved.port}`,
    kind: db.kind,
    query: async (sql, params) => (await db.query(sql, params)).rows as never,
    createUser: (email, password) => createUser(db, email, password),
  }
}
