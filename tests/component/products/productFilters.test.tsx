import { act, cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { ProductFilters } from '../../../components/islands/ProductFilters'
import { ProductCard } from '../../../components/products/ProductCard'
import type { ProductCard as Card } from '../../../domain/content/schemas'
import { cardFacts } from '../../../domain/products/cardFacts'
import { facetSlug } from '../../../domain/products/facets'
import { listSpec } from '../../../domain/products/listSpec'
import { PORTAL_KEYS, PORTALS, renderInPortal, type PortalKey } from '../portalHarness'
import { snapshotCards, text } from './productData'

const LABELS = {
  ecm: {
    provider: 'Provider',
    features: 'Features',
    fee: 'Annual fee',
    noFee: 'Free',
    sort: 'Sort by',
    lowestFee: 'Lowest annual fee',
    clear: 'Clear filters',
    count: (n: number) => (n === 1 ? '1 product' : `${n} products`),
    income: 'Or type the amount (PHP)',
  },
  ckj: {
    provider: 'Penyedia',
    features: 'Fitur',
    fee: 'Iuran tahunan',
    noFee: 'Gratis',
    sort: 'Urutkan',
    lowestFee: 'Iuran tahunan terendah',
    clear: 'Hapus filter',
    count: (n: number) => `${n} produk`,
    income: 'Atau ketik jumlahnya (Rp)',
  },
}

function renderList(portal: PortalKey, cards: Card[]) {
  const spec = listSpec('credit-card', cards.map(cardFacts))
  return renderInPortal(
    portal,
    <>
      <ProductFilters spec={spec} total={cards.length} listId="product-list" action="/list" cardsUrl="/data/products/credit-cards.json" />
      <ul id="product-list">
        {cards.map((card) => (
          <ProductCard key={card.id} card={card} verticalKey="credit-cards" productsPath={PORTALS[portal].portal.paths.products} />
        ))}
      </ul>
    </>,
  )
}

/** Names of the cards a visitor sees, in the order shown (cards that do not match are out of the list), less the provider the titles start with. */
function shownNames(): string[] {
  return [...document.querySelectorAll<HTMLElement>('#product-list > li')].map((li) => {
    const title = li.querySelector('h3')?.textContent ?? ''
    const provider = `${li.dataset.provider ?? ''} `
    return title.startsWith(provider) ? title.slice(provider.length) : title
  })
}

beforeEach(() => window.history.replaceState(null, '', '/list'))
afterEach(cleanup)

describe.each(PORTAL_KEYS)('%s credit-card list', (portal) => {
  const cards = snapshotCards(portal, 'credit-cards')
  const labels = LABELS[portal]

  it('starts with every card shown and counted', async () => {
    renderList(portal, cards)
    await screen.findByText(labels.count(cards.length))
    expect(shownNames()).toHaveLength(cards.length)
    expect(screen.getByRole('status', { name: '' }).getAttribute('aria-live')).toBe('polite')
  })

  it('Visitor narrows the list with a provider and two features, and the address keeps the choice', async () => {
    const user = userEvent.setup({ delay: null })
    renderList(portal, cards)
    // The provider with the most cards, and the two tags most common among them: worked out here from the data file.
    const byProvider = new Map<string, number>()
    for (const c of cards) byProvider.set(c.provider, (byProvider.get(c.provider) ?? 0) + 1)
    const provider = [...byProvider.entries()].sort((a, b) => b[1] - a[1])[0]![0]
    const tags = [...new Set(cards.filter((c) => c.provider === provider).flatMap((c) => c.tags))].slice(0, 2)
    const expected = cards.filter((c) => c.provider === provider && c.tags.some((tag) => tags.includes(tag))).map((c) => c.name)

    await user.selectOptions(screen.getByLabelText(labels.provider), provider)
    const features = screen.getByRole('group', { name: labels.features })
    for (const tag of tags) await user.click(within(features).getByLabelText(text(portal, `products.tag.${tag}`)))

    expect(shownNames().sort()).toEqual([...expected].sort())
    expect(screen.getByText(labels.count(expected.length))).toBeTruthy()
    await waitFor(() => expect(new URLSearchParams(window.location.search).get('provider')).toBe(provider))
    const params = new URLSearchParams(window.location.search)
    expect(params.getAll('feature').sort()).toEqual([...tags].sort())
  })

  it('Visitor opens a shared address and sees the same list, sorted as shared', async () => {
    window.history.replaceState(null, '', '/list?fee=max-0&sort=fee')
    renderList(portal, cards)
    // Cards with no annual fee in the data file.
    const free = cards.filter((c) => c.contractType === 'credit-card' && c.annualFee === 0).map((c) => c.name)
    await screen.findByText(labels.count(free.length))
    expect(shownNames().sort()).toEqual([...free].sort())
    expect((screen.getByLabelText(labels.sort) as HTMLSelectElement).value).toBe('fee')
    expect((within(screen.getByRole('group', { name: labels.fee })).getByLabelText(labels.noFee) as HTMLInputElement).checked).toBe(true)
  })

  it('Visitor sorts by annual fee: the cards move, lowest fee first', async () => {
    const user = userEvent.setup({ delay: null })
    renderList(portal, cards)
    await user.selectOptions(screen.getByLabelText(labels.sort), 'fee')
    const shownIds = [...document.querySelectorAll<HTMLElement>('#product-list > li')].map((li) => Number(li.dataset.id))
    const fees = shownIds.map((id) => {
      const card = cards.find((c) => c.id === id)!
      return card.contractType === 'credit-card' ? card.annualFee : NaN
    })
    expect(fees).toEqual([...fees].sort((a, b) => a - b))
    await waitFor(() => expect(window.location.search).toBe('?sort=fee'))
  })

  it('Visitor gets an empty result, is told so, and clears the filters', async () => {
    const user = userEvent.setup({ delay: null })
    renderList(portal, cards)
    // A provider none of whose cards is free of annual fee (read from the data file).
    const provider = cards.find((c) => !cards.some((o) => o.provider === c.provider && o.contractType === 'credit-card' && o.annualFee === 0))!.provider
    await user.selectOptions(screen.getByLabelText(labels.provider), provider)
    await user.click(within(screen.getByRole('group', { name: labels.fee })).getByLabelText(labels.noFee))
    expect(shownNames()).toEqual([])
    expect(screen.getByText(text(portal, 'products.list.empty'))).toBeTruthy()
    const clearButtons = screen.getAllByRole('link', { name: labels.clear })
    await user.click(clearButtons.at(-1)!)
    expect(shownNames()).toHaveLength(cards.length)
    await waitFor(() => expect(window.location.search).toBe(''))
  })

  it('Visitor empties the income field: the group is marked in error and the list is not filtered by it', async () => {
    const user = userEvent.setup({ delay: null })
    renderList(portal, cards)
    const field = screen.getByLabelText(labels.income) as HTMLInputElement
    await user.clear(field)
    expect(field.getAttribute('aria-invalid')).toBe('true')
    expect(field.closest('fieldset')?.className).toContain('has-error')
    expect(screen.getByRole('alert').textContent).toMatch(portal === 'ecm' ? /₱0 .*₱100,000/ : /Rp\s0 .*Rp\s20\.000\.000/)
    expect(shownNames()).toHaveLength(cards.length)
    // 15,000 (ECM) or 3,000,000 (CKJ): the lowest minimum income in each data file.
    const lowest = Math.min(...cards.map((c) => (c.contractType === 'credit-card' ? c.minIncomeMonthly : Infinity)))
    await user.type(field, String(lowest))
    expect(field.getAttribute('aria-invalid')).toBe('false')
    expect(shownNames().sort()).toEqual(
      cards
        .filter((c) => c.contractType === 'credit-card' && c.minIncomeMonthly <= lowest)
        .map((c) => c.name)
        .sort(),
    )
    expect(field.value).toBe(portal === 'ecm' ? '15,000' : '3.000.000')
  })

  it('Visitor types an income above the slider: out of range is an error too', async () => {
    const user = userEvent.setup({ delay: null })
    renderList(portal, cards)
    const field = screen.getByLabelText(labels.income) as HTMLInputElement
    await user.clear(field)
    await user.type(field, '999999999')
    expect(field.getAttribute('aria-invalid')).toBe('true')
    expect(shownNames()).toHaveLength(cards.length)
  })

  it('a quick link narrows to one feature', async () => {
    const user = userEvent.setup({ delay: null })
    renderList(portal, cards)
    const menu = screen.getByRole('navigation')
    const first = within(menu).getAllByRole('link')[0]!
    await act(() => user.click(first))
    // The link is the feature's facet page (decision 013); the click filters in place.
    const href = first.getAttribute('href')!
    const tag = [...new Set(cards.flatMap((c) => c.tags as readonly string[]))].find((t) => href.endsWith(`/${facetSlug(t)}`))!
    expect(tag).toBeTruthy()
    expect(first.getAttribute('aria-current')).toBe('true')
    expect(shownNames().sort()).toEqual(
      cards
        .filter((c) => c.tags.includes(tag as never))
        .map((c) => c.name)
        .sort(),
    )
  })
})
