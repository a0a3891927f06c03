import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import {
  contentKey,
  DELIVERED_EVENT,
  flushOutbox,
  OUTBOX_KEY,
  OUTBOX_MAX_AGE_MS,
  pendingLeads,
  postLead,
  queueLead,
  REFUSED_EVENT,
  removeLead,
  type OutboxEntry,
} from '../../../components/outbox/outbox'

const entry = (key: string): OutboxEntry => ({
  key,
  url: '/api/CallSchedules/AddCallSchedule',
  body: { FirstName: 'Ann', IdempotencyKey: key },
  queuedAt: Date.now(),
})

function answering(...statuses: (number | 'offline')[]) {
  const calls: { url: string; body: string; contentType: string }[] = []
  const fetchMock = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(url), body: String(init?.body), contentType: new Headers(init?.headers).get('content-type') ?? '' })
    const status = statuses.shift() ?? 200
    if (status === 'offline') throw new TypeError('Failed to fetch')
    return new Response(status === 400 ? JSON.stringify({ errors: { Email: 'validation.email' } }) : '{}', { status })
  })
  return { fetchMock: fetchMock as unknown as typeof fetch, calls }
}

beforeEach(() => localStorage.clear())
// Each outbox a test starts is stopped after it: a window listener of one test's module copy would
// otherwise answer the next test's "online" event.
const stops: (() => void)[] = []
afterEach(() => {
  for (const stop of stops.splice(0)) stop()
  vi.restoreAllMocks()
})

describe('lead outbox', () => {
  test('a queued lead is posted form-encoded with its key, removed after a 2xx and announced', async () => {
    queueLead(entry('k1'))
    const { fetchMock, calls } = answering(200)
    const heard: string[] = []
    const listen = (event: Event) => heard.push((event as CustomEvent<{ key: string }>).detail.key)
    window.addEventListener(DELIVERED_EVENT, listen)
    expect(await flushOutbox(fetchMock)).toEqual(['k1'])
    window.removeEventListener(DELIVERED_EVENT, listen)
    expect(calls).toEqual([
      { url: '/api/CallSchedules/AddCallSchedule', body: 'FirstName=Ann&IdempotencyKey=k1', contentType: 'application/x-www-form-urlencoded;charset=UTF-8' },
    ])
    expect(pendingLeads()).toEqual([])
    expect(heard).toEqual(['k1'])
  })

  test.each([{ status: 500 as const }, { status: 503 as const }, { status: 429 as const }, { status: 408 as const }, { status: 'offline' as const }])(
    'a lead answered $status stays in the outbox, its next try 15 s later',
    async ({ status }) => {
      queueLead(entry('k2'))
      const { fetchMock } = answering(status)
      const before = Date.now()
      expect(await flushOutbox(fetchMock)).toEqual([])
      const [kept] = pendingLeads()
      expect(kept?.key).toBe('k2')
      expect(kept?.attempts).toBe(1)
      expect(kept?.nextAt).toBeGreaterThanOrEqual(before + 15_000)
    },
  )

  test.each([400, 409, 413, 422])('a lead refused with %i leaves the outbox (it would be refused again) and the page is told', async (status) => {
    queueLead(entry('k2'))
    const { fetchMock, calls } = answering(status)
    const heard: unknown[] = []
    const listen = (event: Event) => heard.push((event as CustomEvent).detail)
    window.addEventListener(REFUSED_EVENT, listen)
    await flushOutbox(fetchMock)
    window.removeEventListener(REFUSED_EVENT, listen)
    expect(pendingLeads()).toEqual([])
    expect(heard).toEqual([{ key: 'k2', status }])
    // Not sent again on the next page.
    await flushOutbox(fetchMock)
    expect(calls).toHaveLength(1)
  })

  test('a lead older than three days is dropped unsent; an entry to another address is never sent', async () => {
    queueLead({ ...entry('old'), queuedAt: Date.now() - OUTBOX_MAX_AGE_MS - 1 })
    localStorage.setItem(
      OUTBOX_KEY,
      JSON.stringify([
        ...JSON.parse(localStorage.getItem(OUTBOX_KEY) ?? '[]'),
        { ...entry('evil'), url: 'https://evil.example/collect' },
        { ...entry('evil2'), url: '//evil.example/x' },
      ]),
    )
    const { fetchMock, calls } = answering(200)
    expect(await flushOutbox(fetchMock)).toEqual([])
    expect(calls).toEqual([])
    expect(localStorage.getItem(OUTBOX_KEY)).toBeNull()
  })

  test('the subscription that travels with a lead is posted once the lead is stored, and waits itself if it fails', async () => {
    const then = { key: 'subscribe:k7', url: '/api/sendy/subscribe', body: { Email: 'ann@example.com', List: 'L1' } }
    queueLead({ ...entry('k7'), then })
    const { fetchMock, calls } = answering(200, 'offline', 200)
    expect(await flushOutbox(fetchMock)).toEqual(['k7'])
    expect(calls.map((call) => call.url)).toEqual(['/api/CallSchedules/AddCallSchedule', '/api/sendy/subscribe'])
    expect(pendingLeads().map((item) => ({ key: item.key, url: item.url }))).toEqual([{ key: 'subscribe:k7', url: '/api/sendy/subscribe' }])
    await flushOutbox(fetchMock)
    expect(calls.map((call) => call.body)).toEqual(['FirstName=Ann&IdempotencyKey=k7', 'Email=ann%40example.com&List=L1', 'Email=ann%40example.com&List=L1'])
    expect(pendingLeads()).toEqual([])
  })

  test('the key names the content: a retry of the same answers has the same key, changed answers another', () => {
    const url = '/api/CallSchedules/AddCallSchedule'
    const body = {
      FirstName: 'Ann',
      Email: 'ann@example.com',
      StartDate: '2026-11-25T01:00:00Z',
      Remarks: JSON.stringify({ ApplyDate: '2026-11-25T01:00:00Z', Age: 30 }),
    }
    const key = contentKey('nonce-1', url, body)
    expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    // Sent a minute later: the instants differ, the answers do not.
    expect(
      contentKey('nonce-1', url, {
        ...body,
        StartDate: '2026-11-25T01:01:00Z',
        Remarks: JSON.stringify({ ApplyDate: '2026-11-25T01:01:00Z', Age: 30 }),
        IdempotencyKey: 'x',
      }),
    ).toBe(key)
    expect(contentKey('nonce-1', url, { ...body, Email: 'anne@example.com' })).not.toBe(key)
    expect(contentKey('nonce-1', url, { ...body, Remarks: JSON.stringify({ ApplyDate: '2026-11-25T01:00:00Z', Age: 31 }) })).not.toBe(key)
    expect(contentKey('nonce-2', url, body)).not.toBe(key)
  })

  test('queueing the same key again replaces the entry (a corrected resubmission is one lead)', () => {
    const first = entry('k3')
    queueLead(first)
    queueLead({ ...first, body: { FirstName: 'Anne', IdempotencyKey: 'k3' } })
    expect(pendingLeads()).toEqual([{ ...first, body: { FirstName: 'Anne', IdempotencyKey: 'k3' } }])
    removeLead('k3')
    expect(localStorage.getItem(OUTBOX_KEY)).toBeNull()
  })

  test('leads read before storage was cleared are sent and, when not delivered, put back', async () => {
    queueLead(entry('k4'))
    const earlier = pendingLeads()
    localStorage.clear()
    const { fetchMock } = answering('offline')
    await flushOutbox(fetchMock, earlier)
    expect(pendingLeads().map((item) => item.key)).toEqual(['k4'])
  })

  test('unreadable storage counts as an empty outbox; refused storage makes queueLead say false without throwing', () => {
    localStorage.setItem(OUTBOX_KEY, '{not json')
    expect(pendingLeads()).toEqual([])
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError')
    })
    expect(queueLead(entry('k5'))).toBe(false)
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError')
    })
    expect(pendingLeads()).toEqual([])
    expect(() => removeLead('k5')).not.toThrow()
  })

  test("postLead reads a 400 answer's field errors and treats a network error as failed", async () => {
    expect(await postLead('/x', {}, answering(400).fetchMock)).toEqual({ kind: 'rejected', status: 400, errors: { Email: 'validation.email' } })
    expect(await postLead('/x', {}, answering('offline').fetchMock)).toEqual({ kind: 'failed' })
    expect(await postLead('/x', {}, answering(201).fetchMock)).toEqual({ kind: 'sent' })
  })

  test('startOutbox sends what waits at start and again when the browser comes back online', async () => {
    vi.resetModules()
    const outbox = await import('../../../components/outbox/outbox')
    outbox.queueLead(entry('k6'))
    const { fetchMock, calls } = answering('offline', 200)
    stops.push(outbox.startOutbox(fetchMock))
    await vi.waitFor(() => expect(calls).toHaveLength(1))
    await vi.waitFor(() => expect(outbox.pendingLeads().map((item) => item.key)).toEqual(['k6']))
    window.dispatchEvent(new Event('online'))
    await vi.waitFor(() => expect(outbox.pendingLeads()).toEqual([]))
    expect(calls.map((call) => call.body)).toEqual(['FirstName=Ann&IdempotencyKey=k6', 'FirstName=Ann&IdempotencyKey=k6'])
  })

  test('an "online" whose try fails (the connection not usable yet) is followed by one more try 2 s later, not by the 30 s backoff', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    try {
      vi.resetModules()
      const outbox = await import('../../../components/outbox/outbox')
      outbox.queueLead(entry('k9'))
      const { fetchMock, calls } = answering('offline', 'offline', 200)
      stops.push(outbox.startOutbox(fetchMock))
      await vi.waitFor(() => expect(calls).toHaveLength(1))
      window.dispatchEvent(new Event('online'))
      await vi.waitFor(() => expect(calls).toHaveLength(2))
      await vi.advanceTimersByTimeAsync(1_900)
      expect(calls).toHaveLength(2)
      await vi.advanceTimersByTimeAsync(200)
      await vi.waitFor(() => expect(outbox.pendingLeads()).toEqual([]))
      expect(calls).toHaveLength(3)
    } finally {
      vi.useRealTimers()
    }
  })

  test('a lead kept by a page is tried again with backoff while the page stays open', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    try {
      vi.resetModules()
      const outbox = await import('../../../components/outbox/outbox')
      outbox.queueLead(entry('k8'))
      const { fetchMock, calls } = answering('offline', 503, 200)
      stops.push(outbox.startOutbox(fetchMock))
      await vi.waitFor(() => expect(calls).toHaveLength(1))
      await vi.advanceTimersByTimeAsync(14_000)
      expect(calls).toHaveLength(1)
      await vi.advanceTimersByTimeAsync(2_000)
      expect(calls).toHaveLength(2)
      // The second failure (at 15 s) waits twice as long: the third try is due at 45 s.
      await vi.advanceTimersByTimeAsync(28_000)
      expect(calls).toHaveLength(2)
      await vi.advanceTimersByTimeAsync(2_000)
      expect(calls).toHaveLength(3)
      expect(outbox.pendingLeads()).toEqual([])
    } finally {
      vi.useRealTimers()
    }
  })

  test('a lead that a form keeps on a page whose outbox started empty is tried again 15 s later', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    try {
      vi.resetModules()
      const outbox = await import('../../../components/outbox/outbox')
      const { fetchMock, calls } = answering(200)
      stops.push(outbox.startOutbox(fetchMock))
      expect(calls).toHaveLength(0)
      // What useDelivery does after a failed post.
      outbox.queueLead(outbox.afterFailure(entry('k9')))
      await vi.advanceTimersByTimeAsync(14_000)
      expect(calls).toHaveLength(0)
      await vi.advanceTimersByTimeAsync(2_000)
      expect(calls).toHaveLength(1)
      expect(outbox.pendingLeads()).toEqual([])
    } finally {
      vi.useRealTimers()
    }
  })
})
