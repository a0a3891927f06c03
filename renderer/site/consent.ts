import { CONSENT_COOKIE } from '../../domain/inlineScripts'
import type { CookieJar } from './cookieJar'

// The cookie and consent notice (RA 10173 in the Philippines, UU 27/2022 in Indonesia): analytics
// cookies are set only after the visitor accepts. The answer lives in a cookie, not in local
// storage, because the 24-hour rule clears local storage and the question must not come back daily.
// The notice's own code (consentNotice.ts) loads only while a question is open.

/** The visitor's answer to the notice. */
export type ConsentDecision = 'granted' | 'denied'

/** The stored answer, or null when the visitor has not answered (or the cookie holds anything else). */
export function readConsent(jar: CookieJar): ConsentDecision | null {
  const value = jar.get(CONSENT_COOKIE)
  return value === 'granted' || value === 'denied' ? value : null
}

/** Whether analytics may load: with consent where the portal requires it, else unless declined. */
export function analyticsAllowed(decision: ConsentDecision | null, requiresConsent: boolean): boolean {
  return decision === 'granted' || (!requiresConsent && decision === null)
}
