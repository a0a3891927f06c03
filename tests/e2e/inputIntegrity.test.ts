import { readFileSync } from 'node:fs'
import type { CDPSession, Page } from 'playwright-core'
import { beforeAll, describe, expect, test } from 'vitest'
import { holdIslandChunk, hydrated, openPage, PORTALS, site, type PortalKey, type VisitLog } from './harness'

// What the visitor typed is what the page keeps (renderer/hydrateIsland.tsx takeOver,
// components/LiveState.tsx): a calculator or a landing form typed into on a slow phone while its
// island's code arrives and takes over, and what a calculator shows after a refused Calculate
// (components/calculators/useCalculator.ts).

const NBSP = '\u00a0'

/** The portal's own messages (data/messages/*.json), for the live region's texts. */
function messages(portal: PortalKey): Record<string, string> {
  return JSON.parse(readFileSync(new URL(`../../data/messages/${portal === 'ecm' ? 'en-PH' : 'id-ID'}.json`, import.meta.url), 'utf8')) as Record<
    string,
    string
  >
}

interface LoanCase {
  path: string
  /** The amount's digits, typed one key at a time. */
  amount: string
  /** The rate as the visitor types it (either decimal mark is accepted). */
  rate: string
  months: string
  /** The headline instalment, as the portal formats money. */
  instalment: string
}

const PERSONAL: Record<PortalKey, LoanCase> = {
  // https://www.frugalhoney.com/2021/06/computing-for-monthly-add-on-rates.html: Php171,000 at a
  // 0.59% monthly add-on rate over 36 months is Php5,758.90 a month.
  ecm: { path: '/personal-loan-calculator', amount: '171000', rate: '0.59', months: '36', instalment: '₱5,758.90' },
  // https://pahleviboby.blogspot.com/2018/04/sistem-informasi-perbankan-1.html: Rp48.000.000 at a
  // flat 2% a month (24% a year) over 12 months is Rp4.960.000 a month.
  ckj: { path: '/kalkulator-kta', amount: '48000000', rate: '2', months: '12', instalment: `Rp${NBSP}4.960.000` },
}

const HOUSE: Record<PortalKey, LoanCase> = {
  // Present-value annuity factor for 1% and 60 periods, 44.955038: 1,000,000 at 12% a year over 60
  // months is 22,244.45 a month.
  ecm: { path: '/housing-loan-calculator', amount: '1000000', rate: '12', months: '60', instalment: '₱22,244.45' },
  // Present-value annuity factor for 1% and 60 periods, 44.955038: Rp100.000.000 at 12% a year over
  // 60 months (5 years, the shortest house-loan term: docs/data.md) is Rp2.224.445 a month.
  ckj: { path: '/kalkulator-kpr', amount: '100000000', rate: '12', months: '60', instalment: `Rp${NBSP}2.224.445` },
}

const CALCULATE = { ecm: 'Calculate', ckj: 'Hitung' }

/** A landing whose first step asks the loan amount, and what the lead must hold (data/landings/*). */
const LANDING = {
  ecm: {
    path: '/personal-loan-promo',
    amount: '500000',
    tenure: '24',
    income: '45000',
    // docs/requirements/wire-contract.md#remarks-income: ECM sends the monthly income's band (docs/requirements/forms-and-leads.md#income-bands: 45,000 is in the 30,000 to
    // 49,999 band, whose value is 40000).
    incomeSent: '40000',
    province: 'Cebu',
    mobile: '0917 123 4567',
    next: 'Next',
  },
  ckj: {
    path: '/promo-kta',
    amount: '50000000',
    tenure: '24',
    income: '15000000',
    // docs/requirements/wire-contract.md#remarks-income: CKJ sends the typed income without separators.
    incomeSent: '15000000',
    province: 'Banten',
    mobile: '0812 3456 7890',
    next: 'Lanjut',
  },
} as const

/**
 * A mid-range phone on a slow mobile network: the CPU four times slower, 150 ms of latency and
 * 1.6 Mbit/s down (Lighthouse's mobile profile), over the DevTools protocol.
 */
async function slowPhone(page: Page, network: boolean): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  if (network) {
    await cdp.send('Network.enable')
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    })
  }
  return cdp
}

/**
 * The phone's CPU back to full speed, once what is tested on the slow phone is over. Chromium slows
 * the page by spinning its main thread in a signal handler three quarters of the time: every second
 * the throttle is on costs nearly a second of the machine's CPU, idle page or not (measured, docs/testing.md).
 */
async function fullSpeed(cdp: CDPSession): Promise<void> {
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
}

/**
 * Records, at the moment the island is marked hydrated (the takeover's own task), what the given
 * field holds: how much of the typing happened before the takeover and how much after.
 */
async function recordAtTakeover(page: Page, island: string, field: string): Promise<void> {
  await page.evaluate(
    ([island, field]) => {
      const container = document.querySelector<HTMLElement>(`[data-island="${island}"]`)
      if (!container) throw new Error(`no island ${island}`)
      const observer = new MutationObserver(() => {
        if (container.dataset.hydrated !== 'true') return
        observer.disconnect()
        const input = container.querySelector<HTMLInputElement>(field)
        ;(window as unknown as { atTakeover: string }).atTakeover = input?.value ?? '(no field)'
      })
      observer.observe(container, { attributes: true, attributeFilter: ['data-hydrated'] })
    },
    [island, field] as const,
  )
}

const digits = (text: string) => text.replace(/\D/g, '')

function queryOf(page: Page): Record<string, string> {
  return Object.fromEntries(new URL(page.url()).searchParams)
}

/** No console error; requests the test itself cancelled (a navigation, a Back) do not count. */
function expectClean(log: VisitLog): void {
  expect(log.consoleErrors).toEqual([])
  expect(log.failedRequests.filter((request) => !request.endsWith('net::ERR_ABORTED'))).toEqual([])
}

async function declineCookies(page: Page): Promise<void> {
  const decline = page.locator('[data-consent-choice="denied"]')
  if (await decline.isVisible()) await decline.click()
}

let seq = 0
function uniqueEmail(portal: PortalKey, what: string): string {
  seq += 1
  return `${what}-${portal}-${Date.now()}-${seq}@example.com`
}

// The site, its lead API and Chromium start once for the suite: not inside the first test's time.
beforeAll(async () => {
  await (await site()).api()
})

describe.each(PORTALS)('%s: what the visitor typed is what the page keeps', (portal) => {
  test.each([50, 150, 300])(
    'Visitor on a mid-range phone types the loan amount (a key every %i ms) while the calculator code arrives and takes over: every digit is kept and calculated',
    async (delay) => {
      const { origins } = await site()
      const c = PERSONAL[portal]
      const { page, context, log } = await openPage()
      const cdp = await slowPhone(page, true)
      const held = await holdIslandChunk(page, portal, 'LoanCalculator')
      await page.goto(origins[portal] + c.path)
      await declineCookies(page)
      const calc = page.locator('[data-island="LoanCalculator"]')
      const amount = calc.locator('input[name="amount"]')
      const rate = calc.locator('input[name="rate"]')
      // The rate and the term first, before the code is there (focusing the rate wakes the island).
      await rate.focus()
      await held.requested
      await page.keyboard.press('ControlOrMeta+A')
      await page.keyboard.type(c.rate, { delay: 50 })
      await calc.locator('select[name="months"]').selectOption(c.months)
      await recordAtTakeover(page, 'LoanCalculator', 'input[name="amount"]')
      // The amount: the first half while the code is held back, the rest as it arrives and takes over.
      await amount.focus()
      await page.keyboard.press('ControlOrMeta+A')
      const half = Math.ceil(c.amount.length / 2)
      await page.keyboard.type(c.amount.slice(0, half), { delay })
      expect(await calc.getAttribute('data-hydrated')).toBeNull()
      held.release()
      await page.keyboard.type(c.amount.slice(half), { delay })
      await hydrated(page, 'LoanCalculator')
      // What the field held when the island took over is part of what was typed, from its start.
      const atTakeover = digits(await page.evaluate(() => (window as unknown as { atTakeover?: string }).atTakeover ?? ''))
      expect(c.amount.startsWith(atTakeover) && atTakeover.length >= half, `field at the takeover: ${atTakeover}`).toBe(true)
      // Focus and caret stayed where the visitor typed.
      expect(await amount.evaluate((input: HTMLInputElement) => document.activeElement === input)).toBe(true)
      expect(await amount.evaluate((input: HTMLInputElement) => input.selectionStart === input.value.length && input.selectionEnd === input.value.length)).toBe(
        true,
      )
      expect(digits(await amount.inputValue()), `typed ${c.amount} at ${delay} ms a key`).toBe(c.amount)
      await page.keyboard.press('Enter')
      const headline = page.locator('.calc-headline strong')
      await headline.waitFor()
      // The visitor's part on the slow phone is over: what follows reads the page.
      await fullSpeed(cdp)
      expect(await headline.textContent()).toBe(c.instalment)
      expect(queryOf(page)).toEqual({ amount: c.amount, rate: String(Number(c.rate)), months: c.months })
      expect(digits(await amount.inputValue())).toBe(c.amount)
      expectClean(log)
      await context.close()
    },
  )

  test('Visitor on a slow phone answers step 1 of the loan promo while the landing form code arrives and takes over: the lead holds the answers as typed', async () => {
    const { origins } = await site()
    const l = LANDING[portal]
    const { page, context, log } = await openPage()
    const cdp = await slowPhone(page, false)
    const held = await holdIslandChunk(page, portal, 'LandingForm')
    await page.goto(origins[portal] + l.path)
    await declineCookies(page)
    const form = page.locator('[data-island="LandingForm"]')
    await recordAtTakeover(page, 'LandingForm', '#landing-LoanAmount')
    // The term is picked before the code is there, and never touched again: only the takeover can
    // hand it to the form (focusing it wakes the island).
    await page.locator('#landing-Tenure').focus()
    await held.requested
    await page.locator('#landing-Tenure').selectOption(l.tenure)
    // The amount: the first half while the code is held back, the rest as it arrives and takes over.
    await page.locator('#landing-LoanAmount').click()
    const half = Math.ceil(l.amount.length / 2)
    await page.keyboard.type(l.amount.slice(0, half), { delay: 100 })
    expect(await form.getAttribute('data-hydrated')).toBeNull()
    held.release()
    await page.keyboard.type(l.amount.slice(half), { delay: 100 })
    await page.locator('#landing-MonthlyIncome').click()
    await page.keyboard.type(l.income, { delay: 100 })
    await hydrated(page, 'LandingForm')
    const atTakeover = digits(await page.evaluate(() => (window as unknown as { atTakeover?: string }).atTakeover ?? ''))
    expect(l.amount.startsWith(atTakeover) && atTakeover.length >= half, `amount field at the takeover: ${atTakeover}`).toBe(true)
    expect(digits(await page.locator('#landing-LoanAmount').inputValue()), `typed ${l.amount}`).toBe(l.amount)
    expect(digits(await page.locator('#landing-MonthlyIncome').inputValue()), `typed ${l.income}`).toBe(l.income)
    await page.getByRole('button', { name: l.next }).click()
    // Step 2, not step 1's errors: the form holds every step-1 answer.
    await page.locator('#landing-FirstName').or(page.locator('.has-error').first()).waitFor()
    expect(await page.locator('.has-error').allTextContents(), 'step 1 refused after Next').toEqual([])
    // Step 2: the visitor's name and contacts.
    const email = uniqueEmail(portal, 'integrity')
    // The takeover is over by now: step 2 is filled, not typed at human speed, at the CPU's full speed
    // (what is tested is step 1).
    await fullSpeed(cdp)
    await page.locator('#landing-FirstName').fill('Maria')
    await page.locator('#landing-LastName').fill('Santos')
    await page.locator('#landing-Birthdate').fill('1980-02-10')
    // Chosen from the portal's lookups (docs/data.md, "Landing forms"): a dropdown, not free text.
    await page.locator('#landing-Province').selectOption({ label: l.province })
    await page.locator('#landing-Email').fill(email)
    await page.locator('#landing-MobilePhoneNumber').fill(l.mobile)
    await page.locator('#landing-Agree').check()
    await page.locator('button[type="submit"]').click()
    // Send checks every step again (docs/requirements/forms-and-leads.md#multi-step-landing-form): a lost answer brings back the step with its error.
    const thankYou = `${origins[portal]}/thank-you-promo`
    const outcome = await Promise.race([
      page.waitForURL(thankYou).then(
        () => 'sent',
        () => 'not sent',
      ),
      page
        .locator('.has-error')
        .first()
        .waitFor()
        .then(
          () => 'refused',
          () => 'not refused',
        ),
    ])
    expect({ outcome, errors: await page.locator('.has-error').allTextContents() }).toEqual({ outcome: 'sent', errors: [] })
    const api = await (await site()).api()
    const stored = await api.query<{ first_name: string; last_name: string; payload: Record<string, string> }>(
      'SELECT first_name, last_name, payload FROM leads WHERE email = $1',
      [email],
    )
    expect(stored).toHaveLength(1)
    const lead = stored[0]!
    const remarks = JSON.parse(lead.payload.Remarks ?? '{}') as Record<string, string>
    expect({ first: lead.first_name, last: lead.last_name, amount: remarks.LoanAmount, tenure: remarks.Tenure, income: remarks.MonthlyIncome }).toEqual({
      first: 'Maria',
      last: 'Santos',
      amount: l.amount,
      tenure: l.tenure,
      income: l.incomeSent,
    })
    expect({ first: lead.payload.FirstName, last: lead.payload.LastName }).toEqual({ first: 'Maria', last: 'Santos' })
    expectClean(log)
    await context.close()
  })

  test.each([
    ['personal', 'cleared', PERSONAL[portal]],
    ['house', 'typed as letters', HOUSE[portal]],
  ] as const)('A refused Calculate on the %s loan calculator (amount %s) removes the previous result and says so', async (_kind, how, c) => {
    const { origins } = await site()
    const cleared = messages(portal)['calc.resultCleared']
    expect(cleared).toBeTruthy()
    const { page, context, log } = await openPage()
    await page.goto(origins[portal] + c.path)
    await hydrated(page, 'LoanCalculator')
    await declineCookies(page)
    const calc = page.locator('[data-island="LoanCalculator"]')
    const amount = calc.locator('input[name="amount"]')
    const status = calc.getByRole('status')
    await amount.fill(c.amount)
    await calc.locator('input[name="rate"]').fill(c.rate)
    await calc.locator('select[name="months"]').selectOption(c.months)
    await page.getByRole('button', { name: CALCULATE[portal] }).click()
    await page.locator('.calc-headline strong').waitFor()
    expect(await page.locator('.calc-headline strong').textContent()).toBe(c.instalment)
    // The result is announced: the region speaks of it before the refused Calculate.
    expect(await status.textContent()).toContain(c.instalment)
    await amount.focus()
    await page.keyboard.press('ControlOrMeta+A')
    if (how === 'cleared') await page.keyboard.press('Backspace')
    else await page.keyboard.type('abc')
    expect(digits(await amount.inputValue())).toBe('')
    await page.getByRole('button', { name: CALCULATE[portal] }).click()
    const summary = calc.locator('.error-summary[role="alert"]')
    await summary.waitFor()
    expect(await summary.locator('li').count()).toBeGreaterThan(0)
    expect(await amount.getAttribute('aria-invalid')).toBe('true')
    expect(await page.locator('.calc-headline').count()).toBe(0)
    expect(await page.locator('.calc-result').count()).toBe(0)
    expect(await status.textContent()).toBe(cleared)
    expectClean(log)
    await context.close()
  })
})

describe('ecm: the income tax calculator', () => {
  test('Recalculate empties the live region that announced the result', async () => {
    const { origins } = await site()
    const { page, context, log } = await openPage()
    await page.goto(origins.ecm + '/income-tax-calculator')
    await hydrated(page, 'TaxCalculator')
    await declineCookies(page)
    const calc = page.locator('[data-island="TaxCalculator"]')
    const status = calc.getByRole('status')
    await calc.locator('input[name="salary"]').fill('35000')
    await calc.locator('select[name="year"]').selectOption('2025')
    await page.getByRole('button', { name: 'Calculate' }).click()
    const result = page.getByRole('region', { name: 'Your estimated tax for 2025' })
    await result.waitFor()
    // 35,000 a month in 2025: SSS 1,750, PhilHealth 875, Pag-IBIG 200 (ph-payroll.json sss.2025,
    // philhealth.2024to2025, pagibig.2024Feb); taxable 386,100; RA 10963 from 2023: 15% x 136,100 =
    // 20,415 a year, 1,701.25 a month.
    expect(await result.locator('.calc-headline strong').textContent()).toBe('₱1,701.25')
    expect(await status.textContent()).toContain('1,701.25')
    await result.getByRole('button', { name: 'Recalculate' }).click()
    await expect.poll(() => result.count()).toBe(0)
    expect(await status.textContent()).toBe('')
    expectClean(log)
    await context.close()
  })
})
