// The offers after a loan calculator's result (docs/requirements/calculators.md#offers-after-a-loan-result):
// the build writes, per loan vertical, a compact file of the products a visitor of the calculator can be
// shown (docs/data.md#the-calculators-offers-files); the calculator fetches it after its first result
// and picks, for the visitor's amount and term, the cheapest products that accept both.
import { EMPLOYMENT_KINDS, type EmploymentKind } from '../content/schemas'
import type { EligibilityFacts } from '../products/eligibility'
import { loanRepaymentForBasis, type LoanRateBasis } from './loans'

/** At most this many offers are shown after a result; the file keeps, for every amount and term, that many. */
export const OFFERS_SHOWN = 5
/** Fewer matching products than this, and the result says so and shows the closest ones too. */
export const OFFERS_WANTED = 3

/** What an offer needs of a product: its names, its apply and page links, its rate and what it accepts. */
export interface OfferProduct {
  id: number
  name: string
  provider: string
  slug: string
  providerCode?: string
  applyType: 'wizard' | 'partner-wizard' | 'contact'
  bannerKey: string
  verticalId: number
  referralInNewTab?: boolean
  /** interestRatePct and interestRateBasis of the card. */
  rate: number
  basis: LoanRateBasis
  /** loanMin and loanMax, in the portal's currency. */
  min: number
  max: number
  /** tenorMonths.min and .max. */
  tenorMin: number
  tenorMax: number
  /** minIncomeMonthly. */
  income: number
  /** The card's age range and kinds of work, where it has them (decision 060): what the offer's eligibility reads. */
  minAge?: number
  maxAge?: number
  employmentTypes?: EmploymentKind[]
}

/** data/offers/{verticalKey}.json: the products, and per term of the calculator the positions of its products, cheapest first. */
export interface OffersFile {
  products: OfferProduct[]
  terms: Record<string, number[]>
}

/** The card fields an offer is built from (a LoanProductSchema card). */
export interface OfferCard {
  id: number
  name: string
  provider: string
  slug: string
  providerCode?: string
  applyType: OfferProduct['applyType']
  bannerKey: string
  verticalId: number
  referralInNewTab?: boolean
  interestRatePct: number
  interestRateBasis: LoanRateBasis
  loanMin: number
  loanMax: number
  tenorMonths: { min: number; max: number }
  minIncomeMonthly: number
  minAge?: number
  maxAge?: number
  employmentTypes?: EmploymentKind[]
}

function offerProduct(card: OfferCard): OfferProduct {
  return {
    id: card.id,
    name: card.name,
    provider: card.provider,
    slug: card.slug,
    ...(card.providerCode === undefined ? {} : { providerCode: card.providerCode }),
    applyType: card.applyType,
    bannerKey: card.bannerKey,
    verticalId: card.verticalId,
    ...(card.referralInNewTab ? { referralInNewTab: true } : {}),
    rate: card.interestRatePct,
    basis: card.interestRateBasis,
    min: card.loanMin,
    max: card.loanMax,
    tenorMin: card.tenorMonths.min,
    tenorMax: card.tenorMonths.max,
    income: card.minIncomeMonthly,
    ...(card.minAge === undefined ? {} : { minAge: card.minAge }),
    ...(card.maxAge === undefined ? {} : { maxAge: card.maxAge }),
    ...(card.employmentTypes === undefined ? {} : { employmentTypes: card.employmentTypes }),
  }
}

/** What the eligibility rules read of an offer's product (domain/products/eligibility.ts). */
export function offerEligibilityFacts(product: OfferProduct): EligibilityFacts {
  return {
    contractType: 'loan',
    minIncomeMonthly: product.income,
    ...(product.minAge === undefined ? {} : { minAge: product.minAge }),
    ...(product.maxAge === undefined ? {} : { maxAge: product.maxAge }),
    ...(product.employmentTypes === undefined ? {} : { employmentTypes: product.employmentTypes }),
  }
}

/** The first index of `sorted` whose value is at least `value`. */
function lowerBound(sorted: readonly number[], value: number): number {
  let lo = 0
  let hi = sorted.length
  while (lo < hi) {
    const mid = (lo + hi) >> 1
    if (sorted[mid]! < value) lo = mid + 1
    else hi = mid
  }
  return lo
}

/** The first index of `sorted` whose value is above `value`. */
function upperBound(sorted: readonly number[], value: number): number {
  let lo = 0
  let hi = sorted.length
  while (lo < hi) {
    const mid = (lo + hi) >> 1
    if (sorted[mid]! <= value) lo = mid + 1
    else hi = mid
  }
  return lo
}

/**
 * The offers file of a loan vertical: for each term, the products that accept it and some amount of the
 * calculator's range, cheapest first (by the instalment of one unit of money, then id), keeping a product only while some
 * amount it accepts has fewer than `keep` cheaper products kept: so, for every amount and term, the file
 * holds the `keep` cheapest products that accept both, whatever the number of products.
 */
export function buildOffersFile(
  cards: readonly OfferCard[],
  terms: readonly number[],
  amounts: { min: number; max: number },
  keep: number = OFFERS_SHOWN,
): OffersFile {
  const products: OfferProduct[] = []
  const position = new Map<number, number>()
  const result: Record<string, number[]> = {}
  for (const months of terms) {
    const candidates = cards
      .filter((card) => card.tenorMonths.min <= months && months <= card.tenorMonths.max && card.loanMin <= amounts.max && card.loanMax >= amounts.min)
      // The instalment of one unit of money: payments are linear in the amount, so it orders products by cost at any amount.
      .map((card) => ({ card, cost: loanRepaymentForBasis(1, card.interestRatePct, card.interestRateBasis, months).instalment }))
      .sort((a, b) => a.cost - b.cost || a.card.id - b.card.id)
    // The amounts where which products accept an amount changes, and one amount between each two: the
    // coverage of these points is the coverage of every amount of the range.
    const bounds = [...new Set([amounts.min, amounts.max, ...candidates.flatMap(({ card }) => [card.loanMin, card.loanMax])])]
      .filter((amount) => amount >= amounts.min && amount <= amounts.max)
      .sort((a, b) => a - b)
    const points = bounds.flatMap((amount, i) => (i === 0 ? [amount] : [(bounds[i - 1]! + amount) / 2, amount]))
    const covered = new Array<number>(points.length).fill(0)
    let open = points.length
    const kept: number[] = []
    for (const { card } of candidates) {
      if (open === 0) break
      const from = lowerBound(points, Math.max(card.loanMin, amounts.min))
      const to = upperBound(points, Math.min(card.loanMax, amounts.max))
      let needed = false
      for (let i = from; i < to && !needed; i++) needed = covered[i]! < keep
      if (!needed) continue
      for (let i = from; i < to; i++) {
        covered[i]! += 1
        if (covered[i] === keep) open--
      }
      let at = position.get(card.id)
      if (at === undefined) {
        at = products.length
        position.set(card.id, at)
        products.push(offerProduct(card))
      }
      kept.push(at)
    }
    result[String(months)] = kept
  }
  return { products, terms: result }
}

/** One offer: a product and this visitor's figures on it. */
export interface Offer {
  product: OfferProduct
  instalment: number
  total: number
  /** Whether the product accepts the amount (the closest ones shown when too few do may not). */
  accepts: boolean
}

/**
 * The offers for an amount and term: the cheapest products that accept both, at most OFFERS_SHOWN;
 * when fewer than OFFERS_WANTED do, `closest` adds the products of the term whose amount range comes
 * nearest the amount, with their figures at the nearest amount they lend.
 */
export function offersFor(file: OffersFile, amount: number, months: number): { offers: Offer[]; closest: Offer[] } {
  const list = (file.terms[String(months)] ?? []).map((i) => file.products[i]).filter((p): p is OfferProduct => p !== undefined)
  const figure = (product: OfferProduct, principal: number, accepts: boolean): Offer => ({
    product,
    ...loanRepaymentForBasis(principal, product.rate, product.basis, months),
    accepts,
  })
  const offers = list
    .filter((p) => p.min <= amount && amount <= p.max)
    .slice(0, OFFERS_SHOWN)
    .map((p) => figure(p, amount, true))
  if (offers.length >= OFFERS_WANTED) return { offers, closest: [] }
  const distance = (p: OfferProduct) => (amount < p.min ? p.min - amount : amount - p.max)
  const closest = list
    .filter((p) => !(p.min <= amount && amount <= p.max))
    .sort((a, b) => distance(a) - distance(b))
    .slice(0, OFFERS_WANTED - offers.length)
    .map((p) => figure(p, Math.min(p.max, Math.max(p.min, amount)), false))
  return { offers, closest }
}

const BASES: readonly string[] = ['monthly', 'monthly-add-on', 'annual-add-on', 'annual', 'annual-effective']

function isProduct(value: unknown): value is OfferProduct {
  if (value === null || typeof value !== 'object') return false
  const p = value as Record<string, unknown>
  return (
    typeof p.id === 'number' &&
    typeof p.name === 'string' &&
    typeof p.provider === 'string' &&
    typeof p.slug === 'string' &&
    (p.applyType === 'wizard' || p.applyType === 'partner-wizard' || p.applyType === 'contact') &&
    typeof p.bannerKey === 'string' &&
    typeof p.rate === 'number' &&
    typeof p.basis === 'string' &&
    BASES.includes(p.basis) &&
    [p.min, p.max, p.tenorMin, p.tenorMax, p.income, p.verticalId].every((n) => typeof n === 'number' && Number.isFinite(n)) &&
    [p.minAge, p.maxAge].every((n) => n === undefined || (typeof n === 'number' && Number.isInteger(n))) &&
    (p.employmentTypes === undefined ||
      (Array.isArray(p.employmentTypes) && p.employmentTypes.every((kind) => (EMPLOYMENT_KINDS as readonly unknown[]).includes(kind))))
  )
}

/** Reads an offers file's JSON; null when it is not one (a file of another build, a proxy's error page). */
export function readOffersFile(value: unknown): OffersFile | null {
  if (value === null || typeof value !== 'object') return null
  const { products, terms } = value as Partial<OffersFile>
  if (!Array.isArray(products) || !products.every(isProduct) || terms === null || typeof terms !== 'object') return null
  for (const list of Object.values(terms)) {
    if (!Array.isArray(list) || !list.every((i) => Number.isInteger(i) && i >= 0 && i < products.length)) return null
  }
  return { products, terms }
}

/** The address of a loan vertical's offers file in the built site. */
export function offersFileUrl(verticalKey: string): string {
  return `/data/offers/${verticalKey}.json`
}

/** What a list card needs to price a loan: its rate, the basis it is quoted on, the amounts and terms it lends. */
export type PricedCard = Partial<Pick<OfferCard, 'interestRatePct' | 'interestRateBasis' | 'loanMin' | 'loanMax' | 'tenorMonths'>> & { contractType?: string }

/**
 * A list card's instalment and total for the visitor's amount and term (docs/requirements/catalogue.md#loan-lists-in-the-visitors-money,
 * decision 057): the same computation as the calculator's offers (loanRepaymentForBasis at the
 * product's own rate and basis). Null when the card cannot say: not a loan, no usable rate or basis,
 * or a term or amount the product does not lend; a card never shows a figure it does not offer.
 */
export function cardRepayment(card: PricedCard, amount: number, months: number): { instalment: number; total: number } | null {
  const { contractType, interestRatePct: rate, interestRateBasis: basis, loanMin, loanMax, tenorMonths } = card
  if (contractType !== 'loan' || typeof rate !== 'number' || !Number.isFinite(rate) || rate < 0) return null
  if (basis === undefined || !BASES.includes(basis)) return null
  if (!Number.isFinite(amount) || amount <= 0 || !Number.isInteger(months) || months < 1) return null
  if (tenorMonths === undefined || months < tenorMonths.min || months > tenorMonths.max) return null
  if (typeof loanMin !== 'number' || typeof loanMax !== 'number' || amount < loanMin || amount > loanMax) return null
  return loanRepaymentForBasis(amount, rate, basis, months)
}
