import type { Db } from '../db/db'
import { keyedDigest } from '../security/serverSecret'
import { normaliseEmail } from './users'

/** One step of the per-account backoff: at most `max` tries per fixed window of `windowMs`. */
export interface ThrottleStep {
  max: number
  windowMs: number
}

/**
 * The account a login names, as stored and logged: an HMAC-SHA256 of the lower-case address under the
 * server secret (server/security/serverSecret.ts), never the address. A plain hash could be reversed
 * by hashing a list of addresses; without the secret a copy of the table tells nothing.
 */
export function accountDigest(secret: string, email: string): string {
  return keyedDigest(secret, 'login-account', normaliseEmail(email))
}

// Rows whose every window is over are removed now and then, not at every try.
const SWEEP_EVERY = 500
const sweepCounts = new WeakMap<Db, number>()

/** A counted try: the wait before the account may try again (0 when this try may go on), and its refund. */
export interface LoginTry {
  waitMs: number
  /** Gives the try back (a right password): someone who logs in again and again is never held back. */
  refund(): Promise<void>
}

/**
 * Counts one login try at `account` in every step, in one atomic statement, before the password is
 * checked (docs/security.md, "Limits"): of any number of tries sent together, at most each step's
 * `max` go on, the others wait. A step's window starts at its first try and is never extended by
 * later ones, so the owner waits at most the longest window after an attack stops. The counters live
 * in the database: a restart, other instances and any number of other accounts leave them as they are.
 */
export async function takeLoginTry(db: Db, account: string, steps: readonly ThrottleStep[]): Promise<LoginTry> {
  const values = steps.map((_, index) => `($1, ${index}, now(), 1)`).join(', ')
  const windowOf = `CASE t.step ${steps.map((_, index) => `WHEN ${index} THEN $${index + 2}::float8`).join(' ')} END * interval '1 millisecond'`
  const { rows } = await db.query<{ step: number; tries: number; window_start: string; wait_ms: number }>(
    `INSERT INTO login_throttle AS t (account, step, window_start, tries) VALUES ${values}
     ON CONFLICT (account, step) DO UPDATE SET
       window_start = CASE WHEN t.window_start + ${windowOf} <= now() THEN now() ELSE t.window_start END,
       tries = CASE WHEN t.window_start + ${windowOf} <= now() THEN 1 ELSE t.tries + 1 END
     RETURNING t.step, t.tries, t.window_start::text AS window_start,
       GREATEST(0, EXTRACT(EPOCH FROM (t.window_start + ${windowOf} - now())) * 1000)::float8 AS wait_ms`,
    [account, ...steps.map((step) => step.windowMs)],
  )
  const count = (sweepCounts.get(db) ?? 0) + 1
  sweepCounts.set(db, count % SWEEP_EVERY)
  if (count % SWEEP_EVERY === 0) {
    const longest = Math.max(...steps.map((step) => step.windowMs))
    await db.query("DELETE FROM login_throttle WHERE window_start < now() - $1::float8 * interval '1 millisecond'", [longest])
  }
  const waits = rows.flatMap((row) => (row.tries > steps[row.step]!.max ? [Math.max(1, Math.ceil(Number(row.wait_ms)))] : []))
  return {
    waitMs: waits.length > 0 ? Math.max(...waits) : 0,
    async refund() {
      for (const row of rows) {
        await db.query('UPDATE login_throttle SET tries = tries - 1 WHERE account = $1 AND step = $2 AND window_start = $3::timestamptz AND tries > 0', [
          account,
          row.step,
          row.window_start,
        ])
      }
    },
  }
}
