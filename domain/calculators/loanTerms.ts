import type { PortalConfig } from '../portal'

/** The two loan calculators (docs/requirements/calculators.md#calculators). */
export type LoanKind = 'personal' | 'house'

/** The calculators whose result is a loan amount and term: the two loan calculators and the small-business financing one (CKJ). */
export type CalculationKind = LoanKind | 'business'

/** The vertical each of them leads to (its page's onward link, its offers: docs/requirements/calculators.md#offers-after-a-loan-result). */
export const CALCULATION_VERTICAL: Record<CalculationKind, string> = { personal: 'personal-loans', house: 'house-loans', business: 'business-loans' }

/**
 * The terms a loan calculator offers, in months, and the one it starts from: the calculator's own
 * (data/portals/*.json calculatorLimits.house.tenors: 5 to 30 years, docs/data.md), else the portal's
 * tenors.
 */
export function loanTenors(portal: Pick<PortalConfig, 'calculatorLimits' | 'tenors'>, kind: LoanKind): { options: number[]; initial: number } {
  const own = portal.calculatorLimits[kind].tenors
  return own ?? { options: [...portal.tenors], initial: initialTenor(portal.tenors, kind) }
}

/** The tenor a loan calculator starts from: the middle one for personal loans, the longest for a house. */
export function initialTenor(tenors: readonly number[], kind: LoanKind): number {
  const sorted = [...tenors].sort((a, b) => a - b)
  const pick = kind === 'house' ? sorted[sorted.length - 1] : sorted[Math.floor((sorted.length - 1) / 2)]
  if (pick === undefined) throw new Error('The portal offers no loan tenor')
  return pick
}
