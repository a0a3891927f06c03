import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import type { Db } from '../../../server/db/db'
import { sharedPageUrl } from '../../../domain/sharedPages'
import { createShareCounts, shareUpstreamFromEnv } from '../../../server/share/shareCounts'
import { TEST_DATABASES, testApp, testSnapshot } from './serverTestKit'

// docs/api.md "GET /api/share-count" and docs/security.md "Share counts": the pages ask the lead API
// for Facebook's count of one of our pages; the API asks the Graph API with the token it alone holds
// (SHARE_COUNT_TOKEN), keeps the count for a while, refuses any address that is not our portals'
// page, and answers { count: null } when the upstream fails. The upstream here is a fake on 127.0.0.1.

const TOKEN = 'app-id|share-secret-0f9e8d7c'
const PAGES = { ECM: 'https://www.ecomparemo.com/guides', CKJ: 'https://www.cekaja.com/panduan' } as const

interface Asked {
  path: string
  query: URLSearchParams
}

/** A Graph API double: a count per page; while `mode` says so, HTTP 500 (broken) or not JSON (garbage). */
async function fakeGraph(): Promise<{ server: Server; url: string; asked: Asked[]; mode: 'ok' | 'broken' | 'garbage' }> {
  const asked: Asked[] = []
  const graph = { server: createServer(), url: '', asked, mode: 'ok' as 'ok' | 'broken' | 'garbage' }
  graph.server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1')
    asked.push({ path: url.pathname, query: url.searchParams })
    const page = url.searchParams.get('id') ?? ''
    if (graph.mode === 'broken') return void response.writeHead(500).end('{"error":{"message":"boom"}}')
    if (graph.mode === 'garbage') return void response.writeHead(200, { 'content-type': 'text/html' }).end('<html>')
    const count = page.startsWith('https://www.cekaja.com') ? 87 : 1234
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ engagement: { share_count: count }, id: page }))
  })
  await new Promise<void>((resolve) => graph.server.listen(0, '127.0.0.1', resolve))
  graph.url = `http://127.0.0.1:${(graph.server.address() as AddressInfo).port}/`
  return graph
}

/** A port nothing listens on: an upstream that is down. */
async function closedPort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return port
}

const ask = (app: FastifyInstance, page: string, headers: Record<string, string> = {}) =>
  app.inject({ url: `/api/share-count?${new URLSearchParams({ url: page }).toString()}`, headers })

describe('GET /api/share-count through the lead API', () => {
  const database = TEST_DATABASES[0]!
  let db: Db
  let dispose: () => Promise<void>
  let graph: Awaited<ReturnType<typeof fakeGraph>>
  let app: FastifyInstance
  const apps: FastifyInstance[] = []
  const appWith = async (overrides: Parameters<typeof testApp>[1]) => {
    const made = await testApp(db, overrides)
    apps.push(made)
    return made
  }

  beforeAll(async () => {
    ;({ db, dispose } = await database.open())
    graph = await fakeGraph()
    app = await appWith({ shareCount: { token: TOKEN, upstream: graph.url } })
  }, 120_000)
  afterAll(async () => {
    for (const made of apps) await made.close()
    await new Promise<void>((resolve) => graph.server.close(() => resolve()))
    await dispose()
  }, 60_000)
  beforeEach(() => {
    graph.asked.length = 0
    graph.mode = 'ok'
  })

  test.each(Object.entries(PAGES))('%s: the count of the page, asked upstream with the token, which never comes back', async (_code, page) => {
    const response = await ask(app, page)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ count: page.includes('cekaja') ? 87 : 1234 })
    expect(graph.asked).toHaveLength(1)
    expect(graph.asked[0]?.query.get('access_token')).toBe(TOKEN)
    expect(graph.asked[0]?.query.get('id')).toBe(page)
    expect(graph.asked[0]?.query.get('fields')).toBe('engagement')
    expect(response.body).not.toContain('share-secret')
    expect(JSON.stringify(response.headers)).not.toContain('share-secret')
    // Kept for a while: the next visitors are answered without asking again.
    const again = await ask(app, page)
    expect(again.json()).toEqual(response.json())
    expect(graph.asked).toHaveLength(1)
  })

  test.each([
    ['another site', 'https://evil.example/guides'],
    ['our host over http', 'http://www.ecomparemo.com/guides'],
    ['a look-alike host', 'https://www.ecomparemo.com.evil.example/guides'],
    ['credentials in the address', 'https://user:pw@www.ecomparemo.com/guides'],
    ['a query string', 'https://www.cekaja.com/panduan?utm_source=x'],
    ['a fragment', 'https://www.cekaja.com/panduan#share'],
    ['a path the parser would tidy', 'https://www.cekaja.com/a/../panduan'],
    ['a script address', 'javascript:alert(1)'],
    ['not an address', 'guides'],
    ['an empty value', ''],
    ['a very long path', `https://www.ecomparemo.com/${'a'.repeat(500)}`],
    // Only the pages that show a share count (domain/sharedPages.ts: the guides page) are ever asked.
    ['a page of ours without a share count', 'https://www.ecomparemo.com/credit-cards'],
    ['the home page', 'https://www.cekaja.com/'],
    ['a path the site does not have', 'https://www.ecomparemo.com/no-such-page'],
    ['the guides page of the other portal', 'https://www.ecomparemo.com/panduan'],
    ['a path below the guides page', 'https://www.ecomparemo.com/guides/x'],
    ['the guides page with a trailing slash', 'https://www.cekaja.com/panduan/'],
  ])('%s is refused with 400 and never asked upstream', async (_name, page) => {
    const response = await ask(app, page)
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ error: 'Share counts are given only for the pages of our own sites.' })
    expect(graph.asked).toHaveLength(0)
  })

  test('no url parameter at all: 400 in the language of the page asking (CKJ: Indonesian)', async () => {
    const response = await app.inject({ url: '/api/share-count', headers: { referer: 'https://www.cekaja.com/panduan' } })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ error: 'Jumlah pembagian hanya tersedia untuk halaman situs kami sendiri.' })
  })

  test.each([
    ['answers HTTP 500', 'broken', PAGES.ECM],
    ['answers something that is not JSON', 'garbage', PAGES.CKJ],
  ] as const)('an upstream that %s: 200 { count: null }, not a 5xx', async (_name, mode, page) => {
    // An API of its own, whose cache has not kept the counts asked above.
    const fresh = await appWith({ shareCount: { token: TOKEN, upstream: graph.url } })
    graph.mode = mode
    const response = await ask(fresh, page)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ count: null })
    expect(graph.asked).toHaveLength(1)
  })

  test('the guides page of each portal is the page its share widget counts (domain/sharedPages.ts)', async () => {
    const data = await testSnapshot()
    expect([data.ecm!.portal, data.ckj!.portal].map((portal) => sharedPageUrl(portal, portal.paths.guides))).toEqual([PAGES.ECM, PAGES.CKJ])
    expect(() => sharedPageUrl(data.ecm!.portal, '/credit-cards')).toThrow(/not a page with a share count/)
  })

  test('one upstream budget for every client: past it a page gets its cached count or null, 200 and never an upstream call', async () => {
    const budgeted = await appWith({ shareCount: { token: TOKEN, upstream: graph.url, budgetPerMinute: 1 } })
    // Many clients, one budget: the first ask spends it.
    const first = await ask(budgeted, PAGES.ECM, { 'x-forwarded-for': '198.51.100.1' })
    expect(first.json()).toEqual({ count: 1234 })
    for (let i = 2; i < 12; i += 1) {
      const other = await budgeted.inject({ url: `/api/share-count?${new URLSearchParams({ url: PAGES.CKJ }).toString()}`, remoteAddress: `198.51.100.${i}` })
      expect(other.statusCode).toBe(200)
      expect(other.json()).toEqual({ count: null })
      expect(other.headers['cache-control']).toBe('public, max-age=60')
    }
    // The cached count is still answered.
    expect((await ask(budgeted, PAGES.ECM)).json()).toEqual({ count: 1234 })
    expect(graph.asked).toHaveLength(1)
  })

  test('an upstream that is down: 200 { count: null } for both portals, and the API still answers', async () => {
    const down = await appWith({ shareCount: { token: TOKEN, upstream: `http://127.0.0.1:${await closedPort()}/` } })
    for (const page of Object.values(PAGES)) {
      const response = await ask(down, page)
      expect(response.statusCode).toBe(200)
      expect(response.json()).toEqual({ count: null })
    }
    expect((await down.inject({ url: '/healthz' })).statusCode).toBe(200)
  })

  test('without a token nothing is asked upstream and the count is null', async () => {
    const tokenless = await appWith({ shareCount: { token: '', upstream: graph.url } })
    const response = await ask(tokenless, PAGES.ECM)
    expect(response.json()).toEqual({ count: null })
    expect(graph.asked).toHaveLength(0)
  })

  test('rate limited per client like every other route', async () => {
    const limited = await appWith({ shareCount: { token: TOKEN, upstream: graph.url }, rateLimit: { max: 3, timeWindow: '1 minute' } })
    const statuses: number[] = []
    for (let i = 0; i < 5; i += 1) statuses.push((await ask(limited, PAGES.CKJ)).statusCode)
    expect(statuses).toEqual([200, 200, 200, 429, 429])
  })

  test('SHARE_COUNT_UPSTREAM must be https (the token travels in it), or http on loopback for a test double', () => {
    expect(shareUpstreamFromEnv(undefined)).toBe('https://graph.facebook.com/')
    expect(shareUpstreamFromEnv('http://127.0.0.1:9999/')).toBe('http://127.0.0.1:9999/')
    expect(() => shareUpstreamFromEnv('http://graph.example.com/')).toThrow(/https/)
    expect(() => shareUpstreamFromEnv('not a url')).toThrow(/not an address/)
  })
})

describe('the share counts upstream budget', () => {
  const PAGE = 'https://www.ecomparemo.com/guides'
  const OTHER = 'https://www.cekaja.com/panduan'

  test('at most budgetPerMinute upstream calls, refilled over the minute; an expired count is answered while the budget is spent', async () => {
    let time = 0
    const asked: string[] = []
    const warnings: string[] = []
    const fakeFetch = (async (url: URL) => {
      asked.push(url.searchParams.get('id') ?? '')
      return new Response(JSON.stringify({ engagement: { share_count: asked.length } }), { headers: { 'content-type': 'application/json' } })
    }) as unknown as typeof fetch
    const counts = createShareCounts({ token: TOKEN, fetch: fakeFetch, now: () => time, ttlMs: 1_000, budgetPerMinute: 2 }, (line) => warnings.push(line))
    expect(await counts(PAGE)).toBe(1)
    expect(await counts(OTHER)).toBe(2)
    time = 5_000
    // Both counts have expired and the budget of 2 is spent (a fifth of a call refilled in 5 s): the old counts, nothing asked.
    expect(await counts(PAGE)).toBe(1)
    expect(await counts(OTHER)).toBe(2)
    expect(asked).toHaveLength(2)
    expect(warnings).toEqual(['share count: the upstream budget of this minute is spent; answering from the cache'])
    // Half a minute later one call is back: one page is asked again, the other still gets its old count.
    time = 35_000
    expect(await counts(PAGE)).toBe(3)
    expect(await counts(OTHER)).toBe(2)
    expect(asked).toEqual([PAGE, OTHER, PAGE])
  })

  test('a page never counted gets null while the budget is spent', async () => {
    const fakeFetch = (async () => new Response('{"engagement":{"share_count":5}}')) as unknown as typeof fetch
    const counts = createShareCounts({ token: TOKEN, fetch: fakeFetch, now: () => 0, budgetPerMinute: 1 }, () => {})
    expect(await counts(PAGE)).toBe(5)
    expect(await counts(OTHER)).toBeNull()
  })
})
