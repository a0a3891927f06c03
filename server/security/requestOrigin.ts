import type { FastifyRequest } from 'fastify'
import { normaliseOrigin } from '../portalDirectory'

// What Sec-Fetch-Site says of a request a browser sent from one of our pages, or typed in itself.
const OWN_FETCH_SITES = new Set(['same-origin', 'same-site', 'none'])

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name]
  return Array.isArray(value) ? value[0] : value
}

/**
 * Whether a request that changes something (a login, a log-out, a lead, a subscription) may come
 * from where it comes from (docs/security.md, "Cross-site requests"): an Origin header must be one of
 * `allowedOrigins` (the portals' and the configured ones) or this server's own; a browser that hides
 * the origin (`Origin: null`) must say the request is same-origin; without an Origin, a browser's
 * Sec-Fetch-Site must not say cross-site. A request with neither header is not a browser's (a
 * server, a script, an old browser) and cannot carry a visitor's session across sites: it is accepted.
 */
export function trustedOrigin(allowedOrigins: ReadonlySet<string>, request: FastifyRequest): boolean {
  const origin = header(request, 'origin')
  const fetchSite = header(request, 'sec-fetch-site')
  if (origin === undefined) return fetchSite === undefined || OWN_FETCH_SITES.has(fetchSite)
  if (origin === 'null') return fetchSite === 'same-origin'
  const normal = normaliseOrigin(origin)
  if (normal === null) return false
  if (allowedOrigins.has(normal)) return true
  // The host the visitor used: X-Forwarded-Host from a proxy TRUST_PROXY names, else the Host header.
  const host = request.host as string | undefined
  return host !== undefined && host !== '' && new URL(normal).host === host.toLowerCase()
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]'])

/**
 * Whether a request came over plain http to a loopback host name while the API runs for development
 * (`devHttp`, DEV_HTTP=1: npm start, npm run dev): the only case where the session cookie is not
 * Secure (docs/security.md, "Sessions").
 */
export function plainHttpOnLoopback(request: FastifyRequest, devHttp: boolean): boolean {
  if (!devHttp || request.protocol !== 'http') return false
  const host = request.host as string | undefined
  if (host === undefined || host === '') return false
  try {
    return LOOPBACK_HOSTS.has(new URL(`http://${host}`).hostname)
  } catch {
    return false
  }
}
