// Share counts (docs/api.md "GET /api/share-count", docs/security.md "Share counts"): of the share
// networks only Facebook's Graph API reports a count, and it needs an access token. The token is the
// lead API's (SHARE_COUNT_TOKEN): the pages ask this API, which asks the Graph API, so the token is
// never in a built page, a script or a browser's request.

/** Where the counts come from and with which token; no token: no count is asked (every answer null). */
export interface ShareCountOptions {
  token: string
  /** The Graph API's address (https://graph.facebook.com/; a fake on 127.0.0.1 in the tests). */
  upstream?: string
  /** How long a count is reused, in ms (10 minutes); a failure is reused for a tenth of it. */
  ttlMs?: number
  /** How long the upstream may take, in ms (3 s). */
  timeoutMs?: number
  /** Counts kept at most (500): the oldest goes first. */
  maxEntries?: number
  /**
   * Upstream calls a minute for the whole API, whoever asks (30; SHARE_COUNT_BUDGET): a token bucket
   * of that many calls, refilled evenly over the minute. Past it a page gets its last known count,
   * however old, or null: never an error, never an upstream call.
   */
  budgetPerMinute?: number
  fetch?: typeof fetch
  now?: () => number
}

const DEFAULT_SHARE_COUNT_UPSTREAM = 'https://graph.facebook.com/'

/**
 * SHARE_COUNT_UPSTREAM, checked: https (the token travels in its query), or http on a loopback
 * address for a test double; the Graph API when unset. Anything else stops the API at start.
 */
export function shareUpstreamFromEnv(value: string | undefined): string {
  const text = value?.trim() || DEFAULT_SHARE_COUNT_UPSTREAM
  let url: URL
  try {
    url = new URL(text)
  } catch {
    throw new Error(`SHARE_COUNT_UPSTREAM is not an address: ${text}`)
  }
  const loopback = url.hostname === '127.0.0.1' || url.hostname === 'localhost' || url.hostname === '[::1]'
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && loopback)) {
    throw new Error('SHARE_COUNT_UPSTREAM must be an https address (the share-count token travels in it), or http on a loopback address for tests')
  }
  return url.href
}

/** engagement.share_count of a Graph API answer; null when the answer has none. */
export function shareCountOf(body: unknown): number | null {
  const count = (body as { engagement?: { share_count?: unknown } } | null)?.engagement?.share_count
  return typeof count === 'number' && Number.isInteger(count) && count >= 0 ? count : null
}

/** A count, or null when it is not known (no token, upstream down, an answer without one). */
export type ShareCountLookup = (pageUrl: string) => Promise<number | null>

/**
 * At most `perMinute` takes a minute, refilled evenly (a token bucket of `perMinute` tokens): the
 * one upstream budget of the share counts. In the process's memory, like @fastify/rate-limit's own
 * store, whose per-request limits answer 429 where this budget must fall back to a cached count.
 */
export function createBudget(perMinute: number, now: () => number = Date.now): () => boolean {
  let tokens = perMinute
  let last = now()
  return () => {
    const time = now()
    tokens = Math.min(perMinute, tokens + ((time - last) * perMinute) / 60_000)
    last = time
    if (tokens < 1) return false
    tokens -= 1
    return true
  }
}

/**
 * Counts by page address, each asked at most once per `ttlMs` (concurrent asks for one address share
 * one upstream call), all of them within one budget of upstream calls (`budgetPerMinute`). A failure
 * (timeout, HTTP error, unreadable answer) gives null and is logged by the caller's `warn` without the
 * address asked (it carries the token).
 */
export function createShareCounts(options: ShareCountOptions, warn: (message: string) => void): ShareCountLookup {
  const ttl = options.ttlMs ?? 10 * 60_000
  const timeout = options.timeoutMs ?? 3_000
  const maxEntries = options.maxEntries ?? 500
  const fetchFn = options.fetch ?? fetch
  const now = options.now ?? Date.now
  const upstream = new URL(options.upstream ?? DEFAULT_SHARE_COUNT_UPSTREAM)
  const cache = new Map<string, { count: number | null; until: number }>()
  const pending = new Map<string, Promise<number | null>>()
  const takeCall = createBudget(options.budgetPerMinute ?? 30, now)
  // The budget's warning at most once a minute, however many asks it turns away.
  let warnedAt = -Infinity

  async function ask(pageUrl: string): Promise<number | null> {
    const url = new URL(upstream)
    url.search = new URLSearchParams({ id: pageUrl, fields: 'engagement', access_token: options.token }).toString()
    try {
      const response = await fetchFn(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(timeout), redirect: 'error' })
      if (!response.ok) {
        warn(`share count: the upstream answered HTTP ${response.status}`)
        return null
      }
      const count = shareCountOf(await response.json())
      if (count === null) warn('share count: the upstream answer has no engagement.share_count')
      return count
    } catch (error) {
      warn(`share count: the upstream did not answer (${error instanceof Error ? error.name : 'error'})`)
      return null
    }
  }

  return async (pageUrl) => {
    if (options.token === '') return null
    const cached = cache.get(pageUrl)
    if (cached !== undefined && cached.until > now()) return cached.count
    let job = pending.get(pageUrl)
    if (job === undefined && !takeCall()) {
      if (now() - warnedAt >= 60_000) {
        warnedAt = now()
        warn('share count: the upstream budget of this minute is spent; answering from the cache')
      }
      // The last count known, however old (kept until maxEntries pushes it out), else none.
      return cached?.count ?? null
    }
    if (job === undefined) {
      job = ask(pageUrl).then((count) => {
        cache.delete(pageUrl)
        cache.set(pageUrl, { count, until: now() + (count === null ? ttl / 10 : ttl) })
        while (cache.size > maxEntries) cache.delete(cache.keys().next().value as string)
        pending.delete(pageUrl)
        return count
      })
      pending.set(pageUrl, job)
    }
    return job
  }
}
