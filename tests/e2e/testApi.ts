import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createUser } from '../../server/createUser'
import type { SqlParam } from '../../server/db/db'
import { openDb } from '../../server/db/openDb'
import { testApp } from '../unit/server/serverTestKit'
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
 * Starts the real lead API in the test worker, on loopback, with a fresh database: embedded PGlite in a
 * temporary folder (the unit suite covers PostgreSQL: TEST_DATABASE_URL is theirs, and sharing it would
 * let their clean-ups race with these tests; E2E_DATABASE_URL picks a server for this suite). In this
 * process so the tests can read back what the pages stored (PGlite allows one process per folder).
 */
export async function startTestApi(port: number, origins: Record<PortalKey, string>): Promise<TestApi> {
  const url = process.env.E2E_DATABASE_URL
  const db = await openDb(url ? { databaseUrl: url, pgliteDir: '' } : { pgliteDir: mkdtempSync(join(tmpdir(), 'e2e-pglite-')) })
  // The unit tests' app (test settings, data/), on the origins the portals are served from here.
  // Share counts come from a Graph API double, asked with the run's token (docs/security.md "Share counts").
  const shareCount = { token: E2E_SHARE_TOKEN, upstream: await startGraphDouble() }
  const app = await testApp(db, { portalOrigins: { ECM: [origins.ecm], CKJ: [origins.ckj] }, devHttp: true, shareCount })
  await app.listen({ port, host: '127.0.0.1' })
  return {
    origin: `http://127.0.0.1:${port}`,
    kind: db.kind,
    query: async (sql, params) => (await db.query(sql, params)).rows as never,
    createUser: (email, password) => createUser(db, email, password),
  }
}
