import { existsSync, readFileSync, statSync } from 'node:fs'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { join } from 'node:path'
import compression from 'compression'
import { createProxyServer } from 'http-proxy-3'
import sirv from 'sirv'
import { facetRedirect, type FacetList } from '../../domain/products/facets'
import { NOT_SERVED } from '../../cdn/worker'
import { isApiPath } from '../../domain/apiPaths'
import { headersFor, parseHeadersFile, PLATFORM_CACHE_CONTROL } from '../pipeline/siteFiles'

// Files of the build that are instructions for the CDN, or the error page itself: never served as pages
// (the same list as the Cloudflare worker's and Netlify's rules).
const NOT_PAGES = new Set<string>(NOT_SERVED)

/** The path of a request target; null when it is not an origin-form path ('//', '//a:99999', '*', a full URL). */
export function requestPath(target: string | undefined): string | null {
  const text = target ?? '/'
  if (!text.startsWith('/')) return null
  try {
    // Prefixing the origin keeps '//host' a path, as the server sees it, instead of a host name.
    return new URL(`http://localhost${text}`).pathname
  } catch {
    return null
  }
}

/**
 * The path as the file server reads it (percent-escapes decoded, docs/security.md): '/%5Fheaders' is
 * the file '_headers'. Null when an escape is malformed (no file has such a name).
 */
function decodedPath(path: string): string | null {
  try {
    return decodeURIComponent(path)
  } catch {
    return null
  }
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
  // The site's own files (_headers, the 404 page, _facets.json) are read again when a publish replaced
  // them (their modification time changed; looked at once a second at most), so a server that runs
  // through a publish or a rollback (docs/operations.md) follows the site it serves.
  const siteFile = <T>(name: string, parse: (text: Buffer) => T, missing: T) => {
    let value = missing
    let seen = -1
    let checked = 0
    return (): T => {
      const now = Date.now()
      if (now - checked < 1000 && seen !== -1) return value
      checked = now
      try {
        const at = statSync(join(siteDir, name)).mtimeMs
        if (at !== seen) [value, seen] = [parse(readFileSync(join(siteDir, name))), at]
      } catch {
        // Gone or being replaced: the last one read stays.
      }
      return value
    }
  }
  const rules = siteFile('_headers', (text) => parseHeadersFile(text.toString('utf8')), parseHeadersFile(''))
  const notFoundPage = siteFile('404.html', (text) => text, Buffer.from(''))
  // A list's filter form sent without JavaScript: one provider or feature goes to its facet page (decision 013).
  const facetLists = siteFile('_facets.json', (text) => JSON.parse(text.toString('utf8')) as FacetList[], [])
  rules()
  notFoundPage()
  facetLists()
  const applyHeaders = (res: ServerResponse, path: string) => {
    const headers = headersFor(rules(), path)
    // What the CDNs send when no rule sets it (siteFiles.ts headersFile).
    if (!headers.has('cache-control')) res.setHeader('Cache-Control', PLATFORM_CACHE_CONTROL)
    for (const [name, value] of headers.values()) res.setHeader(name, value)
  }
  // Files are looked up on each request (sirv's dev mode), not listed once at start: a rebuild that
  // replaces the site under a running server (npm start, regenerate) must neither crash it on a
  // deleted file nor serve a new file with the old one's length. _headers still sets Cache-Control.
  const files = sirv(siteDir, {
    dev: true,
    etag: true,
    extensions: ['html'],
    dotfiles: false,
    setHeaders: (res, pathname) => applyHeaders(res, pathname),
  })
  const compress = compression()
  const proxy = createProxyServer({ target: apiOrigin, xfwd: true })
  // The client's address is the socket's: a client's own X-Forwarded-* headers are dropped (below)
  // before the proxy adds them (xfwd), so the API never sees an address the client made up.
  proxy.on('error', (_error, _req, res) => {
    const response = res as ServerResponse
    if (!response.headersSent) response.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' })
    response.end('The lead API is not reachable.')
  })

  const notFound = (res: ServerResponse, path: string) => {
    applyHeaders(res, path)
    res.statusCode = 404
    res.setHeader('content-type', 'text/html; charset=utf-8')
    res.end(notFoundPage())
  }

  return createServer((req: IncomingMessage, res: ServerResponse) => {
    const path = requestPath(req.url)
    if (path === null) {
      res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' })
      res.end('Bad request target.')
      return
    }
    if (isApiPath(path)) {
      for (const name of ['x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-port', 'forwarded', 'x-real-ip']) delete req.headers[name]
      // As the CDN's proxy does (cdn/worker.ts): the portal host the visitor used.
      if (req.headers.host !== undefined) req.headers['x-forwarded-host'] = req.headers.host
      proxy.web(req, res)
      return
    }
    // An empty segment ('//', '/a//b') names no page: the file server would resolve it to one anyway.
    // The check reads the decoded path, as the file server does: '/%5Fheaders' is '/_headers'.
    const decoded = decodedPath(path)
    // With a trailing slash too ('/_headers/', '/404/'): the file server would serve the file there.
    if (decoded === null || NOT_PAGES.has(decoded.replace(/(.)\/+$/, '$1')) || decoded.includes('//')) {
      notFound(res, path)
      return
    }
    const query = (req.url ?? '').indexOf('?')
    if (query >= 0 && (req.method === 'GET' || req.method === 'HEAD')) {
      const target = facetRedirect(facetLists(), path, (req.url ?? '').slice(query))
      if (target !== null) {
        applyHeaders(res, path)
        res.writeHead(302, { location: target, 'content-type': 'text/plain; charset=utf-8' })
        res.end(`Found: ${target}`)
        return
      }
    }
    // A file deleted between sirv's look-up and its read: the read stream's error would be thrown
    // (sirv does not listen for it) and stop the server; the request is ended instead.
    res.once('pipe', (source: NodeJS.ReadableStream) => source.once('error', () => res.destroy()))
    compress(req as never, res as never, () => {
      try {
        files(req, res, () => notFound(res, path))
      } catch {
        // sirv's look-up checks that the file exists, then stats it: a file removed in between throws
        // (before anything is written), which is a page that is gone.
        if (!res.headersSent) notFound(res, path)
        else res.destroy()
      }
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
