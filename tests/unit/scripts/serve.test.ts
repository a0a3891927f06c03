// The portal server (scripts/servers/serve.ts) against odd request targets and forged headers: no request
// may crash it (issue 15 item 1), the CDN's own files are not pages (item 11), and the API sees the
// socket's address, not one the client wrote (item 7).
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createPortalServer, listen, requestPath } from '../../../scripts/servers/serve'

let dir: string
let portal: Server
let api: Server
let portalOrigin: string
const seenByApi: { path: string; headers: IncomingHttpHeaders }[] = []

function raw(path: string, headers: Record<string, string> = {}): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(portalOrigin)
  return new Promise((resolve, reject) => {
    const req = request({ hostname, port, path, headers, method: 'GET' }, (res) => {
      let body = ''
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => (body += chunk))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }))
    })
    req.on('error', reject)
    req.end()
  })
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'serve-test-'))
  await writeFile(join(dir, 'index.html'), '<!doctype html><title>Home</title>')
  await writeFile(join(dir, '404.html'), '<!doctype html><title>Not found</title>')
  await writeFile(join(dir, '_headers'), '/*\n  X-Content-Type-Options: nosniff\n  Cache-Control: public, max-age=0, must-revalidate\n')
  await writeFile(join(dir, '_redirects'), '/old /new 301\n')
  api = createServer((req, res) => {
    seenByApi.push({ path: req.url ?? '', headers: req.headers })
    res.end('api')
  })
  const apiOrigin = await listen(api, 0)
  portal = createPortalServer({ siteDir: dir, apiOrigin })
  portalOrigin = await listen(portal, 0)
})

afterAll(async () => {
  await new Promise((resolve) => portal?.close(resolve))
  await new Promise((resolve) => api?.close(resolve))
  await rm(dir, { recursive: true, force: true })
})

describe('the portal server', () => {
  test.each(['//', '//%', '///', '//:', '//a:99999', '/%', '/\\\\evil'])('GET %s is answered and the server stays up', async (path) => {
    const answer = await raw(path)
    expect([400, 404]).toContain(answer.status)
    expect((await raw('/')).status).toBe(200)
  })

  test('1,000 hostile request targets and headers (fuzzed bytes, odd paths, forged forwarding): no 5xx, still serving', async () => {
    const odd = [
      '//',
      '//%',
      '///',
      '//:',
      '//a:99999',
      '/%',
      '/%00',
      '/..%2f..%2fetc/passwd',
      '/\\evil',
      '*',
      '/a?%',
      '/lookups/get%',
      '/api/%ff',
      '/%E0%A4%A',
    ]
    const statuses = new Map<number, number>()
    for (let i = 0; i < 1000; i += 1) {
      // Printable ASCII only: Node refuses other bytes in a request target before sending.
      const fuzz = Array.from({ length: 1 + (i % 40) }, (_, j) => String.fromCharCode(33 + ((i * 31 + j * 17) % 94))).join('')
      const path = i % 3 === 0 ? (odd[i % odd.length] ?? '/') : `/${fuzz}`
      const headers: Record<string, string> =
        i % 5 === 0 ? { 'x-forwarded-for': `${i % 256}.0.0.1, evil`, forwarded: 'for=1.2.3.4', host: i % 10 === 0 ? 'evil.example' : '127.0.0.1' } : {}
      const answer = await raw(path, headers).catch(() => ({ status: -1, body: '' }))
      statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1)
    }
    expect([...statuses.keys()].filter((status) => status >= 500 || status === -1)).toEqual([])
    expect((await raw('/')).status).toBe(200)
  }, 120_000)

  test('requestPath refuses what is not an origin-form path', () => {
    expect(requestPath('*')).toBeNull()
    expect(requestPath('http://example.com/')).toBeNull()
    expect(requestPath('//a:99999')).toBe('//a:99999')
  })

  // The file server decodes percent-escapes: '/%5Fheaders' is the file _headers (docs/security.md).
  test.each(['/_headers', '/404', '/404.html', '/%5Fheaders', '/%5fheaders', '/%5Fredirects', '/_%72edirects', '/%2F_headers', '/%E0%A4%A'])(
    '%s answers 404, not 200',
    async (path) => {
      expect((await raw(path)).status).toBe(404)
    },
  )

  test('/lookups/get* goes to the lead API like the other dynamic paths', async () => {
    expect(await raw('/lookups/getprovince?portal=ECM')).toEqual({ status: 200, body: 'api' })
  })

  test("the API sees the socket address, never the client's own X-Forwarded-For", async () => {
    seenByApi.length = 0
    await raw('/api/CallSchedules/AddCallSchedule', { 'x-forwarded-for': '6.6.6.6', forwarded: 'for=6.6.6.6', 'x-real-ip': '6.6.6.6' })
    const headers = seenByApi[0]?.headers ?? {}
    expect(headers['x-forwarded-for']).toBe('127.0.0.1')
    expect(headers.forwarded).toBeUndefined()
    expect(headers['x-real-ip']).toBeUndefined()
  })

  test('a page is served from the file named for its address, beside the folder of the pages below it (decision 046)', async () => {
    await mkdir(join(dir, 'credit-cards', 'page'), { recursive: true })
    await writeFile(join(dir, 'credit-cards.html'), '<!doctype html><title>Cards</title>')
    await writeFile(join(dir, 'credit-cards', 'bdo.html'), '<!doctype html><title>BDO cards</title>')
    await writeFile(join(dir, 'credit-cards', 'page', '2.html'), '<!doctype html><title>Cards, page 2</title>')
    const list = await raw('/credit-cards')
    expect(list.status).toBe(200)
    expect(list.body).toContain('<title>Cards</title>')
    expect((await raw('/credit-cards/bdo')).body).toContain('<title>BDO cards</title>')
    expect((await raw('/credit-cards/page/2')).body).toContain('<title>Cards, page 2</title>')
    expect((await raw('/credit-cards/page')).status).toBe(404)
  })

  test('a rebuild under the running server: a deleted page answers 404, a new page and a changed page are served whole, the server stays up', async () => {
    await writeFile(join(dir, 'old-page.html'), '<!doctype html><title>Old</title>')
    await writeFile(join(dir, 'changed.html'), '<!doctype html><title>Short</title>')
    expect((await raw('/old-page')).status).toBe(200)
    expect((await raw('/changed')).body).toContain('Short')

    await rm(join(dir, 'old-page.html'))
    const longer = `<!doctype html><title>Longer than before</title><p>${'x'.repeat(5000)}</p>`
    await writeFile(join(dir, 'changed.html'), longer)
    await writeFile(join(dir, 'new-page.html'), '<!doctype html><title>New</title>')

    expect((await raw('/old-page')).status).toBe(404)
    expect(await raw('/changed')).toEqual({ status: 200, body: longer })
    expect((await raw('/new-page')).body).toContain('New')
    expect((await raw('/')).status).toBe(200)
  })

  test("the site headers still set Cache-Control on every file (not the file server's own no-cache)", async () => {
    const { hostname, port } = new URL(portalOrigin)
    const headers = await new Promise<IncomingHttpHeaders>((resolve, reject) => {
      request({ hostname, port, path: '/', method: 'GET' }, (res) => {
        res.resume()
        resolve(res.headers)
      })
        .on('error', reject)
        .end()
    })
    expect(headers['x-content-type-options']).toBe('nosniff')
    expect(headers['cache-control']).toBe('public, max-age=0, must-revalidate')
  })
})
