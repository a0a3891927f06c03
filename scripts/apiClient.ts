// The HTTP side of data:pull: GETs JSON with a timeout per request, a limit on requests in flight,
// one cancel for all, and patience with rate limits (429, 503 and Retry-After).
import * as v from 'valibot'
import { formatProblem, parseJsonText, schemaProblems } from '../domain/content/problems'

/** GETs JSON from the API with a timeout per request, a limit on requests in flight, and one cancel for all. */
export class ApiClient {
  private readonly controller = new AbortController()
  private pausedUntil = 0

  constructor(
    private readonly base: string,
    private readonly fetcher: typeof fetch,
    private readonly timeoutMs: number,
    private readonly concurrency: number,
    private readonly log: (line: string) => void,
  ) {}

  url(endpoint: string, query: Record<string, string>): string {
    return `${this.base}${endpoint}?${new URLSearchParams(query).toString()}`
  }

  cancel(): void {
    this.controller.abort()
  }

  // One pause shared by every request in flight, so a rate limit slows the whole pull at once.
  private pause(ms: number, status: number): void {
    const now = Date.now()
    const until = now + ms
    if (until <= this.pausedUntil) return
    const alreadyWaiting = this.pausedUntil > now
    this.pausedUntil = until
    // Requests already in flight meet the same limit: one line per pause, not one per request.
    if (!alreadyWaiting) this.log(`  the API answered ${status}: waiting ${Math.ceil(ms / 1000)} s before going on …`)
  }

  private async waitForPause(): Promise<void> {
    const ms = this.pausedUntil - Date.now()
    if (ms <= 0) return
    const signal = this.controller.signal
    await new Promise<void>((resolve, reject) => {
      const onAbort = () => {
        clearTimeout(timer)
        reject(new Error('cancelled after another request failed'))
      }
      const timer = setTimeout(() => {
        signal.removeEventListener('abort', onAbort)
        resolve()
      }, ms)
      signal.addEventListener('abort', onAbort, { once: true })
    })
  }

  async get<TSchema extends v.GenericSchema>(endpoint: string, query: Record<string, string>, schema: TSchema): Promise<v.InferOutput<TSchema>> {
    const url = this.url(endpoint, query)
    let text: string
    for (let attempt = 0; ; attempt += 1) {
      await this.waitForPause()
      const signal = AbortSignal.any([this.controller.signal, AbortSignal.timeout(this.timeoutMs)])
      let response: Response
      try {
        response = await this.fetcher(url, { signal, headers: { accept: 'application/json' } })
        // A rate limit or a short outage says when to come back: wait that long, a few times at most.
        if ((response.status === 429 || response.status === 503) && attempt < MAX_RETRIES) {
          await response.body?.cancel()
          this.pause(retryAfterMs(response.headers.get('retry-after'), attempt), response.status)
          continue
        }
        if (!response.ok) throw new Error(`GET ${url} answered HTTP ${response.status}${response.statusText === '' ? '' : ` ${response.statusText}`}.`)
        text = await response.text()
        break
      } catch (error) {
        if (error instanceof Error && error.message.startsWith('GET ')) throw error
        throw new Error(`GET ${url} failed: ${networkReason(error, this.timeoutMs)}.`)
      }
    }
    const parsed = parseJsonText(url, text)
    if (!parsed.ok) throw new Error(`GET ${url} answered with invalid JSON: ${parsed.problem.received ?? ''}.`)
    const problems = schemaProblems(url, schema, parsed.value)
    if (problems.length > 0) throw new Error(`The API's data has problems:\n${problems.map(formatProblem).join('\n')}`)
    // The parsed output lists fields in the schema's order, as the committed files do, whatever order the API used.
    return v.parse(schema, parsed.value)
  }

  /** Runs `task` for every item, at most `concurrency` at a time; the first failure cancels the rest. */
  async all<TItem, TResult>(items: readonly TItem[], task: (item: TItem) => Promise<TResult>): Promise<TResult[]> {
    const results: TResult[] = new Array<TResult>(items.length)
    let next = 0
    const worker = async (): Promise<void> => {
      while (next < items.length && !this.controller.signal.aborted) {
        const index = next
        next += 1
        results[index] = await task(items[index] as TItem)
      }
    }
    try {
      await Promise.all(Array.from({ length: Math.min(this.concurrency, items.length) }, worker))
    } catch (error) {
      this.cancel()
      throw error
    }
    return results
  }
}

/** Retries of one request answered 429 or 503. */
const MAX_RETRIES = 4
/** Longest wait asked by a Retry-After header that is honoured, in milliseconds. */
const MAX_RETRY_WAIT_MS = 120_000

/** Wait before a retry, in milliseconds: the Retry-After header (seconds or an HTTP date), else 1, 2, 4, 8 s. */
export function retryAfterMs(header: string | null, attempt: number, nowMs = Date.now()): number {
  const fallback = 1000 * 2 ** attempt
  if (header === null || header.trim() === '') return fallback
  const seconds = Number(header)
  const ms = Number.isFinite(seconds) ? seconds * 1000 : Date.parse(header) - nowMs
  if (!Number.isFinite(ms)) return fallback
  return Math.min(MAX_RETRY_WAIT_MS, Math.max(0, ms))
}

function networkReason(error: unknown, timeoutMs: number): string {
  if (error instanceof Error && error.name === 'TimeoutError') return `no answer within ${timeoutMs / 1000} s`
  if (error instanceof Error && error.name === 'AbortError') return 'cancelled after another request failed'
  const cause = error instanceof Error ? (error.cause as { code?: string; message?: string } | undefined) : undefined
  if (cause?.code === 'ECONNREFUSED') return 'connection refused (is the API running at that address?)'
  if (cause?.code === 'ENOTFOUND') return 'host not found'
  if (cause?.code !== undefined) return `network error ${cause.code}`
  return error instanceof Error ? (cause?.message ?? error.message) : String(error)
}
