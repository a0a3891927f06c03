import { incomeTax, personalExemption, taxRegimeForYear } from './incomeTax'
import {
  BENEFITS_EXEMPTION_CEILING,
  BENEFITS_EXEMPTION_CEILING_FROM_YEAR,
  OLD_BENEFITS_EXEMPTION_CEILING,
  PAGIBIG_TABLES,
  PAY_PERIODS_PER_YEAR,
  PHILHEALTH_TABLES,
  SSS_TABLES,
  type EffectivePeriod,
  type PayPeriod,
} from './payrollTables'

export type { PayPeriod } from './payrollTables'

/** Rounds half-up to centavos; toPrecision first so 698.775 (stored as 698.77499...) rounds up. */
function roundCentavos(amount: number): number {
  return Math.round(Number((amount * 100).toPrecision(12))) / 100
}

function checkMonth(year: number, month: number): void {
  if (!Number.isInteger(year) || !Number.isInteger(month) || month < 1 || month > 12) {
    throw new RangeError(`Expected a calendar year and a month 1-12, got ${year}-${month}`)
  }
}

/**
 * The table in force in a month. Before the first table we hold, the first one applies (the
 * earlier schedules are not in our sources); tables are listed in date order.
 */
export function tableInForce<T extends { period: EffectivePeriod }>(tables: readonly T[], year: number, month: number): T {
  checkMonth(year, month)
  const key = `${year}-${String(month).padStart(2, '0')}`
  let found = tables[0]
  for (const table of tables) {
    if (table.period.from <= key) found = table
  }
  if (!found) throw new RangeError('No contribution table')
  return found
}

/** SSS employee share, pesos a month, for a monthly compensation in pesos paid in the given month. */
export function sssEmployeeShare(monthlyCompensation: number, year: number, month: number): number {
  const table = tableInForce(SSS_TABLES, year, month)
  if (table.kind === 'rows') {
    let share = table.rows[0]?.[1] ?? 0
    for (const [rangeFrom, employeeShare] of table.rows) {
      if (monthlyCompensation >= rangeFrom) share = employeeShare
    }
    return share
  }
  const { minMsc, maxMsc, mscStep, employeeRate } = table
  const steps = Math.floor((monthlyCompensation - (minMsc - mscStep / 2)) / mscStep)
  const msc = Math.min(maxMsc, Math.max(minMsc, minMsc + mscStep * steps))
  return roundCentavos(msc * employeeRate)
}

/** PhilHealth employee share, pesos a month: half the premium on the monthly basic salary (pesos). */
export function philhealthEmployeeShare(monthlyBasicSalary: number, year: number, month: number): number {
  const { rate, floor, ceiling } = tableInForce(PHILHEALTH_TABLES, year, month)
  const premium = roundCentavos(rate * Math.min(ceiling, Math.max(floor, monthlyBasicSalary)))
  return premium / 2
}

/** Pag-IBIG employee share, pesos a month, on a monthly compensation in pesos. */
export function pagibigEmployeeShare(monthlyCompensation: number, year: number, month: number): number {
  const { maxCompensation, lowRateCeiling, lowRate, rate } = tableInForce(PAGIBIG_TABLES, year, month)
  const base = Math.min(maxCompensation, Math.max(0, monthlyCompensation))
  return roundCentavos(base * (monthlyCompensation <= lowRateCeiling ? lowRate : rate))
}

/** Employee contributions over a calendar year, pesos a year, month by month with the table in force each month. */
export function annualContributions(monthlySalary: number, year: number): { sss: number; philhealth: number; pagibig: number } {
  const total = { sss: 0, philhealth: 0, pagibig: 0 }
  for (let month = 1; month <= 12; month += 1) {
    total.sss += sssEmployeeShare(monthlySalary, year, month)
    total.philhealth += philhealthEmployeeShare(monthlySalary, year, month)
    total.pagibig += pagibigEmployeeShare(monthlySalary, year, month)
  }
  return total
}

/** Ceiling of tax-exempt 13th month pay and other benefits, pesos a year: 82,000 before 2018, then 90,000. */
export function benefitsExemptionCeiling(year: number): number {
  return year >= BENEFITS_EXEMPTION_CEILING_FROM_YEAR ? BENEFITS_EXEMPTION_CEILING : OLD_BENEFITS_EXEMPTION_CEILING
}

/** Pay periods in a year for a pay frequency (docs/requirements/calculators.md#pay-periods divisors). */
export function payPeriodsPerYear(payPeriod: PayPeriod): number {
  return PAY_PERIODS_PER_YEAR[payPeriod]
}

export interface SalaryTaxInput {
  /** Basic salary per pay period, pesos. */
  salary: number
  payPeriod: PayPeriod
  /** Qualified dependent children (counts only under nirc-1997, at most 4). */
  dependents: number
  /** 13th month pay and other benefits received in the year, pesos a year. */
  benefits: number
  /** Calendar year whose law and contribution tables apply. */
  year: number
}

/** Every figure in pesos a year unless named per period; unrounded (the UI rounds for display). */
export interface SalaryTax {
  annualGross: number
  sss: number
  philhealth: number
  pagibig: number
  exemptBenefits: number
  taxableBenefits: number
  personalExemption: number
  annualTaxableIncome: number
  annualTax: number
  taxPerPeriod: number
  /** nirc-1997 on the same salary, with its personal exemption and the 82,000 benefits ceiling. */
  oldRegimeTax: number
  /** oldRegimeTax - annualTax. */
  saving: number
}

function checkAmount(name: string, value: number): void {
  if (!Number.isFinite(value) || value < 0) throw new RangeError(`${name} must be a finite amount of at least 0, got ${value}`)
}

/** Income tax on a salary (pesos per pay period) for a calendar year, with the old-law comparison; pesos. */
export function taxFromSalary(input: SalaryTaxInput): SalaryTax {
  const { salary, payPeriod, dependents, benefits, year } = input
  checkAmount('salary', salary)
  checkAmount('benefits', benefits)
  const periods = payPeriodsPerYear(payPeriod)
  const annualGross = salary * periods
  const { sss, philhealth, pagibig } = annualContributions(annualGross / 12, year)
  const contributions = sss + philhealth + pagibig

  const regime = taxRegimeForYear(year)
  const exemptBenefits = Math.min(benefits, benefitsExemptionCeiling(year))
  const taxableBenefits = benefits - exemptBenefits
  const exemption = regime === 'nirc-1997' ? personalExemption(dependents) : 0
  const annualTaxableIncome = Math.max(0, annualGross - contributions + taxableBenefits - exemption)
  const annualTax = incomeTax(annualTaxableIncome, regime)

  const oldTaxableBenefits = Math.max(0, benefits - OLD_BENEFITS_EXEMPTION_CEILING)
  const oldTaxableIncome = Math.max(0, annualGross - contributions + oldTaxableBenefits - personalExemption(dependents))
  const oldRegimeTax = incomeTax(oldTaxableIncome, 'nirc-1997')

  return {
    annualGross,
    sss,
    philhealth,
    pagibig,
    exemptBenefits,
    taxableBenefits,
    personalExemption: exemption,
    annualTaxableIncome,
    annualTax,
    taxPerPeriod: annualTax / periods,
    oldRegimeTax,
    saving: oldRegimeTax - annualTax,
  }
}

/**
 * Take-home pay of a year, pesos: the salary (annualGross) less the employee's SSS, PhilHealth and
 * Pag-IBIG contributions and the income tax of the year (docs/requirements/calculators.md#take-home-pay).
 * The tax includes any on benefits above the exempt ceiling; the benefits themselves are not salary and
 * are not added.
 */
export function annualTakeHome(tax: Pick<SalaryTax, 'annualGross' | 'sss' | 'philhealth' | 'pagibig' | 'annualTax'>): number {
  return tax.annualGross - tax.sss - tax.philhealth - tax.pagibig - tax.annualTax
}
