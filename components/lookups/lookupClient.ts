import type { PortalCode } from '../../domain/portal'
import { isClearDue, lookupCacheKey, parseStamp } from '../../domain/storage/lookupCache'
import { STORAGE_KEYS } from '../../domain/storage/storageKeys'

// Reads the static lookup files (provinces, regions, employment types, vehicles) for the forms,
// caching each answer in localStorage per portal and path (docs/requirements/catalogue.md#lookup-cache). Plain TypeScript, no React.

export interface LookupClientOptions {
  fetch?: typeof fetch
  /** Returns the storage to cache in; browsers that forbid storage throw here. */
  storage?: () => Storage
  /** Current time, in milliseconds since the epoch. */
  now?: () => number
}

/** The parsed JSON of a lookup file such as `/lookups/provinces.json`, from the cache when it has it. */
export async function getLookup<T = unknown>(portal: PortalCode, path: string, options: LookupClientOptions = {}): Promise<T> {
  const storage = openStorage(options.storage ?? (() => window.localStorage), (options.now ?? Date.now)())
  const key = lookupCacheKey(portal, path)
  const cached = storage === undefined ? null : read(storage, key)
  if (cached !== null) {
    try {
      return JSON.parse(cached) as T
    } catch {
      // A corrupt entry (edited by hand, cut short) is fetched again and overwritten.
    }
  }
  const response = await (options.fetch ?? fetch)(path, { headers: { accept: 'application/json' } })
  if (!response.ok) throw new Error(`Lookup ${path} answered HTTP ${response.status}`)
  const text = await response.text()
  const value = JSON.parse(text) as T
  if (storage !== undefined) write(storage, key, text)
  return value
}

// The storage to cache in after the 24-hour rule is applied, or undefined when there is none to use.
function openStorage(getStorage: () => Storage, nowMs: number): Storage | undefined {
  try {
    const storage = getStorage()
    const stamp = storage.getItem(STORAGE_KEYS.cacheStampedAt)
    if (stamp === null || isClearDue(parseStamp(stamp), nowMs)) {
      // docs/requirements/catalogue.md#lookup-cache: the whole local storage is cleared, not only the lookups.
      if (stamp !== null) storage.clear()
      storage.setItem(STORAGE_KEYS.cacheStampedAt, String(nowMs))
    }
    return storage
  } catch {
    return undefined
  }
}

function read(storage: Storage, key: string): string | null {
  try {
    return storage.getItem(key)
  } catch {
    return null
  }
}

function write(storage: Storage, key: string, text: string): void {
  try {
    storage.setItem(key, text)
  } catch {
    // Storage full (QuotaExceededError): the lookup still works, it is just not cached.
  }
}
