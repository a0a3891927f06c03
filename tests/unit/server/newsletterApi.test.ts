import { readFileSync } from 'node:fs'
import { describe, expect, test } from 'vitest'
import { appOnFreshDatabase, formEncoded, TEST_DATABASES } from './serverTestKit'

// The service name 'sendy' and list ids such as ecm-cc come from data/portals/*.json newsletter.
describe.each(TEST_DATABASES)('newsletter subscriptions on $name', (database) => {
  const api = appOnFreshDatabase(database)

  async function rows(email: string) {
    const result = await api.db.query<{ portal: string; list: string; name: string; source: string; payload: unknown }>(
      'SELECT portal, list, name, source, payload FROM subscriptions WHERE email = $1 ORDER BY id',
      [email],
    )
    return result.rows
  }

  test('POST /api/sendy/subscribe stores the subscription with its portal, list and payload', async () => {
    const body = { Name: 'Maria Santos', Email: 'maria.list@example.com', List: 'ecm-cc', ApplyDate: '2026-11-22', Portal: 'ECM' }
    const response = await api.app.inject({ method: 'POST', url: '/api/sendy/subscribe', ...formEncoded(body) })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ ok: true })
    // The contract's fields are stored as received; our Portal is in its own column.
    const { Portal: _portal, ...stored } = body
    expect(await rows('maria.list@example.com')).toEqual([{ portal: 'ECM', list: 'ecm-cc', name: 'Maria Santos', source: 'form', payload: stored }])
  })

  test('the same address on the same list is stored once, whatever the letter case; another list is another row', async () => {
    const post = (email: string, list: string) =>
      api.app.inject({ method: 'POST', url: '/api/sendy/subscribe', ...formEncoded({ Name: 'Siti Rahayu', Email: email, List: list, Portal: 'CKJ' }) })
    expect((await post('siti.list@example.co.id', 'ckj-clo')).statusCode).toBe(200)
    expect((await post('Siti.List@Example.co.id', 'ckj-clo')).statusCode).toBe(200)
    expect((await post('siti.list@example.co.id', 'ckj-cc')).statusCode).toBe(200)
    expect((await rows('siti.list@example.co.id')).map((row) => row.list)).toEqual(['ckj-clo', 'ckj-cc'])
  })

  test('a bad subscription is a 400 with field messages in the portal language, and nothing is stored', async () => {
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/sendy/subscribe',
      ...formEncoded({ Name: '<b>x</b>', Email: 'nope', List: 'ckj-cc', Portal: 'CKJ' }),
    })
    expect(response.statusCode).toBe(400)
    const errors = response.json<{ errors: Record<string, string> }>().errors
    expect(Object.keys(errors).sort()).toEqual(['Email', 'Name'])
    // CKJ answers in Indonesian: the texts of the portal's message file.
    const indonesian = JSON.parse(readFileSync('data/messages/parts/validation.id-ID.json', 'utf8')) as Record<string, string>
    expect(errors.Email).toBe(indonesian['validation.email'])
    expect(errors.Name).toBe(indonesian['validation.name'])
    expect(await rows('nope')).toEqual([])
  })

  test('an unknown newsletter service is a 404', async () => {
    const response = await api.app.inject({ method: 'POST', url: '/api/mailchimp/subscribe', ...formEncoded({ Name: 'A B', Email: 'a@b.co', List: 'ecm-cc' }) })
    expect(response.statusCode).toBe(404)
  })

  test('GET /sendy/subscribe from a newsletter link stores the arrival once and answers at once', async () => {
    const url = '/sendy/subscribe?list=ecm-clo&name=Juan%20Cruz&email=juan.arrival%40example.com&portal=ECM'
    const first = await api.app.inject({ url })
    const again = await api.app.inject({ url })
    expect(first.statusCode).toBe(200)
    expect(again.statusCode).toBe(200)
    expect(first.headers['cache-control']).toBe('no-store')
    const stored = await rows('juan.arrival@example.com')
    expect(stored).toHaveLength(1)
    expect(stored[0]).toMatchObject({ portal: 'ECM', list: 'ecm-clo', name: 'Juan Cruz', source: 'arrival' })
  })

  test.each([
    ['no e-mail', '/sendy/subscribe?list=ecm-clo&name=Juan'],
    ['a malformed e-mail', '/sendy/subscribe?list=ecm-clo&name=Juan&email=juan'],
    ['SQL in the list', "/sendy/subscribe?list=x'%3BDROP%20TABLE%20subscriptions--&name=Juan&email=j%40example.com"],
    ['a repeated parameter', '/sendy/subscribe?list=ecm-clo&list=ecm-cc&name=Juan&email=j%40example.com'],
  ])('GET /sendy/subscribe with %s is a 400', async (_name, url) => {
    const response = await api.app.inject({ url })
    expect(response.statusCode).toBe(400)
  })
})
