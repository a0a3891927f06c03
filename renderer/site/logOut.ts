import { OUTBOX_KEY } from '../../components/outbox/outbox'

/** What the log-out page could do with the browser's storages. */
export type LogOutState = 'cleared' | 'unavailable'

function clearBoth(win: Window): LogOutState {
  try {
    // A lead waiting in the outbox is the visitor's request, not a trace to wipe: a log-out never
    // erases it, whoever caused the log-out (docs/security.md, "Log-out").
    const unsent = win.localStorage.getItem(OUTBOX_KEY)
    win.localStorage.clear()
    win.sessionStorage.clear()
    if (unsent !== null) win.localStorage.setItem(OUTBOX_KEY, unsent)
    return 'cleared'
  } catch {
    // Storage blocked by the browser: there is nothing the site could have kept either.
    return 'unavailable'
  }
}

function showStatus(doc: Document, state: 'pending' | LogOutState): void {
  const status = doc.querySelector<HTMLElement>('[data-log-out-status]')
  if (status) {
    status.textContent = status.dataset[state] ?? ''
    status.dataset.state = state
  }
}

/**
 * Clears local and session storage, the outbox of unsent leads excepted, and says so in the page's
 * status line, whose texts the server wrote on it (data-cleared, data-unavailable): no React and no
 * message file for one sentence.
 */
export function clearStorageOnLogOut(doc: Document, win: Window = window): LogOutState {
  const state = clearBoth(win)
  showStatus(doc, state)
  return state
}

/**
 * Ends the visitor's session on the lead API as the footer's "Log out" promises (issue 15 item 10):
 * the same POST /Account/LogOff as the profile page's button, same-origin with the session cookie.
 * Its answer (303 back here) is not followed. Resolves whether or not the API answered; never throws.
 */
export async function endServerSession(fetchFn: typeof fetch = fetch): Promise<boolean> {
  try {
    const response = await fetchFn('/Account/LogOff', {
      method: 'POST',
      credentials: 'same-origin',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded;charset=UTF-8' },
      body: '',
    })
    // 'manual' gives an opaque redirect (status 0) for the 303: the session is ended either way.
    return response.type === 'opaqueredirect' || response.ok || (response.status >= 300 && response.status < 400)
  } catch {
    return false
  }
}

/**
 * The /log-out page (docs/security.md, "Log-out"): acts only on the visitor's own press of
 * its button, never on arrival, since any site can send a visitor to this address. The press ends the
 * server session, then clears the storages (the outbox kept). Returns whether the page had the button.
 */
export function startLogOut(doc: Document, win: Window = window, fetchFn: typeof fetch = fetch): boolean {
  const button = doc.querySelector<HTMLButtonElement>('[data-log-out-button]')
  if (!button) return false
  button.addEventListener('click', () => {
    button.disabled = true
    showStatus(doc, 'pending')
    void endServerSession(fetchFn).then(() => {
      clearStorageOnLogOut(doc, win)
      button.disabled = false
    })
  })
  return true
}
