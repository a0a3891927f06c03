// The filter island over a long list's filter index (docs/decisions/035-filter-index-for-phones.md,
// 050-card-blocks.md): it fetches the ids when it wakes, then only the files a choice needs and the
// cards of the page it shows, in the fewest blocks that hold them, never the vertical's whole JSON;
// what it shows is what the whole JSON gave.
import { cleanup, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ProductFilters } from '../../../components/islands/ProductFilters'
import { ProductCard } from '../../../components/products/ProductCard'
import { PAGE_SIZE } from '../../../components/products/useCardList'
import type { ProductCard as Card } from '../../../domain/content/schemas'
import { cardFacts } from '../../../domain/products/cardFacts'
import { cardsSpec } from '../../../domain/products/facets'
import { defaultFilterState, filterCards, sortCards, type FilterState } from '../../../domain/products/filterCards'
import { INDEX_MIN_CARDS } from '../../../domain/products/filterIndex'
import { filterIndexFiles } from '../../../scripts/pipeline/productFiles'
import { PORTAL_KEYS, PORTALS, renderInPortal, type PortalKey } from '../portalHarness'
import { snapshotCards } from './productData'

const FOLDER = '/data/products/credit-cards/'
const CARDS_URL = '/data/products/credit-cards.json'
const TEXT = {
  ecm: {
    shown: (a: number, b: number) => `Showing ${a} of ${b} products`,
    all: (n: number) => `${n} products`,
    only: 'Only what I can get',
    // The regulator's least income for a credit card (docs/requirements/eligibility.md): none on ECM.
    floor: 0,
    profile: { monthlyIncome: 30_000, age: 62, employment: 'self-employed' as const },
    sort: 'Sort by',
    provider: 'Provider',
    more: 'Show 24 more',
  },
  ckj: {
    shown: (a: number, b: number) => `Menampilkan ${a} dari ${b} produk`,
    all: (n: number) => `${n} produk`,
    only: 'Hanya yang bisa saya ajukan',
    // Bank Indonesia: a cardholder earns at least Rp 3,000,000 a month.
    floor: 3_000_000,
    profile: { monthlyIncome: 5_000_000, age: 62, employment: 'self-employed' as const },
    sort: 'Urutkan',
    provider: 'Penyedia',
    more: 'Tampilkan 24 lagi',
  },
}

/** A long list: the snapshot's cards repeated with new ids, providers spread, ranks and ratings varied (ties included). */
function vertical(portal: PortalKey): Card[] {
  const base = snapshotCards(portal, 'credit-cards')
  const providers = [...new Set(base.map((c) => c.provider))]
  return Array.from(
    { length: INDEX_MIN_CARDS + 100 },
    (_, i) =>
      ({
        ...base[i % base.length]!,
        id: 20000 + i,
        slug: `card-${i}`,
        provider: providers[(i * 7) % providers.length]!,
        rankPercent: 100 - (i % 90),
        rating: (30 + ((i * 13) % 21)) / 10,
      }) as Card,
  )
}

/** The site's files of the list as the build writes them (scripts/pipeline/productFiles.ts), served by a fetch stub that records what was asked. */
function serve(cards: Card[], { failing }: { failing?: RegExp } = {}) {
  const files = new Map<string, string>()
  for (const file of filterIndexFiles('credit-cards', cards)) files.set(`/${file.path}`, file.json)
  files.set(CARDS_URL, JSON.stringify(cards))
  const fetchMock = vi.fn(async (url: string) => {
    const body = files.get(url)
    if (body === undefined || failing?.test(url)) return new Response('', { status: failing?.test(url) ? 500 : 404 })
    return new Response(body, { status: 200 })
  })
  vi.stubGlobal('fetch', fetchMock)
  const asked = () => fetchMock.mock.calls.map(([url]) => url)
  return { asked }
}

/** The list page: at `action` (the vertical's own path for a list that asks who the visitor is, decision 060). */
function renderPage(portal: PortalKey, cards: Card[], action = '/list') {
  const spec = cardsSpec(cards)
  const order = sortCards(cards.map(cardFacts), spec, defaultFilterState(spec).sort).map((i) => cards[i]!)
  renderInPortal(
    portal,
    <>
      <ProductFilters spec={spec} total={cards.length} listId="product-list" action={action} cardsUrl={CARDS_URL} indexUrl={FOLDER} />
      <ul id="product-list">
        {order.slice(0, PAGE_SIZE).map((c) => (
          <ProductCard key={c.id} card={c} verticalKey="credit-cards" productsPath={PORTALS[portal].portal.paths.products} />
        ))}
      </ul>
      <div id="product-list-more" />
      <nav id="product-list-pages">
        <a href="/list/page/2">2</a>
      </nav>
    </>,
  )
  return { spec, order }
}

/** The block files (whole cards) among the addresses asked. */
const blocksAsked = (asked: string[]) => asked.filter((url) => /cards-[a-z]+-\d+\.json$/.test(url))

/** The ids the whole JSON gave for a state (the island before decision 035): filterCards and sortCards over the list in default order. */
function fullScan(order: Card[], spec: ReturnType<typeof cardsSpec>, state: FilterState): number[] {
  const facts = order.map(cardFacts)
  const visible = filterCards(facts, spec, state)
  return sortCards(facts, spec, state.sort)
    .filter((i) => visible[i])
    .map((i) => facts[i]!.id)
}

const listIds = () => [...document.querySelectorAll<HTMLElement>('#product-list > li')].map((li) => Number(li.dataset.id))

beforeEach(() => window.history.replaceState(null, '', '/list'))
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe.each(PORTAL_KEYS)(
  '%s long list filtered with its index',
  (portal) => {
    const text = TEXT[portal]
    const cards = vertical(portal)

    it('Visitor picks a provider: one bitset and one block of its cards are fetched, never the whole JSON; the list is the full scan’s', async () => {
      const user = userEvent.setup({ delay: null })
      const { asked } = serve(cards)
      const { spec, order } = renderPage(portal, cards)
      await screen.findByText(text.shown(PAGE_SIZE, cards.length))
      expect(asked()[0]).toBe(`${FOLDER}ids.json`)
      const provider = order[3]!.provider
      await user.selectOptions(screen.getByLabelText(text.provider), provider)
      const expected = fullScan(order, spec, { values: { provider: [provider] }, sort: 'rank' })
      expect(expected.length).toBeGreaterThan(PAGE_SIZE)
      await waitFor(() => expect(listIds()).toEqual(expected.slice(0, PAGE_SIZE)))
      expect(screen.getByRole('status').textContent).toBe(text.shown(PAGE_SIZE, expected.length))
      expect(screen.getByRole('status').getAttribute('aria-busy')).toBeNull()
      expect(document.getElementById('product-list-pages')!.hidden).toBe(true)
      const n = spec.groups.find((g) => g.kind === 'select')!.options.indexOf(provider)
      expect(asked()).toContain(`${FOLDER}provider-${n}.json`)
      // The provider's first 24 cards come in one block file; besides it, at most the block of the
      // list's next page, fetched while idle for the card rendered ahead. Each file once.
      expect(asked()).toContain(`${FOLDER}provider-${n}-cards-rank-0.json`)
      expect(asked()).not.toContain(CARDS_URL)
      for (const url of blocksAsked(asked())) expect([`${FOLDER}provider-${n}-cards-rank-0.json`, `${FOLDER}cards-rank-1.json`]).toContain(url)
      expect(new Set(asked()).size).toBe(asked().length)
      await waitFor(() => expect(window.location.search).toBe(`?provider=${encodeURIComponent(provider).replace(/%20/g, '+')}`))
    })

    it('Visitor sorts by rating and shows more: the sort order is one file, each page of cards one block in that order', async () => {
      const user = userEvent.setup({ delay: null })
      const { asked } = serve(cards)
      const { spec, order } = renderPage(portal, cards)
      await screen.findByText(text.shown(PAGE_SIZE, cards.length))
      await user.selectOptions(screen.getByLabelText(text.sort), 'rating')
      const expected = fullScan(order, spec, { values: {}, sort: 'rating' })
      await waitFor(() => expect(listIds()).toEqual(expected.slice(0, PAGE_SIZE)))
      expect(asked()).toContain(`${FOLDER}sort-rating.json`)
      await user.click(screen.getByRole('button', { name: text.more }))
      await waitFor(() => expect(listIds()).toEqual(expected.slice(0, 2 * PAGE_SIZE)))
      expect(screen.getByRole('status').textContent).toBe(text.shown(2 * PAGE_SIZE, cards.length))
      expect(asked()).not.toContain(CARDS_URL)
      expect(asked()).toContain(`${FOLDER}cards-rating-0.json`)
      expect(asked()).toContain(`${FOLDER}cards-rating-1.json`)
      // At most the block of the default order's next page besides, fetched while idle.
      expect(
        blocksAsked(asked())
          .filter((url) => !url.includes('cards-rating-'))
          .every((url) => url === `${FOLDER}cards-rank-1.json`),
      ).toBe(true)
    })

    it('a shared address with a fee band and a feature is applied from the index files', async () => {
      const { spec, order } = (() => {
        serve(cards)
        const spec = cardsSpec(cards)
        return { spec, order: sortCards(cards.map(cardFacts), spec, 'rank').map((i) => cards[i]!) }
      })()
      const fee = spec.groups.find((g) => g.kind === 'radio')!
      const feature = spec.groups.find((g) => g.kind === 'checkbox')!
      expect(fee.kind === 'radio' && feature.kind === 'checkbox').toBe(true)
      const band = fee.kind === 'radio' ? fee.options.at(-1)! : ''
      const tag = feature.kind === 'checkbox' ? feature.options[0]! : ''
      window.history.replaceState(null, '', `/list?feature=${tag}&fee=${band}&sort=fee`)
      renderPage(portal, cards)
      const expected = fullScan(order, spec, { values: { feature: [tag], fee: [band] }, sort: 'fee' })
      expect(expected.length).toBeGreaterThan(0)
      await waitFor(() => expect(listIds()).toEqual(expected.slice(0, PAGE_SIZE)))
      expect(screen.getByRole('status').textContent).toBe(expected.length > PAGE_SIZE ? text.shown(PAGE_SIZE, expected.length) : text.all(expected.length))
    })

    // Decision 071: "Only what I can get" over the index, from its eligibility file, never the whole JSON.
    it('Visitor with a kept profile ticks “Only what I can get”: the eligibility file is fetched and the list is the cards they meet', async () => {
      const { profile } = text
      window.sessionStorage.setItem(`visitor-profile:${PORTALS[portal].portal.code}`, JSON.stringify(profile))
      const user = userEvent.setup({ delay: null })
      const { asked } = serve(cards)
      const listPath = PORTALS[portal].portal.verticals.find((item) => item.key === 'credit-cards')!.path
      window.history.replaceState(null, '', listPath)
      const { spec, order } = renderPage(portal, cards, listPath)
      await screen.findByText(text.shown(PAGE_SIZE, cards.length))
      expect(asked()).not.toContain(`${FOLDER}eligibility.json`)
      // Worked out here from each card's data: income at least its own (and the regulator's) minimum,
      // the age within its range, the work named; none of the rules' code is used.
      const meets = (c: Card) =>
        c.contractType === 'credit-card' &&
        Math.max(c.minIncomeMonthly, text.floor) <= profile.monthlyIncome &&
        (c.minAge ?? 0) <= profile.age &&
        profile.age <= (c.maxAge ?? 200) &&
        (c.employmentTypes === undefined || c.employmentTypes.includes(profile.employment))
      const kept = new Set(cards.filter(meets).map((c) => c.id))
      const expected = fullScan(order, spec, defaultFilterState(spec)).filter((id) => kept.has(id))
      expect(expected.length).toBeGreaterThan(0)
      expect(expected.length).toBeLessThan(cards.length)
      await user.click(await screen.findByLabelText(text.only))
      await waitFor(() => expect(listIds()).toEqual(expected.slice(0, PAGE_SIZE)))
      expect(screen.getByRole('status').textContent).toBe(expected.length > PAGE_SIZE ? text.shown(PAGE_SIZE, expected.length) : text.all(expected.length))
      expect(asked()).toContain(`${FOLDER}eligibility.json`)
      expect(asked()).not.toContain(CARDS_URL)
      // Not in the address; unticked, the whole list is back.
      expect(window.location.search).toBe('')
      await user.click(screen.getByLabelText(text.only))
      await screen.findByText(text.shown(PAGE_SIZE, cards.length))
      window.sessionStorage.clear()
    })

    it('without its index files the list filters the cards of its HTML', async () => {
      const user = userEvent.setup({ delay: null })
      serve(cards, { failing: /provider-/ })
      const { order } = renderPage(portal, cards)
      await screen.findByText(text.shown(PAGE_SIZE, cards.length))
      const provider = order[0]!.provider
      await user.selectOptions(screen.getByLabelText(text.provider), provider)
      await waitFor(() =>
        expect(listIds()).toEqual(
          order
            .slice(0, PAGE_SIZE)
            .filter((c) => c.provider === provider)
            .map((c) => c.id),
        ),
      )
    })
  },
  30_000,
)
