import type { CookieJar } from './cookieJar'

// The cookie and consent notice (RA 10173 in the Philippines, UU 27/2022 in Indonesia): analytics
// cookies are set only after the visitor accepts. The answer lives in a cookie, not in local
// storage, because the 24-hour rule clears local storage and the question must not come back daily.

/** The visitor's answer to the notice. */
export type ConsentDecision = 'granted' | 'denied'

/** Name of the cookie holding the answer. */
export const CONSENT_COOKIE = 'consent'

/** How long an answer is remembered, in days, before the notice asks again. */
export const CONSENT_DAYS = 180

// Cookies of Google's tags, removed when the visitor declines after having accepted.
const ANALYTICS_COOKIE = /^(_ga|_gid|_gat|_gcl_)/

/** The stored answer, or null when the visitor has not answered (or the cookie holds anything else). */
export function readConsent(jar: CookieJar): ConsentDecision | null {
  const value = jar.get(CONSENT_COOKIE)
  return value === 'granted' || value === 'denied' ? value : null
}

/** Whether analytics may load: with consent where the portal requires it, else unless declined. */
export function analyticsAllowed(decision: ConsentDecision | null, requiresConsent: boolean): boolean {
  return decision === 'granted' || (!requiresConsent && decision === null)
}

/**
 * Shows the notice while the visitor has not answered, and records the answer of its buttons.
 * `onDecision` runs after each answer; a [data-consent-open] control shows the notice again.
 */
export function startConsent(doc: Document, jar: CookieJar, onDecision: (decision: ConsentDecision) => void): void {
  const notice = doc.querySelector<HTMLElement>('[data-consent]')
  if (!notice) return
  const show = (visible: boolean) => {
    notice.hidden = !visible
    // The back-to-top link sits above the notice while it is shown (CSS reads this height).
    doc.documentElement.style.setProperty('--consent-height', visible ? `${notice.offsetHeight}px` : '0px')
  }
  show(readConsent(jar) === null)
  doc.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target : null
    if (target?.closest('[data-consent-open]')) {
      show(true)
      notice.querySelector<HTMLElement>('[data-consent-choice]')?.focus()
      return
    }
    const choice = target?.closest<HTMLElement>('[data-consent-choice]')?.dataset.consentChoice
    if (choice !== 'granted' && choice !== 'denied') return
    jar.set(CONSENT_COOKIE, choice, CONSENT_DAYS)
    if (choice === 'denied') for (const name of jar.names()) if (ANALYTICS_COOKIE.test(name)) jar.remove(name)
    const hadFocus = notice.contains(doc.activeElement)
    show(false)
    // Focus would fall back to the top of the page; the control that reopens the notice is nearby.
    if (hadFocus) doc.querySelector<HTMLElement>('[data-consent-open]')?.focus({ preventScroll: true })
    onDecision(choice)
  })
}
