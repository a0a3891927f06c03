import { randomUUID } from 'node:crypto'
import { describe, expect, test } from 'vitest'
import { readMessages } from '../../../content/messages'
import { appOnFreshDatabase, formEncoded, leadBody, TEST_DATABASES } from './serverTestKit'

const PATH = '/api/CallSchedules/AddCallSchedule'

// Indonesian texts come from the message files the domain engineers write (docs/requirements/forms-and-leads.md#modal-rules gives the English ones).
function indonesian(key: string): string {
  const text = readMessages('data', 'id-ID')[key]
  if (text === undefined) throw new Error(`id-ID has no ${key}`)
  return text
}

describe.each(TEST_DATABASES)('POST /api/CallSchedules/AddCallSchedule on $name', (database) => {
  const api = appOnFreshDatabase(database)

  async function leadCount(): Promise<number> {
    const { rows } = await api.db.query<{ n: number }>('SELECT count(*)::int AS n FROM leads')
    return rows[0]?.n ?? -1
  }

  test.each(['ECM', 'CKJ'] as const)('a valid %s lead is stored with its portal, consent version, received time and raw payload', async (portal) => {
    const body = await leadBody(portal)
    const before = Date.now()
    const response = await api.app.inject({ method: 'POST', url: PATH, ...formEncoded(body) })
    const after = Date.now()
    expect(response.statusCode).toBe(200)
    const answer = response.json<{ ok: boolean; leadId: string }>()
    expect(answer.ok).toBe(true)
    expect(answer.leadId).toMatch(/^[1-9][0-9]*$/)
    const { rows } = await api.db.query<Record<string, unknown>>(
      'SELECT portal, idempotency_key, consent_version, received_at, vertical_id, first_name, last_name, email, mobile, start_date, end_date, utm_source, utm_medium, utm_campaign, utm_term, ip_address, form_url, payload FROM leads WHERE id = $1',
      [answer.leadId],
    )
    const row = rows[0]
    expect(row).toBeDefined()
    expect(row?.portal).toBe(portal)
    expect(row?.idempotency_key).toBe(body.IdempotencyKey)
    expect(row?.consent_version).toBe(body.ConsentVersion)
    const received = (row?.received_at as Date).getTime()
    // The database clock and ours are the same machine's; a second of slack covers rounding.
    expect(received).toBeGreaterThanOrEqual(before - 1000)
    expect(received).toBeLessThanOrEqual(after + 1000)
    expect(row?.payload).toEqual(body)
    expect(row?.vertical_id).toBe(2)
    expect(row?.first_name).toBe(body.FirstName)
    expect(row?.last_name).toBe(body.LastName)
    expect(row?.email).toBe(body.Email)
    expect(row?.mobile).toBe(body.MobilePhoneNumber)
    // The call window of the test lead: 2026-11-23 01:00 to 04:00 UTC (serverTestKit.ts).
    expect((row?.start_date as Date).toISOString()).toBe('2026-11-23T01:00:00.000Z')
    expect((row?.end_date as Date).toISOString()).toBe('2026-11-23T04:00:00.000Z')
    expect([row?.utm_source, row?.utm_medium, row?.utm_campaign, row?.utm_term]).toEqual(['newsletter', 'email', 'november', null])
    // Only ECM stores the browser's IP (portal config storeClientIp).
    expect(row?.ip_address).toBe(portal === 'ECM' ? '203.177.12.34' : null)
    expect(row?.form_url).toBe(body.FormUrl)
  })

  test('a retry with the same IdempotencyKey gets the first answer and stores nothing twice', async () => {
    const key = randomUUID()
    const first = await api.app.inject({ method: 'POST', url: PATH, ...formEncoded(await leadBody('ECM', {}, key)) })
    const countAfterFirst = await leadCount()
    // The same submission posted again (other content with the same key is a 409: hostileInput.test.ts).
    const retry = await api.app.inject({ method: 'POST', url: PATH, ...formEncoded(await leadBody('ECM', {}, key)) })
    expect(first.statusCode).toBe(200)
    expect(retry.statusCode).toBe(200)
    expect(retry.json()).toEqual(first.json())
    expect(await leadCount()).toBe(countAfterFirst)
    const { rows } = await api.db.query<{ first_name: string; n: number }>(
      'SELECT first_name, count(*) OVER ()::int AS n FROM leads WHERE idempotency_key = $1',
      [key],
    )
    expect(rows).toEqual([{ first_name: 'Maria', n: 1 }])
  })

  test('20 concurrent posts of one lead store it once and all get the same answer', async () => {
    const body = formEncoded(await leadBody('CKJ'))
    const countBefore = await leadCount()
    const answers = await Promise.all(Array.from({ length: 20 }, () => api.app.inject({ method: 'POST', url: PATH, ...body })))
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(200))
    const ids = new Set(answers.map((answer) => answer.json<{ leadId: string }>().leadId))
    expect(ids.size).toBe(1)
    expect(await leadCount()).toBe(countBefore + 1)
  })

  // English messages are docs/requirements/forms-and-leads.md#modal-rules's; Indonesian ones are the portal's message file.
  const refused: Array<[string, 'ECM' | 'CKJ', Record<string, string | undefined>, string, () => string]> = [
    ['a missing first name', 'ECM', { FirstName: undefined }, 'FirstName', () => 'This field is required.'],
    ['a blank last name', 'ECM', { LastName: '   ' }, 'LastName', () => 'This field is required.'],
    ['a malformed e-mail', 'ECM', { Email: 'maria.example.com' }, 'Email', () => 'Invalid email address.'],
    ['a malformed e-mail on CKJ', 'CKJ', { Email: 'siti@@example' }, 'Email', () => indonesian('validation.email')],
    ['a script tag as a name', 'ECM', { FirstName: '<script>alert(1)</script>' }, 'FirstName', () => 'Invalid name.'],
    ['SQL as a name', 'CKJ', { LastName: "x'); DROP TABLE leads; --" }, 'LastName', () => indonesian('validation.name')],
    ['an idempotency key that is not a UUID', 'ECM', { IdempotencyKey: "1' OR '1'='1" }, 'IdempotencyKey', () => 'Please fix this field.'],
    ['another portal code', 'ECM', { Portal: 'XYZ' }, 'Portal', () => 'Please fix this field.'],
    ['a vertical that does not exist', 'CKJ', { VerticalId: '99' }, 'VerticalId', () => indonesian('validation.invalid')],
  ]
  test.each(refused)('%s gets a 400 with the field message in the portal language, and nothing is stored', async (_name, portal, changes, field, message) => {
    const body: Record<string, string> = { ...(await leadBody(portal)) }
    for (const [name, value] of Object.entries(changes)) {
      if (value === undefined) delete body[name]
      else body[name] = value
    }
    const countBefore = await leadCount()
    const response = await api.app.inject({ method: 'POST', url: PATH, ...formEncoded(body) })
    expect(response.statusCode).toBe(400)
    expect(response.json<{ errors: Record<string, string> }>().errors[field]).toBe(message())
    expect(await leadCount()).toBe(countBefore)
  })

  test('a field sent twice (an array, not a string) is refused for that field', async () => {
    const body = await leadBody('ECM')
    const params = new URLSearchParams(body)
    params.append('FirstName', 'Second')
    const response = await api.app.inject({
      method: 'POST',
      url: PATH,
      payload: params.toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    })
    expect(response.statusCode).toBe(400)
    expect(Object.keys(response.json<{ errors: Record<string, string> }>().errors)).toEqual(['FirstName'])
  })

  test('a JSON lead with numbers and objects where strings belong is refused field by field', async () => {
    const body = { ...(await leadBody('ECM')), VerticalId: 2, FirstName: { $ne: null } }
    const response = await api.app.inject({ method: 'POST', url: PATH, payload: body })
    expect(response.statusCode).toBe(400)
    expect(Object.keys(response.json<{ errors: Record<string, string> }>().errors).sort()).toEqual(['FirstName', 'VerticalId'])
  })

  const unreadable: Array<[string, Record<string, string>, string, number]> = [
    ['malformed JSON', { 'content-type': 'application/json' }, '{"FirstName": ', 400],
    ['plain text', { 'content-type': 'text/plain' }, 'FirstName=Maria', 400],
    ['multipart form data', { 'content-type': 'multipart/form-data; boundary=x' }, '--x\r\n\r\n--x--', 415],
    ['XML', { 'content-type': 'application/xml' }, '<lead/>', 415],
    ['a 64 KB form (limit 32 KB)', { 'content-type': 'application/x-www-form-urlencoded' }, `FirstName=${'a'.repeat(64 * 1024)}`, 413],
    ['a JSON prototype-pollution attempt', { 'content-type': 'application/json' }, '{"__proto__": {"admin": true}}', 400],
  ]
  test.each(unreadable)('%s gets a 4xx, never a 5xx, and nothing is stored', async (_name, headers, payload, status) => {
    const countBefore = await leadCount()
    const response = await api.app.inject({ method: 'POST', url: PATH, headers, payload })
    expect(response.statusCode).toBe(status)
    expect(await leadCount()).toBe(countBefore)
  })

  test('an apostrophe in a name is stored as written (parameters, not string-built SQL)', async () => {
    const body = await leadBody('ECM', { lastName: "O'Brien-Dela Cruz" })
    const response = await api.app.inject({ method: 'POST', url: PATH, ...formEncoded(body) })
    expect(response.statusCode).toBe(200)
    const { rows } = await api.db.query<{ last_name: string }>('SELECT last_name FROM leads WHERE id = $1', [response.json<{ leadId: string }>().leadId])
    expect(rows[0]?.last_name).toBe("O'Brien-Dela Cruz")
  })
})
