import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { loadSnapshot } from '../../scripts/dataSnapshot'
import { buildApp } from '../../server/app'
import { createUser } from '../../server/createUser'
import type { SqlParam } from '../../server/db/db'
import { openDb } from '../../server/db/openDb'
import type { PortalKey } from './harness'

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
  const snapshot = await loadSnapshot('data')
  const app = await buildApp({
    db,
    portals: { ECM: snapshot.ecm.portal, CKJ: snapshot.ckj.portal },
    snapshot,
    trustProxy: false,
    allowedOrigins: [],
    portalOrigins: { ECM: [origins.ecm], CKJ: [origins.ckj] },
    rateLimit: { max: 100_000, timeWindow: '1 minute' },
    logger: false,
  })
  await app.listen({ port, host: '127.0.0.1' })
  return {
    origin: `http://127.0.0.1:${port}`,
    kind: db.kind,
    query: async (sql, params) => (await db.query(sql, params)).rows as never,
    createUser: (email, password) => createUser(db, email, password),
  }
}
