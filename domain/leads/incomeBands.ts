/**
 * Income bands of SPEC.md §9: the value sent with a lead instead of the income itself.
 *
 * Each band is half-open, [lower, next lower): SPEC.md writes the bands in whole pesos ("15,000
 * to 19,999"), so a fractional income between two of them (14,999.50) belongs to the lower band,
 * and no value can fall between bands. Bands are listed from the highest lower bound down.
 */
const MONTHLY_BANDS: readonly (readonly [lower: number, band: number])[] = [
  [100_000, 100_000],
  [50_000, 75_000],
  [30_000, 40_000],
  [20_000, 25_000],
  [15_000, 17_500],
]
const MONTHLY_LOWEST_BAND = 11_000

const GROSS_ANNUAL_BANDS: readonly (readonly [lower: number, band: number])[] = [
  [250_000, 25_000],
  [180_000, 16_500],
]
const GROSS_ANNUAL_LOWEST_BAND = 14_000

function band(income: number, bands: readonly (readonly [number, number])[], lowest: number): number {
  if (Number.isNaN(income)) throw new RangeError('An income band needs a number, got NaN')
  for (const [lower, value] of bands) {
    if (income >= lower) return value
  }
  return lowest
}

/** Band value sent for a monthly income (pesos a month): 11000, 17500, 25000, 40000, 75000 or 100000. */
export function monthlyIncomeBand(monthlyIncome: number): number {
  return band(monthlyIncome, MONTHLY_BANDS, MONTHLY_LOWEST_BAND)
}

/** Band value sent for a gross annual income (pesos a year): 14000, 16500 or 25000. */
export function grossAnnualIncomeBand(grossAnnualIncome: number): number {
  return band(grossAnnualIncome, GROSS_ANNUAL_BANDS, GROSS_ANNUAL_LOWEST_BAND)
}
