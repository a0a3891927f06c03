import type { PayPeriod } from '../../domain/calculators/payroll'
import type { LoanKind } from '../../domain/calculators/loanTerms'
import type { PortalConfig } from '../../domain/portal'

/** A slider's range and step, with the value a visitor starts from. */
export interface SliderRange {
  min: number
  max: number
  step: number
  initial: number
}

export type { LoanKind } from '../../domain/calculators/loanTerms'

export interface LoanLimits {
  /** Principal, pesos or rupiah. */
  amount: SliderRange
  /** Personal loan: add-on rate in percent a month; house loan: interest in percent a year. */
  rate: SliderRange
  /** The terms offered, in months, when they differ from the portal's tenors (house loans run 5-30 years). */
  tenors?: { options: number[]; initial: number }
}

/** The amount and rate ranges of a loan calculator on a portal (its calculatorLimits, in its currency). */
export function loanLimits(portal: Pick<PortalConfig, 'calculatorLimits'>, kind: LoanKind): LoanLimits {
  return portal.calculatorLimits[kind]
}

export { initialTenor, loanTenors } from '../../domain/calculators/loanTerms'

/** Salary per pay period, pesos: the same 1,000 to 1,000,000 pesos a month, scaled to each period. */
export const SALARY_LIMITS: Record<PayPeriod, SliderRange> = {
  monthly: { min: 1_000, max: 1_000_000, step: 500, initial: 30_000 },
  'semi-monthly': { min: 500, max: 500_000, step: 250, initial: 15_000 },
  weekly: { min: 250, max: 250_000, step: 50, initial: 7_000 },
  daily: { min: 50, max: 50_000, step: 10, initial: 1_000 },
}

/** 13th month pay and other benefits in a year, pesos (no slider: the field takes any amount in range). */
export const BENEFITS_LIMITS = { min: 0, max: 50_000_000 } as const

/** First tax year offered: the first year of RA 10963 (TRAIN), from which every table we hold is sourced. */
export const FIRST_TAX_YEAR = 2018

export interface BusinessLimits {
  assetValue: SliderRange
  monthlySales: SliderRange
  monthlyProfit: SliderRange
  monthlyCosts: SliderRange
  /** Customer, inventory and supplier days. */
  days: SliderRange
}

/**
 * The ranges of the small-business calculator (calculatorLimits.business of a portal that offers it:
 * CKJ, docs/requirements/calculators.md#calculators, sized for a medium enterprise under PP 7/2021).
 */
export function businessLimits(portal: Pick<PortalConfig, 'code' | 'currency' | 'calculatorLimits'>): BusinessLimits {
  const limits = portal.calculatorLimits.business
  if (!limits) throw new Error(`The business financing calculator has no ranges for ${portal.currency} (${portal.code} has no calculatorLimits.business)`)
  return limits
}
