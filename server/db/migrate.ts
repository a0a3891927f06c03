import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { Db } from './db'

const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url))
const MIGRATION_FILE = /^(\d{3})_[a-z0-9_]+\.sql$/
// Any constant works; it only has to be the same for every instance migrating one database.
const MIGRATION_LOCK_ID = 4300500

/**
 * Applies the migrations not yet recorded in schema_migrations, in file-name order, all in one
 * transaction (a failure leaves the schema as it was). Returns the versions applied now.
 */
export async function migrate(db: Db, dir: string = MIGRATIONS_DIR): Promise<string[]> {
  const files = readdirSync(dir)
    .filter((name) => MIGRATION_FILE.test(name))
    .sort()
  return db.transaction(async (tx) => {
    // Two servers starting together on one PostgreSQL must not both apply 001.
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_ID])
    await tx.exec('CREATE TABLE IF NOT EXISTS schema_migrations (version text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())')
    const done = await tx.query<{ version: string }>('SELECT version FROM schema_migrations')
    const applied = new Set(done.rows.map((row) => row.version))
    const appliedNow: string[] = []
    for (const file of files) {
      const version = file.replace(/\.sql$/, '')
      if (applied.has(version)) continue
      await tx.exec(readFileSync(`${dir}/${file}`, 'utf8'))
      await tx.query('INSERT INTO schema_migrations (version) VALUES ($1)', [version])
      appliedNow.push(version)
    }
    return appliedNow
  })
}
