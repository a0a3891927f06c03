import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import type { FastifyInstance } from 'fastify'
import type { Db } from '../../../server/db/db'

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
  let kit: typeof import('../server/serverTestKit')
  beforeAll(async () => {
    // The unit-forks files share their worker's modules (docs/testing.md): an earlier file may have
    // made the hash already. This file's modules start afresh, with the mocked argon2 above.
    vi.resetModules()
    kit = await import('../server/serverTestKit')
    ;({ db, dispose } = await kit.TEST_DATABASES[0]!.open())
  }, 120_000)
  afterAll(async () => {
    await app?.close()
    await dispose?.()
  })

  test('is made when the API starts, not at the first login of an unknown account', async () => {
    expect(hashes.count).toBe(0)
    app = await kit.testApp(db)
    expect(hashes.count).toBe(1)
    const response = await app.inject({
      method: 'POST',
      url: '/Account/Login',
      ...kit.formEncoded({ email: 'nobody@example.com', password: 'whatever it may be' }),
    })
    expect(response.statusCode).toBe(401)
    expect(hashes.count).toBe(1)
  })
})
