import { resolve } from 'node:path'
import type { Db } from './db'
import { migrate } from './migrate'
import { openPgliteDb } from './pgliteDb'
import { openPostgresDb } from './postgresDb'

export interface DbConfig {
  /** postgres://... of a PostgreSQL server; when absent the embedded PGlite database is used. */
  databaseUrl?: string
  /** Folder of the PGlite database (created on first start). */
  pgliteDir: string
}

/** Reads DATABASE_URL and PGLITE_DIR (default .data/pglite), as the server and the scripts do. */
export function dbConfigFromEnv(env: NodeJS.ProcessEnv = process.env): DbConfig {
  const databaseUrl = env.DATABASE_URL?.trim()
  return {
    ...(databaseUrl ? { databaseUrl } : {}),
    pgliteDir: resolve(env.PGLITE_DIR?.trim() || '.data/pglite'),
  }
}

/** Opens the configured database and brings its schema up to date. */
export async function openDb(config: DbConfig): Promise<Db> {
  const db = config.databaseUrl ? await openPostgresDb(config.databaseUrl) : await openPgliteDb(config.pgliteDir)
  try {
    await migrate(db)
  } catch (error) {
    await db.close()
    throw error
  }
  return db
}

/** Where the data lives, for start-up messages; never prints a password. */
export function describeDb(config: DbConfig): string {
  if (!config.databaseUrl) return `PGlite in ${config.pgliteDir}`
  try {
    const url = new URL(config.databaseUrl)
    return `PostgreSQL at ${url.hostname}:${url.port || '5432'}${url.pathname}`
  } catch {
    return 'PostgreSQL (DATABASE_URL)'
  }
}
