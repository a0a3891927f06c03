import pg from 'pg'
import type { Db, Queryable, SqlParam } from './db'

function queryable(client: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<Row>(sql: string, params: readonly SqlParam[] = []) {
      const result = await client.query(sql, [...params])
      return { rows: result.rows as Row[] }
    },
    async exec(sql: string) {
      // Without parameters pg uses the simple protocol, which accepts several statements.
      await client.query(sql)
    },
  }
}

/** Opens a pool on a PostgreSQL server (DATABASE_URL); commits use the server's own fsync. */
export async function openPostgresDb(connectionString: string, maxConnections = 10): Promise<Db> {
  // A database host that takes the connection but never answers fails the request (503) in 5 s instead of holding it.
  const pool = new pg.Pool({ connectionString, max: maxConnections, connectionTimeoutMillis: 5_000 })
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', () => undefined)
  await pool.query('SELECT 1')
  return {
    kind: 'postgres',
    ...queryable(pool),
    async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
      const client = await pool.connect()
      let broken = false
      try {
        await client.query('BEGIN')
        const result = await fn(queryable(client))
        await client.query('COMMIT')
        return result
      } catch (error) {
        // A client whose ROLLBACK fails is in an unknown state: destroy it rather than reuse it.
        await client.query('ROLLBACK').catch(() => {
          broken = true
        })
        throw error
      } finally {
        client.release(broken)
      }
    },
    // PostgreSQL has flushed a commit before it reports it.
    async sync() {},
    async close() {
      await pool.end()
    },
  }
}
