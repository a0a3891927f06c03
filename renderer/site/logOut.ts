/** What the log-out page could do with the browser's storages. */
export type LogOutState = 'cleared' | 'unavailable'

function clearBoth(win: Window): LogOutState {
  try {
    win.localStorage.clear()
    win.sessionStorage.clear()
    return 'cleared'
  } catch {
    // Storage blocked by the browser: there is nothing the site could have kept either.
    return 'unavailable'
  }
}

/**
 * The /log-out page (SPEC.md §2): clears local and session storage on arrival and says so in the
 * page's status line, whose texts the server wrote on it (data-cleared, data-unavailable): no React
 * and no message file for one sentence. Run after the site's own start-up, so nothing it stores
 * on arrival survives.
 */
export function clearStorageOnLogOut(doc: Document, win: Window = window): LogOutState {
  const state = clearBoth(win)
  const status = doc.querySelector<HTMLElement>('[data-log-out-status]')
  if (status) {
    status.textContent = status.dataset[state] ?? ''
    status.dataset.state = state
  }
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
