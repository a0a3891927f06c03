import { CONSENT_COOKIE } from '../../domain/inlineScripts'
import type { ConsentDecision } from './consent'
import type { CookieJar } from './cookieJar'

/** How long an answer is remembered, in days, before the notice asks again. */
export const CONSENT_DAYS = 180

// Cookies of Google's tags, removed when the visitor declines after having accepted.
const ANALYTICS_COOKIE = /^(_ga|_gid|_gat|_gcl_)/

/** The notice ([data-consent]) of a page, shown or hidden. */
export interface ConsentNotice {
  show(visible: boolean): void
  /** The visitor answered before this script arrived (kept by the notice's inline script), and the answer is now stored. */
  readonly answeredEarly: boolean
}

/**
 * Wires the notice's buttons: an answer is stored for 180 days, analytics cookies are removed on a
 * refusal, the notice hides and `onDecision` runs. An answer the visitor gave before this script
 * arrived (data-early, set by the inline script of domain/inlineScripts.ts) is stored the same way at
 * once. Null when the page has no notice.
 */
export function startConsentNotice(doc: Document, jar: CookieJar, onDecision: (decision: ConsentDecision) => void): ConsentNotice | null {
  const notice = doc.querySelector<HTMLElement>('[data-consent]')
  if (!notice) return null
  const show = (visible: boolean) => {
    notice.hidden = !visible
    // The back-to-top link sits above the notice while it is shown (site.css reads this height).
    doc.documentElement.style.setProperty('--consent-height', visible ? `${notice.offsetHeight}px` : '0px')
  }
  const answer = (choice: ConsentDecision) => {
    jar.set(CONSENT_COOKIE, choice, CONSENT_DAYS)
    if (choice === 'denied') for (const name of jar.names()) if (ANALYTICS_COOKIE.test(name)) jar.remove(name)
    const hadFocus = notice.contains(doc.activeElement)
    show(false)
    // Focus would fall back to the top of the page; the control that reopens the notice is nearby.
    if (hadFocus) doc.querySelector<HTMLElement>('[data-consent-open]')?.focus({ preventScroll: true })
    onDecision(choice)
  }
  notice.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target : null
    const choice = target?.closest<HTMLElement>('[data-consent-choice]')?.dataset.consentChoice
    if (choice === 'granted' || choice === 'denied') answer(choice)
  })
  // From here on the buttons are this script's; an answer given before it arrived is stored now.
  notice.dataset.wired = 'true'
  const early = notice.dataset.early
  delete notice.dataset.early
  const answeredEarly = early === 'granted' || early === 'denied'
  if (answeredEarly) answer(early)
  return { show, answeredEarly }
}
