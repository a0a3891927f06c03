import { captureCampaign, rememberClientIp } from './campaign'
import { analyticsAllowed, readConsent, type ConsentDecision } from './consent'
import { startConsentNotice, type ConsentNotice } from './consentNotice'
import { cookieJar, type CookieJar } from './cookieJar'
import { startFocusInView } from './focusInView'
import { activateHashLink } from './hashLink'
import { housekeepLocalStorage } from './housekeeping'
import { fetchClaims, setReturnUrls, showLoginState } from './loginState'
import { safeStorage, type SafeStorage } from './safeStorage'
import { startBackToTop, startSmoothScroll } from './scrolling'

// The behaviours every page with JavaScript has (docs/requirements/pages-and-portals.md#smooth-scroll, docs/requirements/wire-contract.md#login-claims and docs/requirements/forms-and-leads.md#failures). Widgets load
// their own code only when the page has their elements. The few portal settings needed here come
// from data attributes of the page ([data-site], components/widgets/SiteTools.tsx), not from the
// portal config module: importing it would put the whole portal JSON in every page's first script.

/** Portal settings the server writes on [data-site]. */
interface SiteSettings {
  storeClientIp: boolean
  tagManagerId: string
  requiresConsent: boolean
}

function readSettings(doc: Document): SiteSettings {
  const data = doc.querySelector<HTMLElement>('[data-site]')?.dataset ?? {}
  return {
    // Not on the log-out page, which leaves the storages empty: the address would arrive after the clear.
    storeClientIp: data.storeClientIp === 'true' && doc.querySelector('[data-log-out-status]') === null,
    tagManagerId: data.tagManager ?? '',
    // Without the element, the safe choice: ask before any analytics.
    requiresConsent: data.consentRequired !== 'false',
  }
}

/** A widget: the elements that need it, and how its code is fetched and started. */
interface Widget {
  selector: string
  /** Controls that do nothing until the code has arrived: a click on them waits and is replayed. */
  triggers: string
  start: (session: SafeStorage) => Promise<void>
}

const WIDGETS: Widget[] = [
  { selector: '[data-tabs]', triggers: '[role="tab"]', start: () => import('./tabs').then((m) => m.startTabs(document)) },
  {
    selector: 'dialog[data-dialog]',
    triggers: '[data-dialog-open]',
    start: (session) => import('./dialogs').then((m) => m.startDialogs(document, session)),
  },
  {
    selector: '[data-share]',
    triggers: 'a[data-share-network]',
    start: () =>
      import('./share').then((m) => {
        m.startShareLinks()
        void m.fillShareCounts(document, fetch)
      }),
  },
  { selector: '[data-hover-banner]', triggers: '', start: () => import('./hoverBanners').then((m) => m.startHoverBanners(document)) },
  { selector: '[data-list-filter]', triggers: '', start: () => import('./listFilter').then((m) => m.startListFilters(document)) },
]

function startWidgets(session: SafeStorage): Promise<unknown> {
  const present = WIDGETS.filter((w) => document.querySelector(w.selector))
  if (present.length === 0) return Promise.resolve()
  let ready = false
  const all = Promise.allSettled(present.map((w) => w.start(session))).then((results) => {
    ready = true
    for (const r of results) if (r.status === 'rejected') console.warn('A page widget could not start:', r.reason)
  })
  const triggers = present
    .map((w) => w.triggers)
    .filter(Boolean)
    .join(', ')
  if (triggers) {
    // A click that arrives before the widget's code is held and replayed once the code runs.
    const hold = (event: Event) => {
      const target = event.target instanceof Element ? event.target.closest<HTMLElement>(triggers) : null
      if (ready || !target) return
      event.preventDefault()
      event.stopImmediatePropagation()
      void all.then(() => target.click())
    }
    document.addEventListener('click', hold, true)
    void all.then(() => document.removeEventListener('click', hold, true))
  }
  return all
}

// A chunk that cannot be fetched (offline, a deploy in between) costs that behaviour only.
function warnOnFailure(task: Promise<unknown>, what: string): void {
  task.catch((error: unknown) => console.warn(`The ${what} could not start:`, error))
}

function loadAnalytics(containerId: string): void {
  if (containerId === '') return
  warnOnFailure(
    import('./tagManager').then((m) => m.whenInteractive(() => void m.loadTagManager(containerId))),
    'tag manager',
  )
}

function startConsent(jar: CookieJar, settings: SiteSettings): void {
  const onDecision = (decision: ConsentDecision | null) => {
    if (analyticsAllowed(decision, settings.requiresConsent)) loadAnalytics(settings.tagManagerId)
  }
  // In the first script, not a chunk of its own: a visitor who has not answered sees the notice one
  // round trip sooner (on CKJ pages it is the largest paint: decision 020).
  let notice: ConsentNotice | null | undefined
  const openNotice = async () => {
    notice ??= startConsentNotice(document, jar, onDecision)
    notice?.show(true)
  }
  const decision = readConsent(jar)
  onDecision(decision)
  if (decision === null) {
    // Wired at once: an answer tapped before this script arrived is stored by it, and the notice stays hidden.
    notice = startConsentNotice(document, jar, onDecision)
    if (notice && !notice.answeredEarly) notice.show(true)
  }
  // Cookie settings: the notice again, its first answer focused so keyboard users can change it.
  document.addEventListener('click', (event) => {
    if (!(event.target instanceof Element) || !event.target.closest('[data-consent-open]')) return
    warnOnFailure(
      openNotice().then(() => document.querySelector<HTMLElement>('[data-consent-choice]')?.focus()),
      'consent notice',
    )
  })
}

function run(): void {
  const local = safeStorage('localStorage')
  const session = safeStorage('sessionStorage')
  const jar = cookieJar()
  const settings = readSettings(document)
  housekeepLocalStorage(local, Date.now())
  captureCampaign(location.search, jar, (message) => console.warn(message))

  setReturnUrls(document, location.pathname + location.search)
  void fetchClaims(fetch).then((claims) => showLoginState(document, claims))

  if (settings.storeClientIp) void rememberClientIp(local, fetch)
  if (/[?&]utm_medium=/i.test(location.search) && /[?&]email=/i.test(location.search)) {
    warnOnFailure(
      import('./arrival').then((m) => m.subscribeThisVisitor(local)),
      'newsletter subscription',
    )
  }

  startConsent(jar, settings)

  startSmoothScroll()
  startBackToTop()
  startFocusInView()
  void startWidgets(session).then(() => activateHashLink(document, location.hash))
}

/** Starts the site's behaviours once the document is parsed. */
export function startSite(): void {
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', run, { once: true })
  else run()
}
