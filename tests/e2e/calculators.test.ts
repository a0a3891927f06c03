import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import { isApiPath } from '../../domain/apiPaths'
import {
  axeViolations,
  holdIslandChunk,
  hydrated,
  islandChunkPath,
  islandCodeRequested,
  openPage,
  PORTALS,
  site,
  type PortalKey,
  type VisitLog,
} from './harness'
import { cheapest, instalment as monthlyOf, type Card as LoanCard } from '../component/calculators/offerFigures'

const NBSP = '\u00a0'

/** A keyboard walk through a loan calculator, with a published example's figures. */
interface LoanCase {
  path: string
  amount: string
  rate: string
  /** Typed on the tenor select: the browser selects the first option whose label starts with it. */
  tenorKeys: string
  query: Record<string, string>
  instalment: string
  resultName: string
}

const PERSONAL: Record<PortalKey, LoanCase> = {
  // https://www.frugalhoney.com/2021/06/computing-for-monthly-add-on-rates.html: Php171,000 at a
  // 0.59% monthly add-on rate over 36 months is Php5,758.90 a month.
  ecm: {
    path: '/personal-loan-calculator',
    amount: '171000',
    rate: '0.59',
    tenorKeys: '36',
    query: { amount: '171000', rate: '0.59', months: '36' },
    instalment: '₱5,758.90',
    resultName: 'Your estimated repayment',
  },
  // https://pahleviboby.blogspot.com/2018/04/sistem-informasi-perbankan-1.html: Rp48.000.000, flat
  // 24% a year (2% a month), 12 months: Rp4.960.000 a month.
  ckj: {
    path: '/kalkulator-kta',
    amount: '48000000',
    rate: '2',
    tenorKeys: '12',
    query: { amount: '48000000', rate: '2', months: '12' },
    instalment: `Rp${NBSP}4.960.000`,
    resultName: 'Perkiraan cicilan Anda',
  },
}

const HOUSE: Record<PortalKey, LoanCase> = {
  // Present-value annuity factor for 1% and 60 periods, 44.955038: 1,000,000 at 12% a year over 60
  // months is 22,244.45 a month.
  ecm: {
    path: '/housing-loan-calculator',
    amount: '1000000',
    rate: '12',
    // The term's option reads "5 years (60 months)": a select is typed into by its label.
    tenorKeys: '5',
    query: { amount: '1000000', rate: '12', months: '60' },
    instalment: '₱22,244.45',
    resultName: 'Your estimated repayment',
  },
  // Present-value annuity factor for 1% and 60 periods, 44.955038: Rp100.000.000 at 12% a year over
  // 60 months (5 years, the shortest house-loan term: docs/data.md) is Rp2.224.445 a month.
  ckj: {
    path: '/kalkulator-kpr',
    amount: '100000000',
    rate: '12',
    tenorKeys: '5',
    query: { amount: '100000000', rate: '12', months: '60' },
    instalment: `Rp${NBSP}2.224.445`,
    resultName: 'Perkiraan cicilan Anda',
  },
}

const CALCULATE = { ecm: 'Calculate', ckj: 'Hitung' }
const AMOUNT_LABEL = { ecm: 'Loan amount (₱)', ckj: 'Jumlah pinjaman' }
const EXTRA_PAGES: Record<PortalKey, string> = { ecm: '/income-tax-calculator', ckj: '/kalkulator-pinjaman-usaha' }
const EXTRA_ISLANDS: Record<PortalKey, string> = { ecm: 'TaxCalculator', ckj: 'BusinessCalculator' }

/** Replaces a focused field's text by keyboard, as a visitor does. */
async function retype(page: Page, text: string): Promise<void> {
  await page.keyboard.press('ControlOrMeta+A')
  await page.keyboard.type(text)
}

async function fillLoanByKeyboard(page: Page, portal: PortalKey, c: LoanCase): Promise<void> {
  await page.getByRole('textbox', { name: AMOUNT_LABEL[portal] }).focus()
  await retype(page, c.amount)
  // Tab moves from the amount to its slider, then to the rate field.
  await page.keyboard.press('Tab')
  await page.keyboard.press('Tab')
  await retype(page, c.rate)
  await page.keyboard.press('Tab')
  await page.keyboard.press('Tab')
  await page.keyboard.type(c.tenorKeys)
  // Enter on a field submits the form.
  await page.keyboard.press('Shift+Tab')
  await page.keyboard.press('Shift+Tab')
  await page.keyboard.press('Enter')
}

/** The site with its lead API running: every page asks it for the login state (docs/requirements/wire-contract.md#login-claims). */
async function siteWithApi() {
  const running = await site()
  await running.api()
  return running
}

/**
 * No console error and no failed request of the pages themselves. Calls of the site-wide scripts to
 * the lead API (login state, client IP) may fail while tests/e2e/testApi.ts does not start the real
 * API yet; the browser logs each such failure as 'Failed to load resource', which names no URL.
 */
function expectCleanVisit(log: VisitLog): void {
  // A reload or Back cancels requests still in flight (the favicon): ERR_ABORTED is the test's own doing.
  const failed = log.failedRequests
    .filter((request) => !request.endsWith('net::ERR_ABORTED'))
    .filter((request) => !isApiPath(new URL(request.split(' ')[0] ?? '').pathname))
  expect(failed).toEqual([])
  const apiFailures = log.failedRequests.length - failed.length
  const loadErrors = log.consoleErrors.filter((error) => error.startsWith('Failed to load resource'))
  expect(loadErrors.length).toBeLessThanOrEqual(apiFailures)
  expect(log.consoleErrors.filter((error) => !error.startsWith('Failed to load resource'))).toEqual([])
}

function queryOf(page: Page): Record<string, string> {
  return Object.fromEntries(new URL(page.url()).searchParams)
}

describe.each(PORTALS)('%s calculators', (portal) => {
  test.each([
    ['personal', PERSONAL[portal]],
    ['house', HOUSE[portal]],
  ] as const)('Visitor works out a %s loan by keyboard, reloads the shared link and goes Back', async (kind, c) => {
    const { origins } = await siteWithApi()
    const { page, context, log } = await openPage()
    await page.goto(origins[portal] + c.path)
    await hydrated(page, 'LoanCalculator')
    await fillLoanByKeyboard(page, portal, c)
    const result = page.getByRole('region', { name: c.resultName })
    await result.waitFor()
    expect(await result.locator('.calc-headline strong').textContent()).toBe(c.instalment)
    expect(queryOf(page)).toEqual(c.query)
    // The result is announced.
    expect(await page.getByRole('status').textContent()).toContain(c.instalment)
    if (kind === 'house') {
      // The schedule follows the instalment's frame (LoanResult, useAfterPaint).
      await expect.poll(() => result.getByRole('img').count()).toBe(1)
      await expect.poll(() => result.locator('table tbody tr').count()).toBe(Number(c.query.months))
    }
    // Nothing is wider than the phone's screen (wide tables scroll inside their frame).
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
    // The address is the shared link: reloading it shows the same result.
    await page.reload()
    await hydrated(page, 'LoanCalculator')
    await result.waitFor()
    expect(await result.locator('.calc-headline strong').textContent()).toBe(c.instalment)
    // Back undoes the Calculate: no result, the inputs still there.
    await page.goBack()
    await expect.poll(() => page.getByRole('region', { name: c.resultName }).count()).toBe(0)
    expect(new URL(page.url()).search).toBe('')
    expect(await page.getByRole('textbox', { name: AMOUNT_LABEL[portal] }).inputValue()).not.toBe('')
    expectCleanVisit(log)
    await context.close()
  })

  test('The calculator pages fetch their code once loaded (module preloads at idle) but run no React until the visitor focuses a field, then calculate as before', async () => {
    const { origins } = await siteWithApi()
    const pages = [
      [PERSONAL[portal].path, 'LoanCalculator'],
      [HOUSE[portal].path, 'LoanCalculator'],
      [EXTRA_PAGES[portal], EXTRA_ISLANDS[portal]],
    ] as const
    for (const [path, island] of pages) {
      const { page, context, log } = await openPage()
      await page.goto(origins[portal] + path, { waitUntil: 'networkidle' })
      // Fetched once the page has loaded, by module preloads the runtime adds from the page's chunk list
      // (data-prefetch), not run: the calculator is the prerendered form.
      const preloads = () =>
        page.locator('link[rel="modulepreload"]').evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname))
      await expect.poll(preloads, { message: path }).toContain(islandChunkPath(portal, island))
      await expect.poll(() => islandCodeRequested(log, portal, island).length, { message: path }).toBeGreaterThan(0)
      expect(await page.locator(`[data-island="${island}"][data-hydrated="true"]`).count(), path).toBe(0)
      await page.locator(`[data-island="${island}"] input[type="text"]`).first().focus()
      await page.locator(`[data-island="${island}"][data-hydrated="true"]`).waitFor({ state: 'attached' })
      // Calculate with the figures the page starts with: a result, and the inputs in the address.
      await page.getByRole('button', { name: CALCULATE[portal] }).click()
      await page.locator('.calc-headline strong').waitFor()
      expect(new URL(page.url()).search, path).not.toBe('')
      expectCleanVisit(log)
      await context.close()
    }
  })

  test('Visitor on a slow phone types the loan figures and presses Calculate before the calculator code arrives: the result is for the typed figures', async () => {
    const { origins } = await siteWithApi()
    const { page, context, log } = await openPage()
    const c = PERSONAL[portal]
    const held = await holdIslandChunk(page, portal, 'LoanCalculator')
    await page.goto(origins[portal] + c.path)
    // Focusing the amount wakes the island; its code is on its way but held back by the slow network.
    await page.getByRole('textbox', { name: AMOUNT_LABEL[portal] }).focus()
    await held.requested
    await retype(page, c.amount)
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    await retype(page, c.rate)
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    await page.keyboard.type(c.tenorKeys)
    await page.getByRole('button', { name: CALCULATE[portal] }).click()
    expect(await page.locator('[data-island="LoanCalculator"]').getAttribute('data-hydrated')).toBeNull()
    held.release()
    await hydrated(page, 'LoanCalculator')
    // The same published example as the keyboard walk above (PERSONAL): the typed figures, not the defaults.
    const result = page.getByRole('region', { name: c.resultName })
    await result.waitFor()
    expect(await result.locator('.calc-headline strong').textContent()).toBe(c.instalment)
    expect(queryOf(page)).toEqual(c.query)
    expectCleanVisit(log)
    await context.close()
  })

  test('Visitor without JavaScript sends the calculator form and gets the page back', async () => {
    const { origins } = await site()
    const { page, context, log } = await openPage({ javaScriptEnabled: false })
    const c = PERSONAL[portal]
    await page.goto(origins[portal] + c.path)
    expect(await page.locator('noscript').count()).toBe(1)
    await page.getByRole('textbox', { name: AMOUNT_LABEL[portal] }).fill(c.amount)
    await page.getByRole('button', { name: CALCULATE[portal] }).click()
    await page.waitForURL((url) => url.searchParams.get('amount') === c.amount)
    // The GET form put every field in the address; the page came back whole.
    expect(Object.keys(queryOf(page)).sort()).toEqual(['amount', 'months', 'rate'])
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1)
    expect(await page.getByRole('button', { name: CALCULATE[portal] }).count()).toBe(1)
    expect(log.scripts).toEqual([])
    await context.close()
  })

  test('axe reports nothing on the calculator pages, before and after calculating', async () => {
    const { origins } = await siteWithApi()
    const { page, context, log } = await openPage()
    // Without motion the site's back-to-top button, which fades in once the page scrolls, is never
    // caught half transparent by axe's contrast check.
    await page.emulateMedia({ reducedMotion: 'reduce' })
    for (const c of [PERSONAL[portal], HOUSE[portal]]) {
      await page.goto(origins[portal] + c.path)
      await hydrated(page, 'LoanCalculator')
      expect(await axeViolations(page), c.path).toEqual([])
      await page.goto(`${origins[portal]}${c.path}?${new URLSearchParams(c.query).toString()}`)
      await hydrated(page, 'LoanCalculator')
      await page.getByRole('region', { name: c.resultName }).waitFor()
      expect(await axeViolations(page), `${c.path} with a result`).toEqual([])
      // And with errors shown.
      await page.getByRole('textbox', { name: AMOUNT_LABEL[portal] }).fill('')
      await page.getByRole('button', { name: CALCULATE[portal] }).click()
      await page.getByRole('alert').waitFor()
      expect(await axeViolations(page), `${c.path} with an error`).toEqual([])
    }
    await page.goto(origins[portal] + EXTRA_PAGES[portal])
    await hydrated(page, EXTRA_ISLANDS[portal])
    expect(await axeViolations(page), EXTRA_PAGES[portal]).toEqual([])
    await page.getByRole('button', { name: CALCULATE[portal] }).click()
    await page.getByRole('status').filter({ hasText: /\d/ }).waitFor({ state: 'attached' })
    expect(await axeViolations(page), `${EXTRA_PAGES[portal]} with a result`).toEqual([])
    expectCleanVisit(log)
    await context.close()
  })

  test('the calculator of the other portal is not built', async () => {
    const { origins } = await site()
    const other = portal === 'ecm' ? EXTRA_PAGES.ckj : EXTRA_PAGES.ecm
    expect((await fetch(origins[portal] + other)).status).toBe(404)
    expect((await fetch(origins[portal] + EXTRA_PAGES[portal])).status).toBe(200)
  })
})

describe('ECM income tax', () => {
  test('Visitor works out the tax on a monthly salary by keyboard, recalculates, reloads and goes Back', async () => {
    const { origins } = await siteWithApi()
    const { page, context, log } = await openPage()
    await page.goto(origins.ecm + '/income-tax-calculator')
    await hydrated(page, 'TaxCalculator')
    await page.getByRole('textbox', { name: 'Basic salary per pay period (₱)' }).focus()
    await retype(page, '35000')
    await page.getByRole('combobox', { name: 'Tax year' }).focus()
    await page.keyboard.type('2025')
    // Decision 022: the result panel is drawn ahead, out of sight, out of the tab order and out of the
    // accessibility tree until Calculate.
    await expect.poll(() => page.locator('.calc-result.is-waiting').count()).toBe(1)
    expect(await page.getByRole('region', { name: /Your estimated tax/ }).count()).toBe(0)
    expect(await page.getByRole('button', { name: 'Recalculate' }).count()).toBe(0)
    await page.getByRole('button', { name: 'Calculate' }).focus()
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('.calc-result')))).toBe(false)
    await page.getByRole('button', { name: 'Calculate' }).focus()
    await page.keyboard.press('Enter')
    const result = page.getByRole('region', { name: 'Your estimated tax for 2025' })
    await result.waitFor()
    // 35,000 a month in 2025: SSS 1,750, PhilHealth 875, Pag-IBIG 200 (ph-payroll.json sss.2025,
    // philhealth.2024to2025, pagibig.2024Feb); taxable 386,100; RA 10963 from 2023: 15% x 136,100 =
    // 20,415 a year, 1,701.25 a month.
    expect(await result.locator('.calc-headline strong').textContent()).toBe('₱1,701.25')
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('H2')
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
    expect(queryOf(page)).toEqual({ salary: '35000', period: 'monthly', dependents: '0', benefits: '0', year: '2025' })
    await page.reload()
    await hydrated(page, 'TaxCalculator')
    await result.waitFor()
    expect(await result.locator('.calc-headline strong').textContent()).toBe('₱1,701.25')
    // Recalculate returns to the inputs, kept.
    await result.getByRole('button', { name: 'Recalculate' }).focus()
    await page.keyboard.press('Enter')
    const salary = page.getByRole('textbox', { name: 'Basic salary per pay period (₱)' })
    await expect.poll(() => salary.isVisible()).toBe(true)
    expect(await salary.inputValue()).toBe('35,000')
    expect(await result.count()).toBe(0)
    // Back brings the result back.
    await page.goBack()
    await result.waitFor()
    expectCleanVisit(log)
    await context.close()
  })
})

describe('CKJ business financing', () => {
  test('Visitor chooses working capital by keyboard, calculates and reloads the shared link', async () => {
    const { origins } = await siteWithApi()
    const { page, context, log } = await openPage()
    await page.goto(origins.ckj + '/kalkulator-pinjaman-usaha')
    await hydrated(page, 'BusinessCalculator')
    // Arrow keys move between the radios of a group.
    await page.getByRole('radio', { name: /Dengan agunan aset/ }).focus()
    await page.keyboard.press('ArrowDown')
    expect(await page.getByRole('radio', { name: /Modal kerja/ }).isChecked()).toBe(true)
    const values: [string, string][] = [
      ['Omzet per bulan', '100000000'],
      ['Laba usaha per bulan', '20000000'],
      ['Pengeluaran tetap per bulan', '5000000'],
      ['Lama piutang pelanggan (hari)', '30'],
      ['Lama barang di persediaan (hari)', '30'],
      ['Lama pembayaran ke pemasok (hari)', '15'],
    ]
    for (const [label, value] of values) {
      await page.getByRole('textbox', { name: label }).focus()
      await retype(page, value)
    }
    await page.keyboard.press('Enter')
    const result = page.getByRole('region', { name: 'Perkiraan pembiayaan usaha Anda' })
    await result.waitFor()
    // docs/requirements/calculators.md#small-business-financing rules worked by hand: need 135,000,000, 70% = 94,500,000 (see the component test).
    expect(await result.locator('.calc-headline strong').textContent()).toBe(`Rp${NBSP}94.500.000`)
    // The asset fields are hidden once working capital is chosen.
    expect(await page.getByRole('textbox', { name: 'Nilai aset yang dijaminkan' }).isVisible()).toBe(false)
    // The result ends in business-loan offers (issue 48 item 2): working capital over the shortest term,
    // 12 months; the cheapest first, each with its instalment at its own rate, worked out from dist's file.
    const offers = page.getByRole('region', { name: `Pinjaman Rp${NBSP}94.500.000 dengan tenor 12 bulan` })
    await offers.locator('ol > li').first().waitFor()
    const loans = cheapest(JSON.parse(readFileSync(join('dist', 'ckj', 'data', 'products', 'business-loans.json'), 'utf8')) as LoanCard[], 94_500_000, 12)
    expect(loans.length).toBeGreaterThanOrEqual(3)
    const rupiah = new Intl.NumberFormat('id-ID', { style: 'currency', currency: 'IDR', maximumFractionDigits: 0 })
    expect(await offers.locator('ol > li .offer-figure').allTextContents()).toEqual(
      loans.map(
        (c) =>
          `Cicilan ${rupiah.format(monthlyOf(c, 94_500_000, 12))} per bulan untuk pinjaman ${rupiah.format(94_500_000)} selama 12 bulan, total pembayaran ${rupiah.format(monthlyOf(c, 94_500_000, 12) * 12)}`,
      ),
    )
    // A loan asking no least income (the KUR loans) says nothing of it, never "Rp 0".
    expect(await offers.locator('.offer-facts li').allTextContents()).not.toContain(`Syarat penghasilan minimal Rp${NBSP}0 per bulan`)
    await page.reload()
    await hydrated(page, 'BusinessCalculator')
    await result.waitFor()
    expect(await result.locator('.calc-headline strong').textContent()).toBe(`Rp${NBSP}94.500.000`)
    // Apply on the first offer opens the business-loan wizard with the amount and term.
    await offers.locator('a.apply-button').first().click()
    await page.waitForURL((url) => url.searchParams.get('companyproductId') === String(loans.find((c) => c.applyType !== 'contact')!.id))
    await hydrated(page, 'ApplicationWizard')
    await expect.poll(async () => (await page.getByRole('textbox', { name: 'Jumlah pinjaman' }).inputValue()).replace(/\D/g, '')).toBe('94500000')
    expect(await page.getByRole('combobox', { name: 'Tenor' }).inputValue()).toBe('12')
    await page.goBack()
    await hydrated(page, 'BusinessCalculator')
    await page.goBack()
    await expect.poll(() => result.count()).toBe(0)
    expectCleanVisit(log)
    await context.close()
  })
})

// docs/requirements/calculators.md#offers-after-a-loan-result. The expected figures are worked out from
// each product's own rate and basis in the built site's product file (dist/<portal>/data/products), with
// the formulas of tests/component/calculators/offerFigures.ts, the component tests' too.
const OFFERS: Record<PortalKey, { amount: number; months: number; tenorKeys: string; heading: string; wizardAmount: string; takeHome?: string }> = {
  ecm: { amount: 250_000, months: 24, tenorKeys: '24', heading: 'Loans for ₱250,000 over 24 months', wizardAmount: 'How much do you want to borrow? (PHP)' },
  ckj: { amount: 50_000_000, months: 24, tenorKeys: '24', heading: `Pinjaman Rp${NBSP}50.000.000 dengan tenor 24 bulan`, wizardAmount: 'Jumlah pinjaman' },
}

describe.each(PORTALS)('%s personal-loan offers on a phone', (portal) => {
  test('Calculate brings the result into view and lists at least three offers with their own figures; Apply opens the wizard with the amount', async () => {
    const { origins } = await siteWithApi()
    const { page, context, log } = await openPage()
    const o = OFFERS[portal]
    const cards = cheapest(JSON.parse(readFileSync(join('dist', portal, 'data', 'products', 'personal-loans.json'), 'utf8')) as LoanCard[], o.amount, o.months)
    expect(cards.length).toBeGreaterThanOrEqual(3)
    const money = new Intl.NumberFormat(portal === 'ecm' ? 'en-PH' : 'id-ID', {
      style: 'currency',
      currency: portal === 'ecm' ? 'PHP' : 'IDR',
      minimumFractionDigits: portal === 'ecm' ? 2 : 0,
      maximumFractionDigits: portal === 'ecm' ? 2 : 0,
    })
    await page.goto(origins[portal] + PERSONAL[portal].path)
    await hydrated(page, 'LoanCalculator')
    // Nothing of the offers is fetched on load.
    expect(log.requests.filter((url) => url.includes('/data/offers/'))).toEqual([])
    await fillLoanByKeyboard(page, portal, { ...PERSONAL[portal], amount: String(o.amount), rate: '1.5', tenorKeys: o.tenorKeys })
    const result = page.getByRole('region', { name: PERSONAL[portal].resultName })
    await result.waitFor()
    // Below the form on a phone: brought into view (the heading and headline figure at least).
    await expect
      .poll(() =>
        result.evaluate((el) => {
          const r = el.getBoundingClientRect()
          return r.top >= 0 && r.top + 100 <= window.innerHeight
        }),
      )
      .toBe(true)
    const offers = page.getByRole('region', { name: o.heading })
    await offers.locator('ol > li').first().waitFor()
    const items = offers.locator('ol > li')
    expect(await items.count()).toBe(cards.length)
    for (const [i, card] of cards.entries()) {
      const monthly = monthlyOf(card, o.amount, o.months)
      const figureText = await items.nth(i).locator('.offer-figure').textContent()
      expect(figureText, card.name).toContain(money.format(monthly))
      expect(figureText, card.name).toContain(money.format(monthly * o.months))
    }
    // Only the vertical's offers file (the browser may hold it from an earlier visit of the pooled context).
    for (const url of log.requests.filter((url) => url.includes('/data/offers/'))) expect(new URL(url).pathname).toBe('/data/offers/personal-loans.json')
    expect(await axeViolations(page), 'the result with its offers').toEqual([])
    // Apply on the first offer applied for in the wizard: the amount carries over.
    const first = items.filter({ has: page.locator('a.apply-button') }).first()
    await first.locator('a.apply-button').click()
    const wizardPath = (JSON.parse(readFileSync(join('data', 'portals', `${portal}.json`), 'utf8')) as { paths: { wizard: string } }).paths.wizard
    await page.waitForURL(
      (url) => url.pathname === wizardPath && url.searchParams.get('companyproductId') === String(cards.find((c) => c.applyType !== 'contact')!.id),
    )
    await hydrated(page, 'ApplicationWizard')
    await expect.poll(async () => (await page.getByRole('textbox', { name: o.wizardAmount }).inputValue()).replace(/\D/g, '')).toBe(String(o.amount))
    expectCleanVisit(log)
    await context.close()
  })
})

describe('ECM take-home pay', () => {
  test('the tax result shows take-home pay per month and per year', async () => {
    const { origins } = await siteWithApi()
    const { page, context } = await openPage()
    await page.goto(`${origins.ecm}/income-tax-calculator`)
    await hydrated(page, 'TaxCalculator')
    const salary = page.getByRole('textbox', { name: 'Basic salary per pay period (₱)' })
    await salary.fill('30000')
    await page.getByRole('combobox', { name: 'Tax year' }).selectOption('2025')
    await page.getByRole('button', { name: 'Calculate' }).click()
    const result = page.getByRole('region', { name: 'Your estimated tax for 2025' })
    await result.waitFor()
    // docs/requirements/calculators.md#take-home-pay: 30,000 less SSS 1,500, PhilHealth 750, Pag-IBIG 200 and
    // tax of 12,090 / 12 = 1,007.50 a month (worked out in tests/unit/domain/calculators/takeHome.test.ts).
    expect(await result.getByText('Take-home pay per month', { exact: true }).locator('xpath=following-sibling::dd').textContent()).toBe('₱26,542.50')
    expect(await result.getByText('Take-home pay per year', { exact: true }).locator('xpath=following-sibling::dd').textContent()).toBe('₱318,510.00')
    await context.close()
  })
})
