import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, test } from 'vitest'
import { appOnFreshDatabase, TEST_DATABASES, testApp } from './serverTestKit'
import { loadPortals } from '../../../content/portals'

// Expected answers are the snapshot files themselves (what data:pull must get back from the API).
function dataFile<T>(path: string): T {
  return JSON.parse(readFileSync(`data/${path}`, 'utf8')) as T
}

describe.each(TEST_DATABASES)('lead API utilities, lookups and headers on $name', (database) => {
  const api = appOnFreshDatabase(database)

  test('GET /healthz answers ok after a query, naming the database', async () => {
    const response = await api.app.inject({ url: '/healthz' })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ ok: true, db: database.name })
  })

  describe('redirects (docs/requirements/catalogue.md#filters): partner allow-list only', () => {
    test.each([
      // [path, portal origin, expected Location] - hosts from data/portals/*.json redirectAllowList and axa campaign links
      ['/externalredirect?url=https%3A%2F%2Fwww.rcbccredit.com%2Fcampaign%2Fapply', 'https://www.ecomparemo.com', 'https://www.rcbccredit.com/campaign/apply'],
      [
        '/extern/redirection-aub?url=https%3A%2F%2Fwww.aub.com.ph%2Fcampaign%2Fcredit-cards',
        'https://www.ecomparemo.com',
        'https://www.aub.com.ph/campaign/credit-cards',
      ],
      ['/extern/redirection-axa', 'https://www.ecomparemo.com', 'https://www.axa.com.ph/campaign/ecomparemo'],
      ['/extern/redirection-axa', 'https://www.cekaja.com', 'https://www.axa-mandiri.co.id/kampanye/cekaja'],
      ['/externalredirect?url=https%3A%2F%2Fwww.bankmega.com%2Fkampanye%2Fkta', 'https://www.cekaja.com', 'https://www.bankmega.com/kampanye/kta'],
    ])('%s from %s goes to %s', async (url, referer, location) => {
      const response = await api.app.inject({ url, headers: { referer: `${referer}/page` } })
      expect(response.statusCode).toBe(302)
      expect(response.headers.location).toBe(location)
    })

    test.each([
      ['/externalredirect?url=%2F%2Fevil.com', 'https://www.ecomparemo.com', 'This link cannot be opened'],
      ['/externalredirect?url=https%3A%2F%2Fevil.com%40www.aub.com.ph', 'https://www.ecomparemo.com', 'This link cannot be opened'],
      ['/extern/redirection-aub?url=https%3A%2F%2Fwww.aub.com.ph.evil.com%2F', 'https://www.ecomparemo.com', 'This link cannot be opened'],
      ['/externalredirect?url=javascript%3Aalert(1)', 'https://www.ecomparemo.com', 'This link cannot be opened'],
      ['/externalredirect?url=https%3A%2F%2Fwww.aub.com.ph%2F&url=https%3A%2F%2Fevil.com', 'https://www.ecomparemo.com', 'This link cannot be opened'],
      ['/externalredirect', 'https://www.ecomparemo.com', 'This link cannot be opened'],
      // AUB is an ECM partner: not on CKJ's list.
      ['/extern/redirection-aub?url=https%3A%2F%2Fwww.aub.com.ph%2F', 'https://www.cekaja.com', 'Tautan ini tidak dapat dibuka'],
    ])('%s from %s gets a 400 page in the portal language', async (url, referer, heading) => {
      const response = await api.app.inject({ url, headers: { referer: `${referer}/page` } })
      expect(response.statusCode).toBe(400)
      expect(response.headers.location).toBeUndefined()
      expect(response.headers['content-type']).toMatch(/^text\/html/)
      expect(response.body).toContain(`<h1>${heading}</h1>`)
    })
  })

  describe('GET /get/clientipaddress', () => {
    test('answers the connection address as plain text and ignores X-Forwarded-For by default', async () => {
      const response = await api.app.inject({ url: '/get/clientipaddress', remoteAddress: '198.51.100.7', headers: { 'x-forwarded-for': '203.0.113.9' } })
      expect(response.statusCode).toBe(200)
      expect(response.headers['content-type']).toMatch(/^text\/plain/)
      expect(response.headers['cache-control']).toBe('no-store')
      expect(response.body).toBe('198.51.100.7')
    })

    test('trusts X-Forwarded-For when built with trustProxy', async () => {
      const proxied = await testApp(api.db, { trustProxy: true })
      try {
        const response = await proxied.inject({ url: '/get/clientipaddress', remoteAddress: '10.0.0.2', headers: { 'x-forwarded-for': '203.0.113.9' } })
        expect(response.body).toBe('203.0.113.9')
      } finally {
        await proxied.close()
      }
    })

    test('with trustProxy naming the proxies, only their X-Forwarded-For is believed', async () => {
      const proxied = await testApp(api.db, { trustProxy: '10.0.0.0/8' })
      try {
        const viaProxy = await proxied.inject({ url: '/get/clientipaddress', remoteAddress: '10.0.0.2', headers: { 'x-forwarded-for': '203.0.113.9' } })
        expect(viaProxy.body).toBe('203.0.113.9')
        const direct = await proxied.inject({ url: '/get/clientipaddress', remoteAddress: '198.51.100.7', headers: { 'x-forwarded-for': '203.0.113.9' } })
        expect(direct.body).toBe('198.51.100.7')
      } finally {
        await proxied.close()
      }
    })
  })

  describe('lookups (docs/requirements/wire-contract.md#lookup-calls) and products, as data:pull reads them', () => {
    const cases: Array<[string, string]> = [
      ['/lookups/getprovince', 'lookups/ecm/provinces.json'],
      ['/lookups/getprovince?portal=CKJ', 'lookups/ckj/provinces.json'],
      ['/lookups/getregion?ProvinceId=32&portal=CKJ', 'lookups/ckj/regions.json#32'],
      ['/lookups/getregion?provinceid=1400100000', 'lookups/ecm/regions.json#1400100000'],
      ['/lookups/getEmploymentType', 'lookups/ecm/employmentTypes.json#general'],
      ['/lookups/getCLOEmploymentType?portal=CKJ', 'lookups/ckj/employmentTypes.json#1'],
      ['/lookups/getCCEmploymentType', 'lookups/ecm/employmentTypes.json#2'],
      ['/lookups/getHLOEmploymentType', 'lookups/ecm/employmentTypes.json#6'],
      ['/lookups/getVLOEmploymentType?portal=ckj', 'lookups/ckj/employmentTypes.json#7'],
      ['/lookups/getmotvehiclemanufacturer', 'lookups/ecm/vehicles.json#makes'],
      ['/lookups/getmotyearbymanufacturerid?vehiclemanufacturerid=1', 'lookups/ecm/vehicles.json#years.1'],
      ['/lookups/getmotyear?vehicleManufacturerId=1&portal=CKJ', 'lookups/ckj/vehicles.json#years.1'],
      ['/lookups/getmotvehiclemodel?year=2024&vehiclemanufacturerid=1', 'lookups/ecm/vehicles.json#models.1:2024'],
      ['/LOOKUPS/GETPROVINCE', 'lookups/ecm/provinces.json'],
    ]
    test.each(cases)('%s answers %s', async (url, source) => {
      const [file = '', pointer] = source.split('#')
      let expected: unknown = dataFile(file)
      if (pointer) {
        const [first = '', second] = pointer.split(/\.(.*)/)
        expected = (expected as Record<string, unknown>)[first]
        if (second) expected = (expected as Record<string, unknown>)[second]
      }
      expect(expected).toBeDefined()
      const response = await api.app.inject({ url })
      expect(response.statusCode).toBe(200)
      expect(response.json()).toEqual(expected)
    })

    test('a province without regions gives an empty list', async () => {
      const response = await api.app.inject({ url: '/lookups/getregion?ProvinceId=999999' })
      expect(response.statusCode).toBe(200)
      expect(response.json()).toEqual([])
    })

    test.each([
      '/lookups/getregion',
      '/lookups/getregion?ProvinceId=1%27%20OR%201%3D1',
      '/lookups/getmotyear?vehicleManufacturerId=abc',
      '/lookups/getmotvehiclemodel?year=24&vehiclemanufacturerid=1',
      '/lookups/getprovince?portal=XYZ',
      '/api/products?portal=',
    ])('%s is a 400', async (url) => {
      expect((await api.app.inject({ url })).statusCode).toBe(400)
    })

    test("a portal that is not in the registry is refused in words that name the registry's portals, however many", async () => {
      const response = await api.app.inject({ url: '/lookups/getprovince?portal=XYZ' })
      const codes = loadPortals('data').map((portal) => portal.code)
      expect(response.json()).toEqual({ error: `The portal must be one of ${codes.join(', ')}.` })
    })

    test.each([
      ['ECM', 'ecm'],
      ['CKJ', 'ckj'],
    ])('GET /api/products?portal=%s answers every card of data/products/%s in the config order of verticals', async (code, folder) => {
      const portal = dataFile<{ verticals: Array<{ key: string }> }>(`portals/${folder}.json`)
      const present = new Set(readdirSync(`data/products/${folder}`))
      const expected = portal.verticals.flatMap((vertical) =>
        present.has(`${vertical.key}.json`) ? dataFile<unknown[]>(`products/${folder}/${vertical.key}.json`) : [],
      )
      const response = await api.app.inject({ url: `/api/products?portal=${code}` })
      expect(response.statusCode).toBe(200)
      expect(response.json()).toEqual({ products: expected })
    })
  })

  describe('CORS, security headers, limits', () => {
    test.each(['https://www.ecomparemo.com', 'https://www.cekaja.com', 'http://127.0.0.1:4100', 'http://127.0.0.1:4200'])(
      'the portal origin %s may read answers with credentials',
      async (origin) => {
        const response = await api.app.inject({ url: '/Account/GetLoggedInClaims', headers: { origin } })
        expect(response.headers['access-control-allow-origin']).toBe(origin)
        expect(response.headers['access-control-allow-credentials']).toBe('true')
      },
    )

    test.each(['https://evil.com', 'https://www.ecomparemo.com.evil.com', 'http://www.ecomparemo.com', 'null'])(
      'the origin %s gets no CORS header',
      async (origin) => {
        const response = await api.app.inject({ url: '/Account/GetLoggedInClaims', headers: { origin } })
        expect(response.headers['access-control-allow-origin']).toBeUndefined()
      },
    )

    test('a preflight from a portal origin allows the POST', async () => {
      const response = await api.app.inject({
        method: 'OPTIONS',
        url: '/api/CallSchedules/AddCallSchedule',
        headers: { origin: 'https://www.cekaja.com', 'access-control-request-method': 'POST' },
      })
      expect(response.statusCode).toBe(204)
      expect(response.headers['access-control-allow-origin']).toBe('https://www.cekaja.com')
      expect(String(response.headers['access-control-allow-methods'])).toContain('POST')
    })

    test('answers carry security headers', async () => {
      const response = await api.app.inject({ url: '/healthz' })
      expect(response.headers['x-content-type-options']).toBe('nosniff')
      expect(response.headers['content-security-policy']).toContain("default-src 'none'")
      expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'")
      expect(response.headers['strict-transport-security']).toMatch(/max-age=\d+/)
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
    })

    test('an unknown path is a JSON 404 in the portal language', async () => {
      const response = await api.app.inject({ url: '/api/nothing-here', headers: { origin: 'https://www.cekaja.com' } })
      expect(response.statusCode).toBe(404)
      expect(response.json<{ error: string }>().error).toBe('Halaman atau alamat yang Anda cari tidak ditemukan.')
    })

    test('past the per-IP rate limit a client gets 429, another client does not, and /healthz stays up', async () => {
      const limited = await testApp(api.db, { rateLimit: { max: 3, timeWindow: '1 minute' } })
      try {
        const statuses: number[] = []
        for (let i = 0; i < 4; i += 1) statuses.push((await limited.inject({ url: '/lookups/getprovince', remoteAddress: '198.51.100.1' })).statusCode)
        expect(statuses).toEqual([200, 200, 200, 429])
        const other = await limited.inject({ url: '/lookups/getprovince', remoteAddress: '198.51.100.2' })
        expect(other.statusCode).toBe(200)
        const health = await limited.inject({ url: '/healthz', remoteAddress: '198.51.100.1' })
        expect(health.statusCode).toBe(200)
        const refused = await limited.inject({ url: '/lookups/getprovince', remoteAddress: '198.51.100.1' })
        expect(refused.json<{ error: string }>().error).toBe('Too many requests from your connection. Please wait a minute and try again.')
      } finally {
        await limited.close()
      }
    })
  })
})
