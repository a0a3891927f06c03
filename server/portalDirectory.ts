import type { PortalCode, PortalConfig } from '../domain/portal'

/** The portals (the registry, content/portals.ts) and the origins the lead API answers for. */
export interface PortalDirectory {
  byCode: Readonly<Record<PortalCode, PortalConfig>>
  /** The portals in the registry's order; the first answers a request that names none. */
  portals: readonly PortalConfig[]
  /** The config of a code; an unknown code is an error (check with portalCodeOf first). */
  portal(code: PortalCode): PortalConfig
  /** Every origin allowed for CORS and as a login returnUrl. */
  allowedOrigins: ReadonlySet<string>
  /** Origin (scheme://host[:port]) to the portal served there. */
  portalByOrigin: ReadonlyMap<string, PortalCode>
}

/** Headers and query the portal of a request is read from. */
export interface PortalHints {
  query?: unknown
  headers: Record<string, string | string[] | undefined>
  protocol?: string
}

/** Normalises an origin (lower-case scheme and host, default port dropped); null when it is not one. */
export function normaliseOrigin(text: string): string | null {
  try {
    const url = new URL(text)
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null
    return url.origin
  } catch {
    return null
  }
}

/** Builds the directory: each portal's siteOrigin, the per-portal extra origins, and origins allowed without a portal. */
export function createPortalDirectory(
  portals: Readonly<Record<PortalCode, PortalConfig>>,
  portalOrigins: Partial<Record<PortalCode, readonly string[]>> = {},
  allowedOrigins: readonly string[] = [],
): PortalDirectory {
  const portalByOrigin = new Map<string, PortalCode>()
  const allowed = new Set<string>()
  for (const portal of Object.values(portals)) {
    const origins = [portal.siteOrigin, ...(portalOrigins[portal.code] ?? [])]
    for (const origin of origins) {
      const normal = normaliseOrigin(origin)
      if (normal === null) throw new Error(`Not an origin: ${origin}`)
      portalByOrigin.set(normal, portal.code)
      allowed.add(normal)
    }
  }
  for (const origin of allowedOrigins) {
    const normal = normaliseOrigin(origin)
    if (normal === null) throw new Error(`Not an origin: ${origin}`)
    allowed.add(normal)
  }
  const list = Object.values(portals).sort((a, b) => a.order - b.order || a.code.localeCompare(b.code))
  if (list.length === 0) throw new Error('The lead API needs at least one portal')
  function portal(code: PortalCode): PortalConfig {
    const found = Object.hasOwn(portals, code) ? portals[code] : undefined
    if (!found) throw new Error(`Unknown portal "${code}" (the portals are ${list.map((item) => item.code).join(', ')})`)
    return found
  }
  return { byCode: portals, portals: list, portal, allowedOrigins: allowed, portalByOrigin }
}

/** The code of one of the directory's portals, named in any letter case, or null. */
export function portalCodeOf(directory: PortalDirectory, value: unknown): PortalCode | null {
  if (typeof value !== 'string') return null
  const upper = value.trim().toUpperCase()
  return Object.hasOwn(directory.byCode, upper) ? upper : null
}

function header(hints: PortalHints, name: string): string | undefined {
  const value = hints.headers[name]
  return Array.isArray(value) ? value[0] : value
}

/**
 * The portal a request belongs to: the ?portal= parameter, else the Origin or Referer it came from,
 * else the origin of `pageUrl` (a lead's FormUrl), else its Host, else the first portal. Only chooses a
 * language, a schema and an allow-list, never grants anything.
 */
export function portalForRequest(directory: PortalDirectory, hints: PortalHints, pageUrl?: unknown): PortalConfig {
  const query = hints.query as Record<string, unknown> | undefined
  const fromQuery = portalCodeOf(directory, query?.portal ?? query?.Portal)
  if (fromQuery) return directory.portal(fromQuery)
  const origin = header(hints, 'origin')
  const referer = header(hints, 'referer')
  const host = header(hints, 'host')
  const page = typeof pageUrl === 'string' ? pageUrl : undefined
  const candidates = [origin, referer, page, host ? `${hints.protocol ?? 'http'}://${host}` : undefined]
  for (const candidate of candidates) {
    if (!candidate) continue
    const normal = normaliseOrigin(candidate)
    const code = normal === null ? undefined : directory.portalByOrigin.get(normal)
    if (code) return directory.portal(code)
  }
  // Behind the CDN the Host is the portal's own; on the API's own port neither matches: use the first portal.
  if (host) {
    const hostName = host.toLowerCase()
    for (const [knownOrigin, code] of directory.portalByOrigin) {
      if (new URL(knownOrigin).host === hostName) return directory.portal(code)
    }
  }
  return directory.portals[0]!
}
