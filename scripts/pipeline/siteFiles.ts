import { createHash } from 'node:crypto'
import type { PortalConfig } from '../../domain/portal'
import { API_PREFIXES } from '../../domain/apiPaths'
import { INLINE_SCRIPTS } from '../../domain/inlineScripts'

/** The CSP source that allows one inline script: its text's SHA-256, in base64. */
export function scriptHashSource(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`
}

/**
 * Content-Security-Policy of a portal: no inline script but the site's own (domain/inlineScripts.ts,
 * each allowed by its hash; decision 025), only the hosts the site talks to.
 */
export function contentSecurityPolicy(portal: PortalConfig): string {
  const scripts = ["'self'", ...INLINE_SCRIPTS.map(scriptHashSource)]
  const connect = ["'self'"]
  if (portal.analytics.tagManagerId) {
    scripts.push('https://www.googletagmanager.com')
    connect.push('https://www.google-analytics.com', 'https://*.google-analytics.com')
  }
  return [
    "default-src 'self'",
    `script-src ${scripts.join(' ')}`,
    // Style attributes carry computed values (badge rotation, slider positions); scripts stay strict.
    "style-src 'self' 'unsafe-inline'",
    // Product logos come only from the portal's imageHosts (docs/data.md, "Provider marks").
    `img-src ${["'self'", 'data:', ...portal.imageHosts.map((host) => `https://${host}`)].join(' ')}`,
    "font-src 'self'",
    `connect-src ${connect.join(' ')}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ')
}

/**
 * The CDN headers file (_headers, Cloudflare Pages / Netlify syntax). Both platforms give a path every
 * rule that matches it, so no two rules set one header: HTML keeps the platforms' own
 * `Cache-Control: public, max-age=0, must-revalidate` (revalidated on every request; npm start's
 * server sends the same), hashed assets are immutable for a year, lookups an hour.
 * `! Access-Control-Allow-Origin` takes away the `*` that Cloudflare adds to every static file (the
 * site's files are for its own pages); Netlify adds none and its parser skips `!` lines.
 */
export function headersFile(portal: PortalConfig): string {
  return [
    '/*',
    '  ! Access-Control-Allow-Origin',
    `  Content-Security-Policy: ${contentSecurityPolicy(portal)}`,
    '  Strict-Transport-Security: max-age=63072000; includeSubDomains; preload',
    '  X-Content-Type-Options: nosniff',
    '  Referrer-Policy: strict-origin-when-cross-origin',
    '  X-Frame-Options: DENY',
    '  Permissions-Policy: camera=(), microphone=(), geolocation=(), payment=()',
    '  Cross-Origin-Opener-Policy: same-origin-allow-popups',
    '/assets/*',
    '  Cache-Control: public, max-age=31536000, immutable',
    '/lookups/*',
    '  Cache-Control: public, max-age=3600, stale-while-revalidate=86400',
    '',
  ].join('\n')
}

/** The Cache-Control both CDNs send when no rule of _headers sets one (npm start's server sends it too). */
export const PLATFORM_CACHE_CONTROL = 'public, max-age=0, must-revalidate'

export interface HeaderRule {
  pattern: string
  set: [string, string][]
  detach: string[]
}

/** Parses a _headers file into ordered rules. */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = []
  for (const raw of text.split('\n')) {
    if (!raw.trim() || raw.trim().startsWith('#')) continue
    if (!/^\s/.test(raw)) {
      rules.push({ pattern: raw.trim(), set: [], detach: [] })
      continue
    }
    const rule = rules.at(-1)
    if (!rule) throw new Error(`_headers: header line before any path: "${raw.trim()}"`)
    const line = raw.trim()
    if (line.startsWith('!')) rule.detach.push(line.slice(1).trim().toLowerCase())
    else {
      const at = line.indexOf(':')
      if (at < 1) throw new Error(`_headers: expected "Name: value", got "${line}"`)
      rule.set.push([line.slice(0, at).trim(), line.slice(at + 1).trim()])
    }
  }
  return rules
}

function matches(pattern: string, path: string): boolean {
  if (pattern.endsWith('*')) return path.startsWith(pattern.slice(0, -1))
  return path === pattern
}

/**
 * The headers a path gets from the rules, as the CDNs give them: every matching rule's, in order, a
 * header that two rules set joined with ', ' (so headersFile never lets two rules set one header), and
 * `! Name` taking away what came before (Cloudflare's; the platform's own headers included).
 */
export function headersFor(rules: HeaderRule[], path: string): Map<string, [string, string]> {
  const out = new Map<string, [string, string]>()
  for (const rule of rules) {
    if (!matches(rule.pattern, path)) continue
    for (const name of rule.detach) out.delete(name)
    for (const [name, value] of rule.set) {
      const before = out.get(name.toLowerCase())
      out.set(name.toLowerCase(), [name, before === undefined ? value : `${before[1]}, ${value}`])
    }
  }
  return out
}

/** sitemap.xml for the indexable pages of a portal. */
export function sitemapXml(portal: PortalConfig, paths: string[]): string {
  const urls = paths.map((p) => `  <url><loc>${portal.siteOrigin}${p}</loc></url>`).join('\n')
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`
}

/** robots.txt: everything public but the lead API's paths (domain/apiPaths.ts). */
export function robotsTxt(portal: PortalConfig): string {
  return ['User-agent: *', ...API_PREFIXES.map((prefix) => `Disallow: ${prefix}`), '', `Sitemap: ${portal.siteOrigin}/sitemap.xml`, ''].join('\n')
}
