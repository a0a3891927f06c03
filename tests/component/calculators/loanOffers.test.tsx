import { cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { readFileSync } from 'node:fs'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { LoanCalculator } from '../../../components/islands/LoanCalculator'
import { offersFiles } from '../../../scripts/pipeline/offersFiles'
import { PORTALS, renderInPortal, visit, type PortalKey } from '../portalHarness'
import { cheapest, fullName, instalment, money, type Card } from './offerFigures'

// The offers after a loan result (docs/requirements/calculators.md#offers-after-a-loan-result). The
// offers file is the build's, from data/products; every expected figure is worked out here from each
// product's own rate and basis, with the formulas of ./offerFigures.ts.
const VERTICAL = { personal: 'personal-loans', house: 'house-loans' } as const
const products = (portal: PortalKey, kind: keyof typeof VERTICAL): Card[] =>
  JSON.parse(readFileSync(`data/products/${portal}/${VERTICAL[kind]}.json`, 'utf8')) as Card[]

const expected = (portal: PortalKey, kind: keyof typeof VERTICAL, amount: number, months: number): Card[] => cheapest(products(portal, kind), amount, months)

const TEXT = {
  ecm: {
    labels: { personal: 'Add-on rate per month (%)', house: 'Interest rate per year (%)' },
    amount: 'Loan amount (₱)',
    months: 'Loan term (months)',
    calculate: 'Calculate',
    heading: (amount: string, months: number) => `Loans for ${amount} over ${months} months`,
    figure: (i: string, a: string, m: number, t: string) => `${i} a month for ${a} over ${m} months, total ${t}`,
    needs: (income: string) => `Needs an income of ${income} a month`,
    apply: (name: string) => `Apply now for ${name}`,
    callMe: (name: string) => `Call me back about ${name}`,
    details: (name: string) => `See details of ${name}`,
  },
  ckj: {
    labels: { personal: 'Bunga flat per bulan (%)', house: 'Suku bunga per tahun (%)' },
    amount: 'Jumlah pinjaman',
    months: 'Tenor (bulan)',
    calculate: 'Hitung',
    heading: (amount: string, months: number) => `Pinjaman ${amount} dengan tenor ${months} bulan`,
    figure: (i: string, a: string, m: number, t: string) => `Cicilan ${i} per bulan untuk pinjaman ${a} selama ${m} bulan, total pembayaran ${t}`,
    needs: (income: string) => `Syarat penghasilan minimal ${income} per bulan`,
    apply: (name: string) => `Ajukan sekarang ${name}`,
    callMe: (name: string) => `Minta ditelepon tentang ${name}`,
    details: (name: string) => `Lihat detail ${name}`,
  },
} as const

/** The exact texts of the elements of a tag (no-break spaces kept, as the money formats write them). */
const texts = (container: HTMLElement, tag: string) => [...container.querySelectorAll(tag)].map((el) => el.textContent)

let fetched: string[] = []
beforeEach(() => {
  visit('/calculator')
  fetched = []
  vi.stubGlobal('fetch', async (input: string) => {
    fetched.push(input)
    const vertical = input.replace(/^\/data\/offers\/|\.json$/g, '')
    // The build's file from the portal's own product file, as the page loop writes it.
    const cards = JSON.parse(readFileSync(`data/products/${current}/${vertical}.json`, 'utf8')) as Parameters<typeof offersFiles>[2]
    const file = offersFiles(PORTALS[current].portal, vertical, cards)[0]
    return file ? new Response(file.json, { status: 200 }) : new Response('', { status: 404 })
  })
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})
let current: PortalKey = 'ecm'

// First: no offers file is kept yet.
test('a file that cannot be read leaves the result and a link to the list', async () => {
  current = 'ecm'
  vi.stubGlobal('fetch', async () => new Response('<html>', { status: 200 }))
  renderInPortal('ecm', <LoanCalculator kind="house" />)
  await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Calculate' }))
  const section = await screen.findByRole('region', { name: 'Loans for ₱3,000,000 over 240 months' })
  await waitFor(() => expect(texts(section, 'p')).toContain('The matching loans could not be loaded. The full list has every offer.'))
  expect(screen.getByRole('region', { name: 'Your estimated repayment' })).toBeTruthy()
})

async function calculate(portal: PortalKey, kind: 'personal' | 'house', amount: number, months: number) {
  current = portal
  renderInPortal(portal, <LoanCalculator kind={kind} />)
  const user = userEvent.setup({ delay: null })
  const text = TEXT[portal]
  const field = screen.getByRole('textbox', { name: text.amount })
  await user.clear(field)
  await user.type(field, String(amount))
  await user.selectOptions(screen.getByRole('combobox', { name: text.months }), String(months))
  expect(fetched, 'nothing is fetched before Calculate').toEqual([])
  await user.click(screen.getByRole('button', { name: text.calculate }))
  return screen.findByRole('region', { name: text.heading(money(portal, amount, 0), months) })
}

describe.each([
  { portal: 'ecm', kind: 'personal', amount: 100_000, months: 24 },
  { portal: 'ecm', kind: 'personal', amount: 250_000, months: 36 },
  { portal: 'ecm', kind: 'house', amount: 3_000_000, months: 240 },
  { portal: 'ckj', kind: 'personal', amount: 50_000_000, months: 24 },
  { portal: 'ckj', kind: 'house', amount: 500_000_000, months: 180 },
] as const)('$portal $kind: $amount over $months months', ({ portal, kind, amount, months }) => {
  test('at least three offers, cheapest first, each with its own figures, needs and links', async () => {
    const section = await calculate(portal, kind, amount, months)
    await within(section).findAllByRole('heading', { level: 4 })
    const list = within(section).getAllByRole('list')[0]!
    expect(list.tagName).toBe('OL')
    const items = within(list)
      .getAllByRole('listitem')
      .filter((li) => li.parentElement === list)
    const want = expected(portal, kind, amount, months)
    expect(want.length).toBeGreaterThanOrEqual(3)
    expect(items).toHaveLength(want.length)
    const text = TEXT[portal]
    want.forEach((card, i) => {
      const item = items[i]!
      const name = fullName(card)
      const monthly = instalment(card, amount, months)
      expect(within(item).getByRole('heading', { level: 4 }).textContent).toBe(name)
      expect(texts(item, 'p')).toContain(text.figure(money(portal, monthly), money(portal, amount, 0), months, money(portal, monthly * months)))
      expect(texts(item, 'li')).toContain(text.needs(money(portal, card.minIncomeMonthly, 0)))
      if (card.applyType === 'contact') {
        const callMe = within(item).getByRole('link', { name: text.callMe(name) })
        expect(callMe.getAttribute('data-product')).toBe(card.name)
        expect(callMe.getAttribute('data-company')).toBe(card.provider)
      } else {
        const apply = within(item).getByRole('link', { name: text.apply(name) })
        expect(apply.getAttribute('href')).toBe(
          `${PORTALS[portal].portal.paths.wizard}?companyproductprefill=true&companyproductId=${card.id}&type=loan&fromcompanyproductpage=True`,
        )
      }
      expect(
        within(item)
          .getByRole('link', { name: text.details(name) })
          .getAttribute('href'),
      ).toBe(`${PORTALS[portal].portal.paths.products}/${card.slug}`)
    })
    // Fetched once a page: a later test of the same file finds it kept.
    for (const url of fetched) expect(url).toBe(`/data/offers/${VERTICAL[kind]}.json`)
  })
})

describe('fewer than three matching products', () => {
  test('ecm: ₱100,000 over 60 months: one personal loan, and the result says so', async () => {
    const section = await calculate('ecm', 'personal', 100_000, 60)
    await waitFor(() => expect(texts(section, 'p')).toContain('Only 1 loan in our list lends ₱100,000 over 60 months.'))
    const want = expected('ecm', 'personal', 100_000, 60)
    expect(want).toHaveLength(1)
    expect(
      within(section)
        .getAllByRole('heading', { level: 4 })
        .map((h) => h.textContent),
    ).toEqual([fullName(want[0]!)])
    expect(within(section).getByRole('link', { name: 'Personal loans: see every offer' }).getAttribute('href')).toBe('/personal-loans')
  })

  test('ecm: ₱2,000,000 over 60 months: none lends it; the closest shows its figure at the most it lends', async () => {
    const section = await calculate('ecm', 'personal', 2_000_000, 60)
    await waitFor(() => expect(texts(section, 'p')).toContain('No loan in our list lends ₱2,000,000 over 60 months.'))
    const closest = products('ecm', 'personal').filter((c) => c.tenorMonths.max >= 60)
    expect(closest).toHaveLength(1)
    const card = closest[0]!
    const monthly = instalment(card, card.loanMax, 60)
    expect(within(section).getByRole('heading', { level: 5 }).textContent).toBe(fullName(card))
    expect(texts(section, 'p')).toContain(
      `${money('ecm', monthly)} a month for ${money('ecm', card.loanMax, 0)} over 60 months, total ${money('ecm', monthly * 60)}`,
    )
    expect(texts(section, 'li')).toContain(`Lends ${money('ecm', card.loanMin, 0)} to ${money('ecm', card.loanMax, 0)}`)
  })

  test('ckj: Rp500.000.000 over 360 months: the result says how few lend it, in Indonesian', async () => {
    const want = expected('ckj', 'house', 500_000_000, 360)
    expect(want.length).toBeLessThan(3)
    const section = await calculate('ckj', 'house', 500_000_000, 360)
    await waitFor(() =>
      expect(texts(section, 'p')).toContain(`Hanya ${want.length} pinjaman di daftar kami untuk ${money('ckj', 500_000_000, 0)} dengan tenor 360 bulan.`),
    )
  })
})

// Each offer in the visitor's terms (docs/decisions/070): income, age and work given under the offers
// say, on every offer, whether the visitor is likely to get it, worked out here from each card's own
// data (docs/data.md: minIncomeMonthly, minAge, maxAge, employmentTypes) with the rules of decision 060.
const PROFILE_TEXT = {
  ecm: {
    income: 'Your monthly income (₱)',
    age: 'Your age (years)',
    work: 'Your work',
    workLabel: { employed: 'Employed', 'self-employed': 'Self-employed or professional' },
    likely: 'Likely eligible',
    not: (reasons: string[]) => `Not eligible: ${reasons.join('; ')}`,
    needs: (amount: string) => `needs ${amount} a month`,
    ages: (min: number, max: number) => `for ages ${min} to ${max}`,
    notFor: { employed: 'not for employees', 'self-employed': 'not for the self-employed' },
  },
  ckj: {
    income: 'Penghasilan bulanan Anda (Rp)',
    age: 'Usia Anda (tahun)',
    work: 'Pekerjaan Anda',
    workLabel: { employed: 'Karyawan', 'self-employed': 'Profesional atau pekerja lepas' },
    likely: 'Kemungkinan memenuhi syarat',
    not: (reasons: string[]) => `Tidak memenuhi syarat: ${reasons.join('; ')}`,
    needs: (amount: string) => `perlu penghasilan ${amount} per bulan`,
    ages: (min: number, max: number) => `untuk usia ${min} sampai ${max} tahun`,
    notFor: { employed: 'tidak untuk karyawan', 'self-employed': 'tidak untuk profesional atau pekerja lepas' },
  },
} as const

describe.each([
  { portal: 'ecm', amount: 250_000, months: 36, income: 25_000, age: 30, work: 'self-employed' },
  { portal: 'ckj', amount: 50_000_000, months: 24, income: 4_000_000, age: 58, work: 'employed' },
] as const)('$portal: income $income, age $age, $work', ({ portal, amount, months, income, age, work }) => {
  test("each offer says whether the visitor is likely to get it, and why not, from the card's own data; the profile is kept for the visit", async () => {
    window.sessionStorage.clear()
    const section = await calculate(portal, 'personal', amount, months)
    await within(section).findAllByRole('heading', { level: 4 })
    const text = PROFILE_TEXT[portal]
    const lines = () => [...section.querySelectorAll('.card-eligibility')].map((p) => p.textContent)
    expect(lines(), 'no line before a profile is given').toEqual([])
    const user = userEvent.setup({ delay: null })
    await user.type(within(section).getByRole('textbox', { name: text.income }), String(income))
    await user.type(within(section).getByRole('textbox', { name: text.age }), String(age))
    await user.selectOptions(within(section).getByRole('combobox', { name: text.work }), text.workLabel[work])
    const want = expected(portal, 'personal', amount, months).map((card) => {
      const reasons: string[] = []
      if (card.minIncomeMonthly > income) reasons.push(text.needs(money(portal, card.minIncomeMonthly, 0)))
      if (card.minAge !== undefined && card.maxAge !== undefined && (age < card.minAge || age > card.maxAge)) reasons.push(text.ages(card.minAge, card.maxAge))
      if (card.employmentTypes !== undefined && !card.employmentTypes.includes(work)) reasons.push(text.notFor[work])
      return reasons.length === 0 ? text.likely : text.not(reasons)
    })
    expect(new Set(want).size, 'the case shows both outcomes').toBeGreaterThan(1)
    await waitFor(() => expect(lines()).toEqual(want))
    expect(JSON.parse(window.sessionStorage.getItem(`visitor-profile:${PORTALS[portal].portal.code}`) ?? '{}')).toEqual({
      monthlyIncome: income,
      age,
      employment: work,
    })
  })
})
