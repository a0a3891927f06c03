import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, test } from 'vitest'
import LogOutPage from '../../../pages/log-out/+Page.server'
import { clearStorageOnLogOut } from '../../../renderer/site/logOut'
import { renderInPortal } from '../portalHarness'

// The log-out page (SPEC.md §2: "When reached, local storage and session storage are cleared"),
// without React in the browser: the page's script clears both and swaps the status sentence.
// Sentences: data/messages/parts/seo.{en-PH,id-ID}.json, keys logout.pending, .cleared, .unavailable.

const TEXT = {
  ecm: {
    pending: 'Clearing the data this site stored on your device…',
    cleared: 'The data this site stored in your browser (local and session storage) has been cleared.',
    unavailable: 'Your browser does not let this site use storage, so nothing was stored on this device.',
  },
  ckj: {
    pending: 'Sedang menghapus data situs ini di perangkat Anda…',
    cleared: 'Data yang disimpan situs ini di browser Anda (local storage dan session storage) telah dihapus.',
    unavailable: 'Browser Anda tidak mengizinkan situs ini menyimpan data, jadi tidak ada data yang tersimpan di perangkat ini.',
  },
} as const

afterEach(() => {
  cleanup()
  localStorage.clear()
  sessionStorage.clear()
})

/** A window whose storages throw on every use, as a browser that blocks them. */
function blockedWindow(): Window {
  const refuse = () => {
    throw new DOMException('The operation is insecure.', 'SecurityError')
  }
  return {
    get localStorage(): Storage {
      return refuse()
    },
    get sessionStorage(): Storage {
      return refuse()
    },
  } as unknown as Window
}

describe.each(['ecm', 'ckj'] as const)('%s log-out page', (portal) => {
  test('says it is clearing, then clears both storages and says so in the same live region', () => {
    renderInPortal(portal, <LogOutPage />)
    const status = screen.getByRole('status')
    expect(status.textContent).toBe(TEXT[portal].pending)
    localStorage.setItem('outbox:leads', '[]')
    sessionStorage.setItem('compare:ECM:credit-cards', '[1,2]')
    expect(clearStorageOnLogOut(document)).toBe('cleared')
    expect([localStorage.length, sessionStorage.length]).toEqual([0, 0])
    expect(screen.getByRole('status')).toBe(status)
    expect(status.textContent).toBe(TEXT[portal].cleared)
    expect(status.dataset.state).toBe('cleared')
  })

  test('tells a visitor whose browser blocks storage that nothing was stored', () => {
    renderInPortal(portal, <LogOutPage />)
    expect(clearStorageOnLogOut(document, blockedWindow())).toBe('unavailable')
    const status = screen.getByRole('status')
    expect(status.textContent).toBe(TEXT[portal].unavailable)
    expect(status.dataset.state).toBe('unavailable')
  })
})
