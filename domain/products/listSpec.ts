import { PRODUCT_TAGS, type ContractType } from '../content/schemas'
import type { CardFacts, FigureKey } from './cardFacts'

/** Unit a figure is shown in: the portal's currency, percent, or months. */
export type FigureUnit = 'money' | 'percent' | 'months'

/**
 * One filter group of a list (docs/requirements/catalogue.md#filters: links, selects, radios and checkboxes, each in a group).
 * Groups combine with AND; the ticked options of a checkbox group combine with OR (a card with any
 * of the ticked features stays), as in a shop's facets.
 */
export type FilterGroup =
  | { id: string; kind: 'select'; field: 'provider'; options: readonly string[] }
  | { id: string; kind: 'checkbox'; field: 'tags'; options: readonly string[]; quick: readonly string[] }
  | { id: string; kind: 'radio'; figure: FigureKey; unit: FigureUnit; options: readonly string[] }
  | { id: string; kind: 'range'; figure: FigureKey; unit: FigureUnit; test: 'atMost' | 'atLeast'; min: number; max: number; step: number }

export type RangeGroup = Extract<FilterGroup, { kind: 'range' }>

/** A sort order: by one figure, ties broken by rank (best first). */
export interface SortOption {
  id: string
  figure: FigureKey
  direction: 'asc' | 'desc'
}

/** Everything a list page's filters need: its groups and sort orders (the first is the default). */
export interface ListSpec {
  groups: readonly FilterGroup[]
  sorts: readonly SortOption[]
}

interface Plan {
  band: { id: string; figure: FigureKey; unit: FigureUnit; test: 'atMost' | 'atLeast' }
  range: { id: string; figure: FigureKey; unit: FigureUnit; test: 'atMost' | 'atLeast' }
  sorts: SortOption[]
}

const RANK: SortOption = { id: 'rank', figure: 'rank', direction: 'desc' }
const RATING: SortOption = { id: 'rating', figure: 'rating', direction: 'desc' }

// The figures people compare per kind of product: a band filter (radios), a range filter linked to
// a number field (the visitor's own figure), and the sort orders.
const PLANS: Record<ContractType, Plan> = {
  'credit-card': {
    band: { id: 'fee', figure: 'annualFee', unit: 'money', test: 'atMost' },
    range: { id: 'income', figure: 'minIncome', unit: 'money', test: 'atMost' },
    sorts: [
      RANK,
      RATING,
      { id: 'fee', figure: 'annualFee', direction: 'asc' },
      { id: 'rate', figure: 'rate', direction: 'asc' },
      { id: 'income', figure: 'minIncome', direction: 'asc' },
    ],
  },
  loan: {
    band: { id: 'tenor', figure: 'tenorMax', unit: 'months', test: 'atLeast' },
    range: { id: 'income', figure: 'minIncome', unit: 'money', test: 'atMost' },
    sorts: [
      RANK,
      RATING,
      { id: 'rate', figure: 'rate', direction: 'asc' },
      { id: 'income', figure: 'minIncome', direction: 'asc' },
      { id: 'amount', figure: 'loanMax', direction: 'desc' },
    ],
  },
  insurance: {
    band: { id: 'premium', figure: 'premium', unit: 'money', test: 'atMost' },
    range: { id: 'coverage', figure: 'coverage', unit: 'money', test: 'atLeast' },
    sorts: [RANK, RATING, { id: 'premium', figure: 'premium', direction: 'asc' }, { id: 'coverage', figure: 'coverage', direction: 'desc' }],
  },
  deposit: {
    band: { id: 'rate', figure: 'rate', unit: 'percent', test: 'atLeast' },
    range: { id: 'deposit', figure: 'minDeposit', unit: 'money', test: 'atMost' },
    sorts: [RANK, RATING, { id: 'rate', figure: 'rate', direction: 'desc' }, { id: 'deposit', figure: 'minDeposit', direction: 'asc' }],
  },
}

const NICE_STEPS = [1, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10]

/** Rounds a positive amount up (or down) to a round figure: 1, 1.5, 2, 2.5, 3, 4, 5, 6 or 8 times a power of ten. */
export function niceRound(value: number, direction: 'up' | 'down'): number {
  if (value <= 0) return 0
  const power = 10 ** Math.floor(Math.log10(value))
  const scaled = value / power
  // Compare with a tolerance so 1500 stays 1500 despite floating point (1500 / 1000 = 1.5 exactly, 0.3 / 0.1 is not 3).
  const steps = direction === 'up' ? NICE_STEPS : [...NICE_STEPS].reverse()
  const step = steps.find((s) => (direction === 'up' ? s >= scaled - 1e-9 : s <= scaled + 1e-9)) ?? 1
  return Math.round(step * power * 1e6) / 1e6
}

function quantile(sorted: readonly number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * (sorted.length - 1)))] ?? 0
}

/**
 * Band limits of a radio group over the cards' values (any unit): with few distinct values, every
 * value but the loosest; otherwise the values at the thirds, rounded to round figures when `round`
 * (amounts of money; rates and months are kept as the cards state them). 'atMost' bands read
 * "up to X" (and 0 when some cards have none), 'atLeast' bands "X or more". Limits that would keep
 * every card are left out.
 */
export function bandLimits(values: readonly number[], test: 'atMost' | 'atLeast', round: boolean): number[] {
  const sorted = [...values].sort((a, b) => a - b)
  const distinct = [...new Set(sorted)]
  const lo = distinct[0]
  const hi = distinct.at(-1)
  if (lo === undefined || hi === undefined || lo === hi) return []
  let limits: number[]
  if (distinct.length <= 4) limits = test === 'atMost' ? distinct.slice(0, -1) : distinct.slice(1)
  else {
    const thirds = [quantile(sorted, 1 / 3), quantile(sorted, 2 / 3)].map((v) => (round ? niceRound(v, test === 'atMost' ? 'up' : 'down') : v))
    limits = test === 'atMost' && lo === 0 ? [0, ...thirds] : thirds
  }
  const useful = limits.filter((limit) => (test === 'atMost' ? limit < hi && limit >= lo : limit > lo && limit <= hi))
  return [...new Set(useful)].sort((a, b) => (test === 'atMost' ? a - b : b - a))
}

/** The radio value of a band limit: 'max-2000' keeps cards up to 2,000, 'min-36' from 36 on. */
export function bandValue(test: 'atMost' | 'atLeast', limit: number): string {
  return `${test === 'atMost' ? 'max' : 'min'}-${limit}`
}

/** Reads a band value back; null when it is not one. */
export function parseBand(value: string): { test: 'atMost' | 'atLeast'; limit: number } | null {
  const match = /^(max|min)-(\d+(?:\.\d+)?)$/.exec(value)
  if (!match) return null
  return { test: match[1] === 'max' ? 'atMost' : 'atLeast', limit: Number(match[2]) }
}

function byFrequency(cards: readonly CardFacts[]): string[] {
  const counts = new Map<string, number>()
  for (const card of cards) for (const tag of card.tags) counts.set(tag, (counts.get(tag) ?? 0) + 1)
  const order = (tag: string) => (PRODUCT_TAGS as readonly string[]).indexOf(tag)
  return [...counts.keys()].sort((a, b) => (counts.get(b) ?? 0) - (counts.get(a) ?? 0) || order(a) - order(b))
}

/** The filter groups and sort orders of a list of cards of one contract type (amounts in the portal's currency). */
export function listSpec(contractType: ContractType, cards: readonly CardFacts[]): ListSpec {
  const plan = PLANS[contractType]
  const groups: FilterGroup[] = []
  const providers = [...new Set(cards.map((card) => card.provider))].sort((a, b) => a.localeCompare(b))
  if (providers.length > 1) groups.push({ id: 'provider', kind: 'select', field: 'provider', options: providers })
  const tags = byFrequency(cards)
  if (tags.length > 0) groups.push({ id: 'feature', kind: 'checkbox', field: 'tags', options: tags, quick: tags.slice(0, 4) })
  const values = (figure: FigureKey) => cards.map((card) => card.figures[figure]).filter((v): v is number => v !== undefined)
  const bands = bandLimits(values(plan.band.figure), plan.band.test, plan.band.unit === 'money').map((limit) => bandValue(plan.band.test, limit))
  if (bands.length > 0) groups.push({ kind: 'radio', ...plan.band, options: bands })
  const highest = Math.max(0, ...values(plan.range.figure))
  if (highest > 0) {
    const max = niceRound(highest, 'up')
    groups.push({ kind: 'range', ...plan.range, min: 0, max, step: niceRound(max / 100, 'down') })
  }
  return { groups, sorts: plan.sorts }
}
