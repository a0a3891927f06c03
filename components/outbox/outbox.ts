// The lead outbox: a lead whose post failed (offline, the API down, a 5xx) waits in localStorage and
// is sent again, with the same IdempotencyKey, with backoff while the page is open, on the next page
// load and when the browser comes back online. It leaves the outbox after a 2xx answer, after a
// refusal (a 4xx other than 408 and 429: sending it again would be refused again), or once it is
// OUTBOX_MAX_AGE_MS old. A landing's newsletter subscription travels inside its lead's entry and is
// posted once the lead is stored. Plain TypeScript, no React: it runs in every page's first script.

/** Where the lead API books a call-back (docs/requirements/wire-contract.md#lead-call), same-origin through the portal server. */
export const LEAD_URL = '/api/CallSchedules/AddCallSchedule'

/** localStorage key of the outbox: a JSON list of entries. */
export const OUTBOX_KEY = 'outbox:leads'

/** Event dispatched on window when the outbox delivers a lead; detail: { key }. */
export const DELIVERED_EVENT = 'outbox:delivered'

/** Event dispatched on window when the API refuses a lead the outbox sent; detail: { key, status }. */
export const REFUSED_EVENT = 'outbox:refused'

/** How long a lead is kept for sending again: three days, then it is dropped unsent. */
export const OUTBOX_MAX_AGE_MS = 3 * 24 * 60 * 60 * 1000

/** Waits before each new try of a lead that failed: 15 s, doubling, at most 15 minutes. */
export const RETRY_DELAYS_MS = [15_000, 30_000, 60_000, 120_000, 300_000, 900_000] as const
/**
 * The browser's "online" can come before the connection carries anything (a phone's radio or Wi-Fi
 * just back, the network not yet usable): when the try it starts fails, one more try this long after
 * (docs/decisions/006-lead-outbox.md), before the backoff takes over again.
 */
export const ONLINE_RECHECK_MS = 2_000

/** A post that follows its lead once the lead is stored (a landing's newsletter subscription). */
export interface FollowUp {
  key: string
  url: string
  body: Record<string, string>
}

/** A lead waiting to be sent: its form body (field name to string) and its idempotency key. */
export interface OutboxEntry {
  key: string
  url: string
  body: Record<string, string>
  /** When it was first queued, in ms since the epoch. */
  queuedAt: number
  /** Failed tries so far, and when the next one is due (ms since the epoch). */
  attempts?: number
  nextAt?: number
  /** Posted once this entry is stored. */
  then?: FollowUp
  /** Where the visitor goes when the outbox stores this entry while they are on `page` (its form's page, after a reload). */
  redirect?: string
  page?: string
}

// A site path, with an optional query of plain parameters (the wizard's thank-you names its product):
// a redirect kept in storage goes nowhere else (no other host, no "//", scheme or backslash).
const SITE_PATH = /^\/(?!\/)[A-Za-z0-9\-._~/]*(?:\?[A-Za-z0-9\-._~=&]*)?$/

/** What one post came to: stored (2xx), refused (4xx but 408 and 429, with the field errors of a 400), or not delivered (anything else). */
export type PostOutcome = { kind: 'sent' } | { kind: 'rejected'; status: number; errors: Record<string, string> } | { kind: 'failed' }

type Fetch = typeof fetch

function storage(): Storage | null {
  try {
    return window.localStorage
  } catch {
    return null
  }
}

function isBody(value: unknown): value is Record<string, string> {
  return value !== null && typeof value === 'object' && !Array.isArray(value) && Object.values(value).every((item) => typeof item === 'string')
}

// Only the outbox's own paths are posted to: an entry written by anything else is not sent anywhere.
const OWN_PATH = /^\/api\/[A-Za-z]+\/[A-Za-z]+$/

function isEntry(value: unknown): value is OutboxEntry {
  if (value === null || typeof value !== 'object') return false
  const entry = value as Record<string, unknown>
  if (typeof entry.key !== 'string' || typeof entry.url !== 'string' || !OWN_PATH.test(entry.url) || typeof entry.queuedAt !== 'number' || !isBody(entry.body))
    return false
  for (const path of [entry.redirect, entry.page]) if (path !== undefined && (typeof path !== 'string' || !SITE_PATH.test(path))) return false
  if (entry.then === undefined) return true
  const then = entry.then as Record<string, unknown> | null
  return (
    then !== null && typeof then === 'object' && typeof then.key === 'string' && typeof then.url === 'string' && OWN_PATH.test(then.url) && isBody(then.body)
  )
}

/** The leads waiting in the outbox, the expired ones left out; [] when there are none or storage is unavailable or unreadable. */
export function pendingLeads(now = Date.now()): OutboxEntry[] {
  try {
    const text = storage()?.getItem(OUTBOX_KEY)
    if (!text) return []
    const parsed: unknown = JSON.parse(text)
    if (!Array.isArray(parsed)) return []
    const entries = parsed.filter(isEntry)
    const fresh = entries.filter((entry) => now - entry.queuedAt < OUTBOX_MAX_AGE_MS && entry.queuedAt <= now + 60_000)
    if (fresh.length !== parsed.length) save(fresh)
    return fresh
  } catch {
    return []
  }
}

function save(entries: readonly OutboxEntry[]): boolean {
  try {
    const store = storage()
    if (!store) return false
    if (entries.length === 0) store.removeItem(OUTBOX_KEY)
    else store.setItem(OUTBOX_KEY, JSON.stringify(entries))
    return true
  } catch {
    // Storage full or blocked: the visitor keeps the form (and its message); nothing else to do.
    return false
  }
}

/**
 * The idempotency key of a submission, named by its content: the same answers posted again (a retry)
 * get the same key, changed answers a new one. `nonce` is drawn once per form on the page, so two
 * visits that happen to send the same answers stay two leads. Instants that are set at each try
 * (StartDate, EndDate, ApplyDate) do not count, as the API ignores them when it compares (docs/api.md).
 * Shaped as a version-4 UUID, which the API expects.
 */
export function contentKey(nonce: string, url: string, body: Record<string, string>): string {
  const { IdempotencyKey: _key, StartDate: _start, EndDate: _end, ApplyDate: _apply, ...rest } = body
  let remarks = rest.Remarks
  if (remarks !== undefined) {
    try {
      const parsed = JSON.parse(remarks) as Record<string, unknown>
      delete parsed.ApplyDate
      remarks = JSON.stringify(parsed)
    } catch {
      // Not JSON: counted as it is.
    }
  }
  const canonical = JSON.stringify([
    nonce,
    url,
    Object.entries({ ...rest, ...(remarks === undefined ? {} : { Remarks: remarks }) }).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
  ])
  // Four 32-bit FNV-1a style hashes, each with its own seed and multiplier: 128 bits, enough to tell one
  // visitor's submissions apart; the key is no secret, so no cryptographic hash is needed.
  const lanes: [number, number][] = [
    [0x811c9dc5, 0x01000193],
    [0x9e3779b9, 0x5bd1e995],
    [0x85ebca6b, 0x27d4eb2d],
    [0xc2b2ae35, 0x165667b1],
  ]
  const words = lanes.map(([seed, prime]) => {
    let hash = seed >>> 0
    for (let i = 0; i < canonical.length; i += 1) {
      hash ^= canonical.charCodeAt(i)
      hash = Math.imul(hash, prime) >>> 0
      hash ^= hash >>> 13
    }
    return hash >>> 0
  })
  const hex = words
    .map((word) => word.toString(16).padStart(8, '0'))
    .join('')
    .split('')
  hex[12] = '4'
  hex[16] = '89ab'[parseInt(hex[16] ?? '0', 16) & 3] ?? '8'
  const text = hex.join('')
  return `${text.slice(0, 8)}-${text.slice(8, 12)}-${text.slice(12, 16)}-${text.slice(16, 20)}-${text.slice(20, 32)}`
}

/** Puts a lead in the outbox, replacing an entry with the same key (a corrected resubmission); false when storage refused. */
export function queueLead(entry: OutboxEntry): boolean {
  const others = pendingLeads().filter((item) => item.key !== entry.key)
  const saved = save([...others, entry])
  // A lead a form just kept is tried again on time while the page stays open.
  if (saved && !flushing) scheduleRetry()
  return saved
}

/** Takes a lead out of the outbox (after a 2xx). */
export function removeLead(key: string): void {
  const entries = pendingLeads()
  if (entries.some((item) => item.key === key)) save(entries.filter((item) => item.key !== key))
}

function errorsOf(json: unknown): Record<string, string> {
  if (json === null || typeof json !== 'object') return {}
  const errors = (json as { errors?: unknown }).errors
  if (errors === null || typeof errors !== 'object') return {}
  const out: Record<string, string> = {}
  for (const [field, message] of Object.entries(errors)) if (typeof message === 'string') out[field] = message
  return out
}

/** Posts a lead form-encoded; never throws (a network error is a 'failed' outcome). */
export async function postLead(url: string, body: Record<string, string>, fetchFn: Fetch = fetch): Promise<PostOutcome> {
  try {
    const response = await fetchFn(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded;charset=UTF-8', accept: 'application/json' },
      body: new URLSearchParams(body).toString(),
      credentials: 'same-origin',
    })
    if (response.ok) return { kind: 'sent' }
    // 408 (timeout) and 429 (too many) say "later", not "no".
    if (response.status >= 400 && response.status < 500 && response.status !== 408 && response.status !== 429) {
      const errors = response.status === 400 ? errorsOf(await response.json().catch(() => null)) : {}
      return { kind: 'rejected', status: response.status, errors }
    }
    return { kind: 'failed' }
  } catch {
    return { kind: 'failed' }
  }
}

/** Tells the page; true when a form on it took the delivery as its own (and goes on from there). */
function announceDelivered(key: string): boolean {
  return !window.dispatchEvent(new CustomEvent(DELIVERED_EVENT, { detail: { key }, cancelable: true }))
}

function announceRefused(key: string, status: number): void {
  window.dispatchEvent(new CustomEvent(REFUSED_EVENT, { detail: { key, status } }))
}

/** The entry after one more failed try: its next try is due after the backoff. */
export function afterFailure(entry: OutboxEntry, now = Date.now()): OutboxEntry {
  const attempts = (entry.attempts ?? 0) + 1
  const wait: number = RETRY_DELAYS_MS[Math.min(attempts, RETRY_DELAYS_MS.length) - 1] ?? 900_000
  return { ...entry, attempts, nextAt: now + wait }
}

/** Posts the follow-up of a stored entry; one that does not get through waits in the outbox itself. */
async function sendFollowUp(then: FollowUp, fetchFn: Fetch): Promise<void> {
  const outcome = await postLead(then.url, then.body, fetchFn)
  if (outcome.kind === 'failed') queueLead(afterFailure({ ...then, queuedAt: Date.now() }))
}

let flushing: Promise<string[]> | null = null

/**
 * Sends every waiting lead that is due (all of them with `due: 'all'`, as when the browser comes back
 * online), one after the other; returns the keys delivered. `extra` are entries read earlier (before
 * another script cleared storage): they are sent too and kept until delivered or refused. A flush
 * asked for while one is under way runs after it, so no lead is posted twice at once by this page.
 */
export function flushOutbox(fetchFn: Fetch = fetch, extra: readonly OutboxEntry[] = [], due: 'due' | 'all' = 'all'): Promise<string[]> {
  if (flushing) return flushing.then(() => flushOutbox(fetchFn, extra, due))
  flushing = (async () => {
    const delivered: string[] = []
    const seen = new Set<string>()
    const now = Date.now()
    const entries = [...pendingLeads(now), ...extra.filter((entry) => now - entry.queuedAt < OUTBOX_MAX_AGE_MS)].filter(
      (entry) => !seen.has(entry.key) && seen.add(entry.key),
    )
    for (const entry of entries) {
      if (due === 'due' && (entry.nextAt ?? 0) > now) continue
      const outcome = await postLead(entry.url, entry.body, fetchFn)
      if (outcome.kind === 'sent') {
        removeLead(entry.key)
        delivered.push(entry.key)
        // The follow-up first: a form that hears of the delivery leaves the page.
        if (entry.then) await sendFollowUp(entry.then, fetchFn)
        const claimed = announceDelivered(entry.key)
        // Sent after a reload of its form's page: the visitor goes where the form would have taken them.
        if (!claimed && entry.redirect && entry.page === window.location.pathname) window.location.assign(entry.redirect)
      } else if (outcome.kind === 'rejected') {
        // Sending it again would be refused again: out of the outbox, and the page is told.
        removeLead(entry.key)
        announceRefused(entry.key, outcome.status)
      } else {
        // Still waiting: (back) in storage, whatever cleared it meanwhile, with its next try later.
        queueLead(afterFailure(entry))
      }
    }
    return delivered
  })().finally(() => {
    flushing = null
    scheduleRetry()
  })
  return flushing
}

let retryTimer: ReturnType<typeof setTimeout> | undefined
let retryFetch: Fetch | undefined

/** While the page is open, tries again when the earliest waiting lead is due. */
function scheduleRetry(): void {
  if (!retryFetch) return
  clearTimeout(retryTimer)
  const next = Math.min(...pendingLeads().map((entry) => entry.nextAt ?? 0))
  if (!Number.isFinite(next)) return
  const fetchFn = retryFetch
  retryTimer = setTimeout(() => void flushOutbox(fetchFn, [], 'due'), Math.max(1000, next - Date.now()))
}

/** Calls `listener` with the key and status of each lead the API refused when the outbox sent it. */
export function onLeadRefused(listener: (key: string, status: number) => void): () => void {
  const handler = (event: Event) => {
    const detail = (event as CustomEvent<{ key?: unknown; status?: unknown }>).detail
    if (typeof detail?.key === 'string' && typeof detail.status === 'number') listener(detail.key, detail.status)
  }
  window.addEventListener(REFUSED_EVENT, handler)
  return () => window.removeEventListener(REFUSED_EVENT, handler)
}

/**
 * Calls `listener` with the key of each lead the outbox delivers; a listener that returns true takes
 * the delivery as its own (the outbox then leaves the redirect to it). Returns the unsubscribe function.
 */
export function onLeadDelivered(listener: (key: string) => boolean | void): () => void {
  const handler = (event: Event) => {
    const key = (event as CustomEvent<{ key?: unknown }>).detail?.key
    if (typeof key === 'string' && listener(key) === true) event.preventDefault()
  }
  window.addEventListener(DELIVERED_EVENT, handler)
  return () => window.removeEventListener(DELIVERED_EVENT, handler)
}

let started = false
let recheckTimer: ReturnType<typeof setTimeout> | undefined

/**
 * Starts the outbox on a page: reads what is waiting at once (before anything may clear storage),
 * sends it, and sends again whenever the browser comes back online. Returns the function that stops it
 * (the page never does; a test that starts an outbox does, so that no listener of it outlives the test).
 */
export function startOutbox(fetchFn: Fetch = fetch): () => void {
  if (started) return () => {}
  started = true
  retryFetch = fetchFn
  const waiting = pendingLeads()
  const online = () => {
    clearTimeout(recheckTimer)
    void flushOutbox(fetchFn).then(() => {
      if (started && pendingLeads().length > 0) recheckTimer = setTimeout(() => void flushOutbox(fetchFn), ONLINE_RECHECK_MS)
    })
  }
  window.addEventListener('online', online)
  // A new page is a new try for everything waiting, whatever its backoff.
  if (waiting.length > 0) void flushOutbox(fetchFn, waiting)
  return () => {
    window.removeEventListener('online', online)
    clearTimeout(retryTimer)
    clearTimeout(recheckTimer)
    retryFetch = undefined
    started = false
  }
}
