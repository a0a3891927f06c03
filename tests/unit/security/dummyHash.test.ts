import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import type { FastifyInstance } from 'fastify'
import type { Db } from '../../../server/db/db'
import { formEncoded, TEST_DATABASES, testApp } from '../server/serverTestKit'

// docs/security.md, "Login": the hash an unknown account's password is checked against is made when
// the API starts, so the first unknown login costs no more than any other (it took 648 ms against
// 54-380 ms when made then).
const hashes = vi.hoisted(() => ({ count: 0 }))
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@node-rs/argon2')>()
  return {
    ...actual,
    hash: (...args: Parameters<typeof actual.hash>) => {
      hashes.count += 1
      return actual.hash(...args)
    },
  }
})

describe('the dummy password hash', () => {
  let db: Db
  let dispose: () => Promise<void>
  let app: FastifyInstance
  beforeAll(async () => {
    ;({ db, dispose } = await TEST_DATABASES[0]!.open())
  }, 120_000)
  afterAll(async () => {
    await app?.close()
    await dispose?.()
  })

  test('is made when the API starts, not at the first login of an unknown account', async () => {
    expect(hashes.count).toBe(0)
    app = await testApp(db)
    expect(hashes.count).toBe(1)
    const response = await app.inject({
      method: 'POST',
      url: '/Account/Login',
      ...formEncoded({ email: 'nobody@example.com', password: 'whatever it may be' }),
    })
    expect(response.statusCode).toBe(401)
    expect(hashes.count).toBe(1)
  })
})
