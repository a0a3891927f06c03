import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { acquireDirLock } from '../../../server/db/dirLock'
import { migrate } from '../../../server/db/migrate'
import { openPgliteDb } from '../../../server/db/pgliteDb'
import { TEST_DATABASES } from './serverTestKit'

describe.each(TEST_DATABASES)('migrations on $name', (database) => {
  test('are recorded in schema_migrations and never applied twice', async () => {
    const { db, dispose } = await database.open()
    try {
      const { rows } = await db.query<{ version: string }>('SELECT version FROM schema_migrations ORDER BY version')
      expect(rows.map((row) => row.version)).toEqual(['001_init', '002_live_contract', '003_portal_code_shape', '004_security', '005_lead_limits'])
      expect(await migrate(db)).toEqual([])
      const tables = await db.query<{ table_name: string }>(
        'SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() ORDER BY table_name',
      )
      expect(tables.rows.map((row) => row.table_name)).toEqual(['leads', 'login_throttle', 'schema_migrations', 'sessions', 'subscriptions', 'users'])
    } finally {
      await dispose()
    }
  }, 120_000)

  test('the portal column takes any code of a portal shape (no list of portals), and nothing else', async () => {
    const { db, dispose } = await database.open()
    try {
      const insert = (portal: string) =>
        db.query("INSERT INTO subscriptions (portal, list, email, payload, source) VALUES ($1, 'L', $2, '{}'::jsonb, 'form')", [
          portal,
          `${portal}@example.com`,
        ])
      await insert('XTH')
      await expect(insert('xth')).rejects.toThrow()
      await expect(insert('E')).rejects.toThrow()
      const { rows } = await db.query<{ portal: string }>("SELECT portal FROM subscriptions WHERE portal = 'XTH'")
      expect(rows).toEqual([{ portal: 'XTH' }])
    } finally {
      await dispose()
    }
  }, 120_000)

  test('a failing migration leaves nothing behind', async () => {
    const { db, dispose } = await database.open()
    const dir = await mkdtemp(join(tmpdir(), 'lead-api-migrations-'))
    try {
      await writeFile(join(dir, '001_init.sql'), 'SELECT 1;')
      await writeFile(join(dir, '002_half.sql'), 'CREATE TABLE half_done (id int); SELECT * FROM no_such_table;')
      await expect(migrate(db, dir)).rejects.toThrow()
      const { rows } = await db.query("SELECT 1 FROM information_schema.tables WHERE table_name = 'half_done'")
      expect(rows).toEqual([])
      const versions = await db.query<{ version: string }>('SELECT version FROM schema_migrations ORDER BY version')
      expect(versions.rows.map((row) => row.version)).toEqual(['001_init', '002_live_contract', '003_portal_code_shape', '004_security', '005_lead_limits'])
    } finally {
      await rm(dir, { recursive: true, force: true })
      await dispose()
    }
  }, 120_000)
})

describe('the PGlite folder', () => {
  let dir: string
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'lead-api-pglite-'))
  })
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true })
  })

  test('is created on first start, keeps committed rows across a restart, and is locked while open', async () => {
    const folder = join(dir, 'nested', 'pglite')
    const first = await openPgliteDb(folder)
    await migrate(first)
    await first.query("INSERT INTO users (email, password_hash) VALUES ('kept@example.com', 'x')")
    expect(() => acquireDirLock(folder)).toThrow(/already open in this process/)
    await first.close()
    const second = await openPgliteDb(folder)
    try {
      expect(await migrate(second)).toEqual([])
      const { rows } = await second.query<{ email: string }>('SELECT email FROM users')
      expect(rows).toEqual([{ email: 'kept@example.com' }])
    } finally {
      await second.close()
    }
  }, 120_000)

  test('a lock left by a process that no longer exists is taken over', async () => {
    const folder = join(dir, 'stale')
    await mkdir(folder, { recursive: true })
    // pid 2^22 + 1 is above Linux's pid_max ceiling (4194304), so no process has it.
    await writeFile(join(folder, '.lead-api.lock'), String(4_194_305))
    const release = acquireDirLock(folder)
    release()
  })

  test('a lock naming our own pid, left by an earlier process with that pid (a container restarted after kill -9), is taken over', async () => {
    const folder = join(dir, 'same-pid')
    await mkdir(folder, { recursive: true })
    await writeFile(join(folder, '.lead-api.lock'), String(process.pid))
    const release = acquireDirLock(folder)
    // Held now by this process for real: a second open in this process is refused.
    expect(() => acquireDirLock(folder)).toThrow(/already open in this process/)
    release()
  })

  test('a lock held by a live process names that process', async () => {
    const folder = join(dir, 'held')
    await mkdir(folder, { recursive: true })
    // pid 1 (init) always exists.
    await writeFile(join(folder, '.lead-api.lock'), '1')
    expect(() => acquireDirLock(folder)).toThrow(/in use by process 1\b/)
  })
})
