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
}

type Currency = PortalConfig['currency']

// Ranges follow the market each portal serves. CKJ personal loans use SPEC.md §9's loan amount
// (5,000,000 to 200,000,000 rupiah); the others span what the banks on each portal lend.
const LOAN_LIMITS: Record<Currency, Record<LoanKind, LoanLimits>> = {
  PHP: {
    personal: {
      amount: { min: 10_000, max: 3_000_000, step: 5_000, initial: 100_000 },
      rate: { min: 0, max: 5, step: 0.01, initial: 1.5 },
    },
    house: {
      amount: { min: 100_000, max: 50_000_000, step: 50_000, initial: 3_000_000 },
      rate: { min: 0, max: 20, step: 0.05, initial: 7 },
    },
  },
  IDR: {
    personal: {
      amount: { min: 5_000_000, max: 200_000_000, step: 1_000_000, initial: 50_000_000 },
      rate: { min: 0, max: 5, step: 0.01, initial: 1.5 },
    },
    house: {
      amount: { min: 50_000_000, max: 10_000_000_000, step: 10_000_000, initial: 500_000_000 },
      rate: { min: 0, max: 20, step: 0.05, initial: 9 },
    },
  },
}

/** The amount and rate ranges of a loan calculator on a portal. */
export function loanLimits(currency: Currency, kind: LoanKind): LoanLimits {
  return LOAN_LIMITS[currency][kind]
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

// Small-business financing is a CKJ calculator (SPEC.md §1), in rupiah only. The upper bounds
// cover a medium enterprise under PP 7/2021 (capital up to Rp10 billion, sales up to Rp50 billion a
// year, about Rp5 billion a month), so the sliders stay usable for the businesses it serves.
const BUSINESS_LIMITS: Partial<Record<Currency, BusinessLimits>> = {
  IDR: {
    assetValue: { min: 10_000_000, max: 10_000_000_000, step: 10_000_000, initial: 500_000_000 },
    monthlySales: { min: 1_000_000, max: 5_000_000_000, step: 1_000_000, initial: 150_000_000 },
    monthlyProfit: { min: 0, max: 5_000_000_000, step: 1_000_000, initial: 30_000_000 },
    monthlyCosts: { min: 0, max: 5_000_000_000, step: 1_000_000, initial: 10_000_000 },
    days: { min: 0, max: 365, step: 1, initial: 30 },
  },
}

/** The ranges of the small-business calculator; only rupiah portals offer it. */
export function businessLimits(currency: Currency): BusinessLimits {
  const limits = BUSINESS_LIMITS[currency]
  if (!limits) throw new Error(`The business financing calculator has no ranges for ${currency}`)
  return limits
}
