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
