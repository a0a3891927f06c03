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

/**
 * The command-line tools' way in (npm run leads:export, leads:purge, server/createUser.ts): opens the
 * database of the environment, runs `run` on it and closes it; returns `run`'s exit code, or 1 with the
 * reason on standard error when the database cannot be opened.
 */
export async function withConfiguredDb(run: (db: Db, where: string) => Promise<number>): Promise<number> {
  const config = dbConfigFromEnv()
  let db: Db
  try {
    db = await openDb(config)
  } catch (error) {
    console.error(`Cannot open the lead database (${describeDb(config)}): ${(error as Error).message}`)
    return 1
  }
  try {
    return await run(db, describeDb(config))
  } finally {
    await db.close()
  }
}
