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
