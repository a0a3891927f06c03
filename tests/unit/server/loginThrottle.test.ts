import type { FastifyInstance } from 'fastify'
import { describe, expect, test } from 'vitest'
import { createUser } from '../../../server/createUser'
import { ACCOUNT_LOGIN_BURST, ACCOUNT_LOGIN_MAX } from '../../../server/routes/accountRoutes'
import { appsOnFreshDatabase, formEncoded, TEST_DATABASES } from './serverTestKit'

// Issue 15 item 8: guessing one account's password from many addresses is limited per account, with
// a backoff in two steps (a minute after a burst of 5, 15 minutes after 10), and behind a
// TLS-terminating proxy named in TRUST_PROXY the session cookie is Secure.
const PASSWORD = 'correct-horse-battery-9'

describe.each(TEST_DATABASES.slice(0, 1))('login throttling on $name', (database) => {
  const opened = appsOnFreshDatabase(
    database,
    {
      // The per-IP login limit is out of reach here: only the per-account one can stop the guesses.
      app: { trustProxy: 'loopback' },
      // The same without the first step, to reach the second without waiting the first's minute out.
      longStepOnly: {
        trustProxy: 'loopback',
        rateLimit: { max: 100_000, loginMax: 100_000, accountLoginBurst: 100_000, timeWindow: '1 minute' },
      },
    },
    async (db) => {
      for (const email of ['target@example.co.id', 'bystander@example.co.id', 'burst@example.com']) await createUser(db, email, PASSWORD)
    },
  )

  const loginOn =
    (server: () => FastifyInstance, portal: 'ECM' | 'CKJ') =>
    (email: string, password: string, from: string, extra: Record<string, string> = {}) => {
      const form = formEncoded({ email, password, returnUrl: '/', portal })
      return server().inject({ method: 'POST', url: '/Account/Login', payload: form.payload, headers: { ...form.headers, 'x-forwarded-for': from, ...extra } })
    }
  const login = loginOn(() => opened.apps.longStepOnly, 'CKJ')

  test(`a burst of ${ACCOUNT_LOGIN_BURST} tries at one account waits a minute: 429 in the portal language, at most 60 s, other accounts free`, async () => {
    const burst = loginOn(() => opened.apps.app, 'ECM')
    for (let i = 0; i < ACCOUNT_LOGIN_BURST; i += 1) expect((await burst('burst@example.com', `guess-${i}`, `198.51.100.${i + 101}`)).statusCode).toBe(401)
    const blocked = await burst('burst@example.com', PASSWORD, '203.0.113.80')
    expect(blocked.statusCode).toBe(429)
    expect(blocked.body).toContain('Too many login attempts for this account. Please try again in 1 minute.')
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0)
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(60)
    expect((await burst('bystander@example.co.id', PASSWORD, '203.0.113.80')).statusCode).toBe(303)
  })

  test(`after ${ACCOUNT_LOGIN_MAX} tries at one account from ${ACCOUNT_LOGIN_MAX} addresses, the next gets a 429 in the portal language, even with the right password`, async () => {
    for (let i = 0; i < ACCOUNT_LOGIN_MAX; i += 1) {
      expect((await login('Target@example.co.id', `guess-${i}`, `198.51.100.${i + 1}`)).statusCode).toBe(401)
    }
    const blocked = await login('target@example.co.id', PASSWORD, '203.0.113.77')
    expect(blocked.statusCode).toBe(429)
    expect(blocked.body).toContain('Terlalu banyak percobaan masuk untuk akun ini. Silakan coba lagi dalam 15 menit.')
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(14 * 60)
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(15 * 60)
    // Another account is not locked by the attack on this one.
    expect((await login('bystander@example.co.id', PASSWORD, '203.0.113.77')).statusCode).toBe(303)
  })

  test('only wrong passwords count: a person who logs in again and again is never held back', async () => {
    const again = loginOn(() => opened.apps.app, 'ECM')
    await createUser(opened.db, 'regular@example.com', PASSWORD)
    for (let i = 0; i < ACCOUNT_LOGIN_MAX + 2; i += 1) expect((await again('regular@example.com', PASSWORD, '203.0.113.90')).statusCode).toBe(303)
  })

  test('behind a TLS-terminating proxy named in TRUST_PROXY, the session cookie is Secure', async () => {
    const response = await login('bystander@example.co.id', PASSWORD, '203.0.113.78', { 'x-forwarded-proto': 'https' })
    expect(response.statusCode).toBe(303)
    expect(String(response.headers['set-cookie'])).toMatch(/;\s*Secure/i)
  })
})
