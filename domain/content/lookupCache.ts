import type { PortalCode } from '../portal'

// Rules of the browser's lookup cache (SPEC.md §7: cached in local storage per portal and key, the
// whole local storage cleared after 24 hours; §8: caching skipped when storage is unavailable).

/** Milliseconds after the stamp at which the whole local storage is cleared: 24 hours. */
export const LOOKUP_CACHE_MAX_AGE_MS = 24 * 60 * 60 * 1000

/** Storage key holding the time (ms since the epoch) the cache was started. */
export const LOOKUP_CACHE_STAMP_KEY = 'lookup:stamp'

/** Storage key of one lookup of one portal, e.g. `lookup:ECM:/lookups/provinces.json`. */
export function lookupCacheKey(portal: PortalCode, path: string): string {
  return `lookup:${portal}:${path}`
}

/** Whether the storage must be cleared at `nowMs`, given the stamp text found (null when none); times in ms since the epoch. */
export function isLookupCacheExpired(stamp: string | null, nowMs: number): boolean {
  if (stamp === null) return false
  const started = Number(stamp)
  // An unreadable stamp or one in the future (clock changed) cannot prove freshness: start again.
  if (!Number.isFinite(started) || started > nowMs) return true
  return nowMs - started >= LOOKUP_CACHE_MAX_AGE_MS
}
