import { describe, expect, it } from 'vitest'
import { annualTakeHome, taxFromSalary } from '../../../../domain/calculators/payroll'

// docs/requirements/calculators.md#take-home-pay, with the tables of its Contributions and Income tax
// sections, worked out here by hand for ₱30,000 a month in 2025:
// SSS 5% of an MSC of 30,000 = 1,500; PhilHealth half of 5% of 30,000 = 750; Pag-IBIG 2% of 10,000 = 200:
// 2,450 a month, 29,400 a year. Taxable 360,000 - 29,400 = 330,600; TRAIN from 2023: 15% of the
// 80,600 over 250,000 = 12,090. Take-home 360,000 - 29,400 - 12,090 = 318,510 a year, 26,542.50 a month.
describe('annualTakeHome', () => {
  it('₱30,000 a month in 2025 takes home ₱318,510 a year', () => {
    const tax = taxFromSalary({ salary: 30_000, payPeriod: 'monthly', dependents: 0, benefits: 0, year: 2025 })
    expect(annualTakeHome(tax)).toBeCloseTo(318_510, 6)
    expect(annualTakeHome(tax) / 12).toBeCloseTo(26_542.5, 6)
  })

  it('₱20,000 a month in 2025, below the taxed band, takes home the salary less 2,000 a month of contributions', () => {
    // SSS 5% of 20,000 = 1,000; PhilHealth half of 5% of 20,000 = 500; Pag-IBIG 2% of 10,000 = 200: 1,700.
    // Taxable 240,000 - 20,400 = 219,600: no tax.
    const tax = taxFromSalary({ salary: 20_000, payPeriod: 'monthly', dependents: 0, benefits: 0, year: 2025 })
    expect(annualTakeHome(tax)).toBeCloseTo(240_000 - 20_400, 6)
  })
})
