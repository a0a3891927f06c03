import { render } from '@testing-library/react'
import type { ReactElement } from 'react'
import { vi } from 'vitest'
import ckjJson from '../../../data/portals/ckj.json'
import ecmJson from '../../../data/portals/ecm.json'
import enMessages from '../../../data/messages/en-PH.json'
import idMessages from '../../../data/messages/id-ID.json'
import { PortalProvider } from '../../../components/PortalContext'
import type { PortalConfig } from '../../../domain/portal'

export type PortalKey = 'ecm' | 'ckj'
export const PORTAL_KEYS: PortalKey[] = ['ecm', 'ckj']

export const PORTALS: Record<PortalKey, { portal: PortalConfig; messages: Record<string, string> }> = {
  ecm: { portal: ecmJson as unknown as PortalConfig, messages: enMessages },
  ckj: { portal: ckjJson as unknown as PortalConfig, messages: idMessages },
}

/** Renders a component as an island of the given portal renders it. */
export function renderInPortal(key: PortalKey, ui: ReactElement) {
  const { portal, messages } = PORTALS[key]
  return render(
    <PortalProvider portal={portal} messages={messages}>
      {ui}
    </PortalProvider>,
  )
}

/** One request the page made: path, method and its form-encoded body as fields. */
export interface SentRequest {
  path: string
  method: string
  body: Record<string, string>
}

/** Replaces fetch: `answer` decides each response (by path); every request is recorded in order. */
export function stubFetch(answer: (path: string, request: SentRequest) => Response | Promise<Response>) {
  const sent: SentRequest[] = []
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url
    const path = url.replace(/^https?:\/\/[^/]+/, '')
    const text = typeof init?.body === 'string' ? init.body : ''
    const request = { path, method: init?.method ?? 'GET', body: Object.fromEntries(new URLSearchParams(text)) }
    sent.push(request)
    return answer(path, request)
  })
  vi.stubGlobal('fetch', fetchMock)
  return sent
}

export const ok = () => new Response(JSON.stringify({ ok: true }), { status: 200, headers: { 'content-type': 'application/json' } })

/** Puts the test page at a path and query, as a visitor opening a link arrives. */
export function visit(pathAndQuery: string): void {
  window.history.replaceState(null, '', pathAndQuery)
}
