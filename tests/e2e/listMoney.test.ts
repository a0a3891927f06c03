// A loan list in the visitor's money on the built site (decision 057): with the loan calculator's
// calculation kept in the tab's session storage, the list's filter island wakes after the first paint
// and each loan card shows its instalment and total for that amount and term.
import { readFileSync } from 'node:fs'
import { describe, expect, test } from 'vitest'
import type { Page } from 'playwright-core'
import type { PortalConfig } from '../../domain/portal'
import { axeViolations, openPage, PORTALS, site } from './harness'

const portalOf = (portal: string) => JSON.parse(readFileSync(`data/portals/${portal}.json`, 'utf8')) as PortalConfig

// By the add-on formula, monthly = amount x (1/n + r), worked out by hand from the cards' own rates:
// ECM 1101 (1.2% a month) on 250,000 over 24 months: 13,416.67, total 322,000;
// CKJ 3101 (1% a month) on 50,000,000 over 24 months: 2,583,333.33, total 62,000,000.
const CASE = {
  ecm: { id: 1101, amount: 250_000, figure: '₱13,416.67 a month for ₱250,000 over 24 months, total ₱322,000.00', amountLabel: 'Loan amount (₱)' },
  ckj: {
    id: 3101,
    amount: 50_000_000,
    figure: 'Cicilan Rp 2.583.333 per bulan untuk pinjaman Rp 50.000.000 selama 24 bulan, total pembayaran Rp 62.000.000',
    amountLabel: 'Jumlah pinjaman (Rp)',
  },
}
// 100,000 x (1/24 + 0.012) = 5,366.67, total 128,800; 10,000,000 x (1/24 + 0.01) = 516,666.67, total 12,400,000.
const AFTER = {
  ecm: { amount: '100000', figure: '₱5,366.67 a month for ₱100,000 over 24 months, total ₱128,800.00' },
  ckj: { amount: '10000000', figure: 'Cicilan Rp 516.667 per bulan untuk pinjaman Rp 10.000.000 selama 24 bulan, total pembayaran Rp 12.400.000' },
}

// The visitor's profile on the same list (decision 060), worked out by hand from data/products/*/personal-loans.json:
// ECM, 30,000 a month, 62, employed: the income filter leaves the 14 loans asking at most 30,000;
// 1113 (Tonik) lends to ages 21-60, every other of them to 21-65 and to employees: 13 are likely.
// CKJ, Rp 5,000,000 a month, 58, employed: 13 loans ask at most Rp 5,000,000; of them only 3105, 3111
// and 3115 lend past 55 (to 60), and all three to employees; 3101 lends to ages 21-55.
const PROFILE = {
  ecm: { income: '30000', age: '62', work: 'Employed', byIncome: 14, likely: 13, not: 1113, line: 'Not eligible: for ages 21 to 60' },
  ckj: { income: '5000000', age: '58', work: 'Karyawan', byIncome: 13, likely: 3, not: 3101, line: 'Tidak memenuhi syarat: untuk usia 21 sampai 55 tahun' },
}
const PROFILE_LABELS = {
  ecm: { age: 'Your age (years)', work: 'Your work', only: 'Only what I can get' },
  ckj: { age: 'Usia Anda (tahun)', work: 'Pekerjaan Anda', only: 'Hanya yang bisa saya ajukan' },
}

/** Income (the list's income filter), age and work on the open list; a card's line; "Only what I can get" at 390 and 1366 px, with axe. */
async function profileOnTheList(page: Page, portal: (typeof PORTALS)[number]): Promise<void> {
  const want = PROFILE[portal]
  const labels = PROFILE_LABELS[portal]
  const cards = page.locator('#product-list > li')
  await page.locator('#filter-income').fill(want.income)
  await page.getByLabel(labels.age).fill(want.age)
  await page.getByLabel(labels.work).selectOption({ label: want.work })
  await expect.poll(() => cards.count()).toBe(want.byIncome)
  const line = page.locator(`#p${want.not} .card-eligibility`)
  await expect.poll(async () => (await line.textContent())?.replace(/\u00a0/g, ' ')).toBe(want.line)
  expect(await line.getAttribute('class')).toContain('is-not')
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 })
    const only = page.getByLabel(labels.only)
    await only.check()
    await expect.poll(() => cards.count()).toBe(want.likely)
    // On a phone the filters are a sheet over the list (decision 069): the visitor shows the results to read them.
    const sheet = width < 1024
    if (sheet)
      await page
        .locator('.filter-panel')
        .getByRole('button', { name: /^(Show|Tampilkan) \d+/ })
        .click()
    expect(await page.locator('#product-list > li .card-eligibility.is-likely').count()).toBe(want.likely)
    await line.waitFor({ state: 'detached' })
    await page.locator('#product-list > li .card-eligibility').first().scrollIntoViewIfNeeded()
    expect(await page.locator('#product-list > li .card-eligibility').first().isVisible()).toBe(true)
    expect(await axeViolations(page)).toEqual([])
    if (sheet) await page.locator('.filter-panel > summary').click()
    await only.uncheck()
    await expect.poll(() => cards.count()).toBe(want.byIncome)
  }
  // The address keeps the income filter as before, not the tick box.
  expect(new URL(page.url()).search).toBe(`?income=${want.income}`)
}

describe.each(PORTALS)('a loan list in the visitor’s money (%s)', (portal) => {
  test('with a stored calculation the cards show their figures, axe finds nothing, and “Your loan” changes them', async () => {
    const { origins } = await site()
    const config = portalOf(portal)
    const path = config.verticals.find((vertical) => vertical.key === 'personal-loans')!.path
    const { page, log } = await openPage()
    try {
      await page.goto(origins[portal] + path)
      await page.evaluate(
        ([key, value]) => sessionStorage.setItem(key!, value!),
        [`calculator-loan:${config.code}`, JSON.stringify({ kind: 'personal', amount: CASE[portal].amount, months: 24 })],
      )
      await page.reload()
      // No pointer, no key: the stored calculation wakes the island.
      const figure = page.locator(`#p${CASE[portal].id} .card-loan-figure`)
      await figure.waitFor()
      const plain = async () => (await figure.textContent())?.replace(/\u00a0/g, ' ')
      expect(await plain()).toBe(CASE[portal].figure)
      expect(await axeViolations(page)).toEqual([])
      // "Your loan", in the filter panel, by keyboard: the amount and Enter.
      const panel = page.locator('details.filter-panel')
      if ((await panel.getAttribute('open')) === null) await panel.locator('summary').click()
      const amount = page.getByLabel(CASE[portal].amountLabel)
      await amount.fill(AFTER[portal].amount)
      await amount.press('Enter')
      await expect.poll(plain).toBe(AFTER[portal].figure)
      expect(await page.evaluate((key) => JSON.parse(sessionStorage.getItem(key)!) as unknown, `calculator-loan:${config.code}`)).toEqual({
        kind: 'personal',
        amount: Number(AFTER[portal].amount),
        months: 24,
      })
      expect(await axeViolations(page)).toEqual([])
      await profileOnTheList(page, portal)
      expect(log.consoleErrors).toEqual([])
    } finally {
      await page.close()
    }
  })

  test('without a stored calculation no card shows a figure', async () => {
    const { origins } = await site()
    const config = portalOf(portal)
    const path = config.verticals.find((vertical) => vertical.key === 'personal-loans')!.path
    const { page } = await openPage()
    try {
      await page.goto(origins[portal] + path)
      await page.locator('[data-island="ProductFilters"] > *').first().dispatchEvent('pointerover')
      await page.locator('[data-island="ProductFilters"][data-hydrated="true"]').waitFor({ state: 'attached' })
      expect(await page.locator('.card-loan-figure').count()).toBe(0)
    } finally {
      await page.close()
    }
  })
})
