import type { CookieJar } from '../../../renderer/site/cookieJar'
import type { SafeStorage } from '../../../renderer/site/safeStorage'

/** An in-memory SafeStorage; `available: false` behaves as a browser that refuses storage. */
export function memoryStorage(initial: Record<string, string> = {}, available = true): SafeStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial))
  return {
    data,
    available,
    get: (key) => (available ? (data.get(key) ?? null) : null),
    set: (key, value) => (available ? (data.set(key, value), true) : false),
    remove: (key) => void data.delete(key),
    clear: () => data.clear(),
  }
}

/** An in-memory cookie jar that records the lifetime each cookie was given. */
export function memoryJar(initial: Record<string, string> = {}): CookieJar & { data: Map<string, string>; days: Map<string, number> } {
  const data = new Map(Object.entries(initial))
  const days = new Map<string, number>()
  return {
    data,
    days,
    get: (name) => data.get(name),
    set: (name, value, d) => {
      data.set(name, value)
      days.set(name, d)
    },
    remove: (name) => void data.delete(name),
    names: () => [...data.keys()],
  }
}

/** A fetch stub that records the requested addresses and answers with `respond`. */
export function stubFetch(respond: (url: string) => Response | Promise<Response>): typeof fetch & { calls: { url: string; init?: RequestInit }[] } {
  const calls: { url: string; init?: RequestInit }[] = []
  const fn = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input)
    calls.push({ url, init })
    return respond(url)
  }) as typeof fetch & { calls: typeof calls }
  fn.calls = calls
  return fn
}
