import { describe, expect, test } from 'vitest'
import { fetchClaims } from '../../../renderer/site/loginState'
import { stubFetch } from './memory'

// docs/requirements/pages-and-portals.md#login-and-profile (IsLoggedIn, Email), docs/requirements/pages-and-portals.md#login-and-profile (unknown until the call ends), docs/requirements/wire-contract.md#login-claims (not cached), docs/requirements/catalogue.md#lookup-cache
// (a failed claims call is treated as not logged in).
const json =
  (body: unknown, status = 200) =>
  () =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

describe('claims call', () => {
  test('a logged-in answer gives the e-mail; the call bypasses every cache', async () => {
    const fetchFn = stubFetch(json({ IsLoggedIn: true, Email: 'ana@example.com' }))
    expect(await fetchClaims(fetchFn)).toEqual({ loggedIn: true, email: 'ana@example.com' })
    expect(fetchFn.calls[0]?.url).toBe('/Account/GetLoggedInClaims')
    expect(fetchFn.calls[0]?.init?.cache).toBe('no-store')
    expect(fetchFn.calls[0]?.init?.credentials).toBe('same-origin')
  })

  test.each([
    ['IsLoggedIn false', json({ IsLoggedIn: false, Email: '' })],
    ['a server error', json({ message: 'down' }, 500)],
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['an answer that is not JSON', () => new Response('<html>login</html>', { status: 200 })],
    ['IsLoggedIn as a string', json({ IsLoggedIn: 'true', Email: 'ana@example.com' })],
    ['logged in without an e-mail', json({ IsLoggedIn: true, Email: '  ' })],
    ['null', json(null)],
  ])('%s means not logged in', async (_name, respond) => {
    expect(await fetchClaims(stubFetch(respond))).toEqual({ loggedIn: false, email: '' })
  })
})
