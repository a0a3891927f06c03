// The header's login state (docs/requirements/pages-and-portals.md#login-and-profile): unknown until GET /Account/GetLoggedInClaims
// ends; a failed or malformed answer means not logged in. The server renders the plain login link,
// which stays the no-script fallback; this only rewrites it.

/** The answer of the claims call that the header needs. */
export interface Claims {
  loggedIn: boolean
  email: string
}

const NOT_LOGGED_IN: Claims = { loggedIn: false, email: '' }

/** Reads the claims; never throws, never uses a cached answer (docs/requirements/wire-contract.md#login-claims). */
export async function fetchClaims(fetchFn: typeof fetch): Promise<Claims> {
  try {
    const response = await fetchFn('/Account/GetLoggedInClaims', {
      cache: 'no-store',
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
    })
    if (!response.ok) return NOT_LOGGED_IN
    const body = (await response.json()) as { IsLoggedIn?: unknown; Email?: unknown } | null
    const email = typeof body?.Email === 'string' ? body.Email.trim() : ''
    return body?.IsLoggedIn === true && email !== '' ? { loggedIn: true, email } : NOT_LOGGED_IN
  } catch {
    return NOT_LOGGED_IN
  }
}

/** Points every login link's returnUrl at the full current address (path and query). */
export function setReturnUrls(doc: Document, pathAndQuery: string): void {
  for (const link of doc.querySelectorAll<HTMLAnchorElement>('a[data-login-link]')) {
    const login = new URL(link.href, doc.baseURI)
    login.search = `?returnUrl=${encodeURIComponent(pathAndQuery)}`
    link.href = login.pathname + login.search
  }
}

/** Shows the claims in the header: the e-mail linking to the profile page, or the login link. */
export function showLoginState(doc: Document, claims: Claims): void {
  const areas = [...doc.querySelectorAll<HTMLElement>('[data-login]')]
  for (const area of areas) area.dataset.loginState = claims.loggedIn ? 'in' : 'out'
  // Parts that only show or hide by the state (the footer's "Log out": docs/layout.md).
  for (const part of doc.querySelectorAll<HTMLElement>('[data-login-follows]')) part.dataset.loginState = claims.loggedIn ? 'in' : 'out'
  if (!claims.loggedIn) return
  const profile = areas[0]?.dataset.profileHref ?? '/'
  const label = areas[0]?.dataset.accountLabel ?? ''
  for (const link of doc.querySelectorAll<HTMLAnchorElement>('a[data-login-link]')) {
    link.href = profile
    link.title = claims.email
    const hidden = doc.createElement('span')
    hidden.className = 'visually-hidden'
    hidden.textContent = `${label}:`
    // Text nodes only: the e-mail comes from an account and must never become markup. The space
    // stays outside the hidden span, where every accessible-name algorithm keeps it.
    link.replaceChildren(hidden, doc.createTextNode(` ${claims.email}`))
  }
}
