import { cleanup, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { readFileSync } from 'node:fs'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { BusinessCalculator } from '../../../components/islands/BusinessCalculator'
import { offersFiles } from '../../../scripts/pipeline/offersFiles'
import { PORTALS, renderInPortal, visit } from '../portalHarness'
import { cheapest, fullName, instalment, money, type Card } from './offerFigures'
import { figure, NBSP } from './resultQueries'

// Expected figures worked by hand from docs/requirements/calculators.md#small-business-financing (14% a year, 70% of sales or asset, divide by
// 1.5) with the rules of issue 3 item 10, as in tests/unit/domain/calculators/smeFinancing.test.ts.
// Monthly rate i = 0.14 / 12; annuity factor for 12 months (1 - (1 + i)^-12) / i = 11.1374552.

beforeEach(() => visit('/kalkulator-pinjaman-usaha'))
afterEach(cleanup)

const rp = (digits: string) => `Rp${NBSP}${digits}`

/** The working-capital example: sales 100,000,000, profit 20,000,000, costs 5,000,000, 30/30/15 days (a financing of 94,500,000, worked below). */
const WORKING_CAPITAL = {
  'Omzet per bulan': '100000000',
  'Laba usaha per bulan': '20000000',
  'Pengeluaran tetap per bulan': '5000000',
  'Lama piutang pelanggan (hari)': '30',
  'Lama barang di persediaan (hari)': '30',
  'Lama pembayaran ke pemasok (hari)': '15',
}

async function fill(values: Record<string, string>) {
  const user = userEvent.setup({ delay: null })
  for (const [label, value] of Object.entries(values)) {
    const field = screen.getByRole('textbox', { name: label })
    await user.clear(field)
    await user.type(field, value)
  }
  return user
}

describe('CKJ small-business financing', () => {
  test('asset-based: limited by 70% of the asset', async () => {
    renderInPortal('ckj', <BusinessCalculator />)
    const user = await fill({
      'Nilai aset yang dijaminkan': '100000000',
      'Laba usaha per bulan': '20000000',
      'Pengeluaran tetap per bulan': '5000000',
    })
    await user.selectOptions(screen.getByRole('combobox', { name: 'Tenor (bulan)' }), '12')
    await user.click(screen.getByRole('button', { name: 'Hitung' }))
    const result = screen.getByRole('region', { name: 'Perkiraan pembiayaan usaha Anda' })
    // 70% x 100,000,000 = 70,000,000. Affordable (20,000,000 - 5,000,000) / 1.5 = 10,000,000 a month,
    // x 11.1374552 = 111,374,552. The lower limit applies; instalment 70,000,000 / 11.1374552 = 6,285,098.
    expect(within(result).getByText('Perkiraan plafon pembiayaan').nextElementSibling?.textContent).toBe(rp('70.000.000'))
    expect(figure(result, 'Batas dari nilai aset (70%)')).toBe(rp('70.000.000'))
    expect(figure(result, 'Batas dari kemampuan bayar usaha')).toBe(rp('111.374.552'))
    expect(figure(result, 'Cicilan per bulan (12 bulan, bunga 14% per tahun)')).toBe(rp('6.285.098'))
    expect(Object.fromEntries(new URLSearchParams(window.location.search))).toEqual({
      type: 'asset',
      assetValue: '100000000',
      monthlyProfit: '20000000',
      monthlyCosts: '5000000',
      months: '12',
    })
    expect(screen.getByRole('status').textContent).toBe(`Perkiraan plafon pembiayaan ${rp('70.000.000')}.`)
  })

  test('working capital: limited by 70% of the need', async () => {
    renderInPortal('ckj', <BusinessCalculator />)
    const user = userEvent.setup({ delay: null })
    await user.click(screen.getByRole('radio', { name: /Modal kerja/ }))
    await fill(WORKING_CAPITAL)
    await user.click(screen.getByRole('button', { name: 'Hitung' }))
    const result = screen.getByRole('region', { name: 'Perkiraan pembiayaan usaha Anda' })
    // Cost of sales 80,000,000. Receivables 100,000,000 x 30 / 30 + stock 80,000,000 x 30 / 30 -
    // payables 80,000,000 x 15 / 30 - costs 5,000,000 = 135,000,000. 70% = 94,500,000. Affordable
    // 10,000,000 / (0.14 / 12) = 857,142,857. Interest 94,500,000 x 0.14 / 12 = 1,102,500 a month.
    expect(within(result).getByText('Perkiraan plafon pembiayaan').nextElementSibling?.textContent).toBe(rp('94.500.000'))
    expect(figure(result, 'Kebutuhan modal kerja')).toBe(rp('135.000.000'))
    expect(figure(result, 'Batas dari kebutuhan modal kerja (70%)')).toBe(rp('94.500.000'))
    expect(figure(result, 'Batas dari kemampuan usaha membayar bunga')).toBe(rp('857.142.857'))
    expect(figure(result, 'Bunga per bulan (14% per tahun)')).toBe(rp('1.102.500'))
    // Only the fields of the chosen kind go into the address.
    expect(Object.fromEntries(new URLSearchParams(window.location.search))).toEqual({
      type: 'working',
      monthlySales: '100000000',
      monthlyProfit: '20000000',
      monthlyCosts: '5000000',
      customerDays: '30',
      inventoryDays: '30',
      supplierDays: '15',
    })
  })

  test('a shared working-capital link opens on the result', async () => {
    // Same figures as the working-capital example above.
    visit(
      '/kalkulator-pinjaman-usaha?type=working&monthlySales=100000000&monthlyProfit=20000000&monthlyCosts=5000000&customerDays=30&inventoryDays=30&supplierDays=15',
    )
    renderInPortal('ckj', <BusinessCalculator />)
    const result = await screen.findByRole('region', { name: 'Perkiraan pembiayaan usaha Anda' })
    expect(within(result).getByText('Perkiraan plafon pembiayaan').nextElementSibling?.textContent).toBe(rp('94.500.000'))
    expect((screen.getByRole('radio', { name: /Modal kerja/ }) as HTMLInputElement).checked).toBe(true)
  })

  test.each([
    { label: 'Lama piutang pelanggan (hari)', value: '400', message: 'Masukkan nilai antara 0 dan 365.' },
    { label: 'Lama piutang pelanggan (hari)', value: 'x', message: 'Masukkan angka yang valid.' },
    { label: 'Omzet per bulan', value: '', message: 'Kolom ini wajib diisi.' },
    // Profit is part of sales.
    { label: 'Laba usaha per bulan', value: '200000000', message: 'Laba per bulan tidak boleh lebih besar dari omzet per bulan.' },
  ])('working capital, $label "$value": $message', async ({ label, value, message }) => {
    renderInPortal('ckj', <BusinessCalculator />)
    const user = userEvent.setup({ delay: null })
    await user.click(screen.getByRole('radio', { name: /Modal kerja/ }))
    const field = screen.getByRole('textbox', { name: label })
    await user.clear(field)
    if (value) await user.type(field, value)
    await user.click(screen.getByRole('button', { name: 'Hitung' }))
    expect(within(screen.getByRole('alert')).getByRole('link').textContent).toBe(`${label}: ${message}`)
    expect(field.getAttribute('aria-invalid')).toBe('true')
  })

  test('a field of the kind not chosen is not checked', async () => {
    renderInPortal('ckj', <BusinessCalculator />)
    const user = userEvent.setup({ delay: null })
    // Asset-based is chosen: an empty sales field (working capital only) does not stop it.
    await user.clear(screen.getByRole('textbox', { name: 'Omzet per bulan' }))
    await user.click(screen.getByRole('button', { name: 'Hitung' }))
    expect(screen.queryByRole('alert')).toBeNull()
    expect(screen.getByRole('region', { name: 'Perkiraan pembiayaan usaha Anda' })).toBeTruthy()
  })
})

// The offers after a result (issue 48 item 2, docs/requirements/calculators.md#offers-after-a-loan-result):
// the business loans that lend the financing over the term, cheapest first, each with its own figures.
describe('CKJ: the result ends in business-loan offers', () => {
  const cards = JSON.parse(readFileSync('data/products/ckj/business-loans.json', 'utf8')) as Card[]
  let fetched: string[] = []
  beforeEach(() => {
    fetched = []
    window.sessionStorage.clear()
    vi.stubGlobal('fetch', async (input: string) => {
      fetched.push(input)
      // The build's file from the portal's own product file, as the page loop writes it.
      const file = offersFiles(PORTALS.ckj.portal, 'business-loans', cards as never)[0]!
      return new Response(file.json, { status: 200 })
    })
  })
  afterEach(() => vi.unstubAllGlobals())

  async function offersAfter(values: Record<string, string>, months: string | null, heading: string) {
    renderInPortal('ckj', <BusinessCalculator />)
    const user = userEvent.setup({ delay: null })
    if (months === null) await user.click(screen.getByRole('radio', { name: /Modal kerja/ }))
    await fill(values)
    if (months !== null) await user.selectOptions(screen.getByRole('combobox', { name: 'Tenor (bulan)' }), months)
    expect(fetched, 'nothing is fetched before Hitung').toEqual([])
    await user.click(screen.getByRole('button', { name: 'Hitung' }))
    const section = await screen.findByRole('region', { name: heading })
    await within(section).findAllByRole('heading', { level: 4 })
    const list = within(section).getAllByRole('list')[0]!
    return within(list)
      .getAllByRole('listitem')
      .filter((li) => li.parentElement === list)
  }

  test('asset-based, Rp 70,000,000 over 24 months: at least three loans, cheapest first, with their own instalment and total; the amount and term kept for the wizard', async () => {
    // 70% of Rp 100,000,000 (the lower limit, as in the first test) over 24 months.
    const items = await offersAfter(
      { 'Nilai aset yang dijaminkan': '100000000', 'Laba usaha per bulan': '20000000', 'Pengeluaran tetap per bulan': '5000000' },
      '24',
      `Pinjaman ${rp('70.000.000')} dengan tenor 24 bulan`,
    )
    const want = cheapest(cards, 70_000_000, 24)
    expect(want.length).toBeGreaterThanOrEqual(3)
    expect(items).toHaveLength(want.length)
    want.forEach((card, i) => {
      const monthly = instalment(card, 70_000_000, 24)
      expect(within(items[i]!).getByRole('heading', { level: 4 }).textContent).toBe(fullName(card))
      // The KUR loans ask no least income (0 in the data): their offer says nothing of it, never "Rp 0".
      const facts = [...items[i]!.querySelectorAll('li')].map((li) => li.textContent)
      if (card.minIncomeMonthly === 0) expect(facts.filter((text) => text?.startsWith('Syarat penghasilan'))).toEqual([])
      else expect(facts).toContain(`Syarat penghasilan minimal ${money('ckj', card.minIncomeMonthly, 0)} per bulan`)
      expect([...items[i]!.querySelectorAll('p')].map((p) => p.textContent)).toContain(
        `Cicilan ${money('ckj', monthly)} per bulan untuk pinjaman ${money('ckj', 70_000_000)} selama 24 bulan, total pembayaran ${money('ckj', monthly * 24)}`,
      )
    })
    // KUR at 6% a year effective: (1.06)^(1/12) - 1 = 0.486755% a month; 70,000,000 x i / (1 - (1 + i)^-24) = Rp 3.097.432 (rounded).
    expect(money('ckj', instalment(want[0]!, 70_000_000, 24))).toBe(rp('3.097.432'))
    expect(JSON.parse(window.sessionStorage.getItem(`calculator-loan:${PORTALS.ckj.portal.code}`) ?? 'null')).toEqual({
      kind: 'business',
      amount: 70_000_000,
      months: 24,
    })
    expect(fetched).toEqual(['/data/offers/business-loans.json'])
  })

  test('working capital, Rp 94,500,000: offers over the shortest term, 12 months', async () => {
    const items = await offersAfter(WORKING_CAPITAL, null, `Pinjaman ${rp('94.500.000')} dengan tenor 12 bulan`)
    expect(items.map((li) => within(li).getByRole('heading', { level: 4 }).textContent)).toEqual(cheapest(cards, 94_500_000, 12).map(fullName))
  })
})

describe('ECM', () => {
  test('the calculator has no peso ranges: ECM does not offer it (docs/requirements/calculators.md#calculators)', () => {
    expect(() => renderInPortal('ecm', <BusinessCalculator />)).toThrow('no ranges for PHP')
  })
})
