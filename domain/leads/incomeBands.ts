/**
 * Income bands of docs/requirements/forms-and-leads.md#income-bands: the value sent with a lead instead of the income itself, and the
 * band's label as the live form showed it (docs/requirements/wire-contract.md#remarks-income: "PHP30,000.00 - PHP49,999.00").
 *
 * Each band is half-open, [lower, next lower): docs/requirements/forms-and-leads.md#income-bands writes the bands in whole pesos ("15,000
 * to 19,999"), so a fractional income between two of them (14,999.50) belongs to the lower band,
 * and no value can fall between bands.
 */
export interface IncomeBand {
  /** The value sent (MonthlyIncome). */
  value: number
  /** Lowest income of the band; 0 for the lowest band. */
  lower: number
  /** Highest whole income of the band as docs/requirements/forms-and-leads.md#income-bands writes it; null for the highest band. */
  upper: number | null
}

function bands(table: readonly (readonly [lower: number, value: number])[]): readonly IncomeBand[] {
  return table.map(([lower, value], index) => {
    const next = table[index + 1]
    return { value, lower, upper: next === undefined ? null : next[0] - 1 }
  })
}

/** Monthly bands, lowest first: 11000 up to 14,999 ... 100000 from 100,000. */
export const MONTHLY_INCOME_BANDS = bands([
  [0, 11_000],
  [15_000, 17_500],
  [20_000, 25_000],
  [30_000, 40_000],
  [50_000, 75_000],
  [100_000, 100_000],
])

/** Gross annual bands, lowest first: 14000 below 180,000, 16500, 25000 from 250,000. */
export const GROSS_ANNUAL_INCOME_BANDS = bands([
  [0, 14_000],
  [180_000, 16_500],
  [250_000, 25_000],
])

function bandOf(income: number, table: readonly IncomeBand[]): IncomeBand {
  if (Number.isNaN(income)) throw new RangeError('An income band needs a number, got NaN')
  let found = table[0] as IncomeBand
  for (const band of table) if (income >= band.lower) found = band
  return found
}

/** The monthly band of an income in pesos a month. */
export function monthlyIncomeBandOf(monthlyIncome: number): IncomeBand {
  return bandOf(monthlyIncome, MONTHLY_INCOME_BANDS)
}

/** The gross annual band of an income in pesos a year. */
export function grossAnnualIncomeBandOf(grossAnnualIncome: number): IncomeBand {
  return bandOf(grossAnnualIncome, GROSS_ANNUAL_INCOME_BANDS)
}

/** Band value sent for a monthly income (pesos a month): 11000, 17500, 25000, 40000, 75000 or 100000. */
export function monthlyIncomeBand(monthlyIncome: number): number {
  return monthlyIncomeBandOf(monthlyIncome).value
}

/** Band value sent for a gross annual income (pesos a year): 14000, 16500 or 25000. */
export function grossAnnualIncomeBand(grossAnnualIncome: number): number {
  return grossAnnualIncomeBandOf(grossAnnualIncome).value
}

const AMOUNT = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })

/**
 * A band's label as the live select showed it: "Below PHP15,000.00", "PHP30,000.00 - PHP49,999.00",
 * "PHP100,000.00 and above" (currency code, English grouping, two decimals).
 */
export function incomeBandLabel(band: IncomeBand, currency: string): string {
  const money = (amount: number) => `${currency}${AMOUNT.format(amount)}`
  if (band.upper === null) return `${money(band.lower)} and above`
  if (band.lower === 0) return `Below ${money(band.upper + 1)}`
  return `${money(band.lower)} - ${money(band.upper)}`
}
