// The HTTP side of data:pull: GETs JSON with a timeout per request, a limit on requests in flight,
// one cancel for all, and patience with rate limits (429, 503 and Retry-After). No redirect is
// followed, no answer is read past a byte cap, and whatever the server sent that a message repeats
// (a reason phrase, a value that fails a check, a redirect's target) is escaped first (docs/data.md).
import * as v from 'valibot'
import { formatProblem, parseJsonText, schemaProblems, type SnapshotProblem } from '../../domain/content/problems'

// C0 and C1 controls, DEL, and the marks that reorder a line's text (bidirectional overrides and
// isolates): a terminal acts on them rather than showing them.
// eslint-disable-next-line no-control-regex -- matching control characters is this pattern's purpose
const UNPRINTABLE = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g

/** `text` with every control character written as its JSON escape (\n, \u001b), so none reaches a terminal raw. */
export function printable(text: string): string {
  return text.replace(UNPRINTABLE, (char) => {
    const json = JSON.stringify(char)
    return json.length === 4 ? json.slice(1, -1) : `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`
  })
}

/** A problem whose parts taken from an answer (record label, field path, value) are printable. */
export function printableProblem(problem: SnapshotProblem): SnapshotProblem {
  return {
    ...problem,
    file: printable(problem.file),
    record: problem.record === null ? null : printable(problem.record),
    field: printable(problem.field),
    ...(problem.received === undefined ? {} : { received: printable(problem.received) }),
  }
}

/** A number of bytes in MiB, for messages: 50 MiB, 0.5 MiB. */
function mib(bytes: number): string {
  return `${Number((bytes / 2 ** 20).toFixed(3))} MiB`
}

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
    /** Largest answer read, in bytes: a longer one fails the pull. */
    private readonly maxAnswerBytes: number,
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
      const deadline = new Deadline(this.controller.signal, this.timeoutMs)
      try {
        // No redirect is followed: the API answers where --api says, or the pull stops.
        const response = await deadline.race(this.fetcher(url, { signal: deadline.signal, headers: { accept: 'application/json' }, redirect: 'manual' }))
        // A rate limit or a short outage says when to come back: wait that long, a few times at most.
        if ((response.status === 429 || response.status === 503) && attempt < MAX_RETRIES) {
          await response.body?.cancel()
          this.pause(retryAfterMs(response.headers.get('retry-after'), attempt), response.status)
          continue
        }
        if (response.status >= 300 && response.status < 400) {
          await response.body?.cancel()
          const location = response.headers.get('location')
          throw new Error(
            `GET ${url} answered HTTP ${response.status}${location === null ? '' : `, a redirect to ${printable(JSON.stringify(location))}`}: data:pull follows no redirect (give --api the address the API answers on).`,
          )
        }
        if (!response.ok)
          throw new Error(`GET ${url} answered HTTP ${response.status}${response.statusText === '' ? '' : ` ${printable(response.statusText)}`}.`)
        text = await deadline.race(readCapped(response, this.maxAnswerBytes, url))
        break
      } catch (error) {
        if (error instanceof Error && error.message.startsWith('GET ')) throw error
        throw new Error(`GET ${url} failed: ${networkReason(error, this.timeoutMs)}.`)
      } finally {
        deadline.clear()
      }
    }
    const parsed = parseJsonText(url, text)
    if (!parsed.ok) throw new Error(`GET ${url} answered with invalid JSON: ${printable(parsed.problem.received ?? '')}.`)
    const problems = schemaProblems(url, schema, parsed.value)
    if (problems.length > 0) throw new Error(`The API's data has problems:\n${problems.map((problem) => formatProblem(printableProblem(problem))).join('\n')}`)
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

/** The answer's body as text, refused once it passes `maxBytes` (by its Content-Length, or as it arrives). */
async function readCapped(response: Response, maxBytes: number, url: string): Promise<string> {
  const tooLarge = () => new Error(`GET ${url} answered more than ${mib(maxBytes)}, the most data:pull reads of one answer (--max-answer-mib).`)
  const declared = Number(response.headers.get('content-length') ?? '')
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel()
    throw tooLarge()
  }
  if (response.body === null) return ''
  const reader = response.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > maxBytes) {
      await reader.cancel()
      throw tooLarge()
    }
    chunks.push(value)
  }
  // As response.text() decodes: UTF-8, a byte-order mark dropped, a bad sequence replaced.
  return new TextDecoder().decode(Buffer.concat(chunks))
}

/**
 * The time limit of one request, and the pull's cancel. The request is also raced against it rather
 * than trusted to fetch's signal alone: Node 20's fetch can lose a signal it follows after a garbage
 * collection (nodejs/undici#4068), and a request to an API that never answers then waited forever
 * instead of failing after the limit (seen on a busy CI machine).
 */
class Deadline {
  private readonly controller = new AbortController()
  private readonly timer: ReturnType<typeof setTimeout>
  private readonly onCancel = () => this.controller.abort(new DOMException('cancelled', 'AbortError'))
  private readonly stopped: Promise<never>

  constructor(
    private readonly cancel: AbortSignal,
    timeoutMs: number,
  ) {
    this.timer = setTimeout(() => this.controller.abort(new DOMException(`no answer within ${timeoutMs} ms`, 'TimeoutError')), timeoutMs)
    if (cancel.aborted) this.onCancel()
    else cancel.addEventListener('abort', this.onCancel, { once: true })
    const signal = this.controller.signal
    this.stopped = new Promise<never>((_, reject) => {
      if (signal.aborted) reject(signal.reason)
      else signal.addEventListener('abort', () => reject(signal.reason), { once: true })
    })
    // Raced only while a request is pending: unobserved afterwards, it must not count as unhandled.
    this.stopped.catch(() => {})
  }

  get signal(): AbortSignal {
    return this.controller.signal
  }

  /** Settles with `work`, or rejects with the reason as soon as the time is up or the pull is cancelled. */
  race<T>(work: Promise<T>): Promise<T> {
    return Promise.race([work, this.stopped])
  }

  clear(): void {
    clearTimeout(this.timer)
    this.cancel.removeEventListener('abort', this.onCancel)
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
  if (cause?.code !== undefined) return `network error ${printable(cause.code)}`
  return printable(error instanceof Error ? (cause?.message ?? error.message) : String(error))
}
