import { Writable } from 'node:stream'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createUser } from '../../../server/createUser'
import type { Db } from '../../../server/db/db'
import { formEncoded, leadBody, TEST_DATABASES, testApp } from './serverTestKit'

describe.each(TEST_DATABASES)('structured logs on $name', (database) => {
  let app: FastifyInstance
  let db: Db
  let dispose: () => Promise<void>
  const lines: string[] = []
  beforeAll(async () => {
    ;({ db, dispose } = await database.open())
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(
          ...chunk
            .toString('utf8')
            .split('\n')
            .filter((line) => line !== ''),
        )
        done()
      },
    })
    app = await testApp(db, { logger: { level: 'info', stream } })
    await createUser(db, 'logged.user@example.com', 'a long enough password')
  }, 120_000)
  afterAll(async () => {
    await app?.close()
    await dispose?.()
  }, 60_000)

  test('are JSON lines that name lead ids but never a name, e-mail, phone, IP address, query string or password', async () => {
    const body = await leadBody('ECM', { firstName: 'Rosalinda', lastName: 'Villanueva', email: 'rosalinda.v@example.com', mobilePhoneNumber: '09998887777' })
    const lead = await app.inject({ method: 'POST', url: '/api/CallSchedules/AddCallSchedule', remoteAddress: '198.51.100.77', ...formEncoded(body) })
    const leadId = lead.json<{ leadId: string }>().leadId
    await app.inject({ method: 'POST', url: '/api/CallSchedules/AddCallSchedule', ...formEncoded({ ...body, Email: 'broken-rosalinda' }) })
    await app.inject({ url: '/sendy/subscribe?list=ecm-cc&name=Rosalinda&email=rosalinda.v%40example.com' })
    await app.inject({ method: 'POST', url: '/Account/Login', ...formEncoded({ email: 'logged.user@example.com', password: 'a wrong secret password' }) })
    const text = lines.join('\n')
    for (const line of lines) expect(() => JSON.parse(line)).not.toThrow()
    expect(text).toContain(`"leadId":"${leadId}"`)
    for (const secret of [
      'Rosalinda',
      'Villanueva',
      'rosalinda',
      '09998887777',
      '198.51.100.77',
      '203.177.12.34',
      'logged.user',
      'a wrong secret password',
      'email=',
    ]) {
      expect(text, secret).not.toContain(secret)
    }
  })
})
