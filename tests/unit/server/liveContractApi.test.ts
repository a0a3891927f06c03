// The lead API as a faithful stand-in for the live one (docs/requirements/wire-contract.md): every request
// body of tests/fixtures/contract, exactly as the live API receives it (no Portal, IdempotencyKey or
// ConsentVersion of ours), is accepted and stored as received, and read back from the database.
import { describe, expect, test } from 'vitest'
import { ARRIVAL_FIXTURES, LEAD_FIXTURES, NEWSLETTER_FIXTURES } from '../contract/contractFixtures'
import { appOnFreshDatabase, formEncoded, TEST_DATABASES } from './serverTestKit'

const PATH = '/api/CallSchedules/AddCallSchedule'
const SITE = { ECM: 'https://www.ecomparemo.com', CKJ: 'https://www.cekaja.com' } as const

interface LeadRow {
  portal: string
  idempotency_key: string | null
  consent_version: string | null
  consent_status: string
  first_name: string
  middle_name: string | null
  affiliate_guid: string | null
  start_date: Date | null
  payload: Record<string, string>
}

describe.each(TEST_DATABASES)('live-shaped requests on $name', (database) => {
  const api = appOnFreshDatabase(database)

  const leadsOf = async (email: string) =>
    (
      await api.db.query<LeadRow>(
        'SELECT portal, idempotency_key, consent_version, consent_status, first_name, middle_name, affiliate_guid, start_date, payload FROM leads WHERE email = $1 ORDER BY id',
        [email],
      )
    ).rows

  // Each fixture names its portal one way the live API's callers do: by Origin, by Referer, or only by its FormUrl.
  const how = ['origin', 'referer', 'formUrl'] as const
  test.each(LEAD_FIXTURES.map((fixture, index) => [fixture.file, fixture, how[index % how.length]!] as const))(
    '%s is stored as received, its portal from the %s, consent "not recorded"',
    async (_file, fixture, by) => {
      const headers: Record<string, string> =
        by === 'origin' ? { origin: SITE[fixture.portal] } : by === 'referer' ? { referer: fixture.body.FormUrl ?? '' } : {}
      const request = formEncoded(fixture.body)
      const response = await api.app.inject({ method: 'POST', url: PATH, payload: request.payload, headers: { ...request.headers, ...headers } })
      expect(response.statusCode).toBe(200)
      const rows = await leadsOf(fixture.body.Email ?? '')
      expect(rows).toHaveLength(1)
      const row = rows[0]!
      expect(row).toMatchObject({
        portal: fixture.portal,
        idempotency_key: null,
        consent_version: null,
        consent_status: 'not recorded',
        first_name: fixture.body.FirstName,
        middle_name: fixture.body.MiddleName === '' ? null : fixture.body.MiddleName,
        affiliate_guid: fixture.body.AffiliateGuid === '' ? null : fixture.body.AffiliateGuid,
      })
      expect(row.start_date?.toISOString().replace('.000Z', 'Z')).toBe(fixture.body.StartDate)
      expect(row.payload).toEqual(fixture.body)
    },
  )

  test('without a key there is no deduplication: the same live-shaped lead twice is two leads', async () => {
    const fixture = LEAD_FIXTURES[0]!
    const body = { ...fixture.body, Email: 'twice.live@example.com' }
    for (let i = 0; i < 2; i += 1) {
      const response = await api.app.inject({
        method: 'POST',
        url: PATH,
        ...formEncoded(body),
        headers: { ...formEncoded(body).headers, origin: SITE[fixture.portal] },
      })
      expect(response.statusCode).toBe(200)
    }
    expect(await leadsOf('twice.live@example.com')).toHaveLength(2)
  })

  test('a consent version the portal never published is stored and marked, as the live API would accept it', async () => {
    const fixture = LEAD_FIXTURES.find((item) => item.portal === 'CKJ')!
    const body = { ...fixture.body, Email: 'unknown.version@example.co.id', ConsentVersion: 'ckj-made-up-1999' }
    const response = await api.app.inject({ method: 'POST', url: PATH, ...formEncoded(body), headers: { ...formEncoded(body).headers, origin: SITE.CKJ } })
    expect(response.statusCode).toBe(200)
    expect((await leadsOf('unknown.version@example.co.id'))[0]).toMatchObject({
      portal: 'CKJ',
      consent_version: 'ckj-made-up-1999',
      consent_status: 'unknown version',
    })
  })

  test.each(NEWSLETTER_FIXTURES.map((fixture) => [fixture.file, fixture] as const))('%s is stored for its portal, from the Origin', async (_file, fixture) => {
    const request = formEncoded(fixture.body)
    const response = await api.app.inject({
      method: 'POST',
      url: `/api/${fixture.service}/subscribe`,
      payload: request.payload,
      headers: { ...request.headers, origin: SITE[fixture.portal] },
    })
    expect(response.statusCode).toBe(200)
    const { rows } = await api.db.query<{ portal: string; list: string; payload: Record<string, string> }>(
      'SELECT portal, list, payload FROM subscriptions WHERE email = $1',
      [fixture.body.Email ?? ''],
    )
    expect(rows).toEqual([{ portal: fixture.portal, list: fixture.body.List, payload: fixture.body }])
  })

  test.each(ARRIVAL_FIXTURES.map((fixture) => [fixture.file, fixture] as const))('%s is stored for its portal, from the Referer', async (_file, fixture) => {
    const response = await api.app.inject({ method: 'GET', url: fixture.request, headers: { referer: fixture.page } })
    expect(response.statusCode).toBe(200)
    const query = new URL(fixture.request, 'https://x.test').searchParams
    const { rows } = await api.db.query<{ portal: string; list: string; name: string }>('SELECT portal, list, name FROM subscriptions WHERE email = $1', [
      query.get('email'),
    ])
    expect(rows).toEqual([{ portal: fixture.portal, list: query.get('list'), name: query.get('name') }])
  })
})
