// "Only what I can get" over a long list's filter index (docs/decisions/071-only-what-i-can-get-over-the-index.md)
// against the path of a short list, which tests each whole card (decision 060): the sample credit cards
// and loans of both portals, repeated to 600 cards (a list read from the index), the files as the
// build writes and the browser reads them; for random profiles and states, the same ids in the same
// order. The profile's rule is the one the island gives both paths (domain/products/eligibility.ts).
import fc from 'fast-check'
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { EMPLOYMENT_KINDS, type ProductCard } from '../../../../domain/content/schemas'
import { cardFacts } from '../../../../domain/products/cardFacts'
import { eligibility, type EligibilityFacts, type VisitorProfile } from '../../../../domain/products/eligibility'
import { eligibilityColumns, readEligibilityColumns } from '../../../../domain/products/eligibilityIndex'
import { cardsSpec } from '../../../../domain/products/facets'
import { defaultFilterState, filterCards, sortCards, type FilterState } from '../../../../domain/products/filterCards'
import { filesForState, INDEX_MIN_CARDS, queryFilterIndex } from '../../../../domain/products/filterIndex'
import { loadPortals } from '../../../../content/portals'
import { filterIndexFiles } from '../../../../scripts/pipeline/productFiles'

const portals = loadPortals('data')
const LISTS = [
  { portal: 'ecm', vertical: 'credit-cards' },
  { portal: 'ecm', vertical: 'personal-loans' },
  { portal: 'ckj', vertical: 'credit-cards' },
  { portal: 'ckj', vertical: 'house-loans' },
] as const

/** The portal's sample cards, repeated with new ids until the list is read from the index. */
function longList(portal: string, vertical: string): ProductCard[] {
  const sample = JSON.parse(readFileSync(`data/products/${portal}/${vertical}.json`, 'utf8')) as ProductCard[]
  const count = INDEX_MIN_CARDS + 100
  return Array.from({ length: count }, (_, i) => ({ ...sample[i % sample.length]!, id: 900_000 + i }))
}

describe.each(LISTS)('$portal $vertical', ({ portal, vertical }) => {
  const cards = longList(portal, vertical)
  const spec = cardsSpec(cards)
  const rules = portals.find((p) => p.folder === portal)!.config.eligibility
  // The files as the build writes them and the browser reads them (through JSON).
  const files = new Map(
    [...filterIndexFiles(vertical, cards, spec)].map((file) => [
      file.path
        .split('/')
        .pop()!
        .replace(/\.json$/, ''),
      JSON.parse(file.json) as unknown,
    ]),
  )
  const facts = sortCards(cards.map(cardFacts), spec, defaultFilterState(spec).sort)
  const byPosition = facts.map((i) => cards[i]!)

  it('the build writes an eligibility file that fits the list', () => {
    expect(files.has('eligibility')).toBe(true)
    const columns = readEligibilityColumns(files.get('eligibility'), cards.length)
    expect(columns.contractType).toBe(cards[0]!.contractType)
    // Position p is the p-th card of the default order: its own least income, ages and work.
    byPosition.forEach((card, p) => {
      const own = card as Extract<ProductCard, { contractType: 'credit-card' | 'loan' }>
      expect(columns.income[p]).toBe(own.minIncomeMonthly)
      expect(columns.minAge[p]).toBe(own.minAge ?? null)
      expect(columns.maxAge[p]).toBe(own.maxAge ?? null)
    })
  })

  it('keeps the same cards, in the same order, as the test of each whole card', () => {
    const profile = fc.record(
      {
        monthlyIncome: fc.integer({ min: 0, max: portal === 'ecm' ? 200_000 : 50_000_000 }),
        age: fc.integer({ min: 18, max: 75 }),
        employment: fc.constantFrom(...EMPLOYMENT_KINDS),
      },
      { requiredKeys: [] },
    )
    const sort = fc.constantFrom(...spec.sorts.map((s) => s.id))
    fc.assert(
      fc.property(profile, sort, (given: VisitorProfile, sortId) => {
        const keep = (card: ProductCard | EligibilityFacts) => eligibility(card, given, rules).status !== 'not'
        const state: FilterState = { ...defaultFilterState(spec), sort: sortId }
        // The short list's path: every card, filtered, sorted, then kept by its own data.
        const all = cards.map(cardFacts)
        const inOrder = sortCards(all, spec, defaultFilterState(spec).sort).map((i) => all[i]!)
        const visible = filterCards(inOrder, spec, state)
        const want = sortCards(inOrder, spec, sortId)
          .filter((i) => visible[i] && keep(byPosition[i]!))
          .map((i) => inOrder[i]!.id)
        // The index's path reads only the files the state names, the eligibility file among them.
        const needed = new Set(filesForState(spec, state, true))
        expect(needed.has('eligibility')).toBe(true)
        const file = (name: string) => {
          expect(needed.has(name), name).toBe(true)
          return files.get(name)
        }
        const ids = files.get('ids') as number[]
        const got = queryFilterIndex(spec, state, cards.length, file, keep).map((p) => ids[p]!)
        expect(got).toEqual(want)
      }),
      { numRuns: 40, seed: 71 },
    )
  })

  it('a profile the data cannot judge keeps every card; one that fails a rule keeps fewer', () => {
    const ids = files.get('ids') as number[]
    const state = defaultFilterState(spec)
    const query = (given: VisitorProfile) =>
      queryFilterIndex(
        spec,
        state,
        cards.length,
        (name) => files.get(name),
        (card) => eligibility(card, given, rules).status !== 'not',
      )
    expect(query({}).map((p) => ids[p])).toEqual(ids)
    // Seventy-five is past every sample card's age range.
    expect(query({ age: 75 })).toEqual([])
  })
})

describe('the eligibility file', () => {
  it('is written for credit cards and loans only', () => {
    const sample = (vertical: string) => JSON.parse(readFileSync(`data/products/ecm/${vertical}.json`, 'utf8')) as ProductCard[]
    expect(eligibilityColumns(sample('travel-insurance'))).toBeNull()
    expect(eligibilityColumns(sample('deposits'))).toBeNull()
    expect(eligibilityColumns(sample('credit-cards'))?.contractType).toBe('credit-card')
  })

  it('is refused when it does not fit the list: the island then keeps to the page’s own cards', () => {
    const good = { contractType: 'loan', income: [0, 1], minAge: [21, null], maxAge: [60, null], work: [1, null] }
    expect(readEligibilityColumns(good, 2)).toEqual(good)
    expect(() => readEligibilityColumns(good, 3)).toThrow('does not fit the list')
    expect(() => readEligibilityColumns({ ...good, contractType: 'deposit' }, 2)).toThrow('does not fit the list')
    expect(() => readEligibilityColumns({ ...good, income: [0, null] }, 2)).toThrow('does not fit the list')
    expect(() => readEligibilityColumns({ ...good, work: [1, -1] }, 2)).toThrow('does not fit the list')
    expect(() => readEligibilityColumns(null, 2)).toThrow('does not fit the list')
  })
})
