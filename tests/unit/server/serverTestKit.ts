// Shared set-up of the lead API tests: the databases to run against, an app on a fresh database, and
// a valid lead body built the way the browser builds it.
import { createHash, randomBytes, randomUUID } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { execFile } from 'node:child_process'
import { mkdtemp, rename, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import type { FastifyInstance } from 'fastify'
import pg from 'pg'
import { afterAll, beforeAll } from 'vitest'
import { chooseConsent } from '../../../domain/consent/chooseConsent'
import { EMPTY_UTM } from '../../../domain/campaign/utm'
import { buildLeadPayload, type LeadFormValues } from '../../../domain/leads/leadPayload'
import type { PortalCode } from '../../../domain/portal'
import { loadSnapshot, type Snapshot } from '../../../content/snapshot'
import { buildApp, type BuildAppOptions } from '../../../server/app'
import { loadConsents } from '../../../server/consents'
import type { Db } from '../../../server/db/db'
import { migrate } from '../../../server/db/migrate'
import { openPgliteDb } from '../../../server/db/pgliteDb'
import { openPostgresDb } from '../../../server/db/postgresDb'
import { testDatabaseNames } from './testDatabaseNames'

export interface TestDatabase {
  name: 'pglite' | 'postgres'
  /**
   * A new, empty, migrated database and the function that removes it. `label` goes into its name
   * (the PGlite folder `lead-api-<label>-*` in the temporary folder, the PostgreSQL database
   * `lead_api_<label>_*`), so that a run can find and remove what it left (tests/e2e/globalSetup.ts).
   */
  open(label?: string): Promise<{ db: Db; dispose(): Promise<void> }>
}

const MIGRATIONS = fileURLToPath(new URL('../../../server/db/migrations/', import.meta.url))
const PGLITE_PACKAGE = fileURLToPath(new URL('../../../node_modules/@electric-sql/pglite/package.json', import.meta.url))

/**
 * A PGlite folder created and migrated once, for every test file of every run: PGlite's first start
 * (initdb, some 10 s of CPU) is paid once, and each test database is a copy of this folder, opened
 * as the server opens its own (docs/testing.md). Its name holds a digest of the migrations and of
 * PGlite's version, so a changed migration or a new PGlite makes a new one. It is built beside its
 * final place and renamed into it: test files starting together never see a half-built one.
 * tests/unit/server/migrations.test.ts still starts PGlite on an empty folder and migrates it.
 */
let template: Promise<string> | null = null
function pgliteTemplate(): Promise<string> {
  template ??= (async () => {
    const digest = createHash('sha256')
    digest.update(readFileSync(PGLITE_PACKAGE))
    for (const file of readdirSync(MIGRATIONS).sort()) digest.update(`\0${file}\0`).update(readFileSync(join(MIGRATIONS, file)))
    const folder = join(tmpdir(), `lead-api-test-template-${digest.digest('hex').slice(0, 16)}`)
    if (
      await stat(join(folder, 'PG_VERSION')).then(
        () => true,
        () => false,
      )
    )
      return folder
    const building = await mkdtemp(`${folder}.building-`)
    const db = await openPgliteDb(join(building, 'pglite'))
    await migrate(db)
    await db.close()
    try {
      await rename(join(building, 'pglite'), folder)
    } catch (error) {
      // Another test file renamed its own first: use that one.
      if (!['EEXIST', 'ENOTEMPTY'].includes((error as NodeJS.ErrnoException).code ?? '')) throw error
    }
    await rm(building, { recursive: true, force: true })
    return folder
  })()
  return template
}

/**
 * Copies the migrated template into `folder` (a new one), for a command run on a database of its own.
 * With the system's cp: its thousand files (39 MB) take 0.13-0.27 CPU-s there, 0.7 through Node's
 * fs.cp, for each of the two dozen fresh databases of a run (measured, docs/testing.md).
 */
export async function copyPgliteTemplate(folder: string): Promise<void> {
  await promisify(execFile)('cp', ['-R', await pgliteTemplate(), folder])
}

/** `db` whose close() may be called again (a test that stops the database, then its dispose()): the second call waits for the first. */
function closingOnce(db: Db): Db {
  let closed: Promise<void> | null = null
  return {
    ...db,
    close: () => (closed ??= db.close()),
  }
}

const pglite: TestDatabase = {
  name: 'pglite',
  async open(label = 'test') {
    const dir = await mkdtemp(join(tmpdir(), testDatabaseNames(label).pgliteFolder))
    await copyPgliteTemplate(join(dir, 'pglite'))
    const db = closingOnce(await openPgliteDb(join(dir, 'pglite')))
    // The copy is migrated already: this applies nothing, and checks that.
    if ((await migrate(db)).length > 0) throw new Error('The PGlite test template was not fully migrated.')
    return {
      db,
      async dispose() {
        await db.close()
        await rm(dir, { recursive: true, force: true })
      },
    }
  },
}

function postgres(url: string): TestDatabase {
  return {
    name: 'postgres',
    async open(label = 'test') {
      // Each suite gets its own database, so test files running in parallel never see each other's rows.
      const name = `${testDatabaseNames(label).postgresDatabase}${randomBytes(6).toString('hex')}`
      const admin = new pg.Client({ connectionString: url })
      await admin.connect()
      await admin.query(`CREATE DATABASE ${name}`)
      await admin.end()
      const target = new URL(url)
      target.pathname = `/${name}`
      const db = closingOnce(await openPostgresDb(target.toString()))
      await migrate(db)
      return {
        db,
        async dispose() {
          await db.close()
          const cleaner = new pg.Client({ connectionString: url })
          await cleaner.connect()
          await cleaner.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
          await cleaner.end()
        },
      }
    },
  }
}

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set (scripts/quality/withPostgres.sh, .ci/run). */
export const TEST_DATABASES: TestDatabase[] = [pglite, ...(process.env.TEST_DATABASE_URL ? [postgres(process.env.TEST_DATABASE_URL)] : [])]

let snapshot: Promise<Snapshot> | null = null
/** The data snapshot of data/, loaded once per test file. */
export function testSnapshot(): Promise<Snapshot> {
  snapshot ??= loadSnapshot('data')
  return snapshot
}

/** Origins that npm start serves the portals on (docs/requirements/operations.md#commands). */
export const LOCAL_ORIGINS = { ECM: ['http://127.0.0.1:4100'], CKJ: ['http://127.0.0.1:4200'] } as const

/** The app on `db` with test settings: no logs, rate and lead limits no test reaches, the local portal origins. */
export async function testApp(db: Db, overrides: Partial<BuildAppOptions> = {}): Promise<FastifyInstance> {
  const data = await testSnapshot()
  const app = await buildApp({
    db,
    portals: { ECM: data.ecm!.portal, CKJ: data.ckj!.portal },
    snapshot: data,
    trustProxy: false,
    allowedOrigins: [],
    portalOrigins: LOCAL_ORIGINS,
    rateLimit: { max: 100_000, loginMax: 100_000, timeWindow: '1 minute' },
    leadLimits: { perAddress: 100_000, perMobile: 100_000 },
    logger: false,
    ...overrides,
  })
  await app.ready()
  return app
}

/**
 * Apps on one fresh database of `database` for the tests of one describe block, each built with its
 * overrides, then `prepare` (users to create ...): opened before the tests (the returned object is
 * filled in then), closed and removed after them.
 */
export function appsOnFreshDatabase<K extends string>(
  database: TestDatabase,
  overrides: Readonly<Record<K, Partial<BuildAppOptions>>>,
  prepare: (db: Db) => Promise<unknown> = async () => {},
): { readonly apps: Readonly<Record<K, FastifyInstance>>; readonly db: Db } {
  const opened = { apps: {} } as { apps: Record<K, FastifyInstance>; db: Db; dispose?: () => Promise<void> }
  beforeAll(async () => {
    const { db, dispose } = await database.open()
    Object.assign(opened, { db, dispose })
    for (const [name, options] of Object.entries(overrides) as [K, Partial<BuildAppOptions>][]) opened.apps[name] = await testApp(db, options)
    await prepare(db)
  }, 120_000)
  afterAll(async () => {
    for (const app of Object.values<FastifyInstance | undefined>(opened.apps)) await app?.close()
    await opened.dispose?.()
  }, 60_000)
  return opened
}

/** The app on a fresh database of `database` for the tests of one describe block (appsOnFreshDatabase with one app). */
export function appOnFreshDatabase(database: TestDatabase, overrides: Partial<BuildAppOptions> = {}): { readonly app: FastifyInstance; readonly db: Db } {
  const opened = appsOnFreshDatabase(database, { app: overrides })
  return {
    get app() {
      return opened.apps.app
    },
    get db() {
      return opened.db
    },
  }
}

const consents = loadConsents()

/** A valid lead body (field name to string) for a portal, built by the browser's own builder. */
export async function leadBody(portalCode: PortalCode, values: Partial<LeadFormValues> = {}, key: string = randomUUID()): Promise<Record<string, string>> {
  const data = await testSnapshot()
  const portal = portalCode === 'ECM' ? data.ecm!.portal : data.ckj!.portal
  const verticalId = values.verticalId ?? 2
  const ecm = portalCode === 'ECM'
  return buildLeadPayload(
    {
      verticalId,
      firstName: ecm ? 'Maria' : 'Siti',
      lastName: ecm ? 'Santos' : 'Rahayu',
      gender: 'female',
      mobilePhoneNumber: ecm ? '09171234567' : '081234567890',
      email: ecm ? 'maria.santos@example.com' : 'siti.rahayu@example.co.id',
      callWindow: { id: 'tomorrow-morning', start: new Date('2026-11-23T01:00:00.000Z'), end: new Date('2026-11-23T04:00:00.000Z') },
      ...values,
    },
    {
      portal,
      utm: { ...EMPTY_UTM, utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'november' },
      ipAddress: ecm ? '203.177.12.34' : null,
      formUrl: `${portal.siteOrigin}${portal.verticals[0]?.path ?? '/'}`,
      idempotencyKey: key,
      consentVersion: chooseConsent(consents[portalCode]!, verticalId).version,
      now: new Date('2026-11-22T02:00:00.000Z'),
    },
  )
}

/** A body encoded as application/x-www-form-urlencoded, as the pages post it. */
export function formEncoded(fields: Record<string, string>): { payload: string; headers: Record<string, string> } {
  return { payload: new URLSearchParams(fields).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } }
}
