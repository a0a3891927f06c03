import { createHash, createHmac } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { isProduction } from '../../../server/security/deployment'
import { processSecret, serverSecretFromEnv } from '../../../server/security/serverSecret'
import { accountDigest, takeLoginTry } from '../../../server/auth/loginThrottle'
import { createUser } from '../../../server/createUser'
import type { Db } from '../../../server/db/db'
import { ACCOUNT_LOGIN_BURST, ACCOUNT_LOGIN_BURST_WINDOW_MS, ACCOUNT_LOGIN_MAX, ACCOUNT_LOGIN_WINDOW_MS } from '../../../server/routes/accountRoutes'
import { formEncoded, TEST_DATABASES, testApp } from '../server/serverTestKit'

// docs/security.md, "Limits": the per-account login limit is counted first and atomically, in the
// database, so concurrency, other accounts' tries and a restart leave it in force; IPv6 clients are
// limited per /64.
const PASSWORD = 'correct-horse-battery-9'
const STEPS = [
  { max: ACCOUNT_LOGIN_BURST, windowMs: ACCOUNT_LOGIN_BURST_WINDOW_MS },
  { max: ACCOUNT_LOGIN_MAX, windowMs: ACCOUNT_LOGIN_WINDOW_MS },
]

describe.each(TEST_DATABASES)('login limits on $name', (database) => {
  let db: Db
  let dispose: () => Promise<void>
  let app: FastifyInstance
  beforeAll(async () => {
    ;({ db, dispose } = await database.open())
    // The per-IP login limit is out of reach: only the per-account one can stop the guesses.
    app = await testApp(db, { trustProxy: 'loopback' })
    await createUser(db, 'target@example.com', PASSWORD)
  }, 120_000)
  afterAll(async () => {
    await app?.close()
    await dispose?.()
  }, 60_000)

  const login = (server: FastifyInstance, email: string, password: string, from: string) => {
    const form = formEncoded({ email, password, returnUrl: '/', portal: 'ECM' })
    return server.inject({ method: 'POST', url: '/Account/Login', payload: form.payload, headers: { ...form.headers, 'x-forwarded-for': from } })
  }

  test(`60 wrong passwords sent together from 60 addresses: at most ${ACCOUNT_LOGIN_BURST} are checked (401), the rest wait (429); the lock survives 10,000 other accounts' tries and a restart`, async () => {
    const answers = await Promise.all(Array.from({ length: 60 }, (_, i) => login(app, 'target@example.com', `guess-${i}`, `198.51.100.${i + 1}`)))
    const statuses = answers.map((answer) => answer.statusCode)
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(ACCOUNT_LOGIN_BURST)
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(60 - ACCOUNT_LOGIN_BURST)
    expect(statuses.every((status) => status === 401 || status === 429)).toBe(true)

    // 10,000 failed tries at other accounts (counted as the route counts them, without 10,000 password hashes).
    for (let batch = 0; batch < 100; batch += 1) {
      await Promise.all(Array.from({ length: 100 }, (_, i) => takeLoginTry(db, accountDigest(processSecret(), `other-${batch}-${i}@example.com`), STEPS)))
    }
    expect((await login(app, 'target@example.com', PASSWORD, '203.0.113.5')).statusCode).toBe(429)

    // A restart: a new API process on the same database still refuses, even the right password.
    await app.close()
    app = await testApp(db, { trustProxy: 'loopback' })
    const afterRestart = await login(app, 'target@example.com', PASSWORD, '203.0.113.6')
    expect(afterRestart.statusCode).toBe(429)
    expect(Number(afterRestart.headers['retry-after'])).toBeGreaterThan(0)
    expect(afterRestart.body).toContain('Too many login attempts for this account.')
  }, 120_000)

  test('the counters keep a digest of the account, never the address typed', async () => {
    const { rows } = await db.query<{ account: string }>('SELECT account FROM login_throttle')
    expect(rows.length).toBeGreaterThan(0)
    expect(rows.map((row) => row.account)).toContain(accountDigest(processSecret(), 'Target@Example.com'))
    expect(JSON.stringify(rows)).not.toContain('@')
  })
})

describe('limits per client network', () => {
  let dispose: () => Promise<void>
  let app: FastifyInstance
  beforeAll(async () => {
    const opened = await TEST_DATABASES[0]!.open()
    dispose = opened.dispose
    app = await testApp(opened.db, { trustProxy: 'loopback', rateLimit: { max: 20, loginMax: 20, timeWindow: '1 minute' } })
  }, 120_000)
  afterAll(async () => {
    await app?.close()
    await dispose?.()
  })

  test('30 addresses of one IPv6 /64 share one limit of 20, for requests and for logins; another /64 is not held back', async () => {
    const from = (i: number, net = 1) => `2001:db8:77:${net}:${(i + 1).toString(16)}::${(i * 7 + 3).toString(16)}`
    // One after the other: the library's memory store answers requests still in flight from a shared count.
    const answers = []
    for (let i = 0; i < 30; i += 1) answers.push(await app.inject({ url: '/get/clientipaddress', headers: { 'x-forwarded-for': from(i) } }))
    expect(answers.filter((answer) => answer.statusCode === 429).length).toBe(10)
    // Logins without a password: refused (400) before any hash, or held back by the per-IP login limit.
    const logins = []
    for (let i = 0; i < 30; i += 1) {
      logins.push(
        await app.inject({
          method: 'POST',
          url: '/Account/Login',
          ...formEncoded({ email: `u${i}@example.com`, password: '' }),
          headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': from(i, 3) },
        }),
      )
    }
    expect(logins.filter((answer) => answer.statusCode === 429).length).toBe(10)
    expect((await app.inject({ url: '/get/clientipaddress', headers: { 'x-forwarded-for': '2001:db8:77:2::1' } })).statusCode).toBe(200)
    // An IPv4-mapped address is its IPv4 client.
    expect((await app.inject({ url: '/get/clientipaddress', headers: { 'x-forwarded-for': '::ffff:198.51.100.9' } })).statusCode).toBe(200)
  })
})

// docs/security.md "Limits": the account of a failed login is kept as an HMAC under the server secret
// (SERVER_SECRET), so a copy of login_throttle cannot be reversed by hashing a list of addresses.
describe('the failed-login digest is keyed with the server secret', () => {
  const SECRET = 'the-server-secret-of-this-test-0123456789abcdef'
  let dispose: () => Promise<void>
  let db: Db
  let app: FastifyInstance
  beforeAll(async () => {
    ;({ db, dispose } = await TEST_DATABASES[0]!.open())
    app = await testApp(db, { serverSecret: SECRET })
  }, 120_000)
  afterAll(async () => {
    await app?.close()
    await dispose?.()
  })

  test('the row holds the HMAC of the lower-case address under the secret: not its SHA-256, not the digest under another secret', async () => {
    const form = formEncoded({ email: 'Tried.Address@Example.com', password: 'not the password at all', returnUrl: '/', portal: 'ECM' })
    expect((await app.inject({ method: 'POST', url: '/Account/Login', ...form })).statusCode).toBe(401)
    const { rows } = await db.query<{ account: string }>('SELECT DISTINCT account FROM login_throttle')
    const expected = createHmac('sha256', SECRET).update('login-account\u0000tried.address@example.com').digest('hex')
    expect(rows).toEqual([{ account: expected }])
    expect(accountDigest(SECRET, 'TRIED.ADDRESS@example.com')).toBe(expected)
    // What the table held before: a plain hash anyone can compute from a guessed address.
    expect(rows[0]!.account).not.toBe(createHash('sha256').update('tried.address@example.com').digest('hex'))
    expect(accountDigest(`${SECRET}-other`, 'tried.address@example.com')).not.toBe(expected)
  })

  test('SERVER_SECRET: required in production, at least 32 characters; otherwise this process makes its own', () => {
    expect(() => serverSecretFromEnv(undefined, true)).toThrow(/SERVER_SECRET is not set/)
    expect(() => serverSecretFromEnv('  ', true)).toThrow(/SERVER_SECRET is not set/)
    expect(() => serverSecretFromEnv('too-short', false)).toThrow(/at least 32 characters \(it has 9\)/)
    expect(serverSecretFromEnv(` ${SECRET} `, true)).toEqual({ secret: SECRET, generated: false })
    const made = serverSecretFromEnv(undefined, false)
    expect(made).toEqual({ secret: processSecret(), generated: true })
    expect(made.secret).toMatch(/^[0-9a-f]{64}$/)
    // Production: listening beyond loopback, or NODE_ENV=production.
    expect(isProduction('0.0.0.0', undefined)).toBe(true)
    expect(isProduction('127.0.0.1', 'production')).toBe(true)
    expect(isProduction('127.0.0.1', undefined)).toBe(false)
    expect(isProduction('[::1]', 'development')).toBe(false)
  })
})
