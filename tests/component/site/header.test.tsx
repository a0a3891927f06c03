import { cleanup, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, test } from 'vitest'
import { Header } from '../../../components/Header'
import { setReturnUrls, showLoginState } from '../../../renderer/site/loginState'
import { renderInPortal, visit, type PortalKey } from '../portalHarness'

afterEach(cleanup)

// docs/requirements/pages-and-portals.md#login-and-profile (login link /Account/Login?returnUrl={current address}; profile /Account/ViewLoginProfile
// once logged in), docs/requirements/pages-and-portals.md#login-and-profile (logged-in visitors see their e-mail in the header). Texts: nav.login and
// site.account.label of data/messages.
const CASES: { key: PortalKey; login: string; account: string }[] = [
  { key: 'ecm', login: 'Log in', account: 'Your account' },
  { key: 'ckj', login: 'Masuk', account: 'Akun Anda' },
]

describe.each(CASES)('$key header login state', ({ key, login, account }) => {
  test('starts unknown with the plain login link carrying the current path', () => {
    renderInPortal(key, <Header currentPath="/guides" />)
    const area = document.querySelector<HTMLElement>('[data-login]')
    expect(area?.dataset.loginState).toBe('unknown')
    const link = within(area!).getByRole('link', { name: login })
    expect(link.getAttribute('href')).toBe('/Account/Login?returnUrl=%2Fguides')
  })

  test('the returnUrl becomes the full current address, query included', () => {
    visit('/guides?utm_source=fb&tab=1')
    renderInPortal(key, <Header currentPath="/guides" />)
    setReturnUrls(document, window.location.pathname + window.location.search)
    for (const link of document.querySelectorAll('a[data-login-link]')) {
      expect(link.getAttribute('href')).toBe('/Account/Login?returnUrl=%2Fguides%3Futm_source%3Dfb%26tab%3D1')
    }
  })

  test('logged in: the e-mail links to the profile page', () => {
    renderInPortal(key, <Header currentPath="/" />)
    showLoginState(document, { loggedIn: true, email: 'ana@example.com' })
    expect(document.querySelector<HTMLElement>('[data-login]')?.dataset.loginState).toBe('in')
    const link = screen.getAllByRole('link', { name: `${account}: ana@example.com` })[0]!
    expect(link.getAttribute('href')).toBe('/Account/ViewLoginProfile')
    expect(link.textContent).toBe(`${account}: ana@example.com`)
    expect(screen.queryByRole('link', { name: login })).toBeNull()
  })

  test('an e-mail with markup stays text', () => {
    renderInPortal(key, <Header currentPath="/" />)
    showLoginState(document, { loggedIn: true, email: '<img src=x onerror=alert(1)>@example.com' })
    expect(document.querySelector('.header-account img')).toBeNull()
  })

  test('not logged in: the login link stays', () => {
    renderInPortal(key, <Header currentPath="/" />)
    showLoginState(document, { loggedIn: false, email: '' })
    expect(document.querySelector<HTMLElement>('[data-login]')?.dataset.loginState).toBe('out')
    expect(within(document.querySelector<HTMLElement>('[data-login]')!).getByRole('link', { name: login })).toBeTruthy()
  })
})
