import { randomUUID } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createLeadSchema } from '../../../domain/leads/leadPayload'
import type { Db } from '../../../server/db/db'
import { storeLead } from '../../../server/leads/storeLead'
import { keyedDigest } from '../../../server/security/serverSecret'
import { formEncoded, leadBody, TEST_DATABASES, testApp, testSnapshot } from '../server/serverTestKit'

// docs/security.md "Limits" and docs/decisions/056-lead-limits-in-the-database.md: a portal stores at
// most LEAD_LIMIT_PER_ADDRESS leads an hour from one client network and LEAD_LIMIT_PER_MOBILE for one
// mobile number, counted in the database, so leads sent together, a restart and a second API process
// on the same database leave the limit whole. A repeat of a stored lead still gets its first answer.

const PATH = '/api/CallSchedules/AddCallSchedule'
const SECRET = 'a-test-server-secret-of-enough-characters-0123456789'
const LIMITS = { perAddress: 3, perMobile: 2 }
const SETTINGS = { trustProxy: 'loopback', serverSecret: SECRET, leadLimits: LIMITS } as const

/** A different valid mobile number of the portal for each `n` (ECM 0917…, CKJ 0812…). */
const mobileOf = (code: 'ECM' | 'CKJ', n: number) => (code === 'ECM' ? `0917${String(n).padStart(7, '0')}` : `0812${String(n).padStart(8, '0')}`)

let mobiles = 0
/** A lead of `code` from `from` (X-Forwarded-For, believed from loopback), with a mobile number of its own unless one is given. */
async function post(app: FastifyInstance, code: 'ECM' | 'CKJ', from: string, mobilePhoneNumber = mobileOf(code, (mobiles += 1)), key = randomUUID()) {
  const body = await leadBody(code, { mobilePhoneNumber }, key)
  const form = formEncoded(body)
  const response = await app.inject({ method: 'POST', url: PATH, payload: form.payload, headers: { ...form.headers, 'x-forwarded-for': from } })
  return { response, body }
}

const statuses = (answers: readonly { response: { statusCode: number } }[]) => answers.map((answer) => answer.response.statusCode)

describe.each(TEST_DATABASES)('lead limits on $name', (database) => {
  let db: Db
  let dispose: () => Promise<void>
  let app: FastifyInstance
  const others: FastifyInstance[] = []
  beforeAll(async () => {
    ;({ db, dispose } = await database.open())
    app = await testApp(db, SETTINGS)
  }, 120_000)
  afterAll(async () => {
    for (const other of others) await other.close()
    await app?.close()
    await dispose?.()
  }, 60_000)
  const count = async (sql: string, params: string[]) => (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM leads WHERE ${sql}`, params)).rows[0]!.n

  test('per client network: 3 leads an hour, then 429 with Retry-After and the wait in the portal language; nothing more stored, another address not held back', async () => {
    const answers = []
    for (let i = 0; i < 5; i += 1) answers.push(await post(app, 'ECM', '203.0.113.10'))
    expect(statuses(answers)).toEqual([200, 200, 200, 429, 429])
    const refused = answers[3]!.response
    expect(refused.json()).toEqual({ error: 'We have received many requests from your connection in the last hour. Please try again in 60 minutes.' })
    const retryAfter = Number(refused.headers['retry-after'])
    expect(retryAfter).toBeGreaterThan(3500)
    expect(retryAfter).toBeLessThanOrEqual(3600)
    expect(refused.headers['cache-control']).toBe('no-store')
    expect(await count('client_digest = $1', [keyedDigest(SECRET, 'lead-client', '203.0.113.10')])).toBe(3)
    // Not a refused lead's key: its own post later is a new lead, not a repeat.
    expect(await count('idempotency_key = $1', [answers[3]!.body.IdempotencyKey!])).toBe(0)
    expect((await post(app, 'ECM', '203.0.113.11')).response.statusCode).toBe(200)
    // The other portal counts its own leads: the same address may still send CKJ's, answered in Indonesian when refused.
    const ckj = []
    for (let i = 0; i < 4; i += 1) ckj.push(await post(app, 'CKJ', '203.0.113.10'))
    expect(statuses(ckj)).toEqual([200, 200, 200, 429])
    expect(ckj[3]!.response.json()).toEqual({
      error: 'Kami menerima banyak pengajuan dari koneksi Anda dalam satu jam terakhir. Silakan coba lagi dalam 60 menit.',
    })
  })

  test('leads sent together from one address: exactly the limit is stored, whatever arrives at once', async () => {
    const answers = await Promise.all(Array.from({ length: 12 }, () => post(app, 'ECM', '198.51.100.20')))
    expect(statuses(answers).filter((status) => status === 200)).toHaveLength(LIMITS.perAddress)
    expect(statuses(answers).filter((status) => status === 429)).toHaveLength(12 - LIMITS.perAddress)
    expect(await count('client_digest = $1', [keyedDigest(SECRET, 'lead-client', '198.51.100.20')])).toBe(LIMITS.perAddress)
  })

  test('per mobile number, however it is typed and from whatever address: 2 an hour, then 429 saying the number was received', async () => {
    const typed = ['0917 555 0101', '+63 917 555 0101', '+63-917-555-0101', '09175550101']
    const answers = []
    for (const [i, number] of typed.entries()) answers.push(await post(app, 'ECM', `192.0.2.${i + 1}`, number))
    expect(statuses(answers)).toEqual([200, 200, 429, 429])
    expect(answers[2]!.response.json()).toEqual({
      error:
        'We have already received several requests with this mobile number in the last hour, and our partner will call you. If you need to send another one, please try again in 60 minutes.',
    })
    expect(Number(answers[2]!.response.headers['retry-after'])).toBeGreaterThan(3500)
    expect(await count('mobile_national = $1', ['09175550101'])).toBe(2)
    const ckj = []
    for (const [i, number] of ['0812 5550 0101', '+62 812 5550 0101', '081255500101'].entries()) ckj.push(await post(app, 'CKJ', `192.0.2.${i + 1}`, number))
    expect(statuses(ckj)).toEqual([200, 200, 429])
    expect(ckj[2]!.response.json().error).toBe(
      'Kami sudah menerima beberapa pengajuan dengan nomor ponsel ini dalam satu jam terakhir, dan mitra kami akan segera menghubungi Anda. Jika ingin mengirim pengajuan lain, silakan coba lagi dalam 60 menit.',
    )
  })

  test('a retry of a stored lead gets its first answer once the limit is reached; a new lead does not get in', async () => {
    const first = []
    for (let i = 0; i < LIMITS.perAddress; i += 1) first.push(await post(app, 'CKJ', '198.51.100.30'))
    expect(statuses(first)).toEqual([200, 200, 200])
    const stored = first[0]!
    const form = formEncoded(stored.body)
    const retry = await app.inject({ method: 'POST', url: PATH, payload: form.payload, headers: { ...form.headers, 'x-forwarded-for': '198.51.100.30' } })
    expect(retry.statusCode).toBe(200)
    expect(retry.json()).toEqual(stored.response.json())
    // The same key with other answers is still a conflict, not a limit.
    const changed = formEncoded({ ...stored.body, FirstName: 'Dewi' })
    expect(
      (await app.inject({ method: 'POST', url: PATH, payload: changed.payload, headers: { ...changed.headers, 'x-forwarded-for': '198.51.100.30' } }))
        .statusCode,
    ).toBe(409)
    expect((await post(app, 'CKJ', '198.51.100.30')).response.statusCode).toBe(429)
  })

  test('a lead posted several times at once for the last place: every post gets the one answer, none is refused', async () => {
    for (let i = 0; i < LIMITS.perAddress - 1; i += 1) expect((await post(app, 'ECM', '198.51.100.35')).response.statusCode).toBe(200)
    const body = await leadBody('ECM', { mobilePhoneNumber: mobileOf('ECM', 777) })
    const form = formEncoded(body)
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        app.inject({ method: 'POST', url: PATH, payload: form.payload, headers: { ...form.headers, 'x-forwarded-for': '198.51.100.35' } }),
      ),
    )
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array<number>(8).fill(200))
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1)
    expect(await count('idempotency_key = $1', [body.IdempotencyKey!])).toBe(1)
  })

  // PostgreSQL only: PGlite has one connection, so two posts never wait on each other's locks there. The
  // test is not declared for PGlite at all (a skipped test would be reported as one).
  if (database.name === 'postgres')
    test('a repeat that arrives while its first post is committing the last place gets the first answer, not a refusal', async () => {
      const from = '198.51.100.36'
      for (let i = 0; i < LIMITS.perAddress - 1; i += 1) expect((await post(app, 'CKJ', from)).response.statusCode).toBe(200)
      const data = await testSnapshot()
      const body = await leadBody('CKJ', { mobilePhoneNumber: '0812 3456 0036' })
      const lead = v.parse(createLeadSchema(data.ckj!.portal), body)
      // The first post, held between its insert and its commit.
      let reached!: () => void
      let release!: () => void
      const inserted = new Promise<void>((resolve) => (reached = resolve))
      const gate = new Promise<void>((resolve) => (release = resolve))
      const held: Db = {
        ...db,
        transaction: (fn) =>
          db.transaction(async (tx) => {
            const result = await fn(tx)
            reached()
            await gate
            return result
          }),
      }
      const sender = { clientDigest: keyedDigest(SECRET, 'lead-client', from), mobile: '081234560036' }
      const first = storeLead(held, 'CKJ', lead, body, 'recorded', sender, { ...LIMITS, windowMs: 3_600_000 })
      await inserted
      // The repeat waits for the first post's locks ...
      const form = formEncoded(body)
      const repeat = app.inject({ method: 'POST', url: PATH, payload: form.payload, headers: { ...form.headers, 'x-forwarded-for': from } })
      await expect
        .poll(
          async () =>
            (
              await db.query<{ n: number }>(
                "SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'advisory' AND NOT granted AND database = (SELECT oid FROM pg_database WHERE datname = current_database())",
              )
            ).rows[0]!.n,
          {
            timeout: 10_000,
          },
        )
        .toBeGreaterThan(0)
      // ... which it gets once the first has committed the third lead of the address: it is its repeat.
      release()
      const stored = await first
      expect(stored).toMatchObject({ outcome: 'stored', created: true })
      const answer = await repeat
      expect(answer.statusCode).toBe(200)
      expect(answer.json()).toEqual({ ok: true, leadId: (stored as { leadId: string }).leadId })
    })

  test('a lead in the live contract shape (no IdempotencyKey) counts like any other', async () => {
    const answers = []
    for (let i = 0; i < 4; i += 1) {
      const body = await leadBody('ECM', { mobilePhoneNumber: mobileOf('ECM', 900 + i) })
      delete body.IdempotencyKey
      const form = formEncoded(body)
      answers.push({
        response: await app.inject({ method: 'POST', url: PATH, payload: form.payload, headers: { ...form.headers, 'x-forwarded-for': '198.51.100.40' } }),
      })
    }
    expect(statuses(answers)).toEqual([200, 200, 200, 429])
  })

  test('the addresses of one IPv6 /64 share one limit; the row keeps a keyed digest of the network, never the address', async () => {
    const answers = []
    for (let i = 0; i < 4; i += 1) answers.push(await post(app, 'ECM', `2001:db8:50:7:${i + 1}::${i + 9}`))
    expect(statuses(answers)).toEqual([200, 200, 200, 429])
    expect((await post(app, 'ECM', '2001:db8:50:8::1')).response.statusCode).toBe(200)
    const { rows } = await db.query<{ client_digest: string; mobile_national: string }>(
      'SELECT client_digest, mobile_national FROM leads WHERE idempotency_key = $1',
      [answers[0]!.body.IdempotencyKey!],
    )
    expect(rows).toEqual([{ client_digest: keyedDigest(SECRET, 'lead-client', '2001:db8:50:7::/64'), mobile_national: answers[0]!.body.MobilePhoneNumber }])
    expect(JSON.stringify(rows)).not.toContain('2001:db8')
  })

  test('an hour later the address may send again: only the last hour counts', async () => {
    for (let i = 0; i < LIMITS.perAddress; i += 1) expect((await post(app, 'ECM', '198.51.100.50')).response.statusCode).toBe(200)
    expect((await post(app, 'ECM', '198.51.100.50')).response.statusCode).toBe(429)
    await db.query("UPDATE leads SET received_at = received_at - interval '61 minutes' WHERE client_digest = $1", [
      keyedDigest(SECRET, 'lead-client', '198.51.100.50'),
    ])
    expect((await post(app, 'ECM', '198.51.100.50')).response.statusCode).toBe(200)
  })

  test('kept in the database: a restarted API and a second API process on the same database refuse as the first would, even all sending at once', async () => {
    for (let i = 0; i < LIMITS.perAddress; i += 1) expect((await post(app, 'CKJ', '198.51.100.60')).response.statusCode).toBe(200)
    const restarted = await testApp(db, SETTINGS)
    others.push(restarted)
    expect((await post(restarted, 'CKJ', '198.51.100.60')).response.statusCode).toBe(429)
    // Two processes at once, each a third of the leads of a new address.
    const second = await testApp(db, SETTINGS)
    others.push(second)
    const together = await Promise.all(Array.from({ length: 9 }, (_, i) => post([app, restarted, second][i % 3]!, 'CKJ', '198.51.100.61')))
    expect(statuses(together).filter((status) => status === 200)).toHaveLength(LIMITS.perAddress)
    expect(await count('client_digest = $1', [keyedDigest(SECRET, 'lead-client', '198.51.100.61')])).toBe(LIMITS.perAddress)
  })
})

describe('the default lead limits', () => {
  let dispose: () => Promise<void>
  let app: FastifyInstance
  beforeAll(async () => {
    const opened = await TEST_DATABASES[0]!.open()
    dispose = opened.dispose
    // buildApp's own defaults (10 per address, 5 per mobile), not the test kit's out-of-reach ones.
    app = await testApp(opened.db, { trustProxy: 'loopback', leadLimits: {} })
  }, 120_000)
  afterAll(async () => {
    await app?.close()
    await dispose?.()
  })

  test('10 leads an hour per address and 5 per mobile number', async () => {
    const byAddress = []
    for (let i = 0; i < 11; i += 1) byAddress.push(await post(app, 'ECM', '203.0.113.90'))
    expect(statuses(byAddress)).toEqual([...Array<number>(10).fill(200), 429])
    const byMobile = []
    for (let i = 0; i < 6; i += 1) byMobile.push(await post(app, 'ECM', `203.0.113.${100 + i}`, '0917 777 0000'))
    expect(statuses(byMobile)).toEqual([...Array<number>(5).fill(200), 429])
  })
})
