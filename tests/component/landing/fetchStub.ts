import { vi } from 'vitest'
import { lookupFileMap } from '../fields/browserStubs'
import type { PortalKey } from '../portalHarness'

/** One request the page made: path, method and its form-encoded body as fields. */
export interface SentRequest {
  path: string
  method: string
  body: Record<string, string>
}

/**
 * Replaces fetch: `answer` decides each response (by path); every request is recorded in order. With
 * `lookups`, that portal's static lookup files are answered from the data snapshot, unrecorded.
 */
export function stubFetch(answer: (path: string, request: SentRequest) => Response | Promise<Response>, lookups?: PortalKey) {
  const sent: SentRequest[] = []
  const files = lookups === undefined ? new Map<string, unknown>() : lookupFileMap(lookups)
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url
    const path = url.replace(/^https?:\/\/[^/]+/, '')
    if (files.has(path)) return new Response(JSON.stringify(files.get(path)), { status: 200, headers: { 'content-type': 'application/json' } })
    const text = typeof init?.body === 'string' ? init.body : ''
    const request = { path, method: init?.method ?? 'GET', body: Object.fromEntries(new URLSearchParams(text)) }
    sent.push(request)
    return answer(path, request)
  })
  vi.stubGlobal('fetch', fetchMock)
  return sent
}

export const ok = () => new Response(JSON.stringify({ ok: true }), { status: 200, headers: { 'content-type': 'application/json' } })
