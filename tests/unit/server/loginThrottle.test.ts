import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createUser } from '../../../server/createUser'
import type { Db } from '../../../server/db/db'
import { ACCOUNT_LOGIN_MAX } from '../../../server/routes/accountRoutes'
import { formEncoded, TEST_DATABASES, testApp } from './serverTestKit'

// Issue 15 item 8: guessing one account's password from many addresses is limited per account,
// and behind a TLS-terminating proxy named in TRUST_PROXY the session cookie is Secure.
const PASSWORD = 'correct-horse-battery-9'

describe.each(TEST_DATABASES.slice(0, 1))('login throttling on $name', (database) => {
  let app: FastifyInstance
  let db: Db
  let dispose: () => Promise<void>
  beforeAll(async () => {
    ;({ db, dispose } = await database.open())
    // The per-IP login limit is out of reach here: only the per-account one can stop the guesses.
    app = await testApp(db, { trustProxy: 'loopback' })
    await createUser(db, 'target@example.co.id', PASSWORD)
    await createUser(db, 'bystander@example.co.id', PASSWORD)
  }, 120_000)
  afterAll(async () => {
    await app?.close()
    await dispose?.()
  })

  const login = (email: string, password: string, from: string, extra: Record<string, string> = {}) => {
    const form = formEncoded({ email, password, returnUrl: '/', portal: 'CKJ' })
    return app.inject({ method: 'POST', url: '/Account/Login', payload: form.payload, headers: { ...form.headers, 'x-forwarded-for': from, ...extra } })
  }

  test(`after ${ACCOUNT_LOGIN_MAX} tries at one account from ${ACCOUNT_LOGIN_MAX} addresses, the next gets a 429 in the portal language, even with the right password`, async () => {
    for (let i = 0; i < ACCOUNT_LOGIN_MAX; i += 1) {
      expect((await login('Target@example.co.id', `guess-${i}`, `198.51.100.${i + 1}`)).statusCode).toBe(401)
    }
    const blocked = await login('target@example.co.id', PASSWORD, '203.0.113.77')
    expect(blocked.statusCode).toBe(429)
    expect(blocked.body).toContain('Terlalu banyak percobaan masuk untuk akun ini.')
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(15 * 60)
    // Another account is not locked by the attack on this one.
    expect((await login('bystander@example.co.id', PASSWORD, '203.0.113.77')).statusCode).toBe(303)
  })

  test('behind a TLS-terminating proxy named in TRUST_PROXY, the session cookie is Secure', async () => {
    const response = await login('bystander@example.co.id', PASSWORD, '203.0.113.78', { 'x-forwarded-proto': 'https' })
    expect(response.statusCode).toBe(303)
    expect(String(response.headers['set-cookie'])).toMatch(/;\s*Secure/i)
  })
})
