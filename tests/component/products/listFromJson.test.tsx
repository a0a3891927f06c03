// The filter island over a vertical whose list page prerenders only its first page (issue 18): the
// cards come from the vertical's JSON, fetched when the island wakes; cards not in the HTML are
// rendered on the client with the same markup as prerendered ones.
import { act, cleanup, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { CompareTray } from '../../../components/islands/CompareTray'
import { ProductFilters } from '../../../components/islands/ProductFilters'
import { LIST_CHANGED } from '../../../components/products/cardListDom'
import { ProductCard } from '../../../components/products/ProductCard'
import { PAGE_SIZE } from '../../../components/products/useCardList'
import type { ProductCard as Card } from '../../../domain/content/schemas'
import { cardFacts } from '../../../domain/products/cardFacts'
import { listSpec } from '../../../domain/products/listSpec'
import { inPortal, PORTAL_KEYS, PORTALS, renderInPortal, type PortalKey } from '../portalHarness'
import { facetSlug } from '../../../domain/products/formFields'
import { snapshotCards } from './productData'

const CARDS_URL = '/data/products/credit-cards.json'
const TEXT = {
  ecm: {
    all: (n: number) => `${n} products`,
    shown: (a: number, b: number) => `Showing ${a} of ${b} products`,
    more: (n: number) => `Show ${n} more`,
    sort: 'Sort by',
    provider: 'Provider',
    clear: 'Clear filters',
  },
  ckj: {
    all: (n: number) => `${n} produk`,
    shown: (a: number, b: number) => `Menampilkan ${a} dari ${b} produk`,
    more: (n: number) => `Tampilkan ${n} lagi`,
    sort: 'Urutkan',
    provider: 'Penyedia',
    clear: 'Hapus filter',
  },
}

/** 60 cards: the snapshot's cards repeated with new ids, ranks 100 down to 41 in default order. */
function vertical(portal: PortalKey): Card[] {
  const base = snapshotCards(portal, 'credit-cards')
  return Array.from({ length: 60 }, (_, i) => ({ ...base[i % base.length]!, id: 10000 + i, slug: `card-${i}`, rankPercent: 100 - i }) as Card)
}

/** The JSON's order is not the list's: the island sorts the cards itself. */
function shuffled(cards: Card[]): Card[] {
  return cards
    .map((card, i) => ({ card, key: (i * 37) % 61 }))
    .sort((a, b) => a.key - b.key)
    .map(({ card }) => card)
}

/** The JSON's response, held until the test lets it go. */
function holdFetch(cards: Card[]) {
  let release: () => void = () => {}
  const arrived = new Promise<void>((resolve) => (release = resolve))
  const fetchMock = vi.fn(async (url: string) => {
    await arrived
    return new Response(JSON.stringify(url === CARDS_URL ? cards : []), { status: url === CARDS_URL ? 200 : 404 })
  })
  vi.stubGlobal('fetch', fetchMock)
  return { fetchMock, release: () => act(async () => release()) }
}

/** A list page as issue 18 builds it: the `page`th 24 cards in the HTML, the pagination links, the whole vertical counted. */
function renderPage(portal: PortalKey, cards: Card[], { page = 1, tray = false } = {}) {
  const spec = listSpec('credit-card', cards.map(cardFacts))
  const html = cards.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE)
  return renderInPortal(
    portal,
    <>
      <ProductFilters spec={spec} total={cards.length} listId="product-list" action="/list" cardsUrl={CARDS_URL} />
      <ul id="product-list">
        {html.map((c) => (
          <ProductCard key={c.id} card={c} verticalKey="credit-cards" productsPath={PORTALS[portal].portal.paths.products} />
        ))}
      </ul>
      <div id="product-list-more" />
      <nav id="product-list-pages">
        <a href="/list/page/2">2</a>
      </nav>
      {tray && <CompareTray verticalKey="credit-cards" />}
    </>,
  )
}

/** The list of a portal once its JSON has arrived, sorted by rating: the ids in the order the list shows them. */
async function sortedByRating(portal: PortalKey, cards: Card[], user: ReturnType<typeof userEvent.setup>): Promise<number[]> {
  const { release } = holdFetch(shuffled(cards))
  renderPage(portal, cards)
  await release()
  await user.selectOptions(screen.getByLabelText(TEXT[portal].sort), 'rating')
  return [...cards].sort((a, b) => b.rating - a.rating || b.rankPercent - a.rankPercent).map((c) => c.id)
}

function listIds(): number[] {
  return [...document.querySelectorAll<HTMLElement>('#product-list > li')].map((li) => Number(li.dataset.id))
}

const nav = () => document.getElementById('product-list-pages')!

/** A card's markup as the list page prerenders it, parsed by the browser as a page's HTML is. */
function serverCard(portal: PortalKey, card: Card): HTMLElement {
  const ul = document.createElement('ul')
  ul.innerHTML = renderToString(inPortal(portal, <ProductCard card={card} verticalKey="credit-cards" productsPath={PORTALS[portal].portal.paths.products} />))
  return ul.firstElementChild as HTMLElement
}

/**
 * The outerHTML of a card, with the attributes of each element in name order and its style attribute
 * written the way the CSSOM writes it: React on the client sets an input's type, value and name
 * after its other attributes, and a custom property through the style object (`--turn: 12deg;`
 * where the server writes `--turn:12deg`). Attribute order and that spelling mean nothing in HTML;
 * everything else must be the same, character for character.
 */
function markup(element: HTMLElement): string {
  const copy = element.cloneNode(true) as HTMLElement
  for (const node of [copy, ...copy.querySelectorAll<HTMLElement>('*')]) {
    if (node.hasAttribute('style')) node.setAttribute('style', [...node.style].map((name) => `${name}: ${node.style.getPropertyValue(name)};`).join(' '))
    const attributes = [...node.attributes].map((a) => [a.name, a.value] as const).sort(([a], [b]) => (a < b ? -1 : 1))
    for (const [name] of attributes) node.removeAttribute(name)
    for (const [name, value] of attributes) node.setAttribute(name, value)
  }
  return copy.outerHTML
}

beforeEach(() => window.history.replaceState(null, '', '/list'))
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe.each(PORTAL_KEYS)(
  '%s list whose HTML holds its first page',
  (portal) => {
    const text = TEXT[portal]
    const cards = vertical(portal)

    it('fetches the JSON once when the island wakes, and counts the whole vertical', async () => {
      const { fetchMock, release } = holdFetch(shuffled(cards))
      renderPage(portal, cards)
      expect(fetchMock).toHaveBeenCalledTimes(1)
      expect(fetchMock.mock.calls[0]![0]).toBe(CARDS_URL)
      expect(screen.getByText(text.all(60))).toBeTruthy()
      // No "show more" until the cards are there: the page's own links page through the list.
      expect(screen.queryByRole('button', { name: text.more(PAGE_SIZE) })).toBeNull()
      await release()
      await screen.findByText(text.shown(PAGE_SIZE, 60))
      expect(listIds()).toEqual(cards.slice(0, PAGE_SIZE).map((c) => c.id))
      expect(nav().hidden).toBe(false)
      expect(fetchMock).toHaveBeenCalledTimes(1)
    })

    it('Visitor sorts before the JSON has arrived: the page and its count stay, then the sort is applied', async () => {
      const user = userEvent.setup({ delay: null })
      const { release } = holdFetch(shuffled(cards))
      renderPage(portal, cards)
      await user.selectOptions(screen.getByLabelText(text.sort), 'rating')
      // Nothing is announced for a list the page does not show yet.
      const status = screen.getByRole('status')
      expect(status.textContent).toBe(text.all(60))
      expect(status.getAttribute('aria-busy')).toBe('true')
      expect(listIds()).toEqual(cards.slice(0, PAGE_SIZE).map((c) => c.id))
      expect(nav().hidden).toBe(false)

      await release()
      await waitFor(() => expect(status.textContent).toBe(text.shown(PAGE_SIZE, 60)))
      expect(status.getAttribute('aria-busy')).toBeNull()
      // The best rated of the whole vertical, ties by rank: cards from past the first page come in.
      const expected = [...cards]
        .sort((a, b) => b.rating - a.rating || b.rankPercent - a.rankPercent)
        .slice(0, PAGE_SIZE)
        .map((c) => c.id)
      expect(listIds()).toEqual(expected)
      expect((screen.getByLabelText(text.sort) as HTMLSelectElement).value).toBe('rating')
      expect(nav().hidden).toBe(true)
      await waitFor(() => expect(window.location.search).toBe('?sort=rating'))
    })

    it('Visitor filters the whole vertical: count, first page, show more, and the cards not prerendered have the prerendered markup', async () => {
      const user = userEvent.setup({ delay: null })
      const { release } = holdFetch(shuffled(cards))
      renderPage(portal, cards)
      const prerendered = new Map([...document.querySelectorAll<HTMLElement>('#product-list > li')].map((li) => [Number(li.dataset.id), li]))
      await release()
      await screen.findByText(text.shown(PAGE_SIZE, 60))

      // A provider whose cards are spread over the whole vertical.
      const provider = cards[0]!.provider
      const matching = cards.filter((c) => c.provider === provider)
      expect(matching.length).toBeGreaterThan(PAGE_SIZE / 4)
      const changes: number[] = []
      const onChange = () => changes.push(listIds().length)
      document.addEventListener(LIST_CHANGED, onChange)
      await user.selectOptions(screen.getByLabelText(text.provider), provider)
      const count = matching.length
      const first = matching.slice(0, PAGE_SIZE).map((c) => c.id)
      expect(listIds()).toEqual(first)
      expect(screen.getByRole('status').textContent).toBe(count > PAGE_SIZE ? text.shown(PAGE_SIZE, count) : text.all(count))
      expect(nav().hidden).toBe(true)
      expect(changes.length).toBeGreaterThan(0)

      // Prerendered cards are the same elements, moved; the others are rendered like them.
      for (const li of document.querySelectorAll<HTMLElement>('#product-list > li')) {
        const id = Number(li.dataset.id)
        if (prerendered.has(id)) expect(li).toBe(prerendered.get(id))
        else
          expect(markup(li)).toBe(
            markup(
              serverCard(
                portal,
                cards.find((c) => c.id === id)!,
              ),
            ),
          )
      }
      expect(listIds().some((id) => !prerendered.has(id))).toBe(true)

      // And back to every card: the page's own cards and links again.
      await user.selectOptions(screen.getByLabelText(text.provider), '')
      expect(listIds()).toEqual(cards.slice(0, PAGE_SIZE).map((c) => c.id))
      expect(nav().hidden).toBe(false)
      document.removeEventListener(LIST_CHANGED, onChange)
    })

    it('Visitor pages through the vertical with "show more": focus on the first card added, rendered as prerendered', async () => {
      const user = userEvent.setup({ delay: null })
      const order = await sortedByRating(portal, cards, user)
      await user.click(screen.getByRole('button', { name: text.more(PAGE_SIZE) }))
      expect(listIds()).toEqual(order.slice(0, 2 * PAGE_SIZE))
      expect(document.activeElement?.closest('li')?.dataset.id).toBe(String(order[PAGE_SIZE]))
      await user.click(screen.getByRole('button', { name: text.more(60 - 2 * PAGE_SIZE) }))
      expect(listIds()).toEqual(order)
      expect(screen.getByRole('status').textContent).toBe(text.all(60))
      expect(screen.queryByRole('button', { name: /more|lagi/ })).toBeNull()
      for (const li of document.querySelectorAll<HTMLElement>('#product-list > li'))
        expect(markup(li)).toBe(
          markup(
            serverCard(
              portal,
              cards.find((c) => String(c.id) === li.dataset.id)!,
            ),
          ),
        )
    })

    it('an update that brings many new cards answers in one frame: the first eight in the commit of the click, the cards below them just after', async () => {
      const user = userEvent.setup({ delay: null })
      const order = await sortedByRating(portal, cards, user)
      expect(listIds()).toEqual(order.slice(0, PAGE_SIZE))
      // A click as the browser delivers it, outside act(): React commits the click's update at once and
      // the transition later, in a task of its own.
      const flag = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }
      flag.IS_REACT_ACT_ENVIRONMENT = false
      try {
        const inHtml = new Set(cards.slice(0, PAGE_SIZE).map((c) => c.id))
        const added = order.slice(PAGE_SIZE, 2 * PAGE_SIZE)
        expect(added.slice(8).filter((id) => !inHtml.has(id)).length).toBeGreaterThan(0)
        screen.getByRole('button', { name: text.more(PAGE_SIZE) }).click()
        await Promise.resolve()
        // The first eight cards added are there, in order, and those further down that the page already
        // had; focus is on the first one added.
        const firstFrame = listIds()
        expect(firstFrame.slice(0, PAGE_SIZE)).toEqual(order.slice(0, PAGE_SIZE))
        expect(firstFrame.slice(PAGE_SIZE)).toEqual(added.filter((id, i) => i < 8 || inHtml.has(id)))
        expect(firstFrame.length).toBeLessThan(2 * PAGE_SIZE)
        expect(document.activeElement?.closest('li')?.dataset.id).toBe(String(order[PAGE_SIZE]))
        await waitFor(() => expect(listIds()).toEqual(order.slice(0, 2 * PAGE_SIZE)))
        expect(document.activeElement?.closest('li')?.dataset.id).toBe(String(order[PAGE_SIZE]))
      } finally {
        flag.IS_REACT_ACT_ENVIRONMENT = true
      }
    })

    it('a shared address is applied when the JSON arrives', async () => {
      const provider = cards[1]!.provider
      window.history.replaceState(null, '', `/list?provider=${encodeURIComponent(provider)}`)
      const { release } = holdFetch(cards)
      renderPage(portal, cards)
      // The select's options send the provider's slug (domain/products/formFields.ts).
      await waitFor(() => expect((screen.getByLabelText(text.provider) as HTMLSelectElement).value).toBe(facetSlug(provider)))
      expect(listIds()).toHaveLength(PAGE_SIZE)
      await release()
      const matching = cards.filter((c) => c.provider === provider).map((c) => c.id)
      await waitFor(() => expect(listIds()).toEqual(matching.slice(0, PAGE_SIZE)))
      expect(nav().hidden).toBe(true)
      expect(window.location.search).toBe(`?provider=${encodeURIComponent(provider).replace(/%20/g, '+')}`)
    })

    it('on /page/2 the default state keeps the page’s own cards; "show more" continues from them', async () => {
      const user = userEvent.setup({ delay: null })
      const { release } = holdFetch(shuffled(cards))
      renderPage(portal, cards, { page: 2 })
      await release()
      await screen.findByText(text.shown(PAGE_SIZE, 60))
      expect(listIds()).toEqual(cards.slice(PAGE_SIZE, 2 * PAGE_SIZE).map((c) => c.id))
      await user.click(screen.getByRole('button', { name: text.more(60 - 2 * PAGE_SIZE) }))
      expect(listIds()).toEqual(cards.slice(PAGE_SIZE).map((c) => c.id))
      // Sorted otherwise, the list starts from the top of the new order.
      await user.selectOptions(screen.getByLabelText(text.sort), 'rating')
      expect(listIds()[0]).toBe([...cards].sort((a, b) => b.rating - a.rating || b.rankPercent - a.rankPercent)[0]!.id)
    })

    it('a card rendered on the client ticks into the compare tray like a prerendered one', async () => {
      const user = userEvent.setup({ delay: null })
      sessionStorage.clear()
      const { release } = holdFetch(shuffled(cards))
      renderPage(portal, cards, { tray: true })
      await release()
      await user.selectOptions(screen.getByLabelText(text.sort), 'rating')
      const clientId = listIds().find((id) => cards.findIndex((c) => c.id === id) >= PAGE_SIZE)!
      expect(clientId).toBeDefined()
      await user.click(document.getElementById(`compare-${clientId}`)!)
      const name = document.getElementById(`compare-${clientId}`)!.dataset.name!
      await waitFor(() => expect(document.querySelector('.compare-items')?.textContent).toContain(name))
      // Back to the default list and sorted again: the card comes back ticked.
      await user.selectOptions(screen.getByLabelText(text.sort), 'rank')
      await user.selectOptions(screen.getByLabelText(text.sort), 'rating')
      expect((document.getElementById(`compare-${clientId}`) as HTMLInputElement).checked).toBe(true)
    })

    it('without the JSON the list filters the cards of its HTML', async () => {
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => new Response('', { status: 500 })),
      )
      const user = userEvent.setup({ delay: null })
      renderPage(portal, cards)
      await screen.findByText(text.all(PAGE_SIZE))
      await user.selectOptions(screen.getByLabelText(text.provider), cards[0]!.provider)
      expect(listIds()).toEqual(
        cards
          .slice(0, PAGE_SIZE)
          .filter((c) => c.provider === cards[0]!.provider)
          .map((c) => c.id),
      )
    })
  },
  30_000,
)
