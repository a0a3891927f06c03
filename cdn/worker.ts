/**
 * The site's own routing on Cloudflare Pages (docs/decisions/051-the-site-routes-itself-on-the-cdn.md):
 * the build bundles this file into `dist/<portal>/_worker.js`, and `_routes.json` sends only the paths
 * it handles here (the lead API's, the list pages, the files that are never served); every other path
 * is a static file that Cloudflare serves without running it.
 *
 * - The lead API's paths (domain/apiPaths.ts) are forwarded to `LEAD_API_ORIGIN`, the deployment's one
 *   setting: method, body, cookies, `Set-Cookie` and `Location` pass through; the API is told the
 *   portal host the visitor used (`X-Forwarded-Host`, `X-Forwarded-Proto`) and the visitor's address
 *   (`X-Forwarded-For`), which it believes only from the proxies named in its TRUST_PROXY.
 * - A list page asked with a query (the filter form sent without JavaScript) is answered with its facet
 *   page when the query chooses exactly one provider or feature (facetRedirect over `_facets.json`).
 * - The CDN's own files and the 404 page's own addresses answer 404.
 *
 * It runs on workerd (Cloudflare's runtime) and on Node's fetch alike: web APIs only.
 */
import { isApiPath } from '../domain/apiPaths'
import { facetRedirect, type FacetList } from '../domain/products/facets'

export interface WorkerEnv {
  /** The lead API's origin, e.g. https://api.example.com (a variable or binding of the deployment). */
  LEAD_API_ORIGIN?: string
  /** Cloudflare's static files of the deployment. */
  ASSETS: { fetch(request: Request): Promise<Response> }
}

/** Files of the build that are instructions for the CDN or the server, and the 404 page's own addresses: never pages. */
export const NOT_SERVED = ['/_facets.json', '/_worker.js', '/_routes.json', '/_headers', '/_redirects', '/404', '/404.html'] as const

// Hop-by-hop headers, and what a client could claim about itself: the worker states those.
const DROPPED = [
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'te',
  'trailer',
  'host',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-forwarded-port',
  'forwarded',
  'x-real-ip',
]

/** The lead API's origin from the setting, or null when it is missing or not an http(s) origin. */
export function apiOrigin(setting: string | undefined): string | null {
  if (!setting) return null
  try {
    const url = new URL(setting.trim())
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null
    return url.origin
  } catch {
    return null
  }
}

function text(status: number, body: string, headers: Record<string, string> = {}): Response {
  return new Response(body, { status, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', ...headers } })
}

/** Forwards a request to the lead API and its answer back, unchanged but for the hop-by-hop headers. */
export async function forwardToApi(request: Request, setting: string | undefined, clientAddress: string | null): Promise<Response> {
  const origin = apiOrigin(setting)
  if (origin === null) return text(503, 'The lead API is not configured: set LEAD_API_ORIGIN for this deployment.')
  const url = new URL(request.url)
  const headers = new Headers(request.headers)
  for (const name of DROPPED) headers.delete(name)
  headers.set('x-forwarded-host', url.host)
  headers.set('x-forwarded-proto', url.protocol.replace(/:$/, ''))
  if (clientAddress) headers.set('x-forwarded-for', clientAddress)
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD'
  let upstream: Response
  try {
    upstream = await fetch(new URL(`${url.pathname}${url.search}`, origin), {
      method: request.method,
      headers,
      // Buffered: the lead API's bodies are small (it caps them), and a buffer needs no streaming upload.
      body: hasBody ? await request.arrayBuffer() : undefined,
      redirect: 'manual',
    })
  } catch {
    return text(502, 'The lead API is not reachable.')
  }
  // Status, headers (every Set-Cookie, Location) and body as the API sent them.
  return new Response(upstream.body, { status: upstream.status, statusText: upstream.statusText, headers: upstream.headers })
}

/** The 404 page with status 404: the static server's answer for a path that has no file. */
async function notFound(env: WorkerEnv, url: URL): Promise<Response> {
  const page = await env.ASSETS.fetch(new Request(new URL('/__no-such-page__', url)))
  return new Response(page.body, { status: 404, headers: page.headers })
}

let facetTable: { at: number; lists: Promise<FacetList[]> } | null = null

/** The deployment's facet table (its `_facets.json`, read through the static files once a minute at most). */
function facetLists(env: WorkerEnv, url: URL): Promise<FacetList[]> {
  const now = Date.now()
  if (facetTable === null || now - facetTable.at > 60_000) {
    const lists = env.ASSETS.fetch(new Request(new URL('/_facets.json', url)))
      .then((response) => (response.ok ? (response.json() as Promise<FacetList[]>) : []))
      .catch(() => [])
    facetTable = { at: now, lists }
  }
  return facetTable.lists
}

export async function handle(request: Request, env: WorkerEnv): Promise<Response> {
  const url = new URL(request.url)
  if (isApiPath(url.pathname)) return forwardToApi(request, env.LEAD_API_ORIGIN, request.headers.get('cf-connecting-ip'))
  let decoded: string
  try {
    decoded = decodeURIComponent(url.pathname)
  } catch {
    return notFound(env, url)
  }
  // With a trailing slash too ('/_facets.json/', '/404/').
  if ((NOT_SERVED as readonly string[]).includes(decoded.replace(/(.)\/+$/, '$1'))) return notFound(env, url)
  if ((request.method === 'GET' || request.method === 'HEAD') && url.search !== '') {
    const target = facetRedirect(await facetLists(env, url), url.pathname, url.search)
    if (target !== null) return new Response(null, { status: 302, headers: { location: target, 'cache-control': 'public, max-age=300' } })
  }
  return env.ASSETS.fetch(request)
}

export default { fetch: handle }
