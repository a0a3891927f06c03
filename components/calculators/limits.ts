import type { PayPeriod } from '../../domain/calculators/payroll'
import type { PortalConfig } from '../../domain/portal'

/** A slider's range and step, with the value a visitor starts from. */
export interface SliderRange {
  min: number
  max: number
  step: number
  initial: number
}

export type LoanKind = 'personal' | 'house'

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
