// Redirect targets are checked on the raw text first and on the parsed URL after, so that nothing a
// browser would read differently from the WHATWG parser (backslashes, spaces, control characters,
// credentials, odd ports) can slip past. Nothing here ever builds an open redirect.

const MAX_URL_LENGTH = 2000
// Printable ASCII without space or backslash: what a partner link or a page address looks like.
const PLAIN_URL_TEXT = /^[!-[\]-~]+$/
const ABSOLUTE_HTTP = /^https?:\/\/[^/?#]/i

function parseAbsolute(raw: string): URL | null {
  if (raw.length > MAX_URL_LENGTH || !PLAIN_URL_TEXT.test(raw) || !ABSOLUTE_HTTP.test(raw)) return null
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    return null
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null
  if (url.username !== '' || url.password !== '') return null
  return url
}

/**
 * The address to send a visitor to for /externalredirect and /extern/*: an absolute https URL whose
 * host is exactly one of `allowList`, on its default port, without credentials; null for anything
 * else, plain http included (a partner page on http could be read or changed on the way: docs/security.md).
 */
export function partnerRedirectTarget(raw: unknown, allowList: readonly string[]): string | null {
  if (typeof raw !== 'string') return null
  const url = parseAbsolute(raw)
  if (url === null || url.protocol !== 'https:' || url.port !== '') return null
  const allowed = allowList.some((host) => host.toLowerCase() === url.hostname)
  return allowed ? url.href : null
}

/**
 * Where to go after a login: an absolute URL on one of `allowedOrigins` (normalised origins), or a
 * path on this site; anything else (other sites, scheme-relative //host, /\host, javascript:) gives '/'.
 */
export function safeReturnUrl(raw: unknown, allowedOrigins: ReadonlySet<string>): string {
  if (typeof raw !== 'string' || raw === '') return '/'
  if (raw.startsWith('/')) {
    if (raw.length > MAX_URL_LENGTH || !PLAIN_URL_TEXT.test(raw) || raw.startsWith('//')) return '/'
    const base = 'http://return-url.invalid'
    let url: URL
    try {
      url = new URL(raw, base)
    } catch {
      return '/'
    }
    const path = `${url.pathname}${url.search}${url.hash}`
    // Dot segments can turn '/.//host' into '//host', which a browser reads as another site.
    if (url.origin !== base || path.startsWith('//')) return '/'
    return path
  }
  const url = parseAbsolute(raw)
  if (url === null || !allowedOrigins.has(url.origin)) return '/'
  return url.href
}
