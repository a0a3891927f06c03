import Cookies from 'js-cookie'
import { cookieDomainFor } from '../../domain/campaign/cookieDomain'

/** The site's cookies, all on the parent domain of the current host (docs/requirements/wire-contract.md#cookies). */
export interface CookieJar {
  get(name: string): string | undefined
  /** Sets a cookie for `days` days; the browser may refuse silently. */
  set(name: string, value: string, days: number): void
  remove(name: string): void
  names(): string[]
}

/** A jar for the page's own location; a sandboxed document that forbids cookies reads as empty. */
export function cookieJar(loc: Location = location): CookieJar {
  const domain = cookieDomainFor(loc.host)
  const attributes = { path: '/', sameSite: 'Lax' as const, secure: loc.protocol === 'https:', ...(domain ? { domain } : {}) }
  return {
    get(name) {
      try {
        return Cookies.get(name)
      } catch {
        return undefined
      }
    },
    set(name, value, days) {
      try {
        Cookies.set(name, value, { ...attributes, expires: days })
      } catch {
        // document.cookie throws in sandboxed frames: the visit goes on without the cookie.
      }
    },
    remove(name) {
      try {
        Cookies.remove(name, attributes)
        // A cookie someone else set host-only (analytics tags do) is removed too.
        Cookies.remove(name, { path: '/' })
      } catch {
        // As above.
      }
    },
    names() {
      try {
        return Object.keys(Cookies.get())
      } catch {
        return []
      }
    },
  }
}
