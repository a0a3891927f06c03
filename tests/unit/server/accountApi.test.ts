import type { FastifyInstance } from 'fastify'
import { beforeAll, describe, expect, test } from 'vitest'
import { createSession } from '../../../server/auth/sessions'
import { createUser } from '../../../server/createUser'
import { appOnFreshDatabase, formEncoded, TEST_DATABASES, testApp } from './serverTestKit'

const EMAIL = 'staff.member@example.com'
const PASSWORD = 'correct horse battery staple'
const ECM = 'https://www.ecomparemo.com'

function setCookie(response: { headers: Record<string, unknown> }): string {
  const header = response.headers['set-cookie']
  return Array.isArray(header) ? header.join('\n') : String(header ?? '')
}

function sidOf(response: { headers: Record<string, unknown> }): string {
  const match = /(?:^|\n)__Host-sid=([^;]*)/.exec(setCookie(response))
  if (!match?.[1]) throw new Error('no sid cookie set')
  return match[1]
}

describe.each(TEST_DATABASES)('login, claims, profile and sign-out on $name', (database) => {
  const api = appOnFreshDatabase(database)
  let userId: string
  beforeAll(async () => {
    userId = await createUser(api.db, EMAIL, PASSWORD)
  }, 120_000)

  async function login(fields: Record<string, string>, headers: Record<string, string> = {}, on: FastifyInstance = api.app) {
    const form = formEncoded(fields)
    return on.inject({ method: 'POST', url: '/Account/Login', payload: form.payload, headers: { ...form.headers, ...headers } })
  }

  test('without a session the claims say logged out and are never cached', async () => {
    const response = await api.app.inject({ url: '/Account/GetLoggedInClaims' })
    expect(response.statusCode).toBe(200)
    expect(response.headers['cache-control']).toBe('no-store')
    expect(response.json()).toEqual({ IsLoggedIn: false, Email: '' })
  })

  test.each([
    // [how the portal is chosen, headers, url, html lang, heading] - texts from data/messages/parts/server.*.json
    ['the ?portal= parameter', {}, '/Account/Login?portal=CKJ', 'id', 'Masuk ke akun Anda'],
    ['the Host of the CDN', { host: 'www.cekaja.com' }, '/Account/Login', 'id', 'Masuk ke akun Anda'],
    ['the local CKJ origin', { host: '127.0.0.1:4200' }, '/Account/Login', 'id', 'Masuk ke akun Anda'],
    ['the ECM Host', { host: 'www.ecomparemo.com' }, '/Account/Login', 'en-PH', 'Log in to your account'],
  ])('the login form follows %s', async (_how, headers, url, lang, heading) => {
    const response = await api.app.inject({ url, headers })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toMatch(/^text\/html/)
    expect(response.body).toContain(`<html lang="${lang}">`)
    expect(response.body).toContain(`<h1>${heading}</h1>`)
  })

  test('the login form has labelled fields and keeps a safe returnUrl', async () => {
    const response = await api.app.inject({ url: `/Account/Login?returnUrl=${encodeURIComponent(`${ECM}/credit-cards?x=1&y=2`)}` })
    expect(response.body).toMatch(/<label for="email">Email address<\/label>\s*<input id="email" name="email" type="email"/)
    expect(response.body).toMatch(/<label for="password">Password<\/label>\s*<input id="password" name="password" type="password"/)
    expect(response.body).toContain(`name="returnUrl" value="${ECM}/credit-cards?x=1&amp;y=2"`)
    const hostile = await api.app.inject({ url: `/Account/Login?returnUrl=${encodeURIComponent('"><script>alert(1)</script>')}` })
    expect(hostile.body).not.toContain('<script>')
    expect(hostile.body).toContain('name="returnUrl" value="/"')
  })

  test('a wrong password shows the form again with a message, 401, and no cookie', async () => {
    const response = await login({ email: EMAIL, password: 'not the password', returnUrl: '/' })
    expect(response.statusCode).toBe(401)
    expect(response.body).toContain('role="alert"')
    expect(response.body).toContain('The email address or password is incorrect.')
    expect(response.body).toContain(`value="${EMAIL}"`)
    expect(setCookie(response)).not.toContain('__Host-sid=')
  })

  test('an unknown e-mail gets exactly the same answer as a wrong password', async () => {
    const response = await login({ email: 'nobody@example.com', password: PASSWORD, returnUrl: '/' })
    expect(response.statusCode).toBe(401)
    expect(response.body).toContain('The email address or password is incorrect.')
  })

  test('a missing password is a 400 with its own message, in Indonesian on CKJ', async () => {
    const response = await login({ email: EMAIL, password: '', portal: 'CKJ' })
    expect(response.statusCode).toBe(400)
    expect(response.body).toContain('Silakan masukkan alamat email dan kata sandi Anda.')
  })

  test('a good login sets a __Host- session cookie, HttpOnly, SameSite=Lax, Path=/ and Secure even on plain http (docs/security.md), and goes back to the portal page', async () => {
    const response = await login({ email: 'Staff.Member@Example.com', password: PASSWORD, returnUrl: `${ECM}/credit-cards` })
    expect(response.statusCode).toBe(303)
    expect(response.headers.location).toBe(`${ECM}/credit-cards`)
    const cookie = setCookie(response)
    expect(cookie).toMatch(/^__Host-sid=[A-Za-z0-9_-]{43};/)
    expect(cookie).toContain('HttpOnly')
    expect(cookie).toContain('SameSite=Lax')
    expect(cookie).toContain('Path=/')
    expect(cookie).toContain('Secure')
    expect(cookie).not.toContain('Domain')
    const sid = sidOf(response)
    const claims = await api.app.inject({ url: '/Account/GetLoggedInClaims', cookies: { '__Host-sid': sid } })
    expect(claims.json()).toEqual({ IsLoggedIn: true, Email: EMAIL })
    // The table keeps a digest, never the token itself.
    const { rows } = await api.db.query<{ id: string }>('SELECT id FROM sessions WHERE user_id = $1', [userId])
    expect(rows.map((row) => row.id)).not.toContain(sid)
  })

  test.each([
    ['another site', 'https://evil.com/phish', '/'],
    ['scheme-relative', '//evil.com', '/'],
    ['a local path', '/Account/ViewLoginProfile', '/Account/ViewLoginProfile'],
    ['the local ECM portal', 'http://127.0.0.1:4100/credit-cards', 'http://127.0.0.1:4100/credit-cards'],
  ])('after login, a returnUrl to %s goes to %s', async (_name, returnUrl, location) => {
    const response = await login({ email: EMAIL, password: PASSWORD, returnUrl })
    expect(response.headers.location).toBe(location)
  })

  test('under DEV_HTTP on loopback the cookie is plain on http, and Secure (__Host-) when the request came over https through a trusted proxy', async () => {
    const dev = await testApp(api.db, { trustProxy: 'loopback', devHttp: true })
    try {
      const secure = await login({ email: EMAIL, password: PASSWORD }, { 'x-forwarded-proto': 'https' }, dev)
      expect(setCookie(secure)).toMatch(/^__Host-sid=.*;\s*Secure/)
      const plain = await login({ email: EMAIL, password: PASSWORD }, {}, dev)
      expect(setCookie(plain)).toMatch(/^sid=/)
      expect(setCookie(plain)).not.toContain('Secure')
    } finally {
      await dev.close()
    }
    const production = await login({ email: EMAIL, password: PASSWORD })
    expect(setCookie(production)).toMatch(/;\s*Secure/)
  })

  test('a login posted from another site is refused', async () => {
    const response = await login({ email: EMAIL, password: PASSWORD }, { origin: 'https://evil.com' })
    expect(response.statusCode).toBe(403)
    expect(setCookie(response)).not.toContain('__Host-sid=')
  })

  test('a login whose Origin the browser hides (null) passes only when the browser says same-origin', async () => {
    // Chromium sends `Origin: null` on a form POST under some referrer policies; Sec-Fetch-Site says
    // where the post really came from.
    const crossSite = await login({ email: EMAIL, password: PASSWORD }, { origin: 'null', 'sec-fetch-site': 'cross-site' })
    expect(crossSite.statusCode).toBe(403)
    const unknown = await login({ email: EMAIL, password: PASSWORD }, { origin: 'null' })
    expect(unknown.statusCode).toBe(403)
    const sameOrigin = await login({ email: EMAIL, password: PASSWORD }, { origin: 'null', 'sec-fetch-site': 'same-origin' })
    expect(sameOrigin.statusCode).toBe(303)
    expect(setCookie(sameOrigin)).toContain('__Host-sid=')
  })

  test('login attempts have their own, stricter limit per IP', async () => {
    const limited = await testApp(api.db, { rateLimit: { max: 1000, loginMax: 2, timeWindow: '1 minute' } })
    try {
      const statuses: number[] = []
      for (let i = 0; i < 3; i += 1) {
        const form = formEncoded({ email: EMAIL, password: 'guess number ' + i })
        statuses.push((await limited.inject({ method: 'POST', url: '/Account/Login', remoteAddress: '198.51.100.9', ...form })).statusCode)
      }
      expect(statuses).toEqual([401, 401, 429])
      expect((await limited.inject({ url: '/Account/Login', remoteAddress: '198.51.100.9' })).statusCode).toBe(200)
    } finally {
      await limited.close()
    }
  })

  test('the profile page sends visitors without a session to the login form', async () => {
    const response = await api.app.inject({ url: '/Account/ViewLoginProfile' })
    expect(response.statusCode).toBe(302)
    expect(response.headers.location).toBe('/Account/Login?returnUrl=%2FAccount%2FViewLoginProfile')
  })

  test('the profile shows the e-mail and a sign-out form; signing out ends the session and clears the cookie', async () => {
    const sid = sidOf(await login({ email: EMAIL, password: PASSWORD }))
    const profile = await api.app.inject({ url: '/Account/ViewLoginProfile', cookies: { '__Host-sid': sid } })
    expect(profile.statusCode).toBe(200)
    expect(profile.headers['cache-control']).toBe('no-store')
    expect(profile.body).toContain(`You are logged in as ${EMAIL}.`)
    expect(profile.body).toContain('<form method="post" action="/Account/LogOff">')
    const logOff = await api.app.inject({ method: 'POST', url: '/Account/LogOff', cookies: { '__Host-sid': sid } })
    expect(logOff.statusCode).toBe(303)
    // The portal's log-out page clears browser storage (data/portals/ecm.json paths.logout).
    expect(logOff.headers.location).toBe('/log-out')
    expect(setCookie(logOff)).toMatch(/^__Host-sid=;.*(Max-Age=0|Expires=Thu, 01 Jan 1970)/)
    const claims = await api.app.inject({ url: '/Account/GetLoggedInClaims', cookies: { '__Host-sid': sid } })
    expect(claims.json()).toEqual({ IsLoggedIn: false, Email: '' })
  })

  test('an expired session is not a login', async () => {
    const token = await createSession(api.db, userId, -1000)
    const claims = await api.app.inject({ url: '/Account/GetLoggedInClaims', cookies: { '__Host-sid': token } })
    expect(claims.json()).toEqual({ IsLoggedIn: false, Email: '' })
  })

  test.each([
    ['not an e-mail', 'staff', PASSWORD],
    ['a password under 12 characters (docs/security.md)', 'a@example.com', 'eleven-char'],
  ])('createUser refuses %s', async (_name, email, password) => {
    await expect(createUser(api.db, email, password)).rejects.toThrow()
  })
})
