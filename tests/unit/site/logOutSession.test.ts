import { describe, expect, test } from 'vitest'
import { endServerSession } from '../../../renderer/site/logOut'

// Issue 15 item 10: the footer's /log-out must end the server session, as the profile page's
// button does (POST /Account/LogOff), not only clear the browser's storage.
describe('endServerSession', () => {
  test('posts /Account/LogOff same-origin, with the cookie, without following the 303', async () => {
    const calls: { url: string; init: RequestInit | undefined }[] = []
    const fetchFn = (async (url: string, init?: RequestInit) => {
      calls.push({ url, init })
      return { type: 'opaqueredirect', ok: false, status: 0 } as Response
    }) as unknown as typeof fetch
    expect(await endServerSession(fetchFn)).toBe(true)
    expect(calls).toHaveLength(1)
    expect(calls[0]?.url).toBe('/Account/LogOff')
    expect(calls[0]?.init).toMatchObject({ method: 'POST', credentials: 'same-origin', redirect: 'manual' })
  })

  test('an unreachable API is not an error of the page', async () => {
    const fetchFn = (async () => {
      throw new TypeError('Failed to fetch')
    }) as unknown as typeof fetch
    expect(await endServerSession(fetchFn)).toBe(false)
  })
})
