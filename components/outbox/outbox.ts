// The lead outbox: a lead whose post failed (offline, the API down) waits in localStorage and is
// sent again, with the same IdempotencyKey, on the next page load and when the browser comes back
// online. An entry leaves the outbox only after a 2xx answer. Plain TypeScript, no React: it runs in
// every page's first script.

/** Where the lead API books a call-back (SPEC.md §7 call 1), same-origin through the portal server. */
export const LEAD_URL = '/api/CallSchedules/AddCallSchedule'

/** localStorage key of the outbox: a JSON list of entries. */
export const OUTBOX_KEY = 'outbox:leads'

/** Event dispatched on window when the outbox delivers a lead; detail: { key }. */
export const DELIVERED_EVENT = 'outbox:delivered'

/** A lead waiting to be sent: its form body (field name to string) and its idempotency key. */
export interface OutboxEntry {
  key: string
  url: string
  body: Record<string, string>
  /** When it was first queued, in ms since the epoch. */
  queuedAt: number
}

/** What one post came to: stored (2xx), refused with field errors (400), or not delivered (anything else). */
export type PostOutcome = { kind: 'sent' } | { kind: 'rejected'; errors: Record<string, string> } | { kind: 'failed' }

type Fetch = typeof fetch

function storage(): Storage | null {
  try {
    return window.localStorage
  } catch {
    return null
  }
}

function isEntry(value: unknown): value is OutboxEntry {
  if (value === null || typeof value !== 'object') return false
  const entry = value as Record<string, unknown>
  return typeof entry.key === 'string' && typeof entry.url === 'string' && typeof entry.queuedAt === 'number' && entry.body !== null && typeof entry.body === 'object'
}

/** The leads waiting in the outbox; [] when there are none or storage is unavailable or unreadable. */
export function pendingLeads(): OutboxEntry[] {
  try {
    const text = storage()?.getItem(OUTBOX_KEY)
    if (!text) return []
    const parsed: unknown = JSON.parse(text)
    return Array.isArray(parsed) ? parsed.filter(isEntry) : []
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

/** Puts a lead in the outbox, replacing an entry with the same key (a corrected resubmission); false when storage refused. */
export function queueLead(entry: OutboxEntry): boolean {
  const others = pendingLeads().filter((item) => item.key !== entry.key)
  return save([...others, entry])
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
    if (response.status === 400) {
      const errors = errorsOf(await response.json().catch(() => null))
      return { kind: 'rejected', errors }
    }
    return { kind: 'failed' }
  } catch {
    return { kind: 'failed' }
  }
}

function announceDelivered(key: string): void {
  window.dispatchEvent(new CustomEvent(DELIVERED_EVENT, { detail: { key } }))
}

let flushing: Promise<string[]> | null = null

/**
 * Sends every waiting lead once, one after the other; returns the keys delivered. `extra` are entries
 * read earlier (before another script cleared storage): they are sent too and kept until delivered.
 * A flush asked for while one is under way runs after it (the network may have come back meanwhile),
 * so no lead is posted twice at once by this page.
 */
export function flushOutbox(fetchFn: Fetch = fetch, extra: readonly OutboxEntry[] = []): Promise<string[]> {
  if (flushing) return flushing.then(() => flushOutbox(fetchFn, extra))
  flushing = (async () => {
    const delivered: string[] = []
    const seen = new Set<string>()
    const entries = [...pendingLeads(), ...extra].filter((entry) => !seen.has(entry.key) && seen.add(entry.key))
    for (const entry of entries) {
      const outcome = await postLead(entry.url, entry.body, fetchFn)
      if (outcome.kind === 'sent') {
        removeLead(entry.key)
        delivered.push(entry.key)
        announceDelivered(entry.key)
      } else if (!pendingLeads().some((item) => item.key === entry.key)) {
        // Still waiting: make sure it is (back) in storage, whatever cleared it meanwhile.
        queueLead(entry)
      }
    }
    return delivered
  })().finally(() => {
    flushing = null
  })
  return flushing
}

/** Calls `listener` with the key of each lead the outbox delivers; returns the unsubscribe function. */
export function onLeadDelivered(listener: (key: string) => void): () => void {
  const handler = (event: Event) => {
    const key = (event as CustomEvent<{ key?: unknown }>).detail?.key
    if (typeof key === 'string') listener(key)
  }
  window.addEventListener(DELIVERED_EVENT, handler)
  return () => window.removeEventListener(DELIVERED_EVENT, handler)
}

let started = false

/**
 * Starts the outbox on a page: reads what is waiting at once (before anything may clear storage),
 * sends it, and sends again whenever the browser comes back online.
 */
export function startOutbox(fetchFn: Fetch = fetch): void {
  if (started) return
  started = true
  const waiting = pendingLeads()
  window.addEventListener('online', () => void flushOutbox(fetchFn))
  if (waiting.length > 0) void flushOutbox(fetchFn, waiting)
}
