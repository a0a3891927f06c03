import { spawnSync } from 'node:child_process'
import { chmod, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PassThrough } from 'node:stream'
import { parse } from 'csv-parse/sync'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { EXPORT_COLUMNS, exportLeads } from '../../../scripts/leads/leadsExport'
import type { Db } from '../../../server/db/db'
import { appOnFreshDatabase, copyPgliteTemplate, formEncoded, leadBody, TEST_DATABASES } from './serverTestKit'

const HOUR_MS = 3_600_000

// Time zones of data/portals/*.json; neither observes daylight saving (UTC+8 and UTC+7 all year).
const TIME_ZONES = { ECM: 'Asia/Manila', CKJ: 'Asia/Jakarta' } as const

async function exportText(db: Db, since: string, portal?: 'ECM' | 'CKJ'): Promise<{ text: string; count: number }> {
  const sink = new PassThrough()
  const chunks: Buffer[] = []
  sink.on('data', (chunk: Buffer) => chunks.push(chunk))
  const count = await exportLeads(db, { since, ...(portal ? { portal } : {}), timeZones: TIME_ZONES }, sink)
  return { text: Buffer.concat(chunks).toString('utf8'), count }
}

describe.each(TEST_DATABASES)('leads:export on $name', (database) => {
  const api = appOnFreshDatabase(database)
  let apiLeadId = ''
  beforeAll(async () => {
    const response = await api.app.inject({ method: 'POST', url: '/api/CallSchedules/AddCallSchedule', ...formEncoded(await leadBody('ECM')) })
    apiLeadId = response.json<{ leadId: string }>().leadId
    // Rows written directly: names the forms would refuse, to prove the CSV quoting on its own.
    const insert = `INSERT INTO leads (portal, idempotency_key, consent_version, received_at, first_name, last_name, email, mobile, utm_campaign, payload, response)
      VALUES ($1, $2, 'v1', $3::timestamptz, $4, $5, 'x@example.com', $6, $7, $8::jsonb, '{}'::jsonb)`
    await api.db.query(insert, [
      'ECM',
      'k-quote',
      '2026-11-05T02:00:00Z',
      'Juan "JC"',
      'Dela Cruz, Jr.',
      '+63 917 123 4567',
      '=HYPERLINK("http://evil.example")',
      '{"Remarks":"{\\"a\\":1}"}',
    ])
    await api.db.query(insert, ['CKJ', 'k-newline', '2026-11-05T02:00:00Z', 'Siti\nNur', 'Rahayu', '081234567890', null, '{}'])
    // 2026-10-31 16:30 UTC is 2026-11-01 00:30 in Manila but still 2026-10-31 23:30 in Jakarta.
    await api.db.query(insert, ['ECM', 'k-manila-midnight', '2026-10-31T16:30:00Z', 'Early', 'Manila', null, null, '{}'])
    await api.db.query(insert, ['CKJ', 'k-jakarta-late', '2026-10-31T16:30:00Z', 'Late', 'Jakarta', null, null, '{}'])
  }, 120_000)

  test('writes a header and one record per lead that a CSV parser reads back unchanged', async () => {
    const { text, count } = await exportText(api.db, '2026-11-01')
    const records = parse(text, { columns: true }) as Array<Record<string, string>>
    expect(Object.keys(records[0] ?? {})).toEqual([...EXPORT_COLUMNS])
    expect(count).toBe(records.length)
    const byKey = new Map(records.map((record) => [record.idempotency_key, record]))
    const quoted = byKey.get('k-quote')
    expect(quoted?.first_name).toBe('Juan "JC"')
    expect(quoted?.last_name).toBe('Dela Cruz, Jr.')
    expect(JSON.parse(quoted?.payload ?? 'null')).toEqual({ Remarks: '{"a":1}' })
    expect(byKey.get('k-newline')?.first_name).toBe('Siti\nNur')
    expect(quoted?.received_at_utc).toBe('2026-11-05T02:00:00.000Z')
    // 02:00 UTC is 10:00 in Manila (UTC+8).
    expect(quoted?.received_local).toBe('2026-11-05 10:00:00')
    expect(byKey.get('k-newline')?.received_local).toBe('2026-11-05 09:00:00')
    const fromApi = records.find((record) => record.lead_id === apiLeadId)
    expect(fromApi?.first_name).toBe('Maria')
    expect(fromApi?.call_start_utc).toBe('2026-11-23T01:00:00.000Z')
  })

  test('a cell a spreadsheet would run as a formula is defused; a phone number is left as it is', async () => {
    const { text } = await exportText(api.db, '2026-11-01')
    const quoted = (parse(text, { columns: true }) as Array<Record<string, string>>).find((record) => record.idempotency_key === 'k-quote')
    expect(quoted?.utm_campaign).toBe(`'=HYPERLINK("http://evil.example")`)
    expect(quoted?.mobile).toBe('+63 917 123 4567')
  })

  test('--since counts days in each portal own time zone, and --portal filters', async () => {
    const all = (parse((await exportText(api.db, '2026-11-01')).text, { columns: true }) as Array<Record<string, string>>).map(
      (record) => record.idempotency_key,
    )
    expect(all).toContain('k-manila-midnight')
    expect(all).not.toContain('k-jakarta-late')
    const ckj = (parse((await exportText(api.db, '2026-10-31', 'CKJ')).text, { columns: true }) as Array<Record<string, string>>).map(
      (record) => record.idempotency_key,
    )
    expect(ckj.sort()).toEqual(['k-jakarta-late', 'k-newline'])
  })

  test('a day that does not exist is refused', async () => {
    await expect(exportText(api.db, '2026-02-30')).rejects.toThrow(/YYYY-MM-DD/)
  })
})

// Issue 50: the export sorted by the id's text ('10' before '9') and paged on from the last id as a
// number, so that leads past its first page of 1,000 were lost and others written twice. 5,000 leads
// in one statement: ids 1 to 2,500 (one to four digits) and 2,500 that cross 2^53 (exact as text only),
// both portals, some received before --since; the CSV is compared with the table row for row.
const PAGED_LEADS = 5000
const INSERT_MANY = `
INSERT INTO leads (id, portal, idempotency_key, consent_version, consent_status, received_at, vertical_id, first_name, middle_name,
  last_name, email, mobile, start_date, end_date, utm_source, utm_medium, utm_term, utm_content, utm_campaign, ip_address, form_url,
  affiliate_guid, payload, response)
SELECT CASE WHEN g <= 2500 THEN g ELSE 9007199254738000 + g END,
  CASE WHEN g % 3 = 0 THEN 'CKJ' ELSE 'ECM' END,
  CASE WHEN g % 7 = 0 THEN NULL ELSE 'paged-' || g END,
  CASE WHEN g % 5 = 0 THEN NULL ELSE 'v' || (g % 4) END,
  (ARRAY['recorded', 'not recorded', 'unknown version'])[1 + g % 3],
  CASE WHEN g % 10 = 0 THEN timestamptz '2026-09-01T00:00:00Z' ELSE timestamptz '2026-11-02T00:00:00Z' END + g * interval '61.001 seconds',
  CASE WHEN g % 6 = 0 THEN NULL ELSE g % 9 END,
  (ARRAY['Juan "JC"', E'Siti\nNur', 'Dela Cruz, Jr.', 'Niño', NULL])[1 + g % 5],
  CASE WHEN g % 2 = 0 THEN 'Ma.' END,
  'Last ' || g,
  'lead' || g || '@example.com',
  '+63 917 ' || lpad(g::text, 7, '0'),
  timestamptz '2026-11-23T01:00:00Z' + g * interval '1 hour',
  timestamptz '2026-11-23T04:00:00Z' + g * interval '1 hour',
  'newsletter', 'email', NULL, 'c' || g, 'november', '203.177.' || (g % 256) || '.' || (g % 200), 'https://www.ecomparemo.com/credit-cards?n=' || g,
  CASE WHEN g % 4 = 0 THEN md5(g::text) END,
  jsonb_build_object('Remarks', '{"n":' || g || '}', 'FirstName', 'x,"' || g),
  '{}'::jsonb
FROM generate_series(1, ${PAGED_LEADS}) AS g`

interface TableLead {
  id: string
  portal: 'ECM' | 'CKJ'
  received_ms: number
  start_ms: number | null
  end_ms: number | null
  payload: unknown
  [column: string]: unknown
}

// The table's own values, read without the export's SQL; times as milliseconds since the epoch.
const SELECT_ALL = `SELECT id::text AS id, portal, (extract(epoch FROM received_at) * 1000)::float8 AS received_ms,
  (extract(epoch FROM start_date) * 1000)::float8 AS start_ms, (extract(epoch FROM end_date) * 1000)::float8 AS end_ms,
  consent_version, consent_status, vertical_id, first_name, middle_name, last_name, email, mobile, utm_source, utm_medium, utm_term,
  utm_content, utm_campaign, ip_address, form_url, affiliate_guid, idempotency_key, payload
FROM leads`

// Asia/Manila is UTC+8 and Asia/Jakarta UTC+7 all year.
const OFFSET_HOURS = { ECM: 8, CKJ: 7 } as const

function utc(ms: number | null): string {
  return ms === null ? '' : new Date(Math.round(ms)).toISOString()
}

/** The CSV record the export must write for a row of the table (every value as text, NULL as ''). */
function expectedRecord(row: TableLead): Record<string, string> {
  const text = (value: unknown) => (value === null || value === undefined ? '' : String(value))
  const local = new Date(Math.round(row.received_ms) + OFFSET_HOURS[row.portal] * HOUR_MS).toISOString().slice(0, 19).replace('T', ' ')
  const record: Record<string, string> = {}
  for (const column of EXPORT_COLUMNS) {
    if (column === 'lead_id') record[column] = row.id
    else if (column === 'received_at_utc') record[column] = utc(row.received_ms)
    else if (column === 'received_local') record[column] = local
    else if (column === 'call_start_utc') record[column] = utc(row.start_ms)
    else if (column === 'call_end_utc') record[column] = utc(row.end_ms)
    // jsonb's own text keeps neither the key order nor the spacing of what was stored: compared parsed below.
    else if (column === 'payload') record[column] = ''
    else record[column] = text(row[column])
  }
  return record
}

describe.each(TEST_DATABASES)('leads:export of 5,000 leads on $name', (database) => {
  let db: Db
  let dispose: () => Promise<void>
  let table: TableLead[] = []
  beforeAll(async () => {
    ;({ db, dispose } = await database.open('export_paging'))
    await db.query(INSERT_MANY)
    table = (await db.query<TableLead>(SELECT_ALL)).rows
  }, 120_000)
  afterAll(async () => {
    await dispose?.()
  }, 60_000)

  test.each([
    ['every portal', undefined],
    ['--portal CKJ', 'CKJ'],
  ] as const)('%s: the CSV holds every lead since the day exactly once, in id order, with the values of the table', async (_name, portal) => {
    expect(table).toHaveLength(PAGED_LEADS)
    // Received on or after 2026-11-01 in the portal's zone: every lead but those of September.
    const since = Date.parse('2026-11-01T00:00:00Z')
    const wanted = table
      .filter((row) => (portal === undefined || row.portal === portal) && row.received_ms + OFFSET_HOURS[row.portal] * HOUR_MS >= since)
      .sort((a, b) => (BigInt(a.id) < BigInt(b.id) ? -1 : 1))
    expect(wanted.length).toBeGreaterThan(portal === undefined ? 4000 : 1000)
    const { text, count } = await exportText(db, '2026-11-01', portal)
    const records = parse(text, { columns: true }) as Array<Record<string, string>>
    expect(count).toBe(wanted.length)
    expect(records).toHaveLength(wanted.length)
    const ids = records.map((record) => record.lead_id)
    expect(new Set(ids).size).toBe(ids.length)
    expect(ids).toEqual(wanted.map((row) => row.id))
    // The ids past 2^53 are exact: 9007199254740993 is not written as ...992.
    if (portal === undefined) expect(ids).toContain('9007199254740993')
    records.forEach((record, index) => {
      const row = wanted[index]!
      expect({ ...record, payload: '' }).toEqual(expectedRecord(row))
      expect(JSON.parse(record.payload ?? '')).toEqual(row.payload)
    })
  })
})

describe('npm run leads:export (the command)', () => {
  let dir: string
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'lead-export-cli-'))
    // A migrated database folder (PGlite's first start is tested in migrations.test.ts), left open to
    // everyone: the command must make it its owner's alone.
    await copyPgliteTemplate(join(dir, 'pglite'))
    await chmod(join(dir, 'pglite'), 0o755)
  }, 120_000)
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true })
  })

  function run(args: string[]) {
    return spawnSync(process.execPath, ['--import', 'tsx', 'scripts/leads/leadsExport.ts', ...args], {
      env: { ...process.env, PGLITE_DIR: join(dir, 'pglite'), DATABASE_URL: '' },
      encoding: 'utf8',
      timeout: 120_000,
    })
  }

  test.each([
    ['a month 13', ['--since', '2026-13-01']],
    ['a written date', ['--since', 'yesterday']],
    ['no --since', []],
    ['an unknown portal', ['--since', '2026-11-01', '--portal', 'XYZ']],
  ])('%s exits 2 with a clear message', (_name, args) => {
    const result = run(args)
    expect(result.status).toBe(2)
    expect(result.stderr).toMatch(/--since|--portal/)
    expect(result.stderr).toContain('Usage: npm run leads:export')
  })

  test("writes a CSV file with a byte-order mark and the header row, readable by its owner alone, in a database folder that is the owner's alone (docs/security.md)", async () => {
    const out = join(dir, 'leads.csv')
    // A file already there, readable by everyone, is made private too.
    await writeFile(out, 'old', { mode: 0o644 })
    const result = run(['--since', '2026-11-01', '--portal', 'ckj', '--out', out])
    expect(result.stderr).toContain('0 leads since 2026-11-01 (CKJ)')
    expect(result.status).toBe(0)
    const text = await readFile(out, 'utf8')
    expect(text.startsWith('\uFEFFlead_id,portal,received_at_utc,')).toBe(true)
    expect((await stat(out)).mode & 0o777).toBe(0o600)
    expect((await stat(join(dir, 'pglite'))).mode & 0o777).toBe(0o700)
  }, 120_000)
})
