import { chmodSync, closeSync, fsyncSync, mkdirSync, openSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import type { Db, Queryable, SqlParam } from './db'
import { acquireDirLock } from './dirLock'

const WAL_SEGMENT = /^[0-9A-F]{24}$/
// Statements that cannot have written anything need no flush.
const READ_ONLY = /^\s*(select|show)\b/i

/**
 * PGlite runs PostgreSQL with fsync off and its Node filesystem has no fsync, so a commit reaches the
 * OS (it survives kill -9) but not necessarily the disk. This flushes the WAL segments written since
 * the previous flush; callers that arrive while a flush runs share the next one (group commit).
 */
function walFlusher(walDir: string): () => Promise<void> {
  let running: Promise<void> | null = null
  let queued: Promise<void> | null = null
  let lastStart = 0
  function flushNow(): void {
    const start = Date.now()
    for (const name of readdirSync(walDir)) {
      if (!WAL_SEGMENT.test(name)) continue
      const path = join(walDir, name)
      // Two seconds of slack covers coarse file-system timestamps.
      if (statSync(path).mtimeMs < lastStart - 2000) continue
      const fd = openSync(path, 'r')
      try {
        fsyncSync(fd)
      } finally {
        closeSync(fd)
      }
    }
    // A new segment's directory entry must be durable too.
    const dirFd = openSync(walDir, 'r')
    try {
      fsyncSync(dirFd)
    } finally {
      closeSync(dirFd)
    }
    lastStart = start
  }
  function flush(): Promise<void> {
    if (running === null) {
      running = new Promise<void>((resolve, reject) => {
        // setImmediate lets the commits finishing in this turn join this flush.
        setImmediate(() => {
          try {
            flushNow()
            resolve()
          } catch (error) {
            reject(error)
          }
        })
      }).finally(() => {
        running = null
      })
      return running
    }
    // The running flush may have started before this caller's commit: wait for the next one.
    queued ??= running.then(
      () => {
        queued = null
        return flush()
      },
      () => {
        queued = null
        return flush()
      },
    )
    return queued
  }
  return flush
}

export interface PgliteOptions {
  /** Flush the WAL to disk before a write resolves (default true; tests may turn it off for speed). */
  flushToDisk?: boolean
}

/** Opens (creating it on first start) an embedded PGlite database in a folder of its own. */
export async function openPgliteDb(dir: string, options: PgliteOptions = {}): Promise<Db> {
  // The leads are personal data: the folder is the server's user's alone (docs/security.md).
  mkdirSync(dir, { recursive: true, mode: 0o700 })
  chmodSync(dir, 0o700)
  // PGlite is one process's database: a second process on the same folder would corrupt it.
  const releaseLock = acquireDirLock(dir)
  let pglite: PGlite
  try {
    // relaxedDurability false: a query resolves only after PGlite has written its files.
    pglite = await PGlite.create(dir, { relaxedDurability: false })
  } catch (error) {
    releaseLock()
    throw error
  }
  const flushToDisk = options.flushToDisk ?? true
  const flush = walFlusher(join(dir, 'pg_wal'))
  const plain: Queryable = {
    async query<Row>(sql: string, params: readonly SqlParam[] = []) {
      const result = await pglite.query<Row>(sql, [...params])
      if (flushToDisk && !READ_ONLY.test(sql)) await flush()
      return { rows: result.rows }
    },
    async exec(sql: string) {
      await pglite.exec(sql)
      if (flushToDisk) await flush()
    },
  }
  return {
    kind: 'pglite',
    ...plain,
    async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
      const result = await pglite.transaction(async (tx) =>
        fn({
          async query<Row>(sql: string, params: readonly SqlParam[] = []) {
            const rows = await tx.query<Row>(sql, [...params])
            return { rows: rows.rows }
          },
          async exec(sql: string) {
            await tx.exec(sql)
          },
        }),
      )
      if (flushToDisk) await flush()
      return result
    },
    async sync() {
      if (flushToDisk) await flush()
    },
    async close() {
      try {
        await pglite.close()
      } finally {
        releaseLock()
      }
    },
  }
}
