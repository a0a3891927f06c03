import { act, cleanup, screen, waitFor, within } from '@testing-library/react'
import type { UserEvent } from '@testing-library/user-event'
import { afterEach, beforeEach, expect, vi } from 'vitest'
import { requestOpen, type OpenRequest } from '../../../components/contact/openers'
import { ContactModal } from '../../../components/islands/ContactModal'
import { createTranslator, type Translate } from '../../../components/translator'
import { PORTALS, renderInPortal, type PortalKey } from '../portalHarness'
import { installDialogPolyfill, stubFetch } from '../fields/browserStubs'

/** 12:00 in Manila and 11:00 in Jakarta on Monday 15 June 2026 (UTC+8 and UTC+7, no daylight saving). */
export const NOW = new Date('2026-06-15T04:00:00Z')

export const LEAD_PATH = '/api/CallSchedules/AddCallSchedule'

/** The lead API as the tests want it to answer, and the bodies it received. */
export interface FakeApi {
  posts: URLSearchParams[]
  answer: () => Promise<Response>
}

/** Stubs fetch: the portal's lookup files, and the lead API answering with `api.answer`. */
export function stubSite(key: PortalKey, api: FakeApi) {
  return stubFetch(key, async (url, init) => {
    if (url.endsWith(LEAD_PATH) && init?.method === 'POST') {
      api.posts.push(new URLSearchParams(String(init.body)))
      return api.answer()
    }
    return new Response('not found', { status: 404 })
  })
}

export function ok(): Promise<Response> {
  return Promise.resolve(new Response(JSON.stringify({ ok: true, leadId: 1 }), { status: 200, headers: { 'content-type': 'application/json' } }))
}

/** The portal's translator, for labels as the visitor reads them. */
export function textsOf(key: PortalKey): Translate {
  return createTranslator(PORTALS[key].portal.locale, PORTALS[key].messages)
}

/** Renders the modal island, asks it to open as a link with these data attributes would, and returns the dialog. */
export async function openModal(key: PortalKey, request: Partial<OpenRequest> & { banner: string }) {
  installDialogPolyfill()
  const opener = document.createElement('a')
  opener.href = '#call-schedule'
  opener.textContent = 'Open'
  document.body.append(opener)
  const view = renderInPortal(key, <ContactModal />)
  act(() => requestOpen({ productName: '', verticalId: null, partner: null, company: null, opener, ...request }))
  await waitFor(() => expect(document.querySelector('dialog')?.hasAttribute('open')).toBe(true))
  const dialog = document.querySelector('dialog') as HTMLDialogElement
  return { dialog, opener, view }
}

/**
 * A field's label as the visitor reads it: the question, and on an answer the visitor may leave
 * empty the note "(optional)" / "(opsional)" after it (docs/requirements/forms-and-leads.md#optional-answers).
 */
export function labelled(text: string): RegExp {
  return new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?:\\s*\\((?:optional|opsional)\\))?$`)
}

/** Waits until a select has loaded its list, then picks a value. */
export async function pick(user: UserEvent, scope: HTMLElement, label: string, value: string): Promise<void> {
  const select = (await within(scope).findByLabelText(labelled(label))) as HTMLSelectElement
  await waitFor(() => expect(select.disabled).toBe(false))
  await waitFor(() => expect([...select.options].some((option) => option.value === value)).toBe(true))
  await user.selectOptions(select, value)
}

/** Answers a yes/no question (a radio group named by its legend). */
export async function answer(user: UserEvent, scope: HTMLElement, question: string, choice: string): Promise<void> {
  const group = within(scope).getByRole('radiogroup', { name: labelled(question) })
  await user.click(within(group).getByLabelText(choice))
}

/** The value of a Remarks key of a posted body. */
export function remarks(body: URLSearchParams): Record<string, unknown> {
  return JSON.parse(body.get('Remarks') ?? '{}') as Record<string, unknown>
}

/** The error text under a control, found by the control's label. */
export function errorOf(scope: HTMLElement, label: string): string {
  const control = within(scope).getByLabelText(labelled(label))
  const ids = (control.getAttribute('aria-describedby') ?? '').split(' ').filter((id) => id.endsWith('-error'))
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join('')
}

export { screen, vi }

/**
 * The hooks every modal test file needs: the clock's Date at NOW, a fresh fake API (the one object,
 * emptied before each test), an empty dataLayer and local storage; after each test the DOM, the
 * timers, the stubbed globals and the mocks are reset.
 */
export function modalFixture(): FakeApi {
  const api: FakeApi = { posts: [], answer: ok }
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: NOW })
    api.posts = []
    api.answer = ok
    window.dataLayer = []
    localStorage.clear()
  })
  afterEach(() => {
    cleanup()
    document.body.innerHTML = ''
    vi.useRealTimers()
    vi.unstubAllGlobals()
    vi.clearAllMocks()
  })
  return api
}
