// A loan list in the visitor's money on the built site (decision 057): with the loan calculator's
// calculation kept in the tab's session storage, the list's filter island wakes after the first paint
// and each loan card shows its instalment and total for that amount and term.
import { readFileSync } from 'node:fs'
import { describe, expect, test } from 'vitest'
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
