import { describe, expect, it } from 'vitest'
import {
  annualContributions,
  benefitsExemptionCeiling,
  pagibigEmployeeShare,
  payPeriodsPerYear,
  philhealthEmployeeShare,
  sssEmployeeShare,
  tableInForce,
  taxFromSalary,
} from '../../../../domain/calculators/payroll'
import { SSS_TABLES } from '../../../../domain/calculators/payrollTables'

// "ph-payroll.json" below is data/reference/ph-payroll.json (sources listed in its README).

describe('sssEmployeeShare', () => {
  it.each([
    // ph-payroll.json sss.2025 examples and the rows quoted in its notes (MSC 5,500: 275; 10,000: 500).
    [4_000, 2025, 1, 250],
    [18_000, 2025, 6, 900],
    [50_000, 2025, 12, 1_750],
    [5_500, 2026, 3, 275],
    [10_000, 2026, 3, 500],
    // ph-payroll.json sss.2025 bracket edges: 5,249.99 -> MSC 5,000; 5,250 -> 5,500; 34,750 and over -> 35,000.
    [5_249.99, 2025, 1, 250],
    [5_250, 2025, 1, 275],
    [34_749.99, 2025, 1, 1_725],
    [34_750, 2025, 1, 1_750],
    // ph-payroll.json sss.2014to2019 examples, and its first rows (1,000-1,249.99: 36.30; 1,250: 54.50).
    [8_000, 2018, 5, 290.7],
    [15_300, 2018, 5, 563.2],
    [25_000, 2018, 5, 581.3],
    [1_249.99, 2016, 1, 36.3],
    [1_250, 2016, 1, 54.5],
    // Below the published table (under 1,000): the lowest row, the least SSS accepts.
    [800, 2016, 1, 36.3],
    // Last month of the 2014 schedule, then April 2019 (RA 11199: 12%, EE 4%, MSC 2,000-20,000).
    [25_000, 2019, 3, 581.3],
    [25_000, 2019, 4, 800], // 4% x 20,000
    [1_000, 2019, 4, 80], // 4% x the minimum MSC 2,000
    [19_749.99, 2020, 7, 780], // range 19,250-19,749.99 -> MSC 19,500; 4% x 19,500
    // 2021 (13%, EE 4.5%, MSC 3,000-25,000) and 2023 (14%, EE 4.5%, MSC 4,000-30,000): the 2023
    // schedule added 225 to the top employee share (https://sssanswers.com/new-sss-contribution-table).
    [40_000, 2021, 1, 1_125], // 4.5% x 25,000
    [40_000, 2023, 1, 1_350], // 1,125 + 225
    [10_000, 2024, 12, 450], // 4.5% x 10,000
  ])('%d pesos in %d-%d: employee pays %d', (compensation, year, month, share) => {
    expect(sssEmployeeShare(compensation, year, month)).toBeCloseTo(share, 9)
  })

  it('uses the 2014 table for years before it (the earliest schedule we hold)', () => {
    // ph-payroll.json sss.2014to2019: 8,000 -> 290.70.
    expect(sssEmployeeShare(8_000, 2010, 1)).toBe(290.7)
  })
})

describe('tableInForce', () => {
  it.each([
    [2019, 3, '2014-01'],
    [2019, 4, '2019-04'],
    [2025, 1, '2025-01'],
    [2030, 6, '2025-01'],
  ])('SSS in %d-%d is the table from %s', (year, month, from) => {
    expect(tableInForce(SSS_TABLES, year, month).period.from).toBe(from)
  })

  it.each([
    [2025, 0],
    [2025, 13],
    [2025.5, 1],
  ])('rejects %d-%d', (year, month) => {
    expect(() => tableInForce(SSS_TABLES, year, month)).toThrow(RangeError)
  })
})

describe('philhealthEmployeeShare', () => {
  it.each([
    // ph-payroll.json philhealth.2018 examples (premium rounded to centavos, then halved).
    [8_999.99, 2018, 4, 137.5],
    [25_410, 2018, 4, 349.39],
    [41_999.99, 2018, 4, 550],
    // Circular 2017-0024 stayed until November 2019; from December 2019 2.75% up to 50,000
    // (https://ilovedeped.net/2025/01/understanding-philhealths-new-premium.html: 275 to 1,375).
    [45_000, 2019, 11, 550],
    [45_000, 2019, 12, 618.75], // 2.75% x 45,000 = 1,237.50, halved
    [60_000, 2019, 12, 687.5], // ceiling: 1,375 halved
    // 2020: 3%, 7,000 -> 150 and 65,000 -> 900 (https://www.philstories.com/2020/05/17/philhealth-new-premium-rates/);
    // 2021 stayed at 3% (hike suspended).
    [7_000, 2020, 5, 150],
    [65_000, 2020, 5, 900],
    [65_000, 2021, 5, 900],
    // 2022: 4%, 80,000 and above -> 3,200 (PhilHealth Advisory 2022-0010); 2023 unchanged (hike suspended).
    [90_000, 2022, 2, 1_600],
    [90_000, 2023, 2, 1_600],
    // ph-payroll.json philhealth.2024to2025 examples; RA 11223 keeps 5% and 100,000 after 2025.
    [8_000, 2024, 1, 250],
    [35_000, 2025, 7, 875],
    [150_000, 2025, 7, 2_500],
    [35_000, 2026, 7, 875],
  ])('%d pesos in %d-%d: employee pays %d', (salary, year, month, share) => {
    expect(philhealthEmployeeShare(salary, year, month)).toBeCloseTo(share, 9)
  })

  it('uses the 2018 table before 2018, as the old site did (docs/requirements/calculators.md#contributions: 137.5 x 12 below 10k)', () => {
    expect(philhealthEmployeeShare(8_000, 2017, 1)).toBe(137.5)
  })
})

describe('pagibigEmployeeShare', () => {
  it.each([
    // ph-payroll.json pagibig.2018 examples; its cap of 5,000 held until January 2024.
    [1_200, 2018, 1, 12],
    [4_000, 2018, 1, 80],
    [20_000, 2018, 1, 100],
    [30_000, 2024, 1, 100],
    // ph-payroll.json pagibig.2024Feb examples.
    [1_500, 2024, 2, 15],
    [8_000, 2024, 2, 160],
    [30_000, 2025, 2, 200],
    // Before 2018 the same 100 maximum applied (ph-payroll.json note: P100 collected since 1986).
    [30_000, 2016, 1, 100],
  ])('%d pesos in %d-%d: employee pays %d', (compensation, year, month, share) => {
    expect(pagibigEmployeeShare(compensation, year, month)).toBeCloseTo(share, 9)
  })
})

describe('annualContributions', () => {
  it.each([
    // 2025, 30,000 a month: SSS 5% x 30,000 = 1,500; PhilHealth 5% x 30,000 / 2 = 750; Pag-IBIG 200.
    [30_000, 2025, { sss: 18_000, philhealth: 9_000, pagibig: 2_400 }],
    // 2024: SSS 4.5% x 30,000 = 1,350 x 12; PhilHealth 750 x 12; Pag-IBIG 100 in January + 200 x 11.
    [30_000, 2024, { sss: 16_200, philhealth: 9_000, pagibig: 2_300 }],
    // 2019: SSS 581.30 x 3 (2014 table) + 800 x 9 (4% x 20,000) = 8,943.90; PhilHealth 2.75% x 30,000
    // / 2 = 412.50 every month (ceiling 40,000, then 50,000) = 4,950; Pag-IBIG 100 x 12.
    [30_000, 2019, { sss: 8_943.9, philhealth: 4_950, pagibig: 1_200 }],
    // 2018 at 100,000 a month: docs/requirements/calculators.md#contributions gives PhilHealth 6,600 and Pag-IBIG 1,200 a year;
    // SSS 581.30 x 12 = 6,975.60 (ph-payroll.json sss.2014to2019 top row).
    [100_000, 2018, { sss: 6_975.6, philhealth: 6_600, pagibig: 1_200 }],
  ])('%d pesos a month in %d', (monthly, year, expected) => {
    const actual = annualContributions(monthly, year)
    expect(actual.sss).toBeCloseTo(expected.sss, 6)
    expect(actual.philhealth).toBeCloseTo(expected.philhealth, 6)
    expect(actual.pagibig).toBeCloseTo(expected.pagibig, 6)
  })
})

describe('benefitsExemptionCeiling and payPeriodsPerYear', () => {
  // docs/requirements/calculators.md#thirteenth-month: 82,000 (old) or 90,000 (new, RA 10963 from 2018).
  it.each([
    [2015, 82_000],
    [2017, 82_000],
    [2018, 90_000],
    [2025, 90_000],
  ])('%d: %d', (year, ceiling) => {
    expect(benefitsExemptionCeiling(year)).toBe(ceiling)
  })

  // docs/requirements/calculators.md#pay-periods: daily 12 x 30.42; monthly 12; semi-monthly 24; weekly 12 x 4.33.
  it.each([
    ['daily', 365.04],
    ['weekly', 51.96],
    ['semi-monthly', 24],
    ['monthly', 12],
  ] as const)('%s: %d periods a year', (period, count) => {
    expect(payPeriodsPerYear(period)).toBeCloseTo(count, 9)
  })
})

describe('taxFromSalary', () => {
  // Worked by hand from docs/requirements/calculators.md#contributions, RA 10963, NIRC as amended by RA 9504 and the contribution
  // figures tested above; each step is written out beside its case.
  it.each([
    {
      name: 'monthly 30,000 in 2025, no dependents, 30,000 of 13th month',
      input: { salary: 30_000, payPeriod: 'monthly', dependents: 0, benefits: 30_000, year: 2025 },
      expected: {
        annualGross: 360_000, // 30,000 x 12
        sss: 18_000,
        philhealth: 9_000,
        pagibig: 2_400,
        exemptBenefits: 30_000, // under the 90,000 ceiling
        taxableBenefits: 0,
        personalExemption: 0, // repealed by TRAIN
        annualTaxableIncome: 330_600, // 360,000 - 29,400
        annualTax: 12_090, // 15% x (330,600 - 250,000)
        taxPerPeriod: 1_007.5, // 12,090 / 12
        oldRegimeTax: 59_180, // 330,600 - 50,000 = 280,600; 50,000 + 30% x 30,600
        saving: 47_090,
      },
    },
    {
      name: 'semi-monthly 50,000 in 2018, 2 dependents, 150,000 of benefits',
      input: { salary: 50_000, payPeriod: 'semi-monthly', dependents: 2, benefits: 150_000, year: 2018 },
      expected: {
        annualGross: 1_200_000, // 50,000 x 24
        sss: 6_975.6, // 581.30 x 12
        philhealth: 6_600, // docs/requirements/calculators.md#contributions: 6,600 above 40k
        pagibig: 1_200, // docs/requirements/calculators.md#contributions: 1,200 a year
        exemptBenefits: 90_000,
        taxableBenefits: 60_000, // 150,000 - 90,000
        personalExemption: 0,
        annualTaxableIncome: 1_245_224.4, // 1,200,000 - 14,775.60 + 60,000
        annualTax: 263_567.32, // 130,000 + 30% x 445,224.40
        taxPerPeriod: 10_981.971666666666, // 263,567.32 / 24
        // 1,200,000 - 14,775.60 + (150,000 - 82,000) - (50,000 + 2 x 25,000) = 1,153,224.40;
        // 125,000 + 32% x 653,224.40 = 334,031.808
        oldRegimeTax: 334_031.808,
        saving: 70_464.488,
      },
    },
    {
      name: 'daily 1,000 in 2017, 1 dependent, 100,000 of benefits',
      input: { salary: 1_000, payPeriod: 'daily', dependents: 1, benefits: 100_000, year: 2017 },
      expected: {
        annualGross: 365_040, // 1,000 x 12 x 30.42; 30,420 a month
        sss: 6_975.6, // 581.30 x 12
        philhealth: 5_019.3, // 2.75% x 30,420 = 836.55; / 2 = 418.275; x 12
        pagibig: 1_200,
        exemptBenefits: 82_000, // the pre-2018 ceiling
        taxableBenefits: 18_000,
        personalExemption: 75_000, // 50,000 + 25,000
        annualTaxableIncome: 294_845.1, // 365,040 - 13,194.90 + 18,000 - 75,000
        annualTax: 63_453.53, // 50,000 + 30% x 44,845.10
        taxPerPeriod: 173.82623822046898, // 63,453.53 / 365.04
        oldRegimeTax: 63_453.53, // the same law
        saving: 0,
      },
    },
    {
      name: 'weekly 2,000 in 2025, no dependents, a 13th month of 8,660',
      input: { salary: 2_000, payPeriod: 'weekly', dependents: 0, benefits: 8_660, year: 2025 },
      expected: {
        annualGross: 103_920, // 2,000 x 12 x 4.33; 8,660 a month
        sss: 5_100, // MSC 8,500 (8,250-8,749.99): 425 x 12
        philhealth: 3_000, // floor 10,000: 500 / 2 x 12
        pagibig: 2_078.4, // 2% x 8,660 = 173.20 x 12
        exemptBenefits: 8_660,
        taxableBenefits: 0,
        personalExemption: 0,
        annualTaxableIncome: 93_741.6, // 103,920 - 10,178.40
        annualTax: 0, // not over 250,000
        taxPerPeriod: 0,
        oldRegimeTax: 4_561.24, // 93,741.60 - 50,000 = 43,741.60; 2,500 + 15% x 13,741.60
        saving: 4_561.24,
      },
    },
    {
      name: 'no salary in 2025: contributions at the minimum cannot make income negative',
      input: { salary: 0, payPeriod: 'monthly', dependents: 0, benefits: 0, year: 2025 },
      expected: {
        annualGross: 0,
        sss: 3_000, // minimum MSC 5,000: 250 x 12
        philhealth: 3_000, // floor 10,000: 250 x 12
        pagibig: 0,
        exemptBenefits: 0,
        taxableBenefits: 0,
        personalExemption: 0,
        annualTaxableIncome: 0,
        annualTax: 0,
        taxPerPeriod: 0,
        oldRegimeTax: 0,
        saving: 0,
      },
    },
  ] as const)('$name', ({ input, expected }) => {
    const actual = taxFromSalary(input)
    for (const [key, value] of Object.entries(expected)) {
      expect(actual[key as keyof typeof expected], key).toBeCloseTo(value, 6)
    }
  })

  it('agrees with BIR withholding on the same monthly pay within 10 centavos', () => {
    // BIR RR 11-2018 Annex E, 2023 column: on 30,000 - 1,500 - 750 - 200 = 27,550 of monthly taxable
    // compensation, 15% x (27,550 - 20,833) = 1,007.55.
    const { taxPerPeriod } = taxFromSalary({ salary: 30_000, payPeriod: 'monthly', dependents: 0, benefits: 0, year: 2025 })
    expect(Math.abs(taxPerPeriod - 1_007.55)).toBeLessThan(0.1)
  })

  it.each([
    { salary: -1, benefits: 0 },
    { salary: Number.NaN, benefits: 0 },
    { salary: 10_000, benefits: -5 },
    { salary: 10_000, benefits: Number.POSITIVE_INFINITY },
  ])('rejects salary $salary with benefits $benefits', ({ salary, benefits }) => {
    expect(() => taxFromSalary({ salary, payPeriod: 'monthly', dependents: 0, benefits, year: 2025 })).toThrow(RangeError)
  })
})
