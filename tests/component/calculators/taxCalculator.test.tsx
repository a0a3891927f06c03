import { act, cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { TaxCalculator } from '../../../components/islands/TaxCalculator'
import { renderInPortal, visit } from '../portalHarness'
import { figure, rowCells } from './resultQueries'

// "ph-payroll.json" is data/reference/ph-payroll.json; its README names the published
// sources of each table and example. Tax schedules: RA 10963 (TRAIN) Sec. 5, first schedule
// 2018-2022, second schedule from 2023 (ph-payroll.json incomeTax.train2018to2022 and train2023).

beforeEach(() => visit('/income-tax-calculator'))
afterEach(cleanup)

interface Inputs {
  salary: string
  period?: 'Monthly' | 'Semi-monthly (twice a month)' | 'Weekly' | 'Daily'
  dependents?: string
  benefits?: string
  year: string
}

async function calculate({ salary, period = 'Monthly', dependents = '0', benefits = '0', year }: Inputs) {
  const user = userEvent.setup({ delay: null })
  const salaryField = screen.getByRole('textbox', { name: 'Basic salary per pay period (₱)' })
  await user.clear(salaryField)
  await user.type(salaryField, salary)
  await user.selectOptions(screen.getByRole('combobox', { name: 'Pay period' }), period)
  await user.selectOptions(screen.getByRole('combobox', { name: 'Qualified dependent children' }), dependents)
  const benefitsField = screen.getByRole('textbox', { name: '13th month pay and other benefits in the year (₱)' })
  await user.clear(benefitsField)
  await user.type(benefitsField, benefits)
  await user.selectOptions(screen.getByRole('combobox', { name: 'Tax year' }), year)
  await user.click(screen.getByRole('button', { name: 'Calculate' }))
  return screen.getByRole('region', { name: `Your estimated tax for ${year}` })
}

function breakdown(result: HTMLElement): HTMLElement {
  return within(result).getByRole('table', { name: 'Salary, contributions and tax' })
}

describe('tax on a salary', () => {
  test('35,000 a month in 2025: contributions, taxable income, tax and the old-law saving', async () => {
    renderInPortal('ecm', <TaxCalculator lastYear={2025} />)
    const result = await calculate({ salary: '35000', year: '2025' })
    const table = breakdown(result)
    // ph-payroll.json sss.2025: MSC 35,000 (the cap), EE 5% = 1,750 a month, 21,000 a year.
    expect(rowCells(table, 'SSS contribution')).toEqual(['₱1,750.00', '₱21,000.00'])
    // ph-payroll.json philhealth.2024to2025 example: 35,000 -> employee share 875.
    expect(rowCells(table, 'PhilHealth contribution')).toEqual(['₱875.00', '₱10,500.00'])
    // ph-payroll.json pagibig.2024Feb: 2% of the 10,000 maximum fund salary = 200.
    expect(rowCells(table, 'Pag-IBIG contribution')).toEqual(['₱200.00', '₱2,400.00'])
    // 420,000 - 33,900 = 386,100; RA 10963 from 2023: 15% x (386,100 - 250,000) = 20,415.
    expect(rowCells(table, 'Taxable income')).toEqual(['₱32,175.00', '₱386,100.00'])
    expect(rowCells(table, 'Income tax')).toEqual(['₱1,701.25', '₱20,415.00'])
    expect(within(result).getByText('Income tax per month').nextElementSibling?.textContent).toBe('₱1,701.25')
    // Old law (docs/requirements/calculators.md#exemptions, NIRC as amended by RA 9504): 386,100 - 50,000 exemption = 336,100;
    // 50,000 + 30% x 86,100 = 75,830. Saving 75,830 - 20,415 = 55,415.
    expect(figure(result, 'Tax under the old rates (NIRC 1997, until 2017)')).toBe('₱75,830.00')
    expect(figure(result, 'Tax under TRAIN (RA 10963), rates from 2023')).toBe('₱20,415.00')
    expect(figure(result, 'Your saving')).toBe('₱55,415.00')
  })

  test('take-home pay per pay period and per year: the salary less the contributions and the tax', async () => {
    renderInPortal('ecm', <TaxCalculator lastYear={2025} />)
    // docs/requirements/calculators.md#take-home-pay, worked out by hand for 30,000 a month in 2025 with
    // its Contributions and Income tax tables: SSS 5% of 30,000 = 1,500; PhilHealth half of 5% of 30,000
    // = 750; Pag-IBIG 2% of 10,000 = 200 (2,450 a month). Taxable 360,000 - 29,400 = 330,600; tax 15% of
    // 80,600 = 12,090 a year (1,007.50 a month). Take-home 30,000 - 2,450 - 1,007.50 = 26,542.50 a month.
    const result = await calculate({ salary: '30000', year: '2025' })
    expect(figure(result, 'Take-home pay per month')).toBe('₱26,542.50')
    expect(figure(result, 'Take-home pay per year')).toBe('₱318,510.00')
    expect(rowCells(breakdown(result), 'Take-home pay')).toEqual(['₱26,542.50', '₱318,510.00'])
  })

  test('take-home pay per semi-monthly pay: the same salary paid twice a month', async () => {
    renderInPortal('ecm', <TaxCalculator lastYear={2025} />)
    // 15,000 twice a month is 30,000 a month: 318,510 a year over 24 pays is 13,271.25.
    const result = await calculate({ salary: '15000', period: 'Semi-monthly (twice a month)', year: '2025' })
    expect(figure(result, 'Take-home pay per semi-monthly pay')).toBe('₱13,271.25')
    expect(figure(result, 'Take-home pay per year')).toBe('₱318,510.00')
  })

  test('dependents lower only the old-law tax', async () => {
    renderInPortal('ecm', <TaxCalculator lastYear={2025} />)
    const result = await calculate({ salary: '35000', dependents: '2', year: '2025' })
    // NIRC Sec. 35 (RA 9504): 50,000 + 2 x 25,000 = 100,000 off; 386,100 - 100,000 = 286,100;
    // 50,000 + 30% x 36,100 = 60,830. TRAIN repealed the exemption: still 20,415.
    expect(figure(result, 'Tax under the old rates (NIRC 1997, until 2017)')).toBe('₱60,830.00')
    expect(figure(result, 'Tax under TRAIN (RA 10963), rates from 2023')).toBe('₱20,415.00')
    expect(figure(result, 'Your saving')).toBe('₱40,415.00')
  })

  test.each([
    // The same 35,000 a month paid twice a month (docs/requirements/calculators.md#pay-periods: semi-monthly divisor 24):
    // 20,415 / 24 = 850.625, shown as 850.63.
    {
      salary: '17500',
      period: 'Semi-monthly (twice a month)',
      label: 'Income tax per semi-monthly pay',
      taxable: '₱386,100.00',
      annual: '₱20,415.00',
      perPeriod: '₱850.63',
    },
    // 1,000 a day: docs/requirements/calculators.md#pay-periods divisor 12 x 30.42 = 365.04 days, 365,040 a year, 30,420 a month.
    // ph-payroll.json sss.2025 rule: range 30,250-30,749.99 -> MSC 30,500, EE 1,525; PhilHealth 5% x
    // 30,420 / 2 = 760.50; Pag-IBIG 200: 29,826 a year. Taxable 335,214; 15% x 85,214 = 12,782.10;
    // 12,782.10 / 365.04 = 35.02 a day.
    { salary: '1000', period: 'Daily', label: 'Income tax per day', taxable: '₱335,214.00', annual: '₱12,782.10', perPeriod: '₱35.02' },
    // 7,000 a week: 12 x 4.33 = 51.96 weeks, 363,720 a year, 30,310 a month: SSS 1,525, PhilHealth
    // 757.75, Pag-IBIG 200: 29,793 a year. Taxable 333,927; 15% x 83,927 = 12,589.05; / 51.96 = 242.28.
    { salary: '7000', period: 'Weekly', label: 'Income tax per week', taxable: '₱333,927.00', annual: '₱12,589.05', perPeriod: '₱242.28' },
  ] as const)('$period pay of $salary in 2025: $perPeriod per period', async (c) => {
    renderInPortal('ecm', <TaxCalculator lastYear={2025} />)
    const result = await calculate({ salary: c.salary, period: c.period, year: '2025' })
    expect(rowCells(breakdown(result), 'Taxable income')[1]).toBe(c.taxable)
    expect(rowCells(breakdown(result), 'Income tax')[1]).toBe(c.annual)
    expect(within(result).getByText(c.label).nextElementSibling?.textContent).toBe(c.perPeriod)
  })
})

describe('bracket edges of both TRAIN schedules', () => {
  // A salary of 20,000 a month fixes the contributions; the benefits above the 90,000 exempt
  // ceiling (RA 10963) then put the taxable income exactly where wanted: benefits = 90,000 +
  // target - (240,000 - contributions).
  // 2025: SSS 5% x MSC 20,000 = 1,000 (ph-payroll.json sss.2025); PhilHealth 5% x 20,000 / 2 = 500
  // (philhealth.2024to2025); Pag-IBIG 200 (pagibig.2024Feb): 20,400 a year, 219,600 net.
  // 2022: SSS 4.5% x MSC 20,000 = 900 (SSS Circular 2020-033, 13%, EE 4.5%); PhilHealth 4% x 20,000
  // / 2 = 400 (Advisory 2022-0010); Pag-IBIG 100 (pagibig.2018, HDMF Circular 274): 16,800, 223,200 net.
  const NET = { '2025': 219_600, '2022': 223_200 }
  test.each([
    // RA 10963 second schedule (2023 onwards): not over 250,000: 0; 15% over 250,000; 22,500 + 20%
    // over 400,000; 102,500 + 25% over 800,000; 402,500 + 30% over 2,000,000; 2,202,500 + 35% over 8,000,000.
    ['2025', 250_000, '₱0.00'],
    ['2025', 250_001, '₱0.15'],
    ['2025', 400_000, '₱22,500.00'],
    ['2025', 400_001, '₱22,500.20'],
    ['2025', 800_000, '₱102,500.00'],
    ['2025', 800_001, '₱102,500.25'],
    ['2025', 2_000_000, '₱402,500.00'],
    ['2025', 2_000_001, '₱402,500.30'],
    ['2025', 8_000_000, '₱2,202,500.00'],
    ['2025', 8_000_001, '₱2,202,500.35'],
    // RA 10963 first schedule (2018-2022): 20% over 250,000; 30,000 + 25% over 400,000; 130,000 + 30%
    // over 800,000; 490,000 + 32% over 2,000,000; 2,410,000 + 35% over 8,000,000.
    ['2022', 250_000, '₱0.00'],
    ['2022', 250_001, '₱0.20'],
    ['2022', 400_000, '₱30,000.00'],
    ['2022', 400_001, '₱30,000.25'],
    ['2022', 800_000, '₱130,000.00'],
    ['2022', 800_001, '₱130,000.30'],
    ['2022', 2_000_000, '₱490,000.00'],
    ['2022', 2_000_001, '₱490,000.32'],
    ['2022', 8_000_000, '₱2,410,000.00'],
    ['2022', 8_000_001, '₱2,410,000.35'],
  ] as const)('%s: taxable income of %d owes %s a year', async (year, taxable, tax) => {
    renderInPortal('ecm', <TaxCalculator lastYear={2025} />)
    const benefits = String(90_000 + taxable - NET[year])
    const result = await calculate({ salary: '20000', benefits, year })
    const table = breakdown(result)
    expect(rowCells(table, 'Taxable income')[1]).toBe(`₱${taxable.toLocaleString('en-PH')}.00`)
    expect(rowCells(table, 'Income tax')[1]).toBe(tax)
  })
})

describe('panels, years and history', () => {
  test('Calculate shows the result panel; Recalculate returns to the inputs, kept', async () => {
    const user = userEvent.setup({ delay: null })
    renderInPortal('ecm', <TaxCalculator lastYear={2025} />)
    const salary = screen.getByRole('textbox', { name: 'Basic salary per pay period (₱)' })
    const result = await calculate({ salary: '35000', year: '2024' })
    // The input panel is hidden; focus is on the result heading, and the live region reads the tax.
    expect(salary.closest('form')?.hidden).toBe(true)
    await waitFor(() => expect(document.activeElement).toBe(within(result).getByRole('heading', { level: 2 })))
    expect(screen.getByRole('status').textContent).toMatch(/^Income tax per month: ₱[\d,]+\.\d\d\. Per year: ₱[\d,]+\.\d\d\.$/)
    expect(Object.fromEntries(new URLSearchParams(window.location.search))).toEqual({
      salary: '35000',
      period: 'monthly',
      dependents: '0',
      benefits: '0',
      year: '2024',
    })
    await user.click(within(result).getByRole('button', { name: 'Recalculate' }))
    expect(screen.queryByRole('region', { name: 'Your estimated tax for 2024' })).toBeNull()
    expect(salary.closest('form')?.hidden).toBe(false)
    expect((salary as HTMLInputElement).value).toBe('35,000')
    expect((screen.getByRole('combobox', { name: 'Tax year' }) as HTMLSelectElement).value).toBe('2024')
    await waitFor(() => expect(document.activeElement).toBe(salary))
    // Back returns to the result.
    await act(async () => {
      window.history.back()
      await new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }))
    })
    expect(screen.getByRole('region', { name: 'Your estimated tax for 2024' })).toBeTruthy()
  })

  test('the tax years run from 2018 to the latest, which is selected', () => {
    renderInPortal('ecm', <TaxCalculator lastYear={2026} />)
    const year = screen.getByRole('combobox', { name: 'Tax year' }) as HTMLSelectElement
    expect(year.value).toBe('2026')
    expect([...year.options].map((o) => o.value)).toEqual(['2026', '2025', '2024', '2023', '2022', '2021', '2020', '2019', '2018'])
  })

  test('a shared link opens on the result', async () => {
    // Same figures as the 35,000 a month example above.
    visit('/income-tax-calculator?salary=35000&period=monthly&dependents=0&benefits=0&year=2025')
    renderInPortal('ecm', <TaxCalculator lastYear={2026} />)
    const result = await screen.findByRole('region', { name: 'Your estimated tax for 2025' })
    expect(rowCells(breakdown(result), 'Income tax')).toEqual(['₱1,701.25', '₱20,415.00'])
  })
})

describe('validation', () => {
  test.each([
    { salary: '', period: 'Monthly', message: 'This field is required.' },
    // SALARY_LIMITS: 1,000 to 1,000,000 pesos a month; 50 to 50,000 a day.
    { salary: '2000000', period: 'Monthly', message: 'Please enter a value between ₱1,000 and ₱1,000,000.' },
    { salary: '60000', period: 'Daily', message: 'Please enter a value between ₱50 and ₱50,000.' },
  ] as const)('salary "$salary" ($period): $message', async ({ salary, period, message }) => {
    const user = userEvent.setup({ delay: null })
    renderInPortal('ecm', <TaxCalculator lastYear={2025} />)
    const field = screen.getByRole('textbox', { name: 'Basic salary per pay period (₱)' })
    await user.clear(field)
    if (salary) await user.type(field, salary)
    await user.selectOptions(screen.getByRole('combobox', { name: 'Pay period' }), period)
    await user.click(screen.getByRole('button', { name: 'Calculate' }))
    expect(within(screen.getByRole('alert')).getByRole('link').textContent).toBe(`Basic salary per pay period (₱): ${message}`)
    expect(field.getAttribute('aria-invalid')).toBe('true')
    expect(field.closest('.calc-field')?.classList.contains('has-error')).toBe(true)
  })

  test('benefits that are not a number, from a link', async () => {
    visit('/income-tax-calculator?salary=35000&period=monthly&dependents=0&benefits=abc&year=2025')
    renderInPortal('ecm', <TaxCalculator lastYear={2025} />)
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('13th month pay and other benefits in the year (₱): Please enter a valid number.')
  })

  test('the Indonesian messages exist for every text of the calculator', async () => {
    const user = userEvent.setup({ delay: null })
    renderInPortal('ckj', <TaxCalculator lastYear={2025} />)
    const field = screen.getByRole('textbox', { name: 'Gaji pokok per periode gaji (₱)' })
    await user.clear(field)
    await user.click(screen.getByRole('button', { name: 'Hitung' }))
    expect(screen.getByRole('alert').textContent).toContain('Kolom ini wajib diisi.')
    await user.type(field, '35000')
    await user.click(screen.getByRole('button', { name: 'Hitung' }))
    expect(screen.getByRole('region', { name: 'Perkiraan pajak Anda untuk tahun 2025' })).toBeTruthy()
  })
})
