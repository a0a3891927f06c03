import { cleanup, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, test, vi } from 'vitest'
import LogOutPage from '../../../pages/log-out/+Page.server'
import { clearStorageOnLogOut, startLogOut } from '../../../renderer/site/logOut'
import { renderInPortal } from '../portalHarness'

// The log-out page without React in the browser: on the visitor's press of its button (never on
// arrival: docs/security.md, "Log-out") the page's script ends the session, clears both storages but
// the outbox of unsent leads, and swaps the status sentence.
// Sentences: data/messages/parts/seo.{en-PH,id-ID}.json, keys logout.button, .pending, .cleared, .unavailable.

const TEXT = {
  ecm: {
    button: 'Log out and clear this device',
    pending: 'Logging you out and clearing the data this site stored on your device…',
    cleared:
      'You are logged out, and the data this site stored in your browser (local and session storage) has been cleared. Forms not yet sent are kept and will still be sent.',
    unavailable: 'You are logged out. Your browser does not let this site use storage, so nothing was stored on this device.',
  },
  ckj: {
    button: 'Keluar dan hapus data di perangkat ini',
    pending: 'Sedang mengeluarkan Anda dan menghapus data situs ini di perangkat Anda…',
    cleared:
      'Anda telah keluar, dan data yang disimpan situs ini di peramban Anda (local storage dan session storage) telah dihapus. Formulir yang belum terkirim tetap disimpan dan akan tetap dikirim.',
    unavailable: 'Anda telah keluar. Peramban Anda tidak mengizinkan situs ini menyimpan data, jadi tidak ada data yang tersimpan di perangkat ini.',
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
  test('does nothing on arrival; the press of its button ends the session, clears both storages but the outbox of unsent leads, and says so in one live region', async () => {
    renderInPortal(portal, <LogOutPage />)
    const outbox = JSON.stringify([{ key: 'lead-1', body: { FirstName: 'Maria' } }])
    localStorage.setItem('outbox:leads', outbox)
    localStorage.setItem('visited', '1')
    sessionStorage.setItem('compare:ECM:credit-cards', '[1,2]')
    let answer: (response: Response) => void = () => undefined
    const fetchFn = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)))
    expect(startLogOut(document, window, fetchFn as unknown as typeof fetch)).toBe(true)
    const status = screen.getByRole('status')
    // Arrival alone (a link from any site) neither logs out nor clears anything.
    expect(fetchFn).not.toHaveBeenCalled()
    expect([localStorage.length, sessionStorage.length]).toEqual([2, 1])
    expect(status.textContent).toBe('')

    await userEvent.click(screen.getByRole('button', { name: TEXT[portal].button }))
    expect(fetchFn).toHaveBeenCalledWith('/Account/LogOff', expect.objectContaining({ method: 'POST', credentials: 'same-origin' }))
    expect(status.textContent).toBe(TEXT[portal].pending)
    answer(new Response(null, { status: 200 }))
    await waitFor(() => expect(status.dataset.state).toBe('cleared'))
    expect(localStorage.getItem('outbox:leads')).toBe(outbox)
    expect([localStorage.length, sessionStorage.length]).toEqual([1, 0])
    expect(screen.getByRole('status')).toBe(status)
    expect(status.textContent).toBe(TEXT[portal].cleared)
  })

  test('tells a visitor whose browser blocks storage that nothing was stored', () => {
    renderInPortal(portal, <LogOutPage />)
    expect(clearStorageOnLogOut(document, blockedWindow())).toBe('unavailable')
    const status = screen.getByRole('status')
    expect(status.textContent).toBe(TEXT[portal].unavailable)
    expect(status.dataset.state).toBe('unavailable')
  })
})
