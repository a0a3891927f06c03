import { cleanup, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { Layout } from '../../../components/Layout'
import { cookieJar } from '../../../renderer/site/cookieJar'
import { safeStorage } from '../../../renderer/site/safeStorage'
import { startSite } from '../../../renderer/site/startSite'
import { renderInPortal, visit } from '../portalHarness'
import { clearCookies } from './cookies'

// The whole site runtime in one page: a visitor arriving from a campaign with storage blocked (as in
// some private windows) still gets the cookies and the login state, and nothing throws (issue 9
// items 4 and 7; docs/requirements/catalogue.md#lookup-cache).

function blockStorage(): () => void {
  const originals = ['localStorage', 'sessionStorage'].map((name) => [name, Object.getOwnPropertyDescriptor(window, name)] as const)
  for (const name of ['localStorage', 'sessionStorage']) {
    Object.defineProperty(window, name, {
      configurable: true,
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError')
      },
    })
  }
  return () => {
    for (const [name, descriptor] of originals) if (descriptor) Object.defineProperty(window, name, descriptor)
  }
}

let restore = () => {}
beforeEach(() => {
  clearCookies()
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      url === '/Account/GetLoggedInClaims' ? new Response(JSON.stringify({ IsLoggedIn: true, Email: 'ana@example.com' })) : new Response('203.0.113.9'),
    ),
  )
})
afterEach(() => {
  restore()
  cleanup()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe.each(['ecm', 'ckj'] as const)('%s site runtime', (key) => {
  test('works with local and session storage throwing on every access', async () => {
    restore = blockStorage()
    expect(safeStorage('localStorage').available).toBe(false)
    expect(safeStorage('localStorage').get('x')).toBeNull()
    visit('/guides?utm_source=fb&utm_medium=cpc&refcode=R42')
    renderInPortal(
      key,
      <Layout currentPath="/guides">
        <p>Page</p>
      </Layout>,
    )
    const error = vi.spyOn(console, 'error')
    expect(() => startSite()).not.toThrow()
    await vi.waitFor(() => expect(document.querySelector<HTMLElement>('[data-login]')?.dataset.loginState).toBe('in'))
    const jar = cookieJar()
    // docs/requirements/wire-contract.md#cookies: the UTM cookie's keys are utm_source ... utm_campaign, each a string or
    // null; the refCode cookie is the code as a JSON string, quotes included.
    expect(JSON.parse(jar.get('UTM') ?? '')).toEqual({ utm_source: 'fb', utm_medium: 'cpc', utm_term: null, utm_content: null, utm_campaign: null })
    expect(jar.get('refCode')).toBe('"R42"')
    expect(error).not.toHaveBeenCalled()
    // No storage: no IP call, which would repeat on every page.
    expect(vi.mocked(fetch).mock.calls.map((call) => String(call[0]))).toEqual(['/Account/GetLoggedInClaims'])
  })

  test('a corrupt UTM cookie is warned about and ignored', async () => {
    document.cookie = 'UTM={broken; path=/'
    visit('/')
    renderInPortal(
      key,
      <Layout currentPath="/">
        <p>Page</p>
      </Layout>,
    )
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    startSite()
    await vi.waitFor(() => expect(document.querySelector<HTMLElement>('[data-login]')?.dataset.loginState).toBe('in'))
    expect(warn.mock.calls.some((call) => String(call[0]).startsWith('UTM cookie is not JSON'))).toBe(true)
    expect(screen.getAllByRole('link', { name: /ana@example.com/ }).length).toBeGreaterThan(0)
  })
})
