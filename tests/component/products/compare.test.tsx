import { act, cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { CompareTray } from '../../../components/islands/CompareTray'
import { CompareView } from '../../../components/islands/CompareView'
import { CompareCheckbox } from '../../../components/products/CompareCheckbox'
import { fullProductName } from '../../../domain/products/fullName'
import { PORTAL_KEYS, PORTALS, renderInPortal, type PortalKey } from '../portalHarness'
import { snapshotCards } from './productData'

const TEXT = {
  ecm: {
    compare: /^Compare/,
    chosen: (n: number) => `${n} of 3 selected`,
    full: 'You can compare up to 3 products. Remove one to add another.',
    go: 'Compare',
    remove: (name: string) => `Remove ${name} from the comparison`,
  },
  ckj: {
    compare: /^Bandingkan/,
    chosen: (n: number) => `${n} dari 3 dipilih`,
    full: 'Anda dapat membandingkan maksimal 3 produk. Hapus salah satu untuk menambah yang lain.',
    go: 'Bandingkan',
    remove: (name: string) => `Hapus ${name} dari perbandingan`,
  },
}

beforeEach(() => {
  window.sessionStorage.clear()
  window.history.replaceState(null, '', '/')
})
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

function renderTray(portal: PortalKey) {
  const cards = snapshotCards(portal, 'credit-cards').slice(0, 4)
  const view = renderInPortal(
    portal,
    <>
      <ul>
        {cards.map((c) => (
          <li key={c.id}>
            <CompareCheckbox card={c} />
          </li>
        ))}
      </ul>
      <CompareTray verticalKey="credit-cards" />
    </>,
  )
  return { cards, view }
}

function boxFor(id: number): HTMLInputElement {
  return document.getElementById(`compare-${id}`) as HTMLInputElement
}

describe.each(PORTAL_KEYS)('%s compare tray', (portal) => {
  const text = TEXT[portal]

  it('Visitor picks up to three products; a fourth is refused with a message', async () => {
    const user = userEvent.setup({ delay: null })
    const { cards } = renderTray(portal)
    for (const c of cards.slice(0, 3)) await user.click(boxFor(c.id))
    expect(screen.getByText(text.chosen(3))).toBeTruthy()
    await user.click(boxFor(cards[3]!.id))
    expect(boxFor(cards[3]!.id).checked).toBe(false)
    expect(screen.getByText(text.full)).toBeTruthy()
    const link = screen.getByRole('link', { name: text.go })
    expect(link.getAttribute('href')).toBe(
      `${PORTALS[portal].portal.paths.compare}?vertical=credit-cards&ids=${cards
        .slice(0, 3)
        .map((c) => c.id)
        .join(',')}`,
    )
  })

  it('the selection survives navigation: a new page finds it in sessionStorage and ticks the boxes', async () => {
    const user = userEvent.setup({ delay: null })
    const first = renderTray(portal)
    await user.click(boxFor(first.cards[1]!.id))
    await user.click(boxFor(first.cards[2]!.id))
    cleanup()
    renderTray(portal)
    await waitFor(() => expect(boxFor(first.cards[1]!.id).checked).toBe(true))
    expect(boxFor(first.cards[2]!.id).checked).toBe(true)
    expect(boxFor(first.cards[0]!.id).checked).toBe(false)
    // Removing from the tray unticks the card.
    await user.click(screen.getByRole('button', { name: text.remove(fullProductName(first.cards[1]!)) }))
    expect(boxFor(first.cards[1]!.id).checked).toBe(false)
  })

  it('works when the browser refuses storage', async () => {
    const user = userEvent.setup({ delay: null })
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError')
    })
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError')
    })
    const { cards } = renderTray(portal)
    await user.click(boxFor(cards[0]!.id))
    await user.click(boxFor(cards[1]!.id))
    expect(screen.getByText(text.chosen(2))).toBeTruthy()
  })

  it('is a plain GET form to the compare page before it hydrates', () => {
    const { cards } = renderTray(portal)
    const form = document.getElementById('compare-form') as HTMLFormElement
    // Hydration has run by now in the test; the form keeps its method, action and vertical either way.
    expect(form.method).toBe('get')
    expect(new URL(form.action).pathname).toBe(PORTALS[portal].portal.paths.compare)
    expect(within(form).getByDisplayValue('credit-cards')).toBeTruthy()
    expect(boxFor(cards[0]!.id).form).toBe(form)
  })
})

describe.each(PORTAL_KEYS)('%s compare page', (portal) => {
  it('Visitor opens a compare address and sees the products side by side, figure by figure', async () => {
    const cards = snapshotCards(portal, 'credit-cards')
    const picked = cards.slice(0, 3)
    const fetched: string[] = []
    vi.stubGlobal('fetch', async (url: string) => {
      fetched.push(url)
      return new Response(JSON.stringify(cards), { status: 200, headers: { 'content-type': 'application/json' } })
    })
    window.history.replaceState(null, '', `${PORTALS[portal].portal.paths.compare}?vertical=credit-cards&ids=${picked.map((c) => c.id).join(',')}`)
    renderInPortal(portal, <CompareView />)
    const table = await screen.findByRole('table')
    expect(fetched).toEqual(['/data/products/credit-cards.json'])
    const heads = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent)
    picked.forEach((c, i) => expect(heads[i]).toContain(c.name))
    const providerRow = within(table).getByRole('rowheader', { name: portal === 'ecm' ? 'Provider' : 'Penyedia' }).parentElement!
    expect([...providerRow.querySelectorAll('td')].map((td) => td.textContent)).toEqual(picked.map((c) => c.provider))
    // The selection is stored for the list's tray.
    expect(JSON.parse(window.sessionStorage.getItem(`compare:${PORTALS[portal].portal.code}:credit-cards`)!)).toEqual(
      picked.map((c) => ({ id: c.id, name: fullProductName(c) })),
    )
    // Removing a column updates the address.
    await act(() => userEvent.setup({ delay: null }).click(within(table).getAllByRole('button')[0]!))
    expect(new URLSearchParams(window.location.search).get('ids')).toBe(
      picked
        .slice(1)
        .map((c) => c.id)
        .join(','),
    )
  })

  it('without ids it explains how to pick products and links every vertical', () => {
    renderInPortal(portal, <CompareView />)
    expect(screen.getAllByRole('link')).toHaveLength(PORTALS[portal].portal.verticals.length)
  })
})
