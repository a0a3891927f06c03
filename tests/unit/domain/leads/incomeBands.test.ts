import { describe, expect, it } from 'vitest'
import { grossAnnualIncomeBand, monthlyIncomeBand } from '../../../../domain/leads/incomeBands'

describe('monthlyIncomeBand', () => {
  // docs/requirements/forms-and-leads.md#income-bands(monthly): 11000 up to 14,999; 17500 for 15,000 to 19,999; 25000 for
  // 20,000 to 29,999; 40000 for 30,000 to 49,999; 75000 for 50,000 to 99,999; 100000 from 100,000.
  // Fractions between the whole-peso bounds stay in the lower band (half-open bands, decision of issue 3).
  it.each([
    [0, 11_000],
    [-500, 11_000],
    [14_999, 11_000],
    [14_999.5, 11_000],
    [14_999.99, 11_000],
    [15_000, 17_500],
    [19_999, 17_500],
    [19_999.99, 17_500],
    [20_000, 25_000],
    [29_999, 25_000],
    [29_999.99, 25_000],
    [30_000, 40_000],
    [49_999, 40_000],
    [49_999.99, 40_000],
    [50_000, 75_000],
    [99_999, 75_000],
    [99_999.99, 75_000],
    [100_000, 100_000],
    [2_500_000, 100_000],
    [Number.POSITIVE_INFINITY, 100_000],
  ])('%d pesos a month is sent as %d', (income, band) => {
    expect(monthlyIncomeBand(income)).toBe(band)
  })

  it('rejects NaN rather than guessing a band', () => {
    expect(() => monthlyIncomeBand(Number.NaN)).toThrow(RangeError)
  })
})

describe('grossAnnualIncomeBand', () => {
  // docs/requirements/forms-and-leads.md#income-bands(gross annual): 14000 below 180,000; 16500 for 180,000 to 249,999;
  // 25000 for 250,000 and above.
  it.each([
    [0, 14_000],
    [179_999, 14_000],
    [179_999.99, 14_000],
    [180_000, 16_500],
    [249_999, 16_500],
    [249_999.99, 16_500],
    [250_000, 25_000],
    [10_000_000, 25_000],
  ])('%d pesos a year is sent as %d', (income, band) => {
    expect(grossAnnualIncomeBand(income)).toBe(band)
  })

  it('rejects NaN rather than guessing a band', () => {
    expect(() => grossAnnualIncomeBand(Number.NaN)).toThrow(RangeError)
  })
})
