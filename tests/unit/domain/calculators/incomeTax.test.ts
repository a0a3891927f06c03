import { describe, expect, it } from 'vitest'
import { incomeTax, personalExemption, taxRegimeForYear } from '../../../../domain/calculators/incomeTax'

describe('incomeTax nirc-1997', () => {
  // docs/requirements/calculators.md#income-tax old 2017 brackets (NIRC Sec. 24(A)(2) as amended by RA 9504): bounds 10k, 30k, 70k,
  // 140k, 250k, 500k; base 0, 500, 2,500, 8,500, 22,500, 50,000, 125,000; rates 5% to 32%.
  // Expected taxes worked by hand from that table: base + rate x (income - lower bound).
  it.each([
    [0, 0],
    [-1_000, 0],
    [5_000, 250], // 5% x 5,000
    [10_000, 500], // on the bound: 5% x 10,000 = the next band's base
    [20_000, 1_500], // 500 + 10% x 10,000
    [30_000, 2_500],
    [50_000, 5_500], // 2,500 + 15% x 20,000
    [70_000, 8_500],
    [100_000, 14_500], // 8,500 + 20% x 30,000
    [140_000, 22_500],
    [200_000, 37_500], // 22,500 + 25% x 60,000
    [250_000, 50_000],
    [400_000, 95_000], // 50,000 + 30% x 150,000
    [500_000, 125_000],
    [600_000, 157_000], // 125,000 + 32% x 100,000
  ])('%d pesos of taxable income owe %d', (income, tax) => {
    expect(incomeTax(income, 'nirc-1997')).toBeCloseTo(tax, 6)
  })
})

describe('incomeTax train-2018', () => {
  it.each([
    [250_000, 0], // RA 10963: not over 250,000 pays nothing
    [300_000, 10_000], // ph-payroll.json incomeTax.train2018to2022 examples
    [400_000, 30_000], // RA 10963: base of the band over 400,000
    [600_000, 80_000], // ph-payroll.json example
    [800_000, 130_000], // RA 10963 base
    [2_000_000, 490_000], // RA 10963 base
    [2_500_000, 650_000], // ph-payroll.json example
    // RA 10963: 490,000 + 32% x 4,000,000. The old site's table (32% band ending at 5M, base
    // 1,450,000 above it) would give 1,450,000 + 35% x 1,000,000 = 1,800,000: the old site's error.
    [6_000_000, 1_770_000],
    [8_000_000, 2_410_000], // RA 10963 base of the top band
    [10_000_000, 3_110_000], // 2,410,000 + 35% x 2,000,000
  ])('%d pesos of taxable income owe %d', (income, tax) => {
    expect(incomeTax(income, 'train-2018')).toBeCloseTo(tax, 6)
  })

  it('taxes one centavo above 250,000 at 20%', () => {
    // RA 10963: 20% of the excess over 250,000; 20% x 0.01 = 0.002.
    expect(incomeTax(250_000.01, 'train-2018')).toBeCloseTo(0.002, 9)
  })
})

describe('incomeTax train-2023', () => {
  it.each([
    [250_000, 0], // RA 10963 second schedule
    [300_000, 7_500], // ph-payroll.json incomeTax.train2023 examples
    [400_000, 22_500], // RA 10963 base
    [600_000, 62_500], // ph-payroll.json example
    [800_000, 102_500], // RA 10963 base
    [2_000_000, 402_500], // RA 10963 base
    [2_500_000, 552_500], // ph-payroll.json example
    [8_000_000, 2_202_500], // RA 10963 base
    [10_000_000, 2_902_500], // 2,202,500 + 35% x 2,000,000
  ])('%d pesos of taxable income owe %d', (income, tax) => {
    expect(incomeTax(income, 'train-2023')).toBeCloseTo(tax, 6)
  })

  it.each([
    // BIR RR 11-2018 Annex E monthly withholding table, 2023 column (ph-payroll.json
    // withholdingMonthly2023 examples). BIR prints 250,000 / 12 as 20,833 and so on, which moves
    // its figures by a few centavos from one twelfth of the annual tax.
    [25_000, 625.05],
    [50_000, 5_208.4],
    [200_000, 43_541.7],
  ])('one twelfth of the tax on 12 x %d agrees with BIR withholding %d within 10 centavos', (monthly, withholding) => {
    expect(Math.abs(incomeTax(monthly * 12, 'train-2023') / 12 - withholding)).toBeLessThan(0.1)
  })

  it('rejects NaN', () => {
    expect(() => incomeTax(Number.NaN, 'train-2023')).toThrow(RangeError)
  })
})

describe('taxRegimeForYear', () => {
  // RA 10963 (TRAIN): first schedule 2018 to 2022, second schedule from 1 January 2023.
  it.each([
    [1998, 'nirc-1997'],
    [2017, 'nirc-1997'],
    [2018, 'train-2018'],
    [2022, 'train-2018'],
    [2023, 'train-2023'],
    [2026, 'train-2023'],
  ])('%d is taxed under %s', (year, regime) => {
    expect(taxRegimeForYear(year)).toBe(regime)
  })
})

describe('personalExemption', () => {
  // docs/requirements/calculators.md#exemptions and NIRC Sec. 35 (RA 9504): 50,000 plus 25,000 per qualified dependent, at most 4.
  it.each([
    [0, 50_000],
    [1, 75_000],
    [2, 100_000],
    [4, 150_000],
    [5, 150_000],
    [-1, 50_000],
    [2.7, 100_000],
    [Number.NaN, 50_000],
  ])('%d dependents give %d', (dependents, exemption) => {
    expect(personalExemption(dependents)).toBe(exemption)
  })
})
