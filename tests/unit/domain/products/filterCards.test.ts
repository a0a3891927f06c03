import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { CardFacts } from '../../../../domain/products/cardFacts'
import {
  activeFilterCount,
  defaultFilterState,
  filterCards,
  filterQuery,
  parseFilterQuery,
  rangeProblem,
  sortCards,
  type FilterState,
} from '../../../../domain/products/filterCards'
import type { ListSpec, RangeGroup } from '../../../../domain/products/listSpec'

// Five hand-written cards; every expectation below is read off this table by hand.
const CARDS: CardFacts[] = [
  { id: 1, provider: 'BPI', tags: ['cashback', 'groceries'], figures: { rank: 96, rating: 4.6, annualFee: 1550, rate: 3, minIncome: 30000 } },
  { id: 2, provider: 'BPI', tags: ['rewards'], figures: { rank: 56, rating: 4.1, annualFee: 1550, rate: 3, minIncome: 25000 } },
  { id: 3, provider: 'Metrobank', tags: ['no-annual-fee', 'cashback'], figures: { rank: 80, rating: 4.3, annualFee: 0, rate: 2.5, minIncome: 15000 } },
  { id: 4, provider: 'HSBC', tags: ['miles', 'travel'], figures: { rank: 40, rating: 4.0, annualFee: 5000, rate: 3, minIncome: 100000 } },
  { id: 5, provider: 'Metrobank', tags: ['miles'], figures: { rank: 70, rating: 4.3, annualFee: 2500, rate: 3, minIncome: 50000 } },
]

const INCOME: RangeGroup = { id: 'income', kind: 'range', figure: 'minIncome', unit: 'money', test: 'atMost', min: 0, max: 100000, step: 1000 }

const SPEC: ListSpec = {
  groups: [
    { id: 'provider', kind: 'select', field: 'provider', options: ['BPI', 'HSBC', 'Metrobank'] },
    {
      id: 'feature',
      kind: 'checkbox',
      field: 'tags',
      options: ['cashback', 'miles', 'rewards', 'no-annual-fee', 'groceries', 'travel'],
      quick: ['cashback', 'miles'],
    },
    { id: 'fee', kind: 'radio', figure: 'annualFee', unit: 'money', options: ['max-0', 'max-1500', 'max-2500'] },
    INCOME,
  ],
  sorts: [
    { id: 'rank', figure: 'rank', direction: 'desc' },
    { id: 'rating', figure: 'rating', direction: 'desc' },
    { id: 'fee', figure: 'annualFee', direction: 'asc' },
    { id: 'income', figure: 'minIncome', direction: 'asc' },
  ],
}

function visibleIds(state: FilterState): number[] {
  const shown = filterCards(CARDS, SPEC, state)
  return CARDS.filter((_, i) => shown[i]).map((c) => c.id)
}

describe('filterCards', () => {
  it.each<[string, Record<string, string[]>, number[]]>([
    ['no choice keeps every card', {}, [1, 2, 3, 4, 5]],
    ['a provider keeps its cards', { provider: ['Metrobank'] }, [3, 5]],
    ['"all providers" (empty) keeps every card', { provider: [''] }, [1, 2, 3, 4, 5]],
    ['one feature', { feature: ['miles'] }, [4, 5]],
    ['two features: a card with either stays (OR within a group)', { feature: ['cashback', 'miles'] }, [1, 3, 4, 5]],
    ['"no annual fee" band keeps fee 0 only', { fee: ['max-0'] }, [3]],
    ['"up to 2,500" band keeps fees 0, 1,550, 1,550 and 2,500', { fee: ['max-2500'] }, [1, 2, 3, 5]],
    ['income 30,000 keeps cards asking at most 30,000', { income: ['30000'] }, [1, 2, 3]],
    ['income typed with separators', { income: ['30,000'] }, [1, 2, 3]],
    ['provider AND feature narrow together', { provider: ['Metrobank'], feature: ['cashback'] }, [3]],
    ['feature OR, AND band, AND income', { feature: ['cashback', 'miles'], fee: ['max-2500'], income: ['60000'] }, [1, 3, 5]],
    ['groups that exclude each other leave nothing', { provider: ['HSBC'], fee: ['max-0'] }, []],
    ['an empty income field does not filter (it is in error)', { income: [''] }, [1, 2, 3, 4, 5]],
    ['an income above the slider does not filter (it is in error)', { income: ['250000'] }, [1, 2, 3, 4, 5]],
    ['an unknown band value does not filter', { fee: ['cheap'] }, [1, 2, 3, 4, 5]],
  ])('%s', (_name, values, expected) => {
    expect(visibleIds({ values, sort: 'rank' })).toEqual(expected)
  })

  it('an atLeast range keeps cards from the typed value up', () => {
    const coverage: RangeGroup = { id: 'coverage', kind: 'range', figure: 'minIncome', unit: 'money', test: 'atLeast', min: 0, max: 100000, step: 1000 }
    const spec: ListSpec = { groups: [coverage], sorts: SPEC.sorts }
    const shown = filterCards(CARDS, spec, { values: { coverage: ['50000'] }, sort: 'rank' })
    // minIncome >= 50,000: cards 4 (100,000) and 5 (50,000).
    expect(CARDS.filter((_, i) => shown[i]).map((c) => c.id)).toEqual([4, 5])
  })
})

describe('rangeProblem (docs/requirements/forms-and-leads.md#modal-rules: a paired field empty or outside min and max marks the group in error)', () => {
  it.each<[string, ReturnType<typeof rangeProblem>]>([
    ['', 'empty'],
    ['   ', 'empty'],
    ['abc', 'empty'],
    ['0', null],
    ['100000', null],
    ['100,000', null],
    ['100001', 'outside'],
    ['50000', null],
  ])('"%s" gives %s', (raw, expected) => {
    expect(rangeProblem(INCOME, raw)).toBe(expected)
  })
})

describe('sortCards', () => {
  const order = (sort: string) => sortCards(CARDS, SPEC, sort).map((i) => CARDS[i]!.id)
  it.each<[string, number[]]>([
    // rank 96, 80, 70, 56, 40
    ['rank', [1, 3, 5, 2, 4]],
    // rating 4.6; 4.3 (ranks 80, 70); 4.1; 4.0
    ['rating', [1, 3, 5, 2, 4]],
    // fee 0; 1,550 twice (rank 96 before 56); 2,500; 5,000
    ['fee', [3, 1, 2, 5, 4]],
    // income 15,000; 25,000; 30,000; 50,000; 100,000
    ['income', [3, 2, 1, 5, 4]],
    ['no-such-sort', [1, 3, 5, 2, 4]],
  ])('by %s', (sort, expected) => {
    expect(order(sort)).toEqual(expected)
  })

  it('puts a card without the figure last', () => {
    const cards: CardFacts[] = [{ id: 9, provider: 'X', tags: [], figures: { rank: 99 } }, ...CARDS]
    expect(sortCards(cards, SPEC, 'fee').map((i) => cards[i]!.id)).toEqual([3, 1, 2, 5, 4, 9])
  })
})

describe('filter state in the address', () => {
  it.each<[string, FilterState]>([
    ['', { values: {}, sort: 'rank' }],
    ['provider=BPI', { values: { provider: ['BPI'] }, sort: 'rank' }],
    ['feature=miles&feature=cashback', { values: { feature: ['cashback', 'miles'] }, sort: 'rank' }],
    ['fee=max-0&sort=fee', { values: { fee: ['max-0'] }, sort: 'fee' }],
    ['income=30000', { values: { income: ['30000'] }, sort: 'rank' }],
    ['income=', { values: { income: [''] }, sort: 'rank' }],
    // The slider's default (its max for an atMost group) is no choice at all.
    ['income=100000', { values: {}, sort: 'rank' }],
    // Unknown groups, options and sorts are ignored, so an old or edited link still opens.
    ['provider=Nobody&feature=unknown&fee=max-7&sort=cheapest&utm_source=x', { values: {}, sort: 'rank' }],
  ])('"%s" is read as the visitor left it', (query, expected) => {
    expect(parseFilterQuery(query, SPEC)).toEqual(expected)
  })

  it.each<[FilterState, string]>([
    [{ values: {}, sort: 'rank' }, ''],
    [{ values: { provider: [''] }, sort: 'rank' }, ''],
    [{ values: { feature: ['miles', 'cashback'], provider: ['BPI'] }, sort: 'income' }, 'provider=BPI&feature=cashback&feature=miles&sort=income'],
    [{ values: { income: ['100000'] }, sort: 'rank' }, ''],
    [{ values: { income: ['45,000'] }, sort: 'rank' }, 'income=45000'],
  ])('%j is written as "%s"', (state, expected) => {
    expect(filterQuery(state, SPEC)).toBe(expected)
  })

  it('reading what was written gives the same address back, whatever the choices', () => {
    const state = fc.record({
      provider: fc.subarray(['', 'BPI', 'HSBC', 'Metrobank'], { maxLength: 1 }),
      feature: fc.subarray(['cashback', 'miles', 'rewards', 'no-annual-fee', 'groceries', 'travel']),
      fee: fc.subarray(['max-0', 'max-1500', 'max-2500'], { maxLength: 1 }),
      income: fc.option(fc.nat({ max: 200000 }).map(String), { nil: undefined }),
      sort: fc.constantFrom('rank', 'rating', 'fee', 'income'),
    })
    fc.assert(
      fc.property(state, (s) => {
        const written: FilterState = {
          values: { provider: s.provider, feature: s.feature, fee: s.fee, ...(s.income === undefined ? {} : { income: [s.income] }) },
          sort: s.sort,
        }
        const query = filterQuery(written, SPEC)
        const read = parseFilterQuery(query, SPEC)
        expect(filterQuery(read, SPEC)).toBe(query)
        expect(filterCards(CARDS, SPEC, read)).toEqual(filterCards(CARDS, SPEC, written))
      }),
    )
  })

  it('counts the groups that differ from their default', () => {
    expect(activeFilterCount(defaultFilterState(SPEC), SPEC)).toBe(0)
    expect(activeFilterCount({ values: { provider: [''], income: ['100000'] }, sort: 'fee' }, SPEC)).toBe(0)
    expect(activeFilterCount({ values: { provider: ['BPI'], feature: ['miles', 'cashback'], income: ['5000'] }, sort: 'rank' }, SPEC)).toBe(3)
  })
})
