import { afterEach, describe, expect, it, vi } from 'vitest'
import { getLookup } from '../../components/lookups/lookupClient'

// docs/requirements/catalogue.md#lookup-cache: lookup results are cached in local storage per portal and key, and the whole local
// storage is cleared after 24 hours; docs/requirements/catalogue.md#lookup-cache: when local storage is unavailable, caching is skipped.

const HOUR = 60 * 60 * 1000
const T0 = Date.UTC(2026, 10, 1, 8, 0, 0)
const PROVINCES = [{ ProvinceId: '1300000000', DisplayedName: 'Metro Manila' }]

function fakeFetch(body: unknown = PROVINCES, status = 200) {
  return vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => new Response(JSON.stringify(body), { status }))
}

afterEach(() => {
  window.localStorage.clear()
})

describe('getLookup', () => {
  it.each(['ECM', 'CKJ'] as const)('%s: fetches once, then answers from localStorage under its portal key', async (portal) => {
    const fetch = fakeFetch()
    const options = { fetch, now: () => T0 }
    expect(await getLookup(portal, '/lookups/provinces.json', options)).toEqual(PROVINCES)
    expect(await getLookup(portal, '/lookups/provinces.json', options)).toEqual(PROVINCES)
    expect(fetch).toHaveBeenCalledTimes(1)
    expect(fetch.mock.calls[0]?.[0]).toBe('/lookups/provinces.json')
    expect(JSON.parse(window.localStorage.getItem(`lookup:${portal}:/lookups/provinces.json`) ?? 'null')).toEqual(PROVINCES)
  })

  it('keeps the two portals apart', async () => {
    const fetch = fakeFetch()
    await getLookup('ECM', '/lookups/provinces.json', { fetch, now: () => T0 })
    await getLookup('CKJ', '/lookups/provinces.json', { fetch, now: () => T0 })
    expect(fetch).toHaveBeenCalledTimes(2)
  })

  it('keeps the cache until 24 hours have passed, then clears the whole localStorage', async () => {
    const fetch = fakeFetch()
    await getLookup('ECM', '/lookups/provinces.json', { fetch, now: () => T0 })
    window.localStorage.setItem('someone-else', 'kept until the clear')

    await getLookup('ECM', '/lookups/provinces.json', { fetch, now: () => T0 + 24 * HOUR - 1 })
    expect(fetch).toHaveBeenCalledTimes(1)
    expect(window.localStorage.getItem('someone-else')).toBe('kept until the clear')

    await getLookup('ECM', '/lookups/provinces.json', { fetch, now: () => T0 + 24 * HOUR })
    expect(fetch).toHaveBeenCalledTimes(2)
    expect(window.localStorage.getItem('someone-else')).toBeNull()
    // A new 24-hour period starts at the clear.
    await getLookup('ECM', '/lookups/provinces.json', { fetch, now: () => T0 + 47 * HOUR })
    expect(fetch).toHaveBeenCalledTimes(2)
  })

  it('skips caching when localStorage is unavailable', async () => {
    const fetch = fakeFetch()
    const storage = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError')
    }
    expect(await getLookup('CKJ', '/lookups/regions/32.json', { fetch, storage, now: () => T0 })).toEqual(PROVINCES)
    expect(await getLookup('CKJ', '/lookups/regions/32.json', { fetch, storage, now: () => T0 })).toEqual(PROVINCES)
    expect(fetch).toHaveBeenCalledTimes(2)
  })

  it('still answers when localStorage is full', async () => {
    const fetch = fakeFetch()
    const full: Storage = Object.assign(Object.create(window.localStorage) as Storage, {
      getItem: (key: string) => window.localStorage.getItem(key),
      setItem: (key: string, value: string) => {
        if (key.startsWith('lookup:ECM:')) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
        window.localStorage.setItem(key, value)
      },
      clear: () => window.localStorage.clear(),
    })
    const options = { fetch, storage: () => full, now: () => T0 }
    expect(await getLookup('ECM', '/lookups/vehicles/makes.json', options)).toEqual(PROVINCES)
    expect(await getLookup('ECM', '/lookups/vehicles/makes.json', options)).toEqual(PROVINCES)
    expect(fetch).toHaveBeenCalledTimes(2)
  })

  it('rejects on an HTTP error and caches nothing', async () => {
    const fetch = fakeFetch({ message: 'not found' }, 404)
    await expect(getLookup('ECM', '/lookups/regions/999.json', { fetch, now: () => T0 })).rejects.toThrow('Lookup /lookups/regions/999.json answered HTTP 404')
    expect(window.localStorage.getItem('lookup:ECM:/lookups/regions/999.json')).toBeNull()
  })
})
