// Retention of personal data (docs/security.md, "Personal data and retention"):
//   npm run leads:purge [-- --older-than DAYS]   (default 365 days)
// deletes the leads and newsletter subscriptions received more than DAYS days ago, with the ended
// sessions and spent login counters. Same database settings as the lead API (DATABASE_URL, or PGlite in PGLITE_DIR).
import { parseArgs } from 'node:util'
import type { Db } from '../../server/db/db'
import { withConfiguredDb } from '../../server/db/openDb'
import { runIfMain } from '../../server/isMain'

/** How long leads and subscriptions are kept when --older-than is not given, in days (docs/security.md). */
export const DEFAULT_RETENTION_DAYS = 365

/** What a purge deleted. */
export interface PurgeCounts {
  leads: number
  subscriptions: number
}

/** Deletes leads and subscriptions older than `days` days, expired sessions and login counters past their windows. */
export async function purgeOlderThan(db: Db, days: number): Promise<PurgeCounts> {
  return db.transaction(async (tx) => {
    const leads = await tx.query<{ id: string }>("DELETE FROM leads WHERE received_at < now() - $1::float8 * interval '1 day' RETURNING id::text AS id", [days])
    const subscriptions = await tx.query<{ id: string }>(
      "DELETE FROM subscriptions WHERE created_at < now() - $1::float8 * interval '1 day' RETURNING id::text AS id",
      [days],
    )
    await tx.query('DELETE FROM sessions WHERE expires_at < now()')
    // The longest login window is 15 minutes (server/routes/accountRoutes.ts): a day old is long spent.
    await tx.query("DELETE FROM login_throttle WHERE window_start < now() - interval '1 day'")
    return { leads: leads.rows.length, subscriptions: subscriptions.rows.length }
  })
}

const USAGE = `Usage: npm run leads:purge -- [--older-than DAYS]   (default ${DEFAULT_RETENTION_DAYS})`

async function main(argv: string[]): Promise<number> {
  let values: { 'older-than'?: string }
  try {
    values = parseArgs({ args: argv, options: { 'older-than': { type: 'string' } }, strict: true }).values
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`)
    return 2
  }
  const text = values['older-than'] ?? String(DEFAULT_RETENTION_DAYS)
  const days = Number(text)
  if (!/^\d+$/.test(text) || !Number.isSafeInteger(days) || days < 1) {
    console.error(`--older-than needs a whole number of days of at least 1, not "${text}".\n${USAGE}`)
    return 2
  }
  return withConfiguredDb(async (db, where) => {
    const counts = await purgeOlderThan(db, days)
    console.log(`Deleted ${counts.leads} lead(s) and ${counts.subscriptions} subscription(s) older than ${days} days from ${where}.`)
    return 0
  })
}

runIfMain(import.meta.url, main)
