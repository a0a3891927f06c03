import { cleanup, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { ProductFilters } from '../../../components/islands/ProductFilters'
import { ProductCard } from '../../../components/products/ProductCard'
import { PAGE_SIZE } from '../../../components/products/useCardList'
import type { ProductCard as Card } from '../../../domain/content/schemas'
import { cardFacts } from '../../../domain/products/cardFacts'
import { listSpec } from '../../../domain/products/listSpec'
import { PORTAL_KEYS, renderInPortal } from '../portalHarness'
import { snapshotCards } from './productData'

const TEXT = {
  ecm: {
    shown: (a: number, b: number) => `Showing ${a} of ${b} products`,
    more: (n: number) => `Show ${n} more`,
    all: (n: number) => `${n} products`,
    sort: 'Sort by',
  },
  ckj: {
    shown: (a: number, b: number) => `Menampilkan ${a} dari ${b} produk`,
    more: (n: number) => `Tampilkan ${n} lagi`,
    all: (n: number) => `${n} produk`,
    sort: 'Urutkan',
  },
}

/** 60 cards: the snapshot's cards repeated with new ids, ranks 60 down to 1 in list order. */
function longList(portal: 'ecm' | 'ckj'): Card[] {
  const base = snapshotCards(portal, 'credit-cards')
  return Array.from({ length: 60 }, (_, i) => ({ ...base[i % base.length]!, id: 10000 + i, slug: `card-${i}`, rankPercent: 100 - i }) as Card)
}

function listIds(): number[] {
  return [...document.querySelectorAll<HTMLElement>('#product-list > li')].map((li) => Number(li.dataset.id))
}

beforeEach(() => window.history.replaceState(null, '', '/list'))
afterEach(cleanup)

describe.each(PORTAL_KEYS)('%s long list', (portal) => {
  const text = TEXT[portal]
  it(`shows the first ${PAGE_SIZE} cards with a "show more" button, and every change starts from the first page again`, async () => {
    const user = userEvent.setup({ delay: null })
    const cards = longList(portal)
    const spec = listSpec('credit-card', cards.map(cardFacts))
    renderInPortal(
      portal,
      <>
        <ProductFilters spec={spec} total={cards.length} listId="product-list" action="/list" cardsUrl="/data/products/credit-cards.json" />
        <ul id="product-list">
          {cards.map((c) => (
            <ProductCard key={c.id} card={c} verticalKey="credit-cards" productsPath="/p" />
          ))}
        </ul>
        <div id="product-list-more" />
      </>,
    )
    // The whole vertical in the HTML: trimmed to its first page once the island wakes, best ranked first.
    await waitFor(() => expect(listIds()).toHaveLength(PAGE_SIZE))
    expect(listIds()).toEqual(cards.slice(0, PAGE_SIZE).map((c) => c.id))
    expect(await screen.findByText(text.shown(PAGE_SIZE, 60))).toBeTruthy()

    await user.click(screen.getByRole('button', { name: text.more(PAGE_SIZE) }))
    expect(listIds()).toEqual(cards.slice(0, 2 * PAGE_SIZE).map((c) => c.id))
    // Focus moves to the first card that came in.
    expect(document.activeElement?.closest('li')?.dataset.id).toBe(String(cards[PAGE_SIZE]!.id))
    await user.click(screen.getByRole('button', { name: text.more(60 - 2 * PAGE_SIZE) }))
    expect(listIds()).toHaveLength(60)
    expect(screen.getByText(text.all(60))).toBeTruthy()
    expect(screen.queryByRole('button', { name: /more|lagi/ })).toBeNull()

    // Sorting by rating starts again from one page, in the new order.
    await user.selectOptions(screen.getByLabelText(text.sort), 'rating')
    expect(listIds()).toHaveLength(PAGE_SIZE)
    const ratings = listIds().map((id) => cards.find((c) => c.id === id)!.rating)
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a))
  }, 30_000)
})
