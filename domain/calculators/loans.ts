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
