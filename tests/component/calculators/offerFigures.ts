// The figures of a calculator's offers, worked out from each product's own rate and basis with the
// formulas written here (docs/requirements/calculators.md#a-products-rate-basis), never from the code
// under test: read by the loan and business calculators' offer tests.
import type { PortalKey } from '../portalHarness'

/** The fields of a loan card an offer test reads. */
export interface Card {
  id: number
  name: string
  provider: string
  slug: string
  applyType: string
  interestRatePct: number
  interestRateBasis: string
  loanMin: number
  loanMax: number
  tenorMonths: { min: number; max: number }
  minIncomeMonthly: number
  minAge?: number
  maxAge?: number
  employmentTypes?: string[]
}

/** The monthly instalment of `amount` over `months` at the card's rate and basis. */
export function instalment(card: Card, amount: number, months: number): number {
  const r = card.interestRatePct / 100
  const annuity = (i: number) => (amount * i) / (1 - (1 + i) ** -months)
  if (card.interestRateBasis === 'monthly-add-on') return (amount + amount * months * r) / months
  if (card.interestRateBasis === 'annual-add-on') return (amount + (amount * months * r) / 12) / months
  if (card.interestRateBasis === 'annual') return annuity(r / 12)
  if (card.interestRateBasis === 'monthly') return annuity(r)
  return annuity((1 + r) ** (1 / 12) - 1)
}

/** The offers a file must give for an amount and term: the cheapest five products that lend both, by the instalment of one unit of money, then id. */
export function cheapest(cards: readonly Card[], amount: number, months: number): Card[] {
  return cards
    .filter((c) => c.loanMin <= amount && amount <= c.loanMax && c.tenorMonths.min <= months && months <= c.tenorMonths.max)
    .sort((a, b) => instalment(a, 1, months) - instalment(b, 1, months) || a.id - b.id)
    .slice(0, 5)
}

/** A sum in the portal's currency, as the site writes it (ECM with centavos, CKJ in whole rupiah). */
export const money = (portal: PortalKey, amount: number, decimals = portal === 'ecm' ? 2 : 0) =>
  new Intl.NumberFormat(portal === 'ecm' ? 'en-PH' : 'id-ID', {
    style: 'currency',
    currency: portal === 'ecm' ? 'PHP' : 'IDR',
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(amount)

/** The product's name with its provider, as the offers show it. */
export const fullName = (c: Card) => (c.name.toLowerCase().includes(c.provider.toLowerCase()) ? c.name : `${c.provider} ${c.name}`)
