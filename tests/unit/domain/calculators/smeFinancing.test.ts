import { describe, expect, it } from 'vitest'
import {
  SME_ADVANCE_RATE,
  SME_AFFORDABILITY_DIVISOR,
  SME_ANNUAL_RATE_PCT,
  assetBasedFinancing,
  workingCapitalFinancing,
} from '../../../../domain/calculators/smeFinancing'

// Hand-worked with the rules of issue 3 item 10 and docs/requirements/calculators.md#small-business-financing (14% a year, 70%, divide by 1.5).
// Monthly rate i = 0.14 / 12 = 0.0116667. Annuity factors (1 - (1 + i)^-n) / i: (1 + i)^12 =
// 1.1493420, so n = 12 gives (1 - 1 / 1.1493420) / i = 11.1374552; n = 24 gives 20.8277431.

describe('SME constants', () => {
  it('are those of docs/requirements/calculators.md#pay-periods', () => {
    expect([SME_ANNUAL_RATE_PCT, SME_ADVANCE_RATE, SME_AFFORDABILITY_DIVISOR]).toEqual([14, 0.7, 1.5])
  })
})

describe('assetBasedFinancing', () => {
  it('is limited by the asset when the surplus is large', () => {
    // A = 70% x 100,000,000 = 70,000,000. Affordable = (20,000,000 - 5,000,000) / 1.5 = 10,000,000;
    // B = 10,000,000 x 11.1374552 = 111,374,552.01. Financing = A; instalment = 70,000,000 / 11.1374552
    // = 6,285,098.23.
    const result = assetBasedFinancing({ assetValue: 100_000_000, monthlyProfit: 20_000_000, monthlyCosts: 5_000_000, months: 12 })
    expect(result.limitByAsset).toBeCloseTo(70_000_000, 4)
    expect(result.limitByRepayment).toBeCloseTo(111_374_552.01, 1)
    expect(result.financing).toBeCloseTo(70_000_000, 4)
    expect(result.instalment).toBeCloseTo(6_285_098.23, 1)
  })

  it('is limited by the repayment when the asset is large', () => {
    // A = 700,000,000. Affordable = (10,000,000 - 4,000,000) / 1.5 = 4,000,000; B = 4,000,000 x
    // 20.8277431 = 83,310,972.55 over 24 months. Its instalment is the affordable 4,000,000.
    const result = assetBasedFinancing({ assetValue: 1_000_000_000, monthlyProfit: 10_000_000, monthlyCosts: 4_000_000, months: 24 })
    expect(result.limitByAsset).toBeCloseTo(700_000_000, 4)
    expect(result.financing).toBeCloseTo(83_310_972.55, 1)
    expect(result.instalment).toBeCloseTo(4_000_000, 4)
  })

  it('offers nothing when costs eat the profit', () => {
    // Affordable = max(0, (5,000,000 - 6,000,000) / 1.5) = 0, so B = 0 and the financing is 0.
    const result = assetBasedFinancing({ assetValue: 500_000_000, monthlyProfit: 5_000_000, monthlyCosts: 6_000_000, months: 36 })
    expect(result.limitByRepayment).toBe(0)
    expect(result.financing).toBe(0)
    expect(result.instalment).toBe(0)
  })

  it.each([
    { assetValue: -1, months: 12 },
    { assetValue: Number.NaN, months: 12 },
    { assetValue: 1_000, months: 0 },
    { assetValue: 1_000, months: 1.5 },
  ])('rejects asset $assetValue over $months months', ({ assetValue, months }) => {
    expect(() => assetBasedFinancing({ assetValue, monthlyProfit: 1, monthlyCosts: 0, months })).toThrow(RangeError)
  })
})

describe('workingCapitalFinancing', () => {
  it('is limited by the need when the surplus is large', () => {
    // Receivables 100,000,000 x 30 / 30 = 100,000,000; inventory (100M - 20M) x 15 / 30 = 40,000,000;
    // payables 80,000,000 x 30 / 30 = 80,000,000; need = 100M + 40M - 80M - 5M = 55,000,000.
    // 70% = 38,500,000. Repayment limit (20M - 5M) / 1.5 / 0.0116667 = 857,142,857.14.
    // Interest on 38,500,000: x 0.0116667 = 449,166.67 a month.
    const result = workingCapitalFinancing({
      monthlySales: 100_000_000,
      monthlyProfit: 20_000_000,
      monthlyCosts: 5_000_000,
      customerDays: 30,
      inventoryDays: 15,
      supplierDays: 30,
    })
    expect(result.need).toBeCloseTo(55_000_000, 4)
    expect(result.limitByNeed).toBeCloseTo(38_500_000, 4)
    expect(result.limitByRepayment).toBeCloseTo(857_142_857.14, 1)
    expect(result.financing).toBeCloseTo(38_500_000, 4)
    expect(result.monthlyInterest).toBeCloseTo(449_166.67, 1)
  })

  it('is limited by the repayment when the surplus is thin', () => {
    // Need = 100,000,000 + 94,000,000 x 15 / 30 - 94,000,000 - 5,500,000 = 47,500,000; 70% =
    // 33,250,000. Repayment limit (6,000,000 - 5,500,000) / 1.5 / 0.0116667 = 28,571,428.57.
    const result = workingCapitalFinancing({
      monthlySales: 100_000_000,
      monthlyProfit: 6_000_000,
      monthlyCosts: 5_500_000,
      customerDays: 30,
      inventoryDays: 15,
      supplierDays: 30,
    })
    expect(result.need).toBeCloseTo(47_500_000, 4)
    expect(result.limitByNeed).toBeCloseTo(33_250_000, 4)
    expect(result.financing).toBeCloseTo(28_571_428.57, 1)
    expect(result.monthlyInterest).toBeCloseTo(333_333.33, 1)
  })

  it('floors a negative need at 0', () => {
    // Suppliers paid in 90 days: 10,000,000 x 0 / 30 + 8,000,000 x 10 / 30 - 8,000,000 x 90 / 30
    // - 1,000,000 = 2,666,666.67 - 24,000,000 - 1,000,000 < 0, so need 0 and no financing.
    const result = workingCapitalFinancing({
      monthlySales: 10_000_000,
      monthlyProfit: 2_000_000,
      monthlyCosts: 1_000_000,
      customerDays: 0,
      inventoryDays: 10,
      supplierDays: 90,
    })
    expect(result.need).toBe(0)
    expect(result.financing).toBe(0)
  })

  it('rejects negative days', () => {
    expect(() => workingCapitalFinancing({ monthlySales: 1, monthlyProfit: 1, monthlyCosts: 0, customerDays: -1, inventoryDays: 0, supplierDays: 0 })).toThrow(
      RangeError,
    )
  })
})
