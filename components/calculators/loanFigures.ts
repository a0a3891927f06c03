import { amortisationSchedule, amortisedLoan, flatRateLoan, type AmortisationRow } from '../../domain/calculators/loans'
import type { LoanKind } from './limits'

/** What a loan calculator shows; money in pesos or rupiah, unrounded. */
export interface LoanFigures {
  amount: number
  /** Percent a month (personal, add-on) or a year (house, amortised). */
  rate: number
  months: number
  instalment: number
  total: number
  interest: number
  /** Month by month split of a house loan; personal loans charge the same interest every month. */
  schedule: AmortisationRow[] | null
}

/** A personal loan at a flat add-on rate a month, or a house loan amortised at a yearly rate (docs/requirements/calculators.md#house-loan). */
export function loanFigures(kind: LoanKind, amount: number, rate: number, months: number): LoanFigures {
  const { instalment, total } = kind === 'personal' ? flatRateLoan(amount, rate, months) : amortisedLoan(amount, rate, months)
  const schedule = kind === 'house' ? amortisationSchedule(amount, rate, months) : null
  return { amount, rate, months, instalment, total, interest: total - amount, schedule }
}
