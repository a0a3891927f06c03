/** A parameter value sent to PostgreSQL: text, numbers, booleans, instants or NULL. */
export type SqlParam = string | number | boolean | Date | null

/** What every database handle can do, inside or outside a transaction. */
export interface Queryable {
  /** Runs one parameterised statement and returns its rows. */
  query<Row = Record<string, unknown>>(sql: string, params?: readonly SqlParam[]): Promise<{ rows: Row[] }>
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>
}

/**
 * The lead API's database: embedded PGlite or a PostgreSQL server, same SQL on both.
 * A resolved query() or transaction() means the change is committed (and flushed, see pgliteDb.ts).
 */
export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres'
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>
  /** Resolves once every commit made so far is on disk (before answering with data another request wrote). */
  sync(): Promise<void>
  close(): Promise<void>
}

/**
 * The database could not serve a statement: it is stopped, unreachable, closed, out of resources or
 * shutting down (no SQLSTATE, or one of a class that is not the statement's own fault). The lead API
 * answers such a request 503, whatever its input (server/app.ts).
 */
export class DatabaseUnavailableError extends Error {
  /** The SQLSTATE or system error code of the failure, when it has one. */
  readonly code: string | undefined
  constructor(cause: unknown) {
    super(`The database is unavailable: ${cause instanceof Error ? cause.message : String(cause)}`, { cause })
    this.name = 'DatabaseUnavailableError'
    const code = (cause as { code?: unknown } | null)?.code
    this.code = typeof code === 'string' ? code : undefined
  }
}

// SQLSTATE classes of a statement's own fault (a bug of ours, not the database's state): cardinality,
// data exception (a NUL in a text), integrity constraint, syntax or access rule, unsupported feature,
// WITH CHECK OPTION, PL/pgSQL raise. https://www.postgresql.org/docs/current/errcodes-appendix.html
const STATEMENT_FAULT = /^(21|22|23|42|0A|44|P0)[0-9A-Z]{3}$/

function unavailable(error: unknown): never {
  const code = (error as { code?: unknown } | null)?.code
  if (error instanceof DatabaseUnavailableError || (typeof code === 'string' && STATEMENT_FAULT.test(code))) throw error
  throw new DatabaseUnavailableError(error)
}

function reporting(queryable: Queryable): Queryable {
  return {
    query: <Row = Record<string, unknown>>(sql: string, params?: readonly SqlParam[]) => queryable.query<Row>(sql, params).catch(unavailable),
    exec: (sql: string) => queryable.exec(sql).catch(unavailable),
  }
}

/**
 * `db` with every failure of the database itself raised as a DatabaseUnavailableError; a statement's
 * own fault (STATEMENT_FAULT) and an error of a transaction's own code are raised as they are.
 */
export function reportingUnavailable(db: Db): Db {
  return {
    kind: db.kind,
    ...reporting(db),
    async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
      const fromFn = new Set<unknown>()
      try {
        return await db.transaction(async (tx) => {
          try {
            return await fn(reporting(tx))
          } catch (error) {
            fromFn.add(error)
            throw error
          }
        })
      } catch (error) {
        // BEGIN, COMMIT or the connection failed; what fn threw goes on unchanged.
        if (fromFn.has(error)) throw error
        return unavailable(error)
      }
    },
    sync: () => db.sync().catch(unavailable),
    close: () => db.close(),
  }
}
