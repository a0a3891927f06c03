import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { DELIVERED_EVENT, flushOutbox, OUTBOX_KEY, pendingLeads, postLead, queueLead, removeLead, type OutboxEntry } from '../../../components/outbox/outbox'

const entry = (key: string): OutboxEntry => ({ key, url: '/api/CallSchedules/AddCallSchedule', body: { FirstName: 'Ann', IdempotencyKey: key }, queuedAt: 1 })

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
afterEach(() => vi.restoreAllMocks())

describe('lead outbox', () => {
  test('a queued lead is posted form-encoded with its key, removed after a 2xx and announced', async () => {
    queueLead(entry('k1'))
    const { fetchMock, calls } = answering(200)
    const heard: string[] = []
    const listen = (event: Event) => heard.push((event as CustomEvent<{ key: string }>).detail.key)
    window.addEventListener(DELIVERED_EVENT, listen)
    expect(await flushOutbox(fetchMock)).toEqual(['k1'])
    window.removeEventListener(DELIVERED_EVENT, listen)
    expect(calls).toEqual([{ url: '/api/CallSchedules/AddCallSchedule', body: 'FirstName=Ann&IdempotencyKey=k1', contentType: 'application/x-www-form-urlencoded;charset=UTF-8' }])
    expect(pendingLeads()).toEqual([])
    expect(heard).toEqual(['k1'])
  })

  test.each([{ status: 500 as const }, { status: 503 as const }, { status: 400 as const }, { status: 'offline' as const }])(
    'a lead answered $status stays in the outbox (removed only after a 2xx)',
    async ({ status }) => {
      queueLead(entry('k2'))
      const { fetchMock } = answering(status)
      expect(await flushOutbox(fetchMock)).toEqual([])
      expect(pendingLeads().map((item) => item.key)).toEqual(['k2'])
    },
  )

  test('queueing the same key again replaces the entry (a corrected resubmission is one lead)', () => {
    queueLead(entry('k3'))
    queueLead({ ...entry('k3'), body: { FirstName: 'Anne', IdempotencyKey: 'k3' } })
    expect(pendingLeads()).toEqual([{ ...entry('k3'), body: { FirstName: 'Anne', IdempotencyKey: 'k3' } }])
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

  test('postLead reads a 400 answer\'s field errors and treats a network error as failed', async () => {
    expect(await postLead('/x', {}, answering(400).fetchMock)).toEqual({ kind: 'rejected', errors: { Email: 'validation.email' } })
    expect(await postLead('/x', {}, answering('offline').fetchMock)).toEqual({ kind: 'failed' })
    expect(await postLead('/x', {}, answering(201).fetchMock)).toEqual({ kind: 'sent' })
  })

  test('startOutbox sends what waits at start and again when the browser comes back online', async () => {
    vi.resetModules()
    const outbox = await import('../../../components/outbox/outbox')
    outbox.queueLead(entry('k6'))
    const { fetchMock, calls } = answering('offline', 200)
    outbox.startOutbox(fetchMock)
    await vi.waitFor(() => expect(calls).toHaveLength(1))
    await vi.waitFor(() => expect(outbox.pendingLeads().map((item) => item.key)).toEqual(['k6']))
    window.dispatchEvent(new Event('online'))
    await vi.waitFor(() => expect(outbox.pendingLeads()).toEqual([]))
    expect(calls.map((call) => call.body)).toEqual(['FirstName=Ann&IdempotencyKey=k6', 'FirstName=Ann&IdempotencyKey=k6'])
  })
})
