import { describe, expect, it } from 'vitest'
import { loanRepaymentForBasis, nominalFromEffectiveAnnual } from '../../../../domain/calculators/loans'

// docs/requirements/calculators.md#a-products-rate-basis. Expected figures are worked out here by hand
// or with the annuity formula written below, never with the code under test.
const annuity = (principal: number, monthlyRate: number, months: number) => (principal * monthlyRate) / (1 - (1 + monthlyRate) ** -months)

describe('loanRepaymentForBasis', () => {
  it('monthly-add-on: 100,000 at 1.5% a month over 12 months is 9,833.33 a month (118,000 / 12)', () => {
    const { instalment, total } = loanRepaymentForBasis(100_000, 1.5, 'monthly-add-on', 12)
    expect(instalment).toBeCloseTo(9_833.333333, 5)
    expect(total).toBeCloseTo(118_000, 6)
  })

  it('monthly-add-on: 250,000 at 0.5% a month over 24 months is 11,666.67 a month (250,000 + 30,000 over 24)', () => {
    expect(loanRepaymentForBasis(250_000, 0.5, 'monthly-add-on', 24).instalment).toBeCloseTo(280_000 / 24, 6)
  })

  it('annual-add-on: 120,000 at 12% a year over 24 months is 6,200 a month (1% a month: 28,800 interest)', () => {
    const { instalment, total } = loanRepaymentForBasis(120_000, 12, 'annual-add-on', 24)
    expect(instalment).toBeCloseTo(6_200, 6)
    expect(total).toBeCloseTo(148_800, 6)
  })

  it('annual: 100,000 at 12% a year over 12 months is 8,884.88 a month', () => {
    const { instalment, total } = loanRepaymentForBasis(100_000, 12, 'annual', 12)
    expect(instalment).toBeCloseTo(8_884.878868, 5)
    expect(instalment).toBeCloseTo(annuity(100_000, 0.01, 12), 8)
    expect(total).toBeCloseTo(8_884.878868 * 12, 4)
  })

  it('annual: 3,000,000 at 6.5% a year over 240 months, by the annuity formula', () => {
    expect(loanRepaymentForBasis(3_000_000, 6.5, 'annual', 240).instalment).toBeCloseTo(annuity(3_000_000, 0.065 / 12, 240), 6)
  })

  it('monthly: 1% a month on the diminishing balance is 12% a year: 8,884.88 on 100,000 over 12 months', () => {
    expect(loanRepaymentForBasis(100_000, 1, 'monthly', 12).instalment).toBeCloseTo(8_884.878868, 5)
  })

  it('annual-effective: 12.682503% a year effective is 1% a month ((1.01)^12 = 1.12682503): 8,884.88 on 100,000 over 12 months', () => {
    expect(loanRepaymentForBasis(100_000, 12.682503013, 'annual-effective', 12).instalment).toBeCloseTo(8_884.878868, 4)
  })

  it('annual-effective: 10% a year effective over 60 months amortises at 1.1^(1/12) - 1 a month', () => {
    const monthly = 1.1 ** (1 / 12) - 1
    expect(monthly).toBeCloseTo(0.0079741404, 9)
    expect(loanRepaymentForBasis(500_000, 10, 'annual-effective', 60).instalment).toBeCloseTo(annuity(500_000, monthly, 60), 6)
  })

  it('no interest: the principal in equal parts, whatever the basis', () => {
    for (const basis of ['monthly', 'monthly-add-on', 'annual-add-on', 'annual', 'annual-effective'] as const)
      expect(loanRepaymentForBasis(12_000, 0, basis, 12).instalment).toBeCloseTo(1_000, 9)
  })
})

describe('nominalFromEffectiveAnnual', () => {
  it('12.682503% effective is 12% nominal a year (1% a month)', () => {
    expect(nominalFromEffectiveAnnual(12.682503013)).toBeCloseTo(12, 6)
  })
  it('refuses a negative rate', () => {
    expect(() => nominalFromEffectiveAnnual(-1)).toThrow(RangeError)
  })
})
