/**
 * Philippine payroll figures, pesos, copied from data/reference/ph-payroll.json (whose
 * README names the sources) unless a comment names another source. Periods are calendar months,
 * 'YYYY-MM', both ends included; `to: null` means still in force.
 */
export interface EffectivePeriod {
  from: string
  to: string | null
}

/** SSS employee share read from published rows: [lowest monthly compensation of the row, EE share]. */
export interface SssRowsTable {
  kind: 'rows'
  period: EffectivePeriod
  rows: readonly (readonly [rangeFrom: number, employeeShare: number])[]
}

/**
 * SSS schedules of RA 11199 follow one rule: compensation below minMsc + 250 is credited at
 * minMsc, then 500-peso monthly salary credits (MSC) with ranges of +/- 250 up to maxMsc; the
 * employee pays employeeRate of the whole MSC (regular part and the provident-fund part above
 * 20,000 alike).
 */
export interface SssRuleTable {
  kind: 'rule'
  period: EffectivePeriod
  minMsc: number
  maxMsc: number
  mscStep: number
  employeeRate: number
}

export type SssTable = SssRowsTable | SssRuleTable

export const SSS_TABLES: readonly SssTable[] = [
  {
    // ph-payroll.json sss.2014to2019 (SSS Circular 2013-010): 11%, EE 3.63% as published, rounded
    // per row, so the rows are kept rather than the rate.
    kind: 'rows',
    period: { from: '2014-01', to: '2019-03' },
    rows: [
      [1000, 36.3],
      [1250, 54.5],
      [1750, 72.7],
      [2250, 90.8],
      [2750, 109],
      [3250, 127.2],
      [3750, 145.3],
      [4250, 163.5],
      [4750, 181.7],
      [5250, 199.8],
      [5750, 218],
      [6250, 236.2],
      [6750, 254.3],
      [7250, 272.5],
      [7750, 290.7],
      [8250, 308.8],
      [8750, 327],
      [9250, 345.2],
      [9750, 363.3],
      [10250, 381.5],
      [10750, 399.7],
      [11250, 417.8],
      [11750, 436],
      [12250, 454.2],
      [12750, 472.3],
      [13250, 490.5],
      [13750, 508.7],
      [14250, 526.8],
      [14750, 545],
      [15250, 563.2],
      [15750, 581.3],
    ],
  },
  // 2019 to 2023 schedules of RA 11199 (SSS Circulars 2019-005, 2020-033, 2022-033): rate, EE
  // share and MSC range per https://newstogov.com/sss-contribution-table-2023/ and
  // https://sssonlineregistrationph.com/sss-contribution-table (12% EE 4% MSC 2,000-20,000; 13%
  // EE 4.5% 3,000-25,000; 14% EE 4.5% 4,000-30,000). Not in ph-payroll.json.
  { kind: 'rule', period: { from: '2019-04', to: '2020-12' }, minMsc: 2000, maxMsc: 20000, mscStep: 500, employeeRate: 0.04 },
  { kind: 'rule', period: { from: '2021-01', to: '2022-12' }, minMsc: 3000, maxMsc: 25000, mscStep: 500, employeeRate: 0.045 },
  { kind: 'rule', period: { from: '2023-01', to: '2024-12' }, minMsc: 4000, maxMsc: 30000, mscStep: 500, employeeRate: 0.045 },
  // ph-payroll.json sss.2025 (SSS Circular 2024-006): 15%, EE 5%, MSC 5,000-35,000; its 61 rows
  // were generated from this same rule (see its notes).
  { kind: 'rule', period: { from: '2025-01', to: null }, minMsc: 5000, maxMsc: 35000, mscStep: 500, employeeRate: 0.05 },
]

/** PhilHealth premium = rate x monthly basic salary held within [floor, ceiling]; the employee pays half. */
export interface PhilhealthTable {
  period: EffectivePeriod
  rate: number
  floor: number
  ceiling: number
}

export const PHILHEALTH_TABLES: readonly PhilhealthTable[] = [
  // ph-payroll.json philhealth.2018 (Circular 2017-0024). It stayed in force until Circular
  // 2019-0009 took effect for December 2019 (https://www.philstar.com/headlines/2019/12/03/1973778/new-philhealth-premium-rates-take-effect-december-7).
  { period: { from: '2018-01', to: '2019-11' }, rate: 0.0275, floor: 10000, ceiling: 40000 },
  // Circular 2019-0009: 2.75% with a 50,000 ceiling, then 3% and 60,000 for 2020; the 2021 step was
  // suspended, so 3% stayed (https://www.scribd.com/document/557941037/Philhealth-Schedule-of-Fees).
  { period: { from: '2019-12', to: '2019-12' }, rate: 0.0275, floor: 10000, ceiling: 50000 },
  { period: { from: '2020-01', to: '2021-12' }, rate: 0.03, floor: 10000, ceiling: 60000 },
  // Advisory 2022-0010: 4% and 80,000 for all of 2022 (January to May settled as differentials);
  // the 2023 step was suspended by the Office of the President
  // (https://mb.com.ph/2023/1/2/palace-orders-philhealth-to-suspend-2023-rate-hike).
  { period: { from: '2022-01', to: '2023-12' }, rate: 0.04, floor: 10000, ceiling: 80000 },
  // ph-payroll.json philhealth.2024to2025. RA 11223 Sec. 10 ends its schedule at 5% and 100,000,
  // so the table stays in force after 2025.
  { period: { from: '2024-01', to: null }, rate: 0.05, floor: 10000, ceiling: 100000 },
]

/** Pag-IBIG: EE = min(compensation, maxCompensation) x (lowRate up to lowRateCeiling, else rate). */
export interface PagibigTable {
  period: EffectivePeriod
  maxCompensation: number
  lowRateCeiling: number
  lowRate: number
  rate: number
}

export const PAGIBIG_TABLES: readonly PagibigTable[] = [
  // ph-payroll.json pagibig.2018 (HDMF Circular 274): the 5,000 cap held until January 2024.
  { period: { from: '2018-01', to: '2024-01' }, maxCompensation: 5000, lowRateCeiling: 1500, lowRate: 0.01, rate: 0.02 },
  // ph-payroll.json pagibig.2024Feb (HDMF Circular 460).
  { period: { from: '2024-02', to: null }, maxCompensation: 10000, lowRateCeiling: 1500, lowRate: 0.01, rate: 0.02 },
]

/**
 * 13th month pay and other benefits excluded from gross income (NIRC Sec. 32(B)(7)(e)): 90,000
 * from 2018 (RA 10963), 82,000 before (RA 10653, ph-payroll.json thirteenthMonthExemption).
 */
export const BENEFITS_EXEMPTION_CEILING = 90_000
export const OLD_BENEFITS_EXEMPTION_CEILING = 82_000
export const BENEFITS_EXEMPTION_CEILING_FROM_YEAR = 2018

export type PayPeriod = 'daily' | 'weekly' | 'semi-monthly' | 'monthly'

/** Pay periods in a year (docs/requirements/calculators.md#pay-periods): daily 12 x 30.42, weekly 12 x 4.33, semi-monthly 24, monthly 12. */
export const PAY_PERIODS_PER_YEAR: Record<PayPeriod, number> = {
  daily: 12 * 30.42,
  weekly: 12 * 4.33,
  'semi-monthly': 24,
  monthly: 12,
}
