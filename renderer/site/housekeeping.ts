import { isClearDue, parseStamp } from '../../domain/storage/lookupCache'
import { STORAGE_KEYS } from '../../domain/storage/storageKeys'
import type { SafeStorage } from './safeStorage'

/** What the 24-hour rule did on this page view. */
export type Housekeeping = 'stamped' | 'fresh' | 'cleared' | 'unavailable'

/**
 * Applies docs/requirements/catalogue.md#lookup-cache's rule to local storage at `nowMs` (ms since the epoch): the whole of it is
 * cleared once 24 hours have passed since it was stamped, then stamped again; a storage without a
 * stamp is stamped now.
 */
export function housekeepLocalStorage(local: SafeStorage, nowMs: number): Housekeeping {
  if (!local.available) return 'unavailable'
  const stamp = parseStamp(local.get(STORAGE_KEYS.cacheStampedAt))
  if (stamp === null) {
    local.set(STORAGE_KEYS.cacheStampedAt, String(nowMs))
    return 'stamped'
  }
  if (!isClearDue(stamp, nowMs)) return 'fresh'
  local.clear()
  local.set(STORAGE_KEYS.cacheStampedAt, String(nowMs))
  return 'cleared'
}
