import { refCodeFromQuery, serialiseRefCodeCookie } from '../../domain/campaign/refCode'
import { hasUtm, parseUtmCookie, serialiseUtmCookie, utmFromQuery } from '../../domain/campaign/utm'
import { STORAGE_KEYS } from '../../domain/storage/storageKeys'
import type { CookieJar } from './cookieJar'
import type { SafeStorage } from './safeStorage'

/** Lifetime of the UTM and refCode cookies, in days: a campaign is credited for a month after the click. */
export const CAMPAIGN_COOKIE_DAYS = 30

/**
 * Stores the campaign and referral of the address (docs/requirements/pages-and-portals.md#query-parameters and docs/requirements/wire-contract.md#utm-cookie): utm_* values replace the UTM
 * cookie as a whole (last touch), refcode replaces the refCode cookie (a JSON string, as the live site writes it). A corrupt UTM cookie is
 * reported through `warn` and left for the next campaign visit to overwrite (docs/requirements/wire-contract.md#utm-cookie).
 */
export function captureCampaign(search: string, jar: CookieJar, warn: (message: string) => void): void {
  const fromQuery = utmFromQuery(search)
  if (hasUtm(fromQuery)) {
    jar.set(STORAGE_KEYS.utmCookie, serialiseUtmCookie(fromQuery), CAMPAIGN_COOKIE_DAYS)
  } else {
    const { error } = parseUtmCookie(jar.get(STORAGE_KEYS.utmCookie))
    if (error) warn(`${error}; the cookie is ignored`)
  }
  const refCode = refCodeFromQuery(search)
  if (refCode !== null) jar.set(STORAGE_KEYS.refCodeCookie, serialiseRefCodeCookie(refCode), CAMPAIGN_COOKIE_DAYS)
}

// IPv4 dotted quad or IPv6 (hex groups, colons, an embedded IPv4 tail): nothing else is stored.
const IP_ADDRESS = /^(?:\d{1,3}(?:\.\d{1,3}){3}|(?=.*:)[0-9a-f:.]{2,45})$/i

/** Whether a text is a plain IPv4 or IPv6 address (what GET /get/clientipaddress answers). */
export function isIpAddress(text: string): boolean {
  return IP_ADDRESS.test(text)
}

/**
 * ECM only (docs/requirements/wire-contract.md#client-ip): when no IPAddress is stored, asks the lead API for the client's IP
 * and stores the plain string. Without storage the call is skipped: it would be repeated on every page.
 */
export async function rememberClientIp(local: SafeStorage, fetchFn: typeof fetch): Promise<void> {
  if (!local.available || local.get(STORAGE_KEYS.ipAddress)) return
  try {
    const response = await fetchFn('/get/clientipaddress', { cache: 'no-store', credentials: 'same-origin' })
    if (!response.ok) return
    const ip = (await response.text()).trim()
    if (isIpAddress(ip)) local.set(STORAGE_KEYS.ipAddress, ip)
  } catch {
    // Offline or the API is down: the next page asks again.
  }
}
