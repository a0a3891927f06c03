import type { PortalCode } from '../portal'
import { STORAGE_KEYS } from './storageKeys'

/** Lifetime of everything in local storage before the whole of it is cleared: 24 hours, in ms (docs/requirements/catalogue.md#lookup-cache). */
export const CLEAR_AFTER_MS = 24 * 60 * 60 * 1000

/** Local-storage key of one cached lookup of one portal, e.g. 'lookup:ECM:/lookups/getprovince'. */
export function lookupCacheKey(portal: PortalCode, key: string): string {
  return `${STORAGE_KEYS.lookupPrefix}${portal}:${key}`
}

/**
 * Whether local storage must be cleared at `nowMs`, given when it was stamped (ms since the epoch,
 * null when no stamp exists yet: nothing to clear, the caller stamps now). A stamp that is not a
 * number or lies in the future (the clock was moved back) cannot prove freshness: clear.
 */
export function isClearDue(stampedAtMs: number | null, nowMs: number): boolean {
  if (stampedAtMs === null) return false
  if (!Number.isFinite(stampedAtMs) || stampedAtMs > nowMs) return true
  return nowMs - stampedAtMs >= CLEAR_AFTER_MS
}

/** Reads a stored stamp text as ms since the epoch; null when absent, NaN when unreadable (so that isClearDue clears). */
export function parseStamp(raw: string | null): number | null {
  if (raw === null) return null
  return /^\d{1,16}$/.test(raw.trim()) ? Number(raw.trim()) : Number.NaN
}
