import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { FastifyInstance } from 'fastify'
import type { Db } from '../../../server/db/db'
import { parseTrustProxy } from '../../../server/trustProxy'
import { TEST_DATABASES, testApp } from './serverTestKit'

// Issue 15 item 7: with a trusted proxy, a client that writes its own X-Forwarded-For must not get
// a fresh rate limit per request.
describe('TRUST_PROXY', () => {
  test.each([
    [undefined, false],
    ['off', false],
    ['loopback,10.0.0.0/8', 'loopback,10.0.0.0/8'],
  ] as const)('%j -> %j', (value, expected) => {
    expect(parseTrustProxy(value)).toBe(expected)
  })

  test.each(['true', '1', '2', 'all'])('%s (believe any peer) is a configuration error naming the fix', (value) => {
    expect(() => parseTrustProxy(value)).toThrow(/name the proxies instead, e.g. TRUST_PROXY=loopback/)
  })
})

describe.each(TEST_DATABASES.slice(0, 1))('rate limit behind the trusted portal proxy (loopback) on $name', (database) => {
  let app: FastifyInstance
  let dispose: () => Promise<void>
  let db: Db
  beforeAll(async () => {
    ;({ db, dispose } = await database.open())
    app = await testApp(db, { trustProxy: parseTrustProxy('loopback') || false, rateLimit: { max: 3, loginMax: 3, timeWindow: '1 minute' } })
  }, 120_000)
  afterAll(async () => {
    await app?.close()
    await dispose?.()
  })

  test('a made-up first X-Forwarded-For entry per request does not reset the limit', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 5; i += 1) {
      // The client wrote "10.9.8.<i>"; the proxy appended the address it really saw.
      const response = await app.inject({ url: '/get/clientipaddress', headers: { 'x-forwarded-for': `10.9.8.${i}, 203.0.113.9` } })
      statuses.push(response.statusCode)
      if (response.statusCode === 200) expect(response.body.trim()).toBe('203.0.113.9')
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429])
  })

  test('two visitors behind the same proxy have their own limits', async () => {
    const response = await app.inject({ url: '/get/clientipaddress', headers: { 'x-forwarded-for': '198.51.100.4' } })
    expect(response.statusCode).toBe(200)
  })
})
