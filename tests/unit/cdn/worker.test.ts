import { createServer, type IncomingMessage, type Server } from 'node:http'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { apiOrigin, handle, NOT_SERVED, type WorkerEnv } from '../../../cdn/worker'
import type { FacetList } from '../../../domain/products/facets'

// cdn/worker.ts, the site's routing on Cloudflare Pages, on Node's fetch against a real HTTP server
// standing in for the lead API (tests/e2e runs it on workerd itself, through wrangler).
let api: Server
let origin = ''
const seen: { method: string; url: string; headers: IncomingMessage['headers']; body: string }[] = []

beforeAll(async () => {
  api = createServer((req, res) => {
    let body = ''
    req.on('data', (chunk: Buffer) => (body += chunk.toString()))
    req.on('end', () => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body })
      if (req.url?.startsWith('/Account/Login')) {
        res.writeHead(303, [
          ['Location', '/'],
          ['Set-Cookie', '__Host-sid=abc; Path=/; Secure; HttpOnly'],
          ['Set-Cookie', 'seen=1; Path=/'],
        ])
        res.end()
        return
      }
      res.writeHead(201, { 'content-type': 'application/json' })
      res.end('{"ok":true}')
    })
  })
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve))
  const address = api.address()
  origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
})
afterAll(() => new Promise<void>((resolve) => api.close(() => resolve())))

const LISTS: FacetList[] = [
  {
    path: '/credit-cards',
    defaults: { income: '100000' },
    sort: 'rank',
    facets: [{ name: 'provider', value: 'Security Bank', path: '/credit-cards/security-bank' }],
    form: { select: 'provider', checkboxes: [], radios: [], ranges: { income: '100,000' } },
  },
]

/** Cloudflare's static files, as the worker sees them: the facet table, a page, and 404 for the rest. */
function env(setting: string | undefined): WorkerEnv & { asked: string[] } {
  const asked: string[] = []
  return {
    LEAD_API_ORIGIN: setting,
    asked,
    ASSETS: {
      async fetch(request: Request) {
        const path = new URL(request.url).pathname
        asked.push(path)
        if (path === '/_facets.json') return Response.json(LISTS)
        if (path === '/credit-cards') return new Response('<title>Credit cards</title>', { headers: { 'content-type': 'text/html' } })
        return new Response('<title>Not found</title>', { status: 404, headers: { 'content-type': 'text/html' } })
      },
    },
  }
}

describe('the lead API through the worker', () => {
  test('a POST goes with its body and cookies; the API learns the portal host and the visitor, not what the client claimed', async () => {
    const response = await handle(
      new Request('https://www.cekaja.com/api/CallSchedules/AddCallSchedule?x=1', {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          cookie: 'utm=a',
          'x-forwarded-for': '6.6.6.6',
          'x-forwarded-host': 'evil.example',
          'cf-connecting-ip': '203.0.113.9',
        },
        body: 'FirstName=Siti&Portal=CKJ',
      }),
      env(origin),
    )
    expect(response.status).toBe(201)
    expect(await response.json()).toEqual({ ok: true })
    const request = seen.at(-1)!
    expect(request).toMatchObject({ method: 'POST', url: '/api/CallSchedules/AddCallSchedule?x=1', body: 'FirstName=Siti&Portal=CKJ' })
    expect(request.headers).toMatchObject({
      cookie: 'utm=a',
      'x-forwarded-host': 'www.cekaja.com',
      'x-forwarded-proto': 'https',
      'x-forwarded-for': '203.0.113.9',
      'content-type': 'application/x-www-form-urlencoded',
    })
  })

  test("the API's redirect and every Set-Cookie come back unchanged, not followed", async () => {
    const response = await handle(new Request('https://www.ecomparemo.com/Account/Login', { method: 'POST', body: 'email=a' }), env(origin))
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/')
    expect(response.headers.getSetCookie()).toEqual(['__Host-sid=abc; Path=/; Secure; HttpOnly', 'seen=1; Path=/'])
  })

  test('without LEAD_API_ORIGIN: 503 that names the setting; the API down: 502', async () => {
    const missing = await handle(new Request('https://www.ecomparemo.com/api/x'), env(undefined))
    expect(missing.status).toBe(503)
    expect(await missing.text()).toContain('LEAD_API_ORIGIN')
    const down = await handle(new Request('https://www.ecomparemo.com/api/x'), env('http://127.0.0.1:9'))
    expect(down.status).toBe(502)
    expect(apiOrigin('ftp://x')).toBeNull()
    expect(apiOrigin('https://api.example.com/')).toBe('https://api.example.com')
  })
})

describe('the static side', () => {
  test('a list asked with one choice goes to its facet page; without a query it is the static file', async () => {
    const redirect = await handle(new Request('https://www.ecomparemo.com/credit-cards?provider=security-bank&income=100%2C000&sort=rank'), env(origin))
    expect(redirect.status).toBe(302)
    expect(redirect.headers.get('location')).toBe('/credit-cards/security-bank')
    const page = await handle(new Request('https://www.ecomparemo.com/credit-cards'), env(origin))
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('Credit cards')
  })

  test('the files that are not pages answer 404 with the 404 page, however the path is escaped', async () => {
    for (const path of [...NOT_SERVED, ...NOT_SERVED.map((file) => `${file}/`), '/%5Ffacets.json', '/%E0%A4%A']) {
      const response = await handle(new Request(`https://www.ecomparemo.com${path}`), env(origin))
      expect(response.status, path).toBe(404)
      expect(await response.text(), path).toContain('Not found')
    }
  })
})
