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
