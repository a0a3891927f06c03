/** Instalment and total repaid for a loan; pesos or rupiah, unrounded. */
export interface LoanRepayment {
  instalment: number
  total: number
}

/** One month of an amortisation schedule; money in the loan's currency, unrounded. */
export interface AmortisationRow {
  month: number
  interest: number
  principal: number
  balance: number
}

function checkLoan(principal: number, ratePct: number, months: number): void {
  if (!Number.isFinite(principal) || principal < 0) throw new RangeError(`principal must be a finite amount of at least 0, got ${principal}`)
  if (!Number.isFinite(ratePct) || ratePct < 0) throw new RangeError(`rate must be a finite percentage of at least 0, got ${ratePct}`)
  if (!Number.isInteger(months) || months < 1) throw new RangeError(`months must be a whole number of at least 1, got ${months}`)
}

/**
 * Flat-rate (add-on) loan: interest is charged on the whole principal every month, so
 * instalment = (P + P x n x r) / n with r the monthly add-on rate (percent a month, as lenders
 * here quote it; a yearly rate in this formula would charge twelve times too much). Money in, money out.
 */
export function flatRateLoan(principal: number, monthlyRatePct: number, months: number): LoanRepayment {
  checkLoan(principal, monthlyRatePct, months)
  const total = principal + principal * months * (monthlyRatePct / 100)
  return { instalment: total / months, total }
}

/** Amortised (diminishing-balance) loan at an annual rate in percent a year, compounded monthly; money in, money out. */
export function amortisedLoan(principal: number, annualRatePct: number, months: number): LoanRepayment {
  checkLoan(principal, annualRatePct, months)
  const monthlyRate = annualRatePct / 100 / 12
  const instalment = monthlyRate === 0 ? principal / months : (principal * monthlyRate) / (1 - (1 + monthlyRate) ** -months)
  return { instalment, total: instalment * months }
}

/**
 * Month-by-month split of an amortised loan's instalment into interest and principal (annual
 * rate in percent a year). The last month repays whatever balance remains, so the balance ends
 * at exactly 0 and the principal column sums to the loan.
 */
export function amortisationSchedule(principal: number, annualRatePct: number, months: number): AmortisationRow[] {
  const { instalment } = amortisedLoan(principal, annualRatePct, months)
  const monthlyRate = annualRatePct / 100 / 12
  const rows: AmortisationRow[] = []
  let balance = principal
  for (let month = 1; month <= months; month += 1) {
    const interest = balance * monthlyRate
    const repaid = month === months ? balance : instalment - interest
    balance = month === months ? 0 : balance - repaid
    rows.push({ month, interest, principal: repaid, balance })
  }
  return rows
}

/**
 * How a product states its interest rate (domain/content/schemas.ts RATE_BASES). The figure a visitor
 * pays follows from it (docs/requirements/calculators.md#a-products-rate-basis).
 */
export type LoanRateBasis = 'monthly' | 'monthly-add-on' | 'annual-add-on' | 'annual' | 'annual-effective'

/** The nominal yearly rate, percent, equivalent to an effective yearly rate: 12 x ((1 + r)^(1/12) - 1), r the effective rate. */
export function nominalFromEffectiveAnnual(effectiveAnnualPct: number): number {
  if (!Number.isFinite(effectiveAnnualPct) || effectiveAnnualPct < 0)
    throw new RangeError(`rate must be a finite percentage of at least 0, got ${effectiveAnnualPct}`)
  return ((1 + effectiveAnnualPct / 100) ** (1 / 12) - 1) * 12 * 100
}

/**
 * A product's instalment and total for a principal and term, from its rate and the basis it is quoted
 * on (docs/requirements/calculators.md#a-products-rate-basis): `monthly-add-on` flat a month;
 * `annual-add-on` flat a year (a twelfth of it a month); `annual` nominal a year, amortised; `monthly`
 * nominal a month, amortised (twelve times it a year); `annual-effective` effective a year, amortised at
 * the equivalent monthly rate (1 + r)^(1/12) - 1. Money in, money out.
 */
export function loanRepaymentForBasis(principal: number, ratePct: number, basis: LoanRateBasis, months: number): LoanRepayment {
  switch (basis) {
    case 'monthly-add-on':
      return flatRateLoan(principal, ratePct, months)
    case 'annual-add-on':
      return flatRateLoan(principal, ratePct / 12, months)
    case 'annual':
      return amortisedLoan(principal, ratePct, months)
    case 'monthly':
      return amortisedLoan(principal, ratePct * 12, months)
    case 'annual-effective':
      return amortisedLoan(principal, nominalFromEffectiveAnnual(ratePct), months)
  }
}
