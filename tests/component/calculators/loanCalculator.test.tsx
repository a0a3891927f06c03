import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { LoanCalculator } from '../../../components/islands/LoanCalculator'
import { renderInPortal, visit, type PortalKey } from '../portalHarness'
import { figure, NBSP } from './resultQueries'

const LABELS = {
  ecm: {
    personal: { amount: 'Loan amount (₱)', rate: 'Add-on rate per month (%)' },
    house: { amount: 'Loan amount (₱)', rate: 'Interest rate per year (%)' },
    months: 'Loan term (months)',
    calculate: 'Calculate',
    result: 'Your estimated repayment',
    instalment: 'Monthly amortization',
    interest: 'Total interest',
    total: 'Total amount to repay',
  },
  ckj: {
    personal: { amount: 'Jumlah pinjaman', rate: 'Bunga flat per bulan (%)' },
    house: { amount: 'Jumlah pinjaman', rate: 'Suku bunga per tahun (%)' },
    months: 'Tenor (bulan)',
    calculate: 'Hitung',
    result: 'Perkiraan cicilan Anda',
    instalment: 'Cicilan per bulan',
    interest: 'Total bunga',
    total: 'Total pembayaran',
  },
} as const

beforeEach(() => visit('/calculator'))
afterEach(cleanup)

async function calculate(portal: PortalKey, kind: 'personal' | 'house', amount: string, rate: string, months: string) {
  const user = userEvent.setup({ delay: null })
  const labels = LABELS[portal]
  const amountField = screen.getByRole('textbox', { name: labels[kind].amount })
  await user.clear(amountField)
  await user.type(amountField, amount)
  const rateField = screen.getByRole('textbox', { name: labels[kind].rate })
  await user.clear(rateField)
  await user.type(rateField, rate)
  await user.selectOptions(screen.getByRole('combobox', { name: labels.months }), months)
  await user.click(screen.getByRole('button', { name: labels.calculate }))
  return screen.getByRole('region', { name: labels.result })
}

describe('personal loan (flat add-on rate a month)', () => {
  test.each([
    // https://www.frugalhoney.com/2021/06/computing-for-monthly-add-on-rates.html: Php171,000 at a
    // 0.59% monthly add-on rate for 36 months: interest 36,320.40, amortization 5,758.90.
    { portal: 'ecm', amount: '171000', rate: '0.59', months: '36', instalment: '₱5,758.90', interest: '₱36,320.40', total: '₱207,320.40' },
    // https://pahleviboby.blogspot.com/2018/04/sistem-informasi-perbankan-1.html: Rp48.000.000 at a
    // flat 24% a year (2% a month) for 12 months: 4.000.000 + 960.000 = Rp4.960.000 a month,
    // Rp59.520.000 in all, Rp11.520.000 interest.
    {
      portal: 'ckj',
      amount: '48000000',
      rate: '2',
      months: '12',
      instalment: `Rp${NBSP}4.960.000`,
      interest: `Rp${NBSP}11.520.000`,
      total: `Rp${NBSP}59.520.000`,
    },
    // https://dwikimaulanai.blogspot.com/2018/05/tugas-1-dan-2-perhitungan-kredit-dengan.html:
    // Rp36.000.000, 24% a year flat, 12 months: Rp3.720.000 a month, Rp44.640.000 in all.
    {
      portal: 'ckj',
      amount: '36000000',
      rate: '2',
      months: '12',
      instalment: `Rp${NBSP}3.720.000`,
      interest: `Rp${NBSP}8.640.000`,
      total: `Rp${NBSP}44.640.000`,
    },
  ] as const)('$portal: $amount at $rate% a month over $months months is $instalment a month', async (c) => {
    renderInPortal(c.portal, <LoanCalculator kind="personal" />)
    const result = await calculate(c.portal, 'personal', c.amount, c.rate, c.months)
    const labels = LABELS[c.portal]
    expect(within(result).getByText(labels.instalment).nextElementSibling?.textContent).toBe(c.instalment)
    expect(figure(result, labels.interest)).toBe(c.interest)
    expect(figure(result, labels.total)).toBe(c.total)
    // A flat-rate loan has no amortisation schedule.
    expect(screen.queryByRole('table')).toBeNull()
  })
})

describe('house loan (amortised, rate a year)', () => {
  test.each([
    // Present-value annuity tables: 1% for 60 periods has the factor 44.955038, so 1,000,000 at 12%
    // a year over 60 months is 1,000,000 / 44.955038 = 22,244.45 a month (the benchmark EMI calculators
    // quote for 10 lakh at 12% over 5 years, total interest 334,666.86). Month 1: interest 1% of
    // 1,000,000 = 10,000.00, principal 12,244.45, balance 987,755.55.
    {
      portal: 'ecm',
      amount: '1000000',
      rate: '12',
      months: '60',
      instalment: '₱22,244.45',
      interest: '₱334,666.86',
      total: '₱1,334,666.86',
      first: ['₱22,244.45', '₱12,244.45', '₱10,000.00', '₱987,755.55'],
      firstInterestWhole: '₱10,000',
    },
    // Present-value annuity tables: 1% for 60 periods has the factor 44.955038, so Rp100.000.000 at
    // 12% a year over 60 months (5 years, the shortest house-loan term: docs/data.md) is Rp2.224.445 a
    // month (2,224,444.77), Rp133.466.686 in all. Month 1: interest 1% of 100.000.000 = 1.000.000,
    // principal 1.224.445, balance 98.775.555.
    {
      portal: 'ckj',
      amount: '100000000',
      rate: '12',
      months: '60',
      instalment: `Rp${NBSP}2.224.445`,
      interest: `Rp${NBSP}33.466.686`,
      total: `Rp${NBSP}133.466.686`,
      first: [`Rp${NBSP}2.224.445`, `Rp${NBSP}1.224.445`, `Rp${NBSP}1.000.000`, `Rp${NBSP}98.775.555`],
      firstInterestWhole: `Rp${NBSP}1.000.000`,
    },
  ] as const)('$portal: $amount at $rate% a year over $months months is $instalment a month, with its schedule', async (c) => {
    renderInPortal(c.portal, <LoanCalculator kind="house" />)
    const result = await calculate(c.portal, 'house', c.amount, c.rate, c.months)
    const labels = LABELS[c.portal]
    expect(within(result).getByText(labels.instalment).nextElementSibling?.textContent).toBe(c.instalment)
    expect(figure(result, labels.interest)).toBe(c.interest)
    expect(figure(result, labels.total)).toBe(c.total)
    // The schedule follows the instalment's frame (LoanResult, useAfterPaint).
    const table = await within(result).findByRole('table')
    expect(within(table).getAllByRole('row')).toHaveLength(Number(c.months) + 1)
    const firstRow = within(table).getByRole('rowheader', { name: '1' }).parentElement as HTMLElement
    expect([...firstRow.querySelectorAll('td')].map((td) => td.textContent)).toEqual(c.first)
    const lastRow = within(table).getByRole('rowheader', { name: c.months }).parentElement as HTMLElement
    expect(lastRow.querySelectorAll('td')[3]?.textContent).toBe(c.portal === 'ecm' ? '₱0.00' : `Rp${NBSP}0`)
    // The chart is one image with a title and a description; the table is its text alternative.
    const chart = within(result).getByRole('img')
    expect(chart.tagName.toLowerCase()).toBe('svg')
    expect(chart.querySelector('title')?.textContent).not.toBe('')
    expect(chart.getAttribute('aria-labelledby')?.split(' ')).toHaveLength(2)
    expect(chart.querySelectorAll('rect')).toHaveLength(Number(c.months) * 2)
    // The description names the trend, starting from the first month's interest (in whole units).
    expect(chart.querySelector('desc')?.textContent).toContain(c.firstInterestWhole)
  })
})

describe.each(['ecm', 'ckj'] as const)('%s loan fields', (portal) => {
  const labels = LABELS[portal]
  const group = portal === 'ecm' ? ',' : '.'

  test('the amount is regrouped as it is typed, and arrow keys leave it alone', async () => {
    const user = userEvent.setup({ delay: null })
    renderInPortal(portal, <LoanCalculator kind="personal" />)
    const field = screen.getByRole('textbox', { name: labels.personal.amount }) as HTMLInputElement
    await user.clear(field)
    await user.type(field, '1234567')
    expect(field.value).toBe(`1${group}234${group}567`)
    // docs/requirements/forms-and-leads.md#number-formatting: arrow keys (codes 37 to 40) do not reformat; the caret moves, the value stays.
    await user.keyboard('{ArrowLeft}{ArrowLeft}')
    expect(field.value).toBe(`1${group}234${group}567`)
    expect(field.selectionStart).toBe(7)
    // Typing in the middle regroups and keeps the caret after the digit just typed.
    await user.keyboard('8')
    expect(field.value).toBe(`12${group}345${group}867`)
    expect(field.selectionStart).toBe(8)
  })

  test('slider and field move each other', async () => {
    const user = userEvent.setup({ delay: null })
    renderInPortal(portal, <LoanCalculator kind="house" />)
    const field = screen.getByRole('textbox', { name: labels.house.amount }) as HTMLInputElement
    const slider = screen.getByRole('slider', { name: labels.house.amount }) as HTMLInputElement
    // Values inside each portal's house-loan range (ECM 100,000 to 50,000,000; CKJ 50,000,000 to 10,000,000,000).
    const [moved, typed] = portal === 'ecm' ? ['20000000', '35000000'] : ['750000000', '1250000000']
    fireEvent.change(slider, { target: { value: moved } })
    expect(field.value).toBe(portal === 'ecm' ? '20,000,000' : '750.000.000')
    await user.clear(field)
    await user.type(field, typed)
    expect(slider.value).toBe(typed)
    const rate = screen.getByRole('textbox', { name: labels.house.rate }) as HTMLInputElement
    const rateSlider = screen.getByRole('slider', { name: labels.house.rate }) as HTMLInputElement
    fireEvent.change(rateSlider, { target: { value: '6.25' } })
    // The rate is written with the portal's decimal mark.
    expect(rate.value).toBe(portal === 'ecm' ? '6.25' : '6,25')
    await user.clear(rate)
    await user.type(rate, portal === 'ecm' ? '7.5' : '7,5')
    expect(rateSlider.value).toBe('7.5')
  })

  test('the tenors are the portal’s', () => {
    renderInPortal(portal, <LoanCalculator kind="personal" />)
    const options = within(screen.getByRole('combobox', { name: labels.months })).getAllByRole('option')
    // docs/requirements/calculators.md#calculators: ECM 12, 18, 24, 36, 48, 60 months; CKJ 12, 24, 36.
    expect(options.map((o) => (o as HTMLOptionElement).value)).toEqual(portal === 'ecm' ? ['12', '18', '24', '36', '48', '60'] : ['12', '24', '36'])
  })
})

describe('validation messages in the portal language', () => {
  test.each([
    // Empty: docs/requirements/forms-and-leads.md#modal-rules default message; Indonesian from the CKJ message file.
    { portal: 'ecm', field: 'amount', text: '', message: 'This field is required.' },
    { portal: 'ckj', field: 'amount', text: '', message: 'Kolom ini wajib diisi.' },
    // Outside the slider's range (ECM 10,000 to 3,000,000; CKJ docs/requirements/forms-and-leads.md#number loan amount 5,000,000 to 200,000,000).
    { portal: 'ecm', field: 'amount', text: '5000', message: 'Please enter a value between ₱10,000 and ₱3,000,000.' },
    { portal: 'ckj', field: 'amount', text: '250000000', message: `Masukkan nilai antara Rp${NBSP}5.000.000 dan Rp${NBSP}200.000.000.` },
    // Not a number.
    { portal: 'ecm', field: 'rate', text: 'abc', message: 'Please enter a valid number.' },
    { portal: 'ckj', field: 'rate', text: '1,2,3', message: 'Masukkan angka yang valid.' },
    { portal: 'ecm', field: 'rate', text: '6', message: 'Please enter a value between 0% and 5%.' },
  ] as const)('$portal $field "$text": $message', async ({ portal, field, text, message }) => {
    const user = userEvent.setup({ delay: null })
    renderInPortal(portal, <LoanCalculator kind="personal" />)
    const input = screen.getByRole('textbox', { name: LABELS[portal].personal[field] })
    await user.clear(input)
    if (text) await user.type(input, text)
    await user.click(screen.getByRole('button', { name: LABELS[portal].calculate }))
    // The message is under the field, linked to it, and the group is marked in error.
    expect(input.getAttribute('aria-invalid')).toBe('true')
    const described = (input.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent)
    expect(described).toContain(message)
    expect(input.closest('.calc-field')?.classList.contains('has-error')).toBe(true)
    // The summary is an alert, takes focus, and links to the field.
    const summary = screen.getByRole('alert')
    await waitFor(() => expect(document.activeElement).toBe(summary))
    const link = within(summary).getByRole('link', { name: `${LABELS[portal].personal[field]}: ${message}` })
    await user.click(link)
    expect(document.activeElement).toBe(input)
    // No result while a field is in error.
    expect(screen.queryByRole('region', { name: LABELS[portal].result })).toBeNull()
  })

  test('messages follow the field once it is corrected', async () => {
    const user = userEvent.setup({ delay: null })
    renderInPortal('ecm', <LoanCalculator kind="personal" />)
    const input = screen.getByRole('textbox', { name: LABELS.ecm.personal.amount })
    await user.clear(input)
    await user.click(screen.getByRole('button', { name: 'Calculate' }))
    expect(screen.getByRole('alert')).toBeTruthy()
    await user.type(input, '50000')
    expect(input.getAttribute('aria-invalid')).toBeNull()
    expect(screen.queryByRole('alert')).toBeNull()
  })
})

describe('inputs in the address bar', () => {
  test('Calculate pushes the inputs; Back takes the result away, Forward brings it back', async () => {
    visit('/personal-loan-calculator?utm_source=news')
    renderInPortal('ecm', <LoanCalculator kind="personal" />)
    const before = window.history.length
    const result = await calculate('ecm', 'personal', '171000', '0.59', '36')
    expect(result).toBeTruthy()
    expect(window.location.pathname).toBe('/personal-loan-calculator')
    // Other parameters (campaign tracking) are kept; separators are stripped (docs/requirements/forms-and-leads.md#number-formatting).
    expect(Object.fromEntries(new URLSearchParams(window.location.search))).toEqual({ utm_source: 'news', amount: '171000', rate: '0.59', months: '36' })
    expect(window.history.length).toBe(before + 1)
    await act(async () => {
      window.history.back()
      await new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }))
    })
    expect(screen.queryByRole('region', { name: LABELS.ecm.result })).toBeNull()
    // The inputs are kept.
    expect((screen.getByRole('textbox', { name: LABELS.ecm.personal.amount }) as HTMLInputElement).value).toBe('171,000')
    await act(async () => {
      window.history.forward()
      await new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }))
    })
    const again = screen.getByRole('region', { name: LABELS.ecm.result })
    expect(within(again).getByText('₱5,758.90')).toBeTruthy()
  })

  test.each([
    // A shared link (frugalhoney example above).
    { portal: 'ecm', query: '?amount=171000&rate=0.59&months=36', instalment: '₱5,758.90', amountText: '171,000' },
    // A form sent without JavaScript carries the separators the field showed (pahleviboby example above).
    { portal: 'ckj', query: '?amount=48.000.000&rate=2&months=12', instalment: `Rp${NBSP}4.960.000`, amountText: '48.000.000' },
  ] as const)('$portal: opening $query shows the result at once', async ({ portal, query, instalment, amountText }) => {
    visit(`/calc${query}`)
    renderInPortal(portal, <LoanCalculator kind="personal" />)
    const result = await screen.findByRole('region', { name: LABELS[portal].result })
    expect(within(result).getByText(LABELS[portal].instalment).nextElementSibling?.textContent).toBe(instalment)
    expect((screen.getByRole('textbox', { name: LABELS[portal].personal.amount }) as HTMLInputElement).value).toBe(amountText)
  })

  test('a shared link with a bad value shows the field in error, not a result', async () => {
    visit('/calc?amount=abc&rate=1.5&months=12')
    renderInPortal('ecm', <LoanCalculator kind="personal" />)
    await screen.findByRole('alert')
    expect(screen.getByRole('alert').textContent).toContain('Loan amount (₱): Please enter a valid number.')
    expect(screen.queryByRole('region', { name: LABELS.ecm.result })).toBeNull()
  })

  test('the result is announced in a live region', async () => {
    renderInPortal('ckj', <LoanCalculator kind="personal" />)
    await calculate('ckj', 'personal', '48000000', '2', '12')
    // pahleviboby example above.
    expect(screen.getByRole('status').textContent).toBe(`Cicilan per bulan Rp${NBSP}4.960.000. Total pembayaran Rp${NBSP}59.520.000.`)
  })
})

describe('the calculation the application wizard starts from (docs/forms.md#the-application-wizard)', () => {
  test.each([
    { portal: 'ecm' as const, code: 'ECM', amount: '171000', months: '36' },
    { portal: 'ckj' as const, code: 'CKJ', amount: '48000000', months: '12' },
  ])('$portal: nothing is kept before Calculate; then the amount and term, for this visit', async ({ portal, code, amount, months }) => {
    sessionStorage.clear()
    renderInPortal(portal, <LoanCalculator kind="personal" />)
    expect(sessionStorage.getItem(`calculator-loan:${code}`)).toBeNull()
    await calculate(portal, 'personal', amount, '1', months)
    expect(JSON.parse(sessionStorage.getItem(`calculator-loan:${code}`) ?? 'null')).toEqual({
      kind: 'personal',
      amount: Number(amount),
      months: Number(months),
    })
  })
})
