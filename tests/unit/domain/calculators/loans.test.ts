import { describe, expect, it } from 'vitest'
import { amortisationSchedule, amortisedLoan, flatRateLoan } from '../../../../domain/calculators/loans'

describe('flatRateLoan', () => {
  it.each([
    // https://phcorner.org/threads/2158853/: 10,000 over 3 months at a 2.95% monthly add-on rate
    // is 3,333.33 + 295 = 3,628.33 a month.
    [10_000, 2.95, 3, 3_628.333333, 10_885],
    // Issue 3 item 10 formula by hand: (100,000 + 100,000 x 12 x 1.5%) / 12 = 118,000 / 12.
    [100_000, 1.5, 12, 9_833.333333, 118_000],
    // No interest: the principal in equal parts.
    [12_000, 0, 12, 1_000, 12_000],
  ])('%d at %d%% a month over %d months: %d a month, %d in all', (principal, rate, months, instalment, total) => {
    const result = flatRateLoan(principal, rate, months)
    expect(result.instalment).toBeCloseTo(instalment, 5)
    expect(result.total).toBeCloseTo(total, 6)
  })

  it.each([
    [100_000, 1.5, 0],
    [100_000, 1.5, 2.5],
    [-1, 1.5, 12],
    [100_000, -1, 12],
    [Number.NaN, 1, 12],
  ])('rejects principal %d, rate %d, months %d', (principal, rate, months) => {
    expect(() => flatRateLoan(principal, rate, months)).toThrow(RangeError)
  })
})

describe('amortisedLoan', () => {
  it.each([
    // Standard present-value annuity table: 1% for 12 periods has a factor of 11.2551, so
    // 100,000 / 11.2551 = 8,884.88 a month.
    [100_000, 12, 12, 8_884.88],
    // https://bestcashcow.com/mortgage-calculator/product-48556: 220,000 at 6.5% over 10 years, 2,498.06.
    [220_000, 6.5, 120, 2_498.06],
    // https://bestcashcow.com/mortgage-calculator/product-48555: 210,000 at 6.5% over 10 years, 2,384.51.
    [210_000, 6.5, 120, 2_384.51],
    // Zero rate: P / n.
    [120_000, 0, 24, 5_000],
  ])('%d at %d%% a year over %d months: %d a month', (principal, rate, months, instalment) => {
    const result = amortisedLoan(principal, rate, months)
    expect(result.instalment).toBeCloseTo(instalment, 2)
    expect(result.total).toBeCloseTo(result.instalment * months, 6)
  })

  it('totals the instalments (docs/requirements/calculators.md#personal-loan: total = instalment x months)', () => {
    // 8,884.878868 x 12 = 106,618.55 (the annuity above).
    expect(amortisedLoan(100_000, 12, 12).total).toBeCloseTo(106_618.55, 2)
  })

  it('rejects a tenor of zero months', () => {
    expect(() => amortisedLoan(100_000, 12, 0)).toThrow(RangeError)
  })
})

describe('amortisationSchedule', () => {
  it('matches the first months of a published schedule', () => {
    // https://bestcashcow.com/mortgage-calculator/product-48556, 220,000 at 6.5% over 120 months:
    // month 1 interest 1,191.67, principal 1,306.39, balance 218,693.61;
    // month 2 interest 1,184.59, principal 1,313.47, balance 217,380.15.
    const [first, second] = amortisationSchedule(220_000, 6.5, 120)
    expect(first?.month).toBe(1)
    expect(first?.interest).toBeCloseTo(1_191.67, 2)
    expect(first?.principal).toBeCloseTo(1_306.39, 1)
    expect(first?.balance).toBeCloseTo(218_693.61, 1)
    expect(second?.month).toBe(2)
    expect(second?.interest).toBeCloseTo(1_184.59, 1)
    expect(second?.principal).toBeCloseTo(1_313.47, 1)
    expect(second?.balance).toBeCloseTo(217_380.15, 1)
  })

  it.each([
    [220_000, 6.5, 120],
    [100_000, 12, 12],
    [5_000_000, 7.25, 240],
    [120_000, 0, 24],
    [1, 30, 1],
  ])('%d at %d%% over %d months repays exactly the principal and ends at 0', (principal, rate, months) => {
    const rows = amortisationSchedule(principal, rate, months)
    const { total } = amortisedLoan(principal, rate, months)
    expect(rows).toHaveLength(months)
    expect(rows.at(-1)?.balance).toBe(0)
    const repaid = rows.reduce((sum, row) => sum + row.principal, 0)
    const interest = rows.reduce((sum, row) => sum + row.interest, 0)
    expect(repaid).toBeCloseTo(principal, 6)
    expect(repaid + interest).toBeCloseTo(total, 6)
    expect(rows.map((row) => row.month)).toEqual(Array.from({ length: months }, (_, i) => i + 1))
  })

  it('keeps the instalment constant: interest plus principal each month', () => {
    // 100,000 at 12% over 12 months: 8,884.88 every month (the annuity table above).
    for (const row of amortisationSchedule(100_000, 12, 12)) {
      expect(row.interest + row.principal).toBeCloseTo(8_884.88, 2)
    }
  })
})
