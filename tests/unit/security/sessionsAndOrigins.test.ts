import { Writable } from 'node:stream'
import type { FastifyInstance } from 'fastify'
import { describe, expect, test } from 'vitest'
import { purgeOlderThan } from '../../../scripts/leads/leadsPurge'
import { processSecret } from '../../../server/security/serverSecret'
import { accountDigest } from '../../../server/auth/loginThrottle'
import { createUser } from '../../../server/createUser'
import { checkDeployment } from '../../../server/security/deployment'
import { appsOnFreshDatabase, formEncoded, leadBody, TEST_DATABASES } from '../server/serverTestKit'

// docs/security.md: the session cookie (__Host-, Secure by default, idle timeout, ended by a password
// change), requests from other sites refused, failed logins logged without the address, retention.
const PASSWORD = 'correct horse battery staple'
const EVIL = 'https://evil.example'

function sessionOf(response: { headers: Record<string, unknown> }, name = '__Host-sid'): string {
  const header = response.headers['set-cookie']
  const text = Array.isArray(header) ? header.join('\n') : String(header ?? '')
  const match = new RegExp(`(?:^|\\n)${name}=([^;]+)`).exec(text)
  if (!match?.[1]) throw new Error(`no ${name} cookie in ${text}`)
  return match[1]
}

describe.each(TEST_DATABASES)('sessions and origins on $name', (database) => {
  const lines: string[] = []
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString('utf8'))
      done()
    },
  })
  const opened = appsOnFreshDatabase(database, { app: { logger: { level: 'info', stream } }, dev: { devHttp: true } }, (db) =>
    createUser(db, 'editor@example.com', PASSWORD),
  )

  const login = (server: FastifyInstance, headers: Record<string, string> = {}, password = PASSWORD) =>
    server.inject({
      method: 'POST',
      url: '/Account/Login',
      ...formEncoded({ email: 'editor@example.com', password, returnUrl: '/' }),
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    })
  const claims = (server: FastifyInstance, cookies: Record<string, string>, headers: Record<string, string> = {}) =>
    server.inject({ url: '/Account/GetLoggedInClaims', cookies, headers }).then((response) => response.json<{ IsLoggedIn: boolean }>().IsLoggedIn)

  test('the session cookie is __Host-, Secure, Path=/ and has no Domain, on plain http too; only DEV_HTTP on a loopback host gives a plain one', async () => {
    const secure = await login(opened.apps.app, { host: 'api.example.com' })
    const cookie = String(secure.headers['set-cookie'])
    expect(cookie).toMatch(/^__Host-sid=[A-Za-z0-9_-]{43};/)
    expect(cookie).toMatch(/;\s*Secure/)
    expect(cookie).toContain('Path=/')
    expect(cookie).not.toMatch(/Domain=/i)
    expect(cookie).toContain('Max-Age=43200')
    // A plain `sid` is no session for the production API.
    expect(await claims(opened.apps.app, { sid: sessionOf(secure, '__Host-sid') })).toBe(false)
    expect(await claims(opened.apps.app, { '__Host-sid': sessionOf(secure) })).toBe(true)

    const local = await login(opened.apps.dev, { host: '127.0.0.1:4300' })
    expect(String(local.headers['set-cookie'])).toMatch(/^sid=[A-Za-z0-9_-]{43};/)
    expect(String(local.headers['set-cookie'])).not.toMatch(/Secure/)
    expect(await claims(opened.apps.dev, { sid: sessionOf(local, 'sid') }, { host: '127.0.0.1:4300' })).toBe(true)
    // DEV_HTTP does not lower the cookie for a host that is not loopback.
    expect(String((await login(opened.apps.dev, { host: 'api.example.com' })).headers['set-cookie'])).toMatch(/^__Host-sid=.*;\s*Secure/)
  })

  test('a session unused for an hour is over; one in use lasts; a password change ends every session of the user', async () => {
    const idle = sessionOf(await login(opened.apps.app))
    const used = sessionOf(await login(opened.apps.app))
    await opened.db.query("UPDATE sessions SET last_seen_at = now() - interval '61 minutes' WHERE last_seen_at > now() - interval '1 minute'")
    await opened.db.query(
      "UPDATE sessions SET last_seen_at = now() - interval '59 minutes' WHERE id = (SELECT id FROM sessions ORDER BY created_at DESC, id LIMIT 0)",
    )
    expect(await claims(opened.apps.app, { '__Host-sid': idle })).toBe(false)
    expect(await claims(opened.apps.app, { '__Host-sid': used })).toBe(false)
    const fresh = sessionOf(await login(opened.apps.app))
    const other = sessionOf(await login(opened.apps.app))
    await opened.db.query("UPDATE sessions SET last_seen_at = now() - interval '59 minutes'")
    expect(await claims(opened.apps.app, { '__Host-sid': fresh })).toBe(true)
    // The check just now marked the session used: it has a whole hour again.
    await opened.db.query("UPDATE sessions SET last_seen_at = last_seen_at - interval '30 minutes'")
    expect(await claims(opened.apps.app, { '__Host-sid': fresh })).toBe(true)
    expect(await claims(opened.apps.app, { '__Host-sid': other })).toBe(false)

    const before = sessionOf(await login(opened.apps.app))
    expect(await claims(opened.apps.app, { '__Host-sid': before })).toBe(true)
    await createUser(opened.db, 'editor@example.com', 'a brand new password')
    expect(await claims(opened.apps.app, { '__Host-sid': before })).toBe(false)
    expect(await claims(opened.apps.app, { '__Host-sid': fresh })).toBe(false)
    await createUser(opened.db, 'editor@example.com', PASSWORD)
  })

  test("a lead or a subscription sent from another site is refused (403) in the visitor's language; from our pages and from servers it is stored", async () => {
    const ecm = await leadBody('ECM')
    const fromEvil = await opened.apps.app.inject({
      method: 'POST',
      url: '/api/CallSchedules/AddCallSchedule',
      ...formEncoded(ecm),
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: EVIL },
    })
    expect(fromEvil.statusCode).toBe(403)
    expect(fromEvil.json()).toEqual({ error: 'This form can only be sent from our own website.' })
    const ckj = await leadBody('CKJ')
    // A browser that hides the Origin still says the request is cross-site.
    const hidden = await opened.apps.app.inject({
      method: 'POST',
      url: '/api/CallSchedules/AddCallSchedule',
      ...formEncoded(ckj),
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'cross-site' },
    })
    expect(hidden.statusCode).toBe(403)
    expect(hidden.json()).toEqual({ error: 'Formulir ini hanya dapat dikirim melalui situs kami.' })
    const { rows } = await opened.db.query<{ n: string }>('SELECT count(*)::text AS n FROM leads')
    expect(rows[0]!.n).toBe('0')
    const ours = await opened.apps.app.inject({
      method: 'POST',
      url: '/api/CallSchedules/AddCallSchedule',
      ...formEncoded(ecm),
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://www.ecomparemo.com', 'sec-fetch-site': 'same-site' },
    })
    expect(ours.statusCode).toBe(200)
    expect((await opened.apps.app.inject({ method: 'POST', url: '/api/CallSchedules/AddCallSchedule', ...formEncoded(ckj) })).statusCode).toBe(200)

    const subscribe = { Name: 'Maria Santos', Email: 'maria.origin@example.com', List: 'ecm-cc', Portal: 'ECM' }
    const evilPost = await opened.apps.app.inject({
      method: 'POST',
      url: '/api/sendy/subscribe',
      ...formEncoded(subscribe),
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: EVIL },
    })
    expect(evilPost.statusCode).toBe(403)
    const arrival = '/sendy/subscribe?list=ckj-clo&name=Siti&email=siti.origin%40example.co.id&portal=CKJ'
    const evilGet = await opened.apps.app.inject({ url: arrival, headers: { 'sec-fetch-site': 'cross-site' } })
    expect(evilGet.statusCode).toBe(403)
    expect(evilGet.json()).toEqual({ error: 'Formulir ini hanya dapat dikirim melalui situs kami.' })
    expect((await opened.apps.app.inject({ url: arrival, headers: { origin: EVIL } })).statusCode).toBe(403)
    expect((await opened.db.query('SELECT 1 FROM subscriptions')).rows).toEqual([])
    expect((await opened.apps.app.inject({ url: arrival, headers: { origin: 'https://www.cekaja.com', 'sec-fetch-site': 'same-site' } })).statusCode).toBe(200)
    expect((await opened.apps.app.inject({ method: 'POST', url: '/api/sendy/subscribe', ...formEncoded(subscribe) })).statusCode).toBe(200)
  })

  test('a failed login is logged with a digest of the account and the client network, never the address typed', async () => {
    lines.length = 0
    await opened.apps.app.inject({
      method: 'POST',
      url: '/Account/Login',
      remoteAddress: '198.51.100.77',
      ...formEncoded({ email: 'Someone.Else@example.com', password: 'not the password at all' }),
    })
    const text = lines.join('')
    expect(text).toContain(`"account":"${accountDigest(processSecret(), 'someone.else@example.com').slice(0, 16)}"`)
    expect(text).toContain('"network":"198.51.100.0/24"')
    expect(text.toLowerCase()).not.toContain('someone.else')
    expect(text).not.toContain('198.51.100.77')
  })

  test('leads:purge deletes the leads and subscriptions past the retention, keeps the others', async () => {
    await opened.db.query("UPDATE leads SET received_at = now() - interval '40 days' WHERE portal = 'ECM'")
    await opened.db.query("UPDATE subscriptions SET created_at = now() - interval '40 days' WHERE portal = 'ECM'")
    const counts = await purgeOlderThan(opened.db, 30)
    expect(counts).toEqual({ leads: 1, subscriptions: 1 })
    expect((await opened.db.query<{ portal: string }>('SELECT portal FROM leads')).rows).toEqual([{ portal: 'CKJ' }])
    expect((await opened.db.query<{ portal: string }>('SELECT portal FROM subscriptions')).rows).toEqual([{ portal: 'CKJ' }])
    expect(await purgeOlderThan(opened.db, 30)).toEqual({ leads: 0, subscriptions: 0 })
  })
})

describe('the lead API refuses to start insecurely', () => {
  test.each([
    ['0.0.0.0', false, false],
    ['::', false, false],
    ['192.0.2.10', false, false],
    ['0.0.0.0', 'loopback', true],
  ] as const)('HOST=%s with TRUST_PROXY=%s and DEV_HTTP=%s', (host, trustProxy, devHttp) => {
    expect(() => checkDeployment(host, trustProxy, devHttp)).toThrow(/TRUST_PROXY|DEV_HTTP/)
  })

  test.each([
    ['127.0.0.1', false, true],
    ['::1', false, false],
    ['[::1]', false, true],
    ['localhost', false, false],
    ['0.0.0.0', '10.0.0.0/8', false],
  ] as const)('HOST=%s with TRUST_PROXY=%s and DEV_HTTP=%s starts', (host, trustProxy, devHttp) => {
    expect(() => checkDeployment(host, trustProxy, devHttp)).not.toThrow()
  })
})
