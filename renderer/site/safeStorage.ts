// Every access to the browser's storages goes through here: Safari private windows, blocked
// third-party contexts and full quotas throw, and the site must keep working without storage.

/** A Web Storage whose every method swallows the browser's refusal. */
export interface SafeStorage {
  /** Whether the storage could be written at start. */
  readonly available: boolean
  get(key: string): string | null
  /** Stores a value; false when the browser refused (quota, blocked storage). */
  set(key: string, value: string): boolean
  remove(key: string): void
  clear(): void
}

function attempt<T>(action: () => T, fallback: T): T {
  try {
    return action()
  } catch {
    return fallback
  }
}

/** Wraps window.localStorage or window.sessionStorage; even reading the property may throw. */
export function safeStorage(kind: 'localStorage' | 'sessionStorage', win: Window = window): SafeStorage {
  const storage = attempt<Storage | null>(() => win[kind], null)
  const probe = '__probe__'
  const available = attempt(() => {
    if (!storage) return false
    storage.setItem(probe, probe)
    storage.removeItem(probe)
    return true
  }, false)
  return {
    available,
    get: (key) => attempt(() => storage?.getItem(key) ?? null, null),
    set: (key, value) =>
      attempt(() => {
        if (!storage) return false
        storage.setItem(key, value)
        return true
      }, false),
    remove: (key) => attempt(() => storage?.removeItem(key), undefined),
    clear: () => attempt(() => storage?.clear(), undefined),
  }
}
