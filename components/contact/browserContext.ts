import Cookies from 'js-cookie'
import { EMPTY_UTM, parseUtmCookie, type Utm } from '../../domain/campaign/utm'
import type { LeadContext } from '../../domain/leads/leadPayload'
import type { PortalConfig } from '../../domain/portal'
import { STORAGE_KEYS } from '../../domain/storage/storageKeys'

// What the page knows beside the visitor's answers (docs/requirements/wire-contract.md#client-ip and docs/requirements/catalogue.md#lookup-cache): the campaign from the UTM
// cookie, the client IP kept in local storage, and the address of the form.

/** The campaign of the UTM cookie; a corrupt cookie is reported on the console and ignored (docs/requirements/wire-contract.md#utm-cookie). */
export function readUtm(): Utm {
  let raw: string | undefined
  try {
    raw = Cookies.get(STORAGE_KEYS.utmCookie)
  } catch {
    return { ...EMPTY_UTM }
  }
  const { utm, error } = parseUtmCookie(raw)
  if (error) console.warn(`${error}; the cookie is ignored`)
  return utm
}

/** The client IP stored on ECM (docs/requirements/wire-contract.md#client-ip); null when absent or storage is unavailable. */
export function readIpAddress(): string | null {
  try {
    const ip = window.localStorage.getItem(STORAGE_KEYS.ipAddress)?.trim()
    // Only an address's characters: anything else in storage would get every lead refused.
    return ip && /^[0-9A-Fa-f:.]{2,45}$/.test(ip) ? ip : null
  } catch {
    return null
  }
}

/** The page's address without its hash: the FormUrl of the lead. */
export function formUrl(): string {
  return `${location.origin}${location.pathname}${location.search}`
}

/** A new idempotency key: a random UUID (crypto.randomUUID, or built from getRandomValues where that is missing). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

/**
 * What every lead of this page carries beside the answers: the campaign, the client IP and the
 * page's address, read now. The refCode cookie stays in its cookie: it never fills AffiliateGuid
 * (docs/api.md, "AffiliateGuid"). The IdempotencyKey is left empty: useDelivery names the
 * submission by its content.
 */
export function pageLeadContext(portal: PortalConfig, consentVersion: string, now: Date): LeadContext {
  return { portal, utm: readUtm(), ipAddress: readIpAddress(), formUrl: formUrl(), idempotencyKey: '', consentVersion, now }
}
