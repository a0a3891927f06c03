import { existsSync, readFileSync } from 'node:fs'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { join } from 'node:path'
import compression from 'compression'
import { createProxyServer } from 'http-proxy-3'
import sirv from 'sirv'
import { headersFor, parseHeadersFile } from './siteFiles'

/** Paths a CDN routes to the lead API rather than to static files (DESIGN.md). */
export const API_PREFIXES = ['/Account/', '/api/', '/extern/', '/externalredirect', '/get/', '/sendy/']

export function isApiPath(path: string): boolean {
  return API_PREFIXES.some((prefix) => path === prefix.replace(/\/$/, '') || path.startsWith(prefix))
}

interface PortalServerOptions {
  /** The portal's built site folder (dist/ecm or dist/ckj). */
  siteDir: string
  /** Origin of the lead API that dynamic paths are forwarded to. */
  apiOrigin: string
}

/**
 * Serves one built portal as its CDN would: clean URLs, the _headers file applied, compression, the
 * 404 page with status 404, and the dynamic paths forwarded to the lead API (first-party cookies).
 */
export function createPortalServer({ siteDir, apiOrigin }: PortalServerOptions): Server {
  if (!existsSync(join(siteDir, 'index.html'))) throw new Error(`${siteDir} has no built site: run npm run build first`)
  const rules = parseHeadersFile(readFileSync(join(siteDir, '_headers'), 'utf8'))
  const notFoundPage = readFileSync(join(siteDir, '404.html'))
  const applyHeaders = (res: ServerResponse, path: string) => {
    for (const [name, value] of headersFor(rules, path).values()) res.setHeader(name, value)
  }
  const files = sirv(siteDir, {
    dev: false,
    etag: true,
    extensions: ['html'],
    dotfiles: false,
    setHeaders: (res, pathname) => applyHeaders(res, pathname),
  })
  const compress = compression()
  const proxy = createProxyServer({ target: apiOrigin, xfwd: true })
  proxy.on('error', (_error, _req, res) => {
    const response = res as ServerResponse
    if (!response.headersSent) response.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' })
    response.end('The lead API is not reachable.')
  })

  return createServer((req: IncomingMessage, res: ServerResponse) => {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname
    if (isApiPath(path)) {
      proxy.web(req, res)
      return
    }
    compress(req as never, res as never, () => {
      files(req, res, () => {
        applyHeaders(res, path)
        res.statusCode = 404
        res.setHeader('content-type', 'text/html; charset=utf-8')
        res.end(notFoundPage)
      })
    })
  })
}

/** Starts a server on 127.0.0.1 and resolves with its origin. */
export function listen(server: Server, port: number): Promise<string> {
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => {
      const address = server.address()
      const actual = typeof address === 'object' && address ? address.port : port
      resolve(`http://127.0.0.1:${actual}`)
    })
  })
}
