/** The country whose law this module computes (ISO 3166 code): only a portal of that country offers the tax calculator (docs/data.md). */
export const INCOME_TAX_COUNTRY = 'PH'

/** Philippine income-tax schedules for individuals, by the law in force. */
export type TaxRegime = 'nirc-1997' | 'train-2018' | 'train-2023'

/** One band: tax = base + rate x (income - over), for over < income <= the next band's `over`. */
interface Band {
  over: number
  base: number
  rate: number
}

/**
 * nirc-1997: NIRC Sec. 24(A)(2) as amended by RA 9504 (docs/requirements/calculators.md#income-tax).
 * train-2018: RA 10963 (TRAIN) first schedule, 2018 to 2022. The old site's 2018 table ended the 32%
 * band at 5M with a base of 1,450,000: an error of the old site; the law's bound is 8M.
 * train-2023: RA 10963 second schedule, from 1 January 2023.
 * The TRAIN figures match data/reference/ph-payroll.json incomeTax.train2018to2022 and
 * incomeTax.train2023.
 */
const SCHEDULES: Record<TaxRegime, readonly Band[]> = {
  'nirc-1997': [
    { over: 0, base: 0, rate: 0.05 },
    { over: 10_000, base: 500, rate: 0.1 },
    { over: 30_000, base: 2_500, rate: 0.15 },
    { over: 70_000, base: 8_500, rate: 0.2 },
    { over: 140_000, base: 22_500, rate: 0.25 },
    { over: 250_000, base: 50_000, rate: 0.3 },
    { over: 500_000, base: 125_000, rate: 0.32 },
  ],
  'train-2018': [
    { over: 0, base: 0, rate: 0 },
    { over: 250_000, base: 0, rate: 0.2 },
    { over: 400_000, base: 30_000, rate: 0.25 },
    { over: 800_000, base: 130_000, rate: 0.3 },
    { over: 2_000_000, base: 490_000, rate: 0.32 },
    { over: 8_000_000, base: 2_410_000, rate: 0.35 },
  ],
  'train-2023': [
    { over: 0, base: 0, rate: 0 },
    { over: 250_000, base: 0, rate: 0.15 },
    { over: 400_000, base: 22_500, rate: 0.2 },
    { over: 800_000, base: 102_500, rate: 0.25 },
    { over: 2_000_000, base: 402_500, rate: 0.3 },
    { over: 8_000_000, base: 2_202_500, rate: 0.35 },
  ],
}

/** Annual income tax in pesos on annual taxable income in pesos (already net of contributions, exemptions and exempt benefits). */
export function incomeTax(annualTaxableIncome: number, regime: TaxRegime): number {
  if (Number.isNaN(annualTaxableIncome)) throw new RangeError('Taxable income must be a number, got NaN')
  if (annualTaxableIncome <= 0) return 0
  const bands = SCHEDULES[regime]
  // The last band whose lower bound the income exceeds: an income exactly on a bound ("not over")
  // stays in the lower band.
  let band = bands[0] as Band
  for (const candidate of bands) {
    if (annualTaxableIncome > candidate.over) band = candidate
  }
  return band.base + band.rate * (annualTaxableIncome - band.over)
}

/** The regime that taxes a calendar year's income: up to 2017 nirc-1997, 2018 to 2022 train-2018, from 2023 train-2023. */
export function taxRegimeForYear(year: number): TaxRegime {
  if (year <= 2017) return 'nirc-1997'
  if (year <= 2022) return 'train-2018'
  return 'train-2023'
}

/** Largest number of qualified dependent children that add to the exemption (NIRC Sec. 35(B), RA 9504). */
export const MAX_QUALIFIED_DEPENDENTS = 4

/**
 * Personal and additional exemption under nirc-1997, pesos a year: 50,000 plus 25,000 for each
 * qualified dependent, at most 4 (NIRC Sec. 35 as amended by RA 9504). TRAIN repealed it.
 */
export function personalExemption(dependents: number): number {
  const counted = Math.min(MAX_QUALIFIED_DEPENDENTS, Math.max(0, Math.floor(Number.isNaN(dependents) ? 0 : dependents)))
  return 50_000 + 25_000 * counted
}
