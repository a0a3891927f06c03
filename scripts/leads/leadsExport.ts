// Leads for content staff as CSV: npm run leads:export -- --since YYYY-MM-DD [--portal CODE] [--out leads.csv]
// Same database settings as the lead API (DATABASE_URL, or PGlite in PGLITE_DIR).
import { once } from 'node:events'
import { chmodSync, createWriteStream, existsSync } from 'node:fs'
import type { Writable } from 'node:stream'
import { finished } from 'node:stream/promises'
import { parseArgs } from 'node:util'
import { stringify } from 'csv-stringify'
import { loadPortals } from '../../content/portals'
import type { PortalCode } from '../../domain/portal'
import type { Db } from '../../server/db/db'
import { withConfiguredDb } from '../../server/db/openDb'
import { runIfMain } from '../../server/isMain'

export interface ExportOptions {
  /** First day (yyyy-mm-dd) whose leads are exported, counted in each portal's own time zone. */
  since: string
  portal?: PortalCode
  /** Each portal's IANA time zone (portal config timeZone). */
  timeZones: Readonly<Record<PortalCode, string>>
}

/** Column names, in order. received_local is the received time in the portal's time zone. */
export const EXPORT_COLUMNS = [
  'lead_id',
  'portal',
  'received_at_utc',
  'received_local',
  'consent_version',
  'consent_status',
  'vertical_id',
  'first_name',
  'middle_name',
  'last_name',
  'email',
  'mobile',
  'call_start_utc',
  'call_end_utc',
  'utm_source',
  'utm_medium',
  'utm_term',
  'utm_content',
  'utm_campaign',
  'ip_address',
  'form_url',
  'affiliate_guid',
  'idempotency_key',
  'payload',
] as const

const PAGE_SIZE = 1000
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/

/** Whether text is a real calendar day written yyyy-mm-dd. */
export function isIsoDay(text: string): boolean {
  const match = ISO_DAY.exec(text)
  if (!match) return false
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const date = new Date(Date.UTC(year, month - 1, day))
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
}

// Spreadsheets run a cell that starts with = + - @ (or a tab or return) as a formula; such text gets a
// leading apostrophe (OWASP "CSV injection"). Phone numbers such as +63 917 123 4567 are left alone.
function spreadsheetSafe(value: string): string {
  if (/^[=+\-@\t\r]/.test(value) && !/^\+?[0-9][0-9 -]*$/.test(value)) return `'${value}`
  return value
}

interface LeadRow {
  lead_id: string
  portal: string
  received_at_utc: string
  received_local: string
  consent_version: string | null
  consent_status: string
  vertical_id: number | null
  first_name: string | null
  middle_name: string | null
  last_name: string | null
  email: string | null
  mobile: string | null
  call_start_utc: string | null
  call_end_utc: string | null
  utm_source: string | null
  utm_medium: string | null
  utm_term: string | null
  utm_content: string | null
  utm_campaign: string | null
  ip_address: string | null
  form_url: string | null
  affiliate_guid: string | null
  idempotency_key: string | null
  payload: string
}

const UTC = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`
// One key for the order and the pages: the numeric id. The id goes out as text (a bigint can pass
// 2^53), under a name of its own: an output column named id would make ORDER BY id sort the text
// ('10' before '9'), while the pages go on from the last id as a number, so that leads past the first
// page were skipped and others written twice (issue 50).
const SELECT_PAGE = `
SELECT leads.id::text AS lead_id, portal,
  to_char(received_at AT TIME ZONE 'UTC', ${UTC}) AS received_at_utc,
  to_char(received_at AT TIME ZONE ($2::jsonb ->> portal), 'YYYY-MM-DD HH24:MI:SS') AS received_local,
  consent_version, consent_status, vertical_id, first_name, middle_name, last_name, email, mobile,
  to_char(start_date AT TIME ZONE 'UTC', ${UTC}) AS call_start_utc,
  to_char(end_date AT TIME ZONE 'UTC', ${UTC}) AS call_end_utc,
  utm_source, utm_medium, utm_term, utm_content, utm_campaign, ip_address, form_url, affiliate_guid, idempotency_key, payload::text AS payload
FROM leads
WHERE leads.id > $3::bigint
  AND received_at >= ($1::date::timestamp AT TIME ZONE ($2::jsonb ->> portal))
  AND ($4::text IS NULL OR portal = $4)
ORDER BY leads.id
LIMIT ${PAGE_SIZE}`

/** Writes the matching leads to `output` as CSV (header row first, RFC 4180 quoting); returns the number of leads. */
export async function exportLeads(db: Db, options: ExportOptions, output: Writable, csvOptions: { bom?: boolean } = {}): Promise<number> {
  if (!isIsoDay(options.since)) throw new Error(`--since must be a date written YYYY-MM-DD, not ${options.since}`)
  const csv = stringify({ header: true, columns: [...EXPORT_COLUMNS], bom: csvOptions.bom ?? false, record_delimiter: '\r\n' })
  csv.pipe(output)
  let count = 0
  // The last id written, as the text of the bigint (never a JavaScript number, which is exact only to 2^53).
  let lastId = '0'
  // Keyset pages (WHERE id > last ORDER BY id LIMIT n) keep memory flat however many leads there are.
  for (;;) {
    const { rows } = await db.query<LeadRow>(SELECT_PAGE, [options.since, JSON.stringify(options.timeZones), lastId, options.portal ?? null])
    for (const row of rows) {
      const record = EXPORT_COLUMNS.map((column) => {
        const value = row[column]
        return value === null || value === undefined ? '' : spreadsheetSafe(String(value))
      })
      if (!csv.write(record)) await once(csv, 'drain')
    }
    count += rows.length
    const last = rows[rows.length - 1]
    if (!last || rows.length < PAGE_SIZE) break
    lastId = last.lead_id
  }
  csv.end()
  await finished(csv)
  // Standard output is never ended by pipe(); a file is, and must be flushed before we report.
  if (output !== process.stdout) await finished(output)
  return count
}

const USAGE = 'Usage: npm run leads:export -- --since YYYY-MM-DD [--portal CODE] [--out leads.csv]'

async function main(argv: string[]): Promise<number> {
  let values: { since?: string; portal?: string; out?: string }
  try {
    values = parseArgs({ args: argv, options: { since: { type: 'string' }, portal: { type: 'string' }, out: { type: 'string' } }, strict: true }).values
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`)
    return 2
  }
  if (values.since === undefined || !isIsoDay(values.since)) {
    console.error(
      `--since needs a real date written YYYY-MM-DD (for example 2026-11-01)${values.since === undefined ? '' : `, not "${values.since}"`}.\n${USAGE}`,
    )
    return 2
  }
  const portals = loadPortals()
  const portal = values.portal?.toUpperCase()
  if (portal !== undefined && !portals.some((item) => item.code === portal)) {
    console.error(`--portal must be one of ${portals.map((item) => item.code).join(', ')}, not "${values.portal}".\n${USAGE}`)
    return 2
  }
  // Each lead's local time is its own portal's (a lead of a portal not in the registry gets none).
  const timeZones = Object.fromEntries(portals.map((item) => [item.code, item.config.timeZone]))
  const since = values.since
  return withConfiguredDb(async (db) => {
    // Personal data: the file is the operator's alone (0600), an existing one included (docs/security.md).
    if (values.out !== undefined && existsSync(values.out)) chmodSync(values.out, 0o600)
    const output = values.out ? createWriteStream(values.out, { mode: 0o600 }) : process.stdout
    const count = await exportLeads(
      db,
      { since, ...(portal ? { portal } : {}), timeZones },
      output,
      // A byte-order mark makes spreadsheet programs read the file as UTF-8 (Indonesian and Filipino names).
      { bom: values.out !== undefined },
    )
    console.error(`${count} lead${count === 1 ? '' : 's'} since ${since}${portal ? ` (${portal})` : ''}${values.out ? ` written to ${values.out}` : ''}.`)
    return 0
  })
}

runIfMain(import.meta.url, main)
