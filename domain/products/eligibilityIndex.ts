// What "Only what I can get" reads over a long list's filter index (decision 071, after 060): the
// index holds no card data (decision 035), so the build writes one more file beside it, `eligibility`,
// with the facts the rules read (domain/products/eligibility.ts) for each position of the list's
// default order. The island fetches it only when the visitor asks for "Only what I can get".
import { EMPLOYMENT_KINDS, type EmploymentKind, type ProductCard } from '../content/schemas'
import type { EligibilityFacts } from './eligibility'

/** The name of the file in the index folder. */
export const ELIGIBILITY_FILE = 'eligibility'

/**
 * The `eligibility` file: the list's contract type, and per position the least monthly income (0:
 * none), the age range, and the kinds of work as a bitmask over EMPLOYMENT_KINDS (bit k: kind k);
 * null where the card says nothing.
 */
export interface EligibilityColumns {
  contractType: 'credit-card' | 'loan'
  income: number[]
  minAge: (number | null)[]
  maxAge: (number | null)[]
  work: (number | null)[]
}

function workMask(kinds: readonly EmploymentKind[] | undefined): number | null {
  if (kinds === undefined) return null
  return kinds.reduce((mask, kind) => mask | (1 << EMPLOYMENT_KINDS.indexOf(kind)), 0)
}

/** The file for a list's cards in the index's order; null for a list whose products say nothing of who they are for (insurance, deposits). */
export function eligibilityColumns(cards: readonly ProductCard[]): EligibilityColumns | null {
  const contractType = cards[0]?.contractType
  if (contractType !== 'credit-card' && contractType !== 'loan') return null
  const columns: EligibilityColumns = { contractType, income: [], minAge: [], maxAge: [], work: [] }
  for (const card of cards) {
    if (card.contractType !== 'credit-card' && card.contractType !== 'loan')
      throw new Error(`card ${card.id} is a ${card.contractType} in a list of ${contractType}s`)
    columns.income.push(card.minIncomeMonthly)
    columns.minAge.push(card.minAge ?? null)
    columns.maxAge.push(card.maxAge ?? null)
    columns.work.push(workMask(card.employmentTypes))
  }
  return columns
}

const isWhole = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0
const column = (value: unknown, count: number, nullable: boolean): boolean =>
  Array.isArray(value) && value.length === count && value.every((item) => isWhole(item) || (nullable && item === null))

/** The file as fetched, checked against the list's length; throws when it does not fit (the list then keeps to its own cards). */
export function readEligibilityColumns(value: unknown, count: number): EligibilityColumns {
  const file = value as Partial<EligibilityColumns> | null
  if (
    file === null ||
    typeof file !== 'object' ||
    (file.contractType !== 'credit-card' && file.contractType !== 'loan') ||
    !column(file.income, count, false) ||
    !column(file.minAge, count, true) ||
    !column(file.maxAge, count, true) ||
    !column(file.work, count, true)
  )
    throw new Error('the eligibility file of the filter index does not fit the list')
  return file as EligibilityColumns
}

/** The facts of the card at a position, as the rules read them. */
export function eligibilityAt(columns: EligibilityColumns, position: number): EligibilityFacts {
  const facts: EligibilityFacts = { contractType: columns.contractType, minIncomeMonthly: columns.income[position]! }
  const minAge = columns.minAge[position]
  const maxAge = columns.maxAge[position]
  const work = columns.work[position]
  if (minAge !== null && minAge !== undefined) facts.minAge = minAge
  if (maxAge !== null && maxAge !== undefined) facts.maxAge = maxAge
  if (work !== null && work !== undefined) facts.employmentTypes = EMPLOYMENT_KINDS.filter((_, k) => (work & (1 << k)) !== 0)
  return facts
}
