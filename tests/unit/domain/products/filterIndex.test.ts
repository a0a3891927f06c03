// The filter index of a long list (docs/decisions/035-filter-index-for-phones.md) against a full scan
// of its cards (filterCards and sortCards, what the island did over the whole JSON): same ids, same
// order, same count, for random filter states, at 1,000 and at 50,000 cards; and its blocks of cards
// (docs/decisions/050-card-blocks.md): the blocks a page is read from hold every card of it.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { CardFacts, Figures } from '../../../../domain/products/cardFacts'
import { defaultFilterState, filterCards, sortCards, type FilterState } from '../../../../domain/products/filterCards'
import {
  blocksFor,
  buildFilterIndex,
  CARD_BLOCK,
  cardBlocks,
  filesForState,
  firstBlockFor,
  queryFilterIndex,
  readIds,
} from '../../../../domain/products/filterIndex'
import { listSpec, type ListSpec } from '../../../../domain/products/listSpec'
import type { ContractType } from '../../../../domain/content/schemas'
import { seeded } from '../../../../scripts/bench/syntheticList'

// One list a portal: ECM credit cards in pesos, CKJ personal loans in rupiah.
const PORTALS: { name: string; type: ContractType; providers: string[]; tags: string[]; figures: (r: () => number) => Figures }[] = [
  {
    name: 'ECM credit cards',
    type: 'credit-card',
    providers: ['BDO', 'BPI', 'Metrobank', 'RCBC', 'Security Bank', 'HSBC', 'UnionBank', 'EastWest'],
    tags: ['cashback', 'miles', 'rewards', 'no-annual-fee', 'groceries', 'travel'],
    // Few distinct values, so ties in every sort order are common.
    figures: (r) => ({
      rank: Math.floor(r() * 101),
      rating: (30 + Math.floor(r() * 21)) / 10,
      ...(r() < 0.05 ? {} : { annualFee: r() < 0.2 ? 0 : 500 + Math.floor(r() * 50) * 100 }),
      rate: [2, 2.5, 3, 3.5][Math.floor(r() * 4)]!,
      minIncome: 10000 + Math.floor(r() * 90) * 1000,
    }),
  },
  {
    name: 'CKJ personal loans',
    type: 'loan',
    providers: ['BCA', 'BRI', 'Mandiri', 'BNI', 'CIMB Niaga', 'Danamon'],
    tags: ['fast-approval', 'no-collateral', 'ofw', 'salary-loan'],
    figures: (r) => ({
      rank: Math.floor(r() * 101),
      rating: (30 + Math.floor(r() * 21)) / 10,
      rate: [0.99, 1.25, 1.5][Math.floor(r() * 3)]!,
      minIncome: 3_000_000 + Math.floor(r() * 20) * 500_000,
      loanMax: 50_000_000 + Math.floor(r() * 40) * 5_000_000,
      tenorMax: [12, 24, 36, 48, 60][Math.floor(r() * 5)]!,
    }),
  },
]

function cardsOf(portal: (typeof PORTALS)[number], count: number, seed: number): CardFacts[] {
  const r = seeded(seed)
  return Array.from({ length: count }, (_, i) => ({
    id: 100000 + ((i * 7919) % 900000),
    provider: portal.providers[Math.floor(r() * portal.providers.length)]!,
    tags: portal.tags.filter(() => r() < 0.3),
    figures: portal.figures(r),
  }))
}

/**
 * What the island showed with the whole JSON: the cards in default order, filtered and sorted (ids).
 * The sort orders of the scan are computed once a list (they do not depend on the filters).
 */
function fullScan(cards: readonly CardFacts[], spec: ListSpec) {
  const facts = sortCards(cards, spec, defaultFilterState(spec).sort).map((i) => cards[i]!)
  const orders = new Map<string, number[]>()
  return (state: FilterState) => {
    const visible = filterCards(facts, spec, state)
    if (!orders.has(state.sort)) orders.set(state.sort, sortCards(facts, spec, state.sort))
    return orders
      .get(state.sort)!
      .filter((i) => visible[i])
      .map((i) => facts[i]!.id)
  }
}

/** The index as served: every file through JSON, as the browser gets it; each block as the ids of its cards. */
function served(cards: readonly CardFacts[], spec: ListSpec) {
  const built = buildFilterIndex(cards, spec)
  const files = JSON.parse(JSON.stringify(built)) as Record<string, unknown>
  const ids = readIds(files.ids, cards.length)
  const blocks = new Map([...cardBlocks(spec, built)].map(({ name, positions }) => [name, positions.map((p) => ids[p]!)]))
  const fileFor = (state: FilterState) => {
    const needed = new Set(filesForState(spec, state))
    return (name: string) => {
      // The query reads only the files the state said it needs.
      expect(needed.has(name), name).toBe(true)
      if (!(name in files)) throw new Error(`no file ${name}`)
      return files[name]
    }
  }
  return {
    blocks,
    /** The blocks the island fetches for the state's first page. */
    firstPageBlocks: (state: FilterState) => {
      const file = fileFor(state)
      return blocksFor(spec, state, queryFilterIndex(spec, state, cards.length, file).slice(0, CARD_BLOCK), cards.length, file)
    },
    query: (state: FilterState) => {
      const file = fileFor(state)
      const positions = queryFilterIndex(spec, state, cards.length, file)
      // Every page's cards are in the blocks the island would fetch for it, which read no other index
      // file; the first block named before the query is the first page's.
      for (const from of [0, CARD_BLOCK, 5 * CARD_BLOCK]) {
        const page = positions.slice(from, from + CARD_BLOCK)
        const names = blocksFor(spec, state, page, cards.length, file)
        const held = new Set(names.flatMap((name) => blocks.get(name) ?? []))
        expect(
          page.every((p) => held.has(ids[p]!)),
          names.join(),
        ).toBe(true)
        if (page.length > 0) expect(names.length).toBeLessThanOrEqual(page.length)
      }
      const first = firstBlockFor(spec, state)
      if (first !== null) expect(blocks.get(first) ?? [], first).toEqual(positions.slice(0, CARD_BLOCK).map((p) => ids[p]!))
      return positions.map((p) => ids[p]!)
    },
  }
}

/** A random state over the spec's groups: options, values that are not options, bands, typed amounts in and out of range, any sort. */
function states(spec: ListSpec): fc.Arbitrary<FilterState> {
  const group = spec.groups.map((g) => {
    const values =
      g.kind === 'range'
        ? fc.oneof(fc.integer({ min: 0, max: g.max * 1.2 }).map(String), fc.constantFrom('', 'abc', '1.000.000'))
        : fc.oneof({ weight: 5, arbitrary: fc.constantFrom(...g.options) }, { weight: 1, arbitrary: fc.constantFrom('', 'Nobody', 'max-1000', 'min-24') })
    return fc.option(fc.array(values, { minLength: 0, maxLength: g.kind === 'checkbox' ? 3 : 1 }), { nil: undefined }).map((v) => [g.id, v] as const)
  })
  return fc.record({ values: fc.tuple(...group), sort: fc.constantFrom('', 'unknown', ...spec.sorts.map((s) => s.id)) }).map(({ values, sort }) => ({
    values: Object.fromEntries(values.filter(([, v]) => v !== undefined)) as Record<string, string[]>,
    sort,
  }))
}

describe.each(PORTALS)('the filter index of $name', (portal) => {
  for (const [count, runs] of [
    [1000, 300],
    [50000, 30],
  ] as const) {
    it(`gives the full scan's ids, order and count at ${count.toLocaleString('en')} cards`, () => {
      const cards = cardsOf(portal, count, count)
      const spec = listSpec(portal.type, cards)
      const { query } = served(cards, spec)
      const scan = fullScan(cards, spec)
      fc.assert(
        fc.property(states(spec), (state) => {
          const expected = scan(state)
          expect(query(state)).toEqual(expected)
        }),
        { numRuns: runs, seed: 35 },
      )
      // The default state and a single provider, the commonest picks, checked whatever fast-check drew.
      expect(query(defaultFilterState(spec))).toEqual(scan(defaultFilterState(spec)))
      const provider = { values: { provider: [portal.providers[1]!] }, sort: spec.sorts[0]!.id }
      const picked = query(provider)
      expect(picked.length).toBeGreaterThan(count / portal.providers.length / 2)
      expect(picked).toEqual(scan(provider))
    }, 120_000)
  }

  it('needs one small file for a provider pick, none for the default state', () => {
    const cards = cardsOf(portal, 5556, 7)
    const spec = listSpec(portal.type, cards)
    expect(filesForState(spec, defaultFilterState(spec))).toEqual([])
    const group = spec.groups.find((g) => g.kind === 'select')
    const n = (group?.kind === 'select' ? group.options : []).indexOf(portal.providers[2]!)
    expect(n).toBeGreaterThanOrEqual(0)
    expect(filesForState(spec, { values: { provider: [portal.providers[2]!] }, sort: spec.sorts[0]!.id })).toEqual([`provider-${n}`])
    const files = buildFilterIndex(cards, spec)
    // 5,556 positions in a bitset: 695 bytes, 928 characters of base64.
    expect(JSON.stringify(files[`provider-${n}`]).length).toBeLessThan(1000)
  })

  it('writes each card once a sort order for the whole list and once for its provider, in blocks of 24; a page of one sequence is one block', () => {
    const cards = cardsOf(portal, 5556, 11)
    const spec = listSpec(portal.type, cards)
    const { blocks, query, firstPageBlocks } = served(cards, spec)
    const copies = new Map<number, number>()
    for (const held of blocks.values()) {
      expect(held.length).toBeGreaterThan(0)
      expect(held.length).toBeLessThanOrEqual(CARD_BLOCK)
      for (const id of held) copies.set(id, (copies.get(id) ?? 0) + 1)
    }
    expect(copies.size).toBe(cards.length)
    expect(new Set(copies.values())).toEqual(new Set([2 * spec.sorts.length]))
    // The files a portal's list costs: 232 blocks a sort order for the list, about as many for its providers.
    expect(blocks.size).toBeLessThan(2 * spec.sorts.length * (Math.ceil(cards.length / CARD_BLOCK) + portal.providers.length))
    // The commonest choices: a provider, a sort order, the next page of either; one block each.
    const group = spec.groups.find((g) => g.kind === 'select')!
    const provider = group.kind === 'select' ? group.options[1]! : ''
    const n = group.kind === 'select' ? group.options.indexOf(provider) : -1
    for (const [state, first] of [
      [{ values: { provider: [provider] }, sort: spec.sorts[0]!.id }, `provider-${n}-cards-${spec.sorts[0]!.id}-0`],
      [{ values: { provider: [provider] }, sort: spec.sorts[2]!.id }, `provider-${n}-cards-${spec.sorts[2]!.id}-0`],
      [{ values: {}, sort: spec.sorts[1]!.id }, `cards-${spec.sorts[1]!.id}-0`],
    ] as const) {
      expect(firstBlockFor(spec, state)).toBe(first)
      expect(firstPageBlocks(state)).toEqual([first])
      query(state)
    }
    expect(firstBlockFor(spec, defaultFilterState(spec))).toBeNull()
    expect(firstBlockFor(spec, { values: { provider: ['Nobody'] }, sort: spec.sorts[0]!.id })).toBeNull()
    expect(firstBlockFor(spec, { values: { provider: [provider], feature: [portal.tags[0]!] }, sort: spec.sorts[0]!.id })).toBeNull()
  })

  it('refuses a file that does not fit the list', () => {
    const cards = cardsOf(portal, 100, 3)
    const spec = listSpec(portal.type, cards)
    const sort = spec.sorts[1]!.id
    expect(() => queryFilterIndex(spec, { values: {}, sort }, cards.length, () => [1, 2, 3])).toThrow(/does not fit/)
    expect(() => readIds([1, 2], cards.length)).toThrow(/do not fit/)
  })
})
