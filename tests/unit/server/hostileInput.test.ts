// Hostile and odd input to the lead and newsletter endpoints (issue 15 items 2, 4, 5 and 6): never a
// 5xx, a 400 naming the field in the portal's language, unknown keys never stored, one key one lead.
import { request as httpRequest } from 'node:http'
import { describe, expect, test } from 'vitest'
import { escapeHtml } from '../../../server/htmlPage'
import { loadServerMessages } from '../../../server/serverMessages'
import { appOnFreshDatabase, formEncoded, leadBody, TEST_DATABASES } from './serverTestKit'

const messages = loadServerMessages()

const PATH = '/api/CallSchedules/AddCallSchedule'
const WINDOW = { id: 'tomorrow-morning', start: new Date('2026-11-23T01:00:00Z'), end: new Date('2026-11-23T04:00:00Z') }

describe.each(TEST_DATABASES)('hostile input on $name', (database) => {
  const api = appOnFreshDatabase(database)

  const post = (body: Record<string, string>) => api.app.inject({ method: 'POST', url: PATH, ...formEncoded(body) })
  const postJson = (body: unknown) =>
    api.app.inject({ method: 'POST', url: PATH, payload: JSON.stringify(body), headers: { 'content-type': 'application/json' } })
  const count = async (email: string) => (await api.db.query<{ n: number }>('SELECT count(*)::int AS n FROM leads WHERE email = $1', [email])).rows[0]?.n ?? -1

  test.each([
    ['a NUL in the first name', 'FirstName', '\u0000'],
    ['a NUL in a utm value', 'utm_source', 'google\u0000'],
    ['a lone surrogate in the e-mail', 'Email', 'a\uD800@example.com'],
  ])('%s gets a 400 naming the field, nothing stored', async (_name, field, value) => {
    const body = { ...(await leadBody('ECM')), Email: 'hostile.one@example.com' }
    const response = await post({ ...body, [field]: field === 'Email' ? value : `${(body as Record<string, string>)[field] ?? ''}${value}` })
    expect(response.statusCode).toBe(400)
    expect(Object.keys(response.json<{ errors: Record<string, string> }>().errors)).toEqual([field])
    expect(await count('hostile.one@example.com')).toBe(0)
  })

  test('a lone surrogate inside Remarks (JSON body) gets a 400 for Remarks in Indonesian on CKJ', async () => {
    const body = { ...(await leadBody('CKJ')), Email: 'hostile.two@example.co.id', Remarks: '{"Company":"Bank \\ud800 Mega"}' }
    const response = await postJson(body)
    expect(response.statusCode).toBe(400)
    expect(response.json<{ errors: Record<string, string> }>().errors).toEqual({ Remarks: 'Mohon perbaiki isian ini.' })
  })

  const nested = (depth: number) => `${'{"deeper":'.repeat(depth)}"x"${'}'.repeat(depth)}`

  test('an extra field nested 5,000 levels deep is too large a body: 413, not a crash', async () => {
    const text = JSON.stringify({ ...(await leadBody('ECM')), Email: 'hostile.deep@example.com' })
    const response = await api.app.inject({
      method: 'POST',
      url: PATH,
      payload: `${text.slice(0, -1)},"Nested":${nested(5000)}}`,
      headers: { 'content-type': 'application/json' },
    })
    expect(response.statusCode).toBe(413)
    expect(await count('hostile.deep@example.com')).toBe(0)
  })

  test('unknown keys, even deeply nested ones, are dropped: the lead is stored without them', async () => {
    const deep = nested(1500)
    const body = { ...(await leadBody('ECM')), Email: 'hostile.three@example.com' }
    const junk = Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`Junk${i}`, 'j'.repeat(900)]))
    const text = JSON.stringify({ ...body, ...junk })
    const response = await api.app.inject({
      method: 'POST',
      url: PATH,
      payload: `${text.slice(0, -1)},"Nested":${deep}}`,
      headers: { 'content-type': 'application/json' },
    })
    expect(response.statusCode).toBe(200)
    const { rows } = await api.db.query<{ payload: Record<string, unknown> }>('SELECT payload FROM leads WHERE email = $1', [body.Email])
    expect(Object.keys(rows[0]?.payload ?? {}).sort()).toEqual(Object.keys(body).sort())
  })

  test.each(['0000-01-01T00:00:00Z', '1970-01-01T00:00:00Z', '9999-12-31T00:00:00Z'])('a call window starting %s gets a 400', async (start) => {
    const body = { ...(await leadBody('ECM')), Email: 'hostile.four@example.com', StartDate: start }
    const response = await post(body)
    expect(response.statusCode).toBe(400)
    expect(response.json<{ errors: Record<string, string> }>().errors).toHaveProperty('StartDate')
  })

  test('one key, same content sent again later: the first answer; other content: 409 in the portal language, the first lead kept', async () => {
    const key = '7a0d3c5e-1b2f-4a6d-8c9e-0f1a2b3c4d5e'
    const first = await leadBody('CKJ', { email: 'same.key@example.co.id', callWindow: WINDOW }, key)
    const firstAnswer = await post(first)
    expect(firstAnswer.statusCode).toBe(200)
    // A retry builds the body again: only the moment of sending (ApplyDate) differs.
    const remarks = { ...(JSON.parse(first.Remarks ?? '{}') as Record<string, unknown>), ApplyDate: '2026-11-22T02:05:00Z' }
    const retry = await post({ ...first, Remarks: JSON.stringify(remarks) })
    expect(retry.statusCode).toBe(200)
    expect(retry.json()).toEqual(firstAnswer.json())
    const changed = await post({ ...first, FirstName: 'Dewi' })
    expect(changed.statusCode).toBe(409)
    expect(changed.json()).toEqual({ error: 'Formulir ini sudah terkirim dengan jawaban yang berbeda. Silakan muat ulang halaman lalu kirim kembali.' })
    const { rows } = await api.db.query<{ first_name: string }>('SELECT first_name FROM leads WHERE idempotency_key = $1', [key])
    expect(rows).toEqual([{ first_name: first.FirstName }])
  })

  test('a subscription with a NUL in the name gets a 400 naming Name', async () => {
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/sendy/subscribe',
      ...formEncoded({ Name: 'Juan\u0000', Email: 'juan.nul@example.com', List: 'GMeKPfzetOCTz1mNpF892KEw', Portal: 'ECM' }),
    })
    expect(response.statusCode).toBe(400)
    expect(Object.keys(response.json<{ errors: Record<string, string> }>().errors)).toEqual(['Name'])
  })

  // Issue 50: the login's e-mail is checked as every form's e-mail field is (EMAIL_CHECKS). Before, a
  // NUL reached the database, whose error was never answered.
  const tries = async () => (await api.db.query<{ n: number }>('SELECT count(*)::int AS n FROM login_throttle')).rows[0]?.n ?? -1
  test.each([
    ['a NUL', 'staff\u0000@example.com', 'validation.invalid', 'en-PH', 'ECM'],
    // A form body is UTF-8: the browser (and URLSearchParams) send a lone surrogate as U+FFFD.
    ['a lone surrogate', 'staff\uD800@example.com', 'validation.email', 'id-ID', 'CKJ'],
    ['a control character', 'staff\u0001@example.com', 'validation.email', 'en-PH', 'ECM'],
    ['a DEL', 'staff\u007f@example.com', 'validation.email', 'id-ID', 'CKJ'],
    ['a line break inside', 'staff\n@example.com', 'validation.email', 'en-PH', 'ECM'],
    ['over 254 characters', `${'a'.repeat(250)}@example.com`, 'validation.lib.maxlength', 'en-PH', 'ECM'],
    ['no address at all', 'staff', 'validation.email', 'en-PH', 'ECM'],
  ] as const)('a login e-mail with %s gets a 400 with the form and the e-mail field message, and costs no try', async (_name, email, key, locale, portal) => {
    const before = await tries()
    const response = await api.app.inject({ method: 'POST', url: '/Account/Login', ...formEncoded({ email, password: 'a long password', portal }) })
    expect(response.statusCode).toBe(400)
    expect(response.headers['content-type']).toMatch(/^text\/html/)
    expect(response.body).toContain(escapeHtml(messages.text(locale, key, { n: 254 })))
    expect(response.body).toContain('name="email"')
    expect(response.body).not.toContain('\u0000')
    expect(await tries()).toBe(before)
  })

  test('a lone surrogate in a login e-mail sent as JSON gets the 400 of a text that cannot be stored', async () => {
    const before = await tries()
    const payload = '{"email":"staff\\ud800@example.com","password":"a long password","portal":"CKJ"}'
    const response = await api.app.inject({ method: 'POST', url: '/Account/Login', payload, headers: { 'content-type': 'application/json' } })
    expect(response.statusCode).toBe(400)
    expect(response.body).toContain(escapeHtml(messages.text('id-ID', 'validation.invalid')))
    expect(await tries()).toBe(before)
  })

  test('a NUL in the login e-mail is answered over a real connection, not left waiting', async () => {
    await api.app.listen({ host: '127.0.0.1', port: 0 })
    const port = (api.app.server.address() as { port: number }).port
    const { payload, headers } = formEncoded({ email: 'staff\u0000@example.com', password: 'a long password' })
    const status = await new Promise<number>((resolve, reject) => {
      const outgoing = httpRequest({ host: '127.0.0.1', port, method: 'POST', path: '/Account/Login', headers, agent: false }, (incoming) => {
        incoming.resume()
        incoming.on('end', () => resolve(incoming.statusCode ?? 0))
      })
      outgoing.setTimeout(3000, () => {
        outgoing.destroy()
        reject(new Error('no answer within 3 s'))
      })
      outgoing.on('error', reject)
      outgoing.end(payload)
    })
    expect(status).toBe(400)
  })
})
