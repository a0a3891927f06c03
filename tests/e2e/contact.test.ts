import { readFileSync } from 'node:fs'
import type { Locator, Page, Request } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import { createTranslator, type Translate } from '../../components/translator'
import { readMessages } from '../../content/messages'
import type { PortalLookups } from '../../domain/content/schemas'
import type { PortalConfig } from '../../domain/portal'
import { axeViolations, openPage, PORTALS, site, type PortalKey, type VisitorContext } from './harness'

// The Contact-Me modal on the home page (its "Talk to an adviser" openers), against the built site
// and the real lead API with its database.

const LEAD_PATH = '/api/CallSchedules/AddCallSchedule'
const LOCALE = { ecm: 'en-PH', ckj: 'id-ID' } as const
// docs/requirements/pages-and-portals.md#portals and data/portals: Manila is UTC+8, Jakarta UTC+7, neither has daylight saving time.
const OFFSET = { ecm: '+08:00', ckj: '+07:00' } as const
const TIME_ZONE = { ecm: 'Asia/Manila', ckj: 'Asia/Jakarta' } as const
// docs/requirements/wire-contract.md: the values the live lead API receives (the Title of a woman, the
// card-holder answers, the tenor, the call window's legacy TimeAvailable, dates in the portal's order).
const WIRE = {
  ecm: {
    femaleTitle: 'Ms./Mrs.',
    yes: 'true',
    heldMoreThan: (months: number) => `More than ${months} month`,
    tenure: (months: number) => `${months} months`,
    tomorrowMorning: 'Tomorrow Morning',
    date: (iso: string) => monthDayYear(iso),
  },
  ckj: {
    femaleTitle: 'Nona/Nyonya',
    yes: 'Yes',
    heldMoreThan: (months: number) => `Lebih dari ${months} bulan`,
    tenure: (months: number) => String(months),
    tomorrowMorning: 'Besok pagi',
    date: (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`,
  },
} as const
const WIRE_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/

function json<T>(path: string): T {
  return JSON.parse(readFileSync(path, 'utf8')) as T
}

function portalConfig(portal: PortalKey): PortalConfig {
  return json<PortalConfig>(`data/portals/${portal}.json`)
}

function lookups(portal: PortalKey): PortalLookups {
  const read = (file: string) => json<never>(`data/lookups/${portal}/${file}`)
  return { provinces: read('provinces.json'), regions: read('regions.json'), employmentTypes: read('employmentTypes.json'), vehicles: read('vehicles.json') }
}

function texts(portal: PortalKey): Translate {
  return createTranslator(LOCALE[portal], readMessages('data', LOCALE[portal]))
}

/** Today's calendar date (yyyy-mm-dd) on the portal's wall clock, and the day after. */
function portalDays(portal: PortalKey, at = new Date()): { today: string; tomorrow: string } {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE[portal], year: 'numeric', month: '2-digit', day: '2-digit' }).format(at)
  const next = new Date(`${today}T00:00:00Z`)
  next.setUTCDate(next.getUTCDate() + 1)
  return { today, tomorrow: next.toISOString().slice(0, 10) }
}

function monthDayYear(iso: string): string {
  const [y, m, d] = iso.split('-')
  return `${m}/${d}/${y}`
}

interface LeadRow {
  portal: string
  vertical_id: number
  first_name: string
  last_name: string
  email: string
  mobile: string
  start_date: Date | string
  end_date: Date | string
  consent_version: string
  consent_status: string
  form_url: string
  payload: Record<string, string>
}

async function leadsByKey(key: string): Promise<LeadRow[]> {
  const api = await (await site()).api()
  return api.query<LeadRow>(
    'select portal, vertical_id, first_name, last_name, email, mobile, start_date, end_date, consent_version, consent_status, form_url, payload from leads where idempotency_key = $1',
    [key],
  )
}

function remarksOf(row: LeadRow): Record<string, unknown> {
  return JSON.parse(row.payload.Remarks ?? '{}') as Record<string, unknown>
}

function iso(value: Date | string): string {
  return new Date(value).toISOString()
}

async function home(portal: PortalKey): Promise<{ page: Page; context: VisitorContext; log: { consoleErrors: string[] } }> {
  const { origins } = await site()
  await (await site()).api()
  const opened = await openPage()
  await opened.page.goto(origins[portal] + '/')
  return opened
}

/** Clicks an opener and waits for the open modal. */
async function openModal(page: Page, openerId: string): Promise<Locator> {
  await page.locator(`#${openerId}`).click()
  const dialog = page.locator('#contact-modal')
  await dialog.locator('form').waitFor()
  expect(await dialog.evaluate((d: HTMLDialogElement) => d.open && d.matches(':modal'))).toBe(true)
  return dialog
}

/** A label as the visitor reads it: the question, and "(optional)" / "(opsional)" after an answer that may be left empty. */
function labelled(label: string): RegExp {
  return new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?:\\s*\\((?:optional|opsional)\\))?$`)
}

function field(dialog: Locator, label: string): Locator {
  return dialog.getByLabel(labelled(label))
}

async function yes(dialog: Locator, question: string, choice: string): Promise<void> {
  await dialog
    .getByRole('radiogroup', { name: labelled(question) })
    .getByLabel(choice, { exact: true })
    .check()
}

/** The common questions: title, names, birthday, mobile, e-mail. */
async function fillPerson(dialog: Locator, t: Translate, person: { title: string; first: string; last: string; email: string; mobile: string }) {
  await field(dialog, person.title).check()
  await field(dialog, t('contact.field.firstName')).fill(person.first)
  await field(dialog, t('contact.field.lastName')).fill(person.last)
  await field(dialog, t('contact.field.birthday.month')).selectOption('05')
  await field(dialog, t('contact.field.birthday.day')).selectOption('20')
  await field(dialog, t('contact.field.birthday.year')).selectOption('1990')
  await field(dialog, t('contact.field.mobilePhoneNumber')).fill(person.mobile)
  await field(dialog, t('contact.field.email')).fill(person.email)
}

async function fillLocation(dialog: Locator, t: Translate, portal: PortalKey) {
  const { provinces, regions } = lookups(portal)
  const province = provinces[0]!
  const region = regions[province.ProvinceId]![0]!
  await field(dialog, t('contact.field.province')).selectOption(province.ProvinceId)
  await field(dialog, t('contact.field.region')).selectOption(region.RegionId)
  return { province, region }
}

async function consent(dialog: Locator) {
  for (const box of await dialog.getByRole('checkbox').all()) await box.check()
}

/** Submits and returns the body the page posted. */
async function submit(page: Page, dialog: Locator, t: Translate): Promise<URLSearchParams> {
  const request = page.waitForRequest((r: Request) => r.url().endsWith(LEAD_PATH) && r.method() === 'POST')
  await dialog.getByRole('button', { name: t('contact.submit') }).click()
  return new URLSearchParams((await request).postData() ?? '')
}

/**
 * Lets the site's redirect path answer for real (through the portal server to the lead API) and records
 * that answer. The partner's host is outside this machine, and a browser does not hand a followed
 * redirect to page.route, so the browser gets a stand-in page for the partner instead of the 302:
 * what the redirect would do is asserted on the recorded answer (status and Location).
 */
async function recordPartnerRedirect(page: Page, redirectPath: string): Promise<{ url: string; status: number; location: string }[]> {
  const answers: { url: string; status: number; location: string }[] = []
  await page.route(
    (url) => url.pathname === redirectPath,
    async (route) => {
      const response = await route.fetch({ maxRedirects: 0 })
      answers.push({ url: route.request().url(), status: response.status(), location: response.headers().location ?? '' })
      await route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><html lang="en"><title>Partner</title><p>Partner site</p></html>' })
    },
  )
  return answers
}

/** Every script a page's entry loads up front: the entry and its static imports, followed recursively. */
async function firstScripts(origin: string, entry: string): Promise<Map<string, string>> {
  const seen = new Map<string, string>()
  const queue = [new URL(entry, origin).href]
  while (queue.length > 0) {
    const url = queue.shift()!
    if (seen.has(url)) continue
    const code = await (await fetch(url)).text()
    seen.set(url, code)
    // Static imports only (import ... from "x" / import "x"); import("x") is loaded later, on demand.
    for (const match of code.matchAll(/(?:^|[;\n}])\s*import\s*(?:[^"'()]*?from\s*)?["']([^"']+\.js)["']/g)) queue.push(new URL(match[1]!, url).href)
  }
  return seen
}

describe.each(PORTALS)('%s Contact-Me modal', (portal) => {
  const t = texts(portal)
  const config = portalConfig(portal)
  const currency = config.currencySymbol

  test('Visitor books a call-back for a credit card; the stored lead has every answer and the window in UTC', async () => {
    const { page, context, log } = await home(portal)
    const dialog = await openModal(page, 'call-credit-cards')
    // The woman's title as the form words it (docs/data.md titleChoices: CKJ asks "Bapak / Ibu").
    const title = config.titleChoices?.female ?? config.titles.female[1]!
    await fillPerson(dialog, t, { title, first: 'Maria', last: 'Santos', email: 'maria@example.com', mobile: '0917 555 1234' })
    const income = field(dialog, t('contact.field.monthlyIncome', { currency }))
    // Above each portal's least income (data/portals: ECM 5,000, CKJ 1,000,000).
    await income.pressSequentially(portal === 'ecm' ? '35000' : '8500000')
    // docs/requirements/forms-and-leads.md#number-formatting: thousands separator as typed, comma on ECM and dot on CKJ.
    expect(await income.inputValue()).toBe(portal === 'ecm' ? '35,000' : '8.500.000')
    const { province, region } = await fillLocation(dialog, t, portal)
    const employment = lookups(portal).employmentTypes['2'][0]!
    await field(dialog, t('contact.field.employmentType')).selectOption(String(employment.EmploymentTypeId))
    await yes(dialog, t('contact.field.cardHolder'), t('contact.yes'))
    await yes(dialog, t('contact.field.cardHolderTenure', { months: 1 }), t('contact.yes'))
    await field(dialog, t('contact.field.numberOfCards')).selectOption('1')
    await field(dialog, t('contact.field.callWindow')).selectOption('tomorrow-morning')
    await consent(dialog)
    const sentFrom = Math.floor(Date.now() / 1000) * 1000
    const body = await submit(page, dialog, t)
    const sentBy = Date.now()
    await dialog.getByRole('heading', { name: t('contact.thanks.heading', { name: 'Maria' }) }).waitFor()
    expect(await dialog.locator('[data-cover]').getAttribute('data-cover')).toBe('done')

    const key = body.get('IdempotencyKey') ?? ''
    const rows = await leadsByKey(key)
    expect(rows).toHaveLength(1)
    const row = rows[0]!
    const { today, tomorrow } = portalDays(portal, new Date(sentFrom))
    expect(row).toMatchObject({
      portal: portal.toUpperCase(),
      vertical_id: 2,
      first_name: 'Maria',
      last_name: 'Santos',
      email: 'maria@example.com',
      mobile: '0917 555 1234',
    })
    // docs/requirements/forms-and-leads.md#call-windows: tomorrow morning is 8 to 11 on the portal's wall clock, stored in UTC.
    expect(iso(row.start_date)).toBe(new Date(`${tomorrow}T08:00:00${OFFSET[portal]}`).toISOString())
    expect(iso(row.end_date)).toBe(new Date(`${tomorrow}T11:00:00${OFFSET[portal]}`).toISOString())
    // The home page's call-back names no product and no partner: the portal's advisers' consent (decision 055).
    expect(row.consent_version).toBe(`${portal}-advisor-2026-12`)
    expect(row.consent_status).toBe('recorded')
    expect(row.form_url).toBe(`${(await site()).origins[portal]}/`)
    // docs/requirements/wire-contract.md#titles: one Title for a woman, whichever the visitor chose; every contract key is sent.
    expect(row.payload).toMatchObject({ Title: WIRE[portal].femaleTitle, IsMale: 'false', VerticalId: '2' })
    expect(Object.fromEntries(body)).toMatchObject({
      TelephoneNumber: '',
      AffiliateGuid: '',
      MiddleName: '',
      utm_source: '',
      IPAddress: portal === 'ckj' ? '' : expect.any(String),
    })
    expect(body.get('StartDate')).toMatch(WIRE_INSTANT)
    const remarks = remarksOf(row)
    // ApplyDate: the moment of sending, UTC without milliseconds.
    expect(remarks.ApplyDate).toMatch(WIRE_INSTANT)
    expect(Date.parse(String(remarks.ApplyDate))).toBeGreaterThanOrEqual(sentFrom)
    expect(Date.parse(String(remarks.ApplyDate))).toBeLessThanOrEqual(sentBy)
    // Born 20 May 1990: the age on today's date in the portal's zone, as a JSON number.
    const [ty, tm, td] = today.split('-').map(Number) as [number, number, number]
    const age = ty - 1990 - (tm < 5 || (tm === 5 && td < 20) ? 1 : 0)
    expect(remarks).toMatchObject({
      Birthdate: WIRE[portal].date('1990-05-20'),
      Age: age,
      // docs/requirements/wire-contract.md#remarks-income income: ECM sends the band (docs/requirements/forms-and-leads.md#income-bands: 35,000 a month is in the 30,000 to
      // 49,999 band, value 40000) and its label; CKJ the typed amount without separators, no range.
      ...(portal === 'ecm' ? { MonthlyIncome: '40000', MonthlyIncomeRange: 'PHP30,000.00 - PHP49,999.00' } : { MonthlyIncome: '8500000' }),
      Province: province.DisplayedName,
      ProvinceId: province.ProvinceId,
      City: region.DisplayedName,
      RegionId: region.RegionId,
      EmploymentTypeId: String(employment.EmploymentTypeId),
      Occupation: employment.DisplayedName,
      // docs/requirements/forms-and-leads.md#loan-answers: the card-holder tenure threshold of credit cards is 1 month.
      CreditCardHolder: WIRE[portal].yes,
      CreditCardHolderTenure: WIRE[portal].heldMoreThan(1),
      NumberOfCreditCards: '1',
      TimeAvailable: WIRE[portal].tomorrowMorning,
    })
    if (portal === 'ckj') expect(remarks).not.toHaveProperty('MonthlyIncomeRange')
    expect(await page.evaluate(() => (window.dataLayer ?? []).map((e) => (e as { event: string }).event))).toEqual(
      expect.arrayContaining(['contact_launch', 'contact_submit']),
    )
    expect(log.consoleErrors).toEqual([])
    await context.close()
  })

  test('Visitor books car insurance through the make, year and model chain', async () => {
    const { page, context } = await home(portal)
    const dialog = await openModal(page, 'call-car-insurance')
    const { vehicles } = lookups(portal)
    const make = vehicles.makes[1]!
    const year = vehicles.years[String(make.VehicleManufacturerId)]![0]!
    const model = vehicles.models[`${make.VehicleManufacturerId}:${year}`]![0]!
    await fillPerson(dialog, t, { title: config.titles.male[0]!, first: 'Jose', last: 'Cruz', email: 'jose@example.com', mobile: '08123456789' })
    await fillLocation(dialog, t, portal)
    expect(await field(dialog, t('contact.field.vehicleYear')).count()).toBe(0)
    await field(dialog, t('contact.field.vehicleMake')).selectOption(String(make.VehicleManufacturerId))
    expect(await field(dialog, t('contact.field.vehicleModel')).count()).toBe(0)
    await field(dialog, t('contact.field.vehicleYear')).selectOption(String(year))
    await field(dialog, t('contact.field.vehicleModel')).selectOption(String(model.VehicleTypeModelId))
    await yes(dialog, t('contact.field.existingInsurance'), t('contact.no'))
    await field(dialog, t('contact.field.callWindow')).selectOption('tomorrow-afternoon')
    await consent(dialog)
    const body = await submit(page, dialog, t)
    await dialog.getByRole('heading', { name: t('contact.thanks.heading', { name: 'Jose' }) }).waitFor()
    const [row] = await leadsByKey(body.get('IdempotencyKey') ?? '')
    expect(row?.vertical_id).toBe(4)
    expect(row?.payload).toMatchObject({ Title: config.titles.male[0], IsMale: 'true' })
    const { today, tomorrow } = portalDays(portal)
    // docs/requirements/forms-and-leads.md#call-windows: ECM tomorrow afternoon 14 to 18; CKJ "afternoon" is the 12 to 14 slot.
    const [from, to] = portal === 'ecm' ? ['14', '18'] : ['12', '14']
    expect(iso(row!.start_date)).toBe(new Date(`${tomorrow}T${from}:00:00${OFFSET[portal]}`).toISOString())
    expect(iso(row!.end_date)).toBe(new Date(`${tomorrow}T${to}:00:00${OFFSET[portal]}`).toISOString())
    expect(remarksOf(row!)).toMatchObject({
      VehicleManufacturer: make.DisplayedName,
      VehicleManufacturerId: String(make.VehicleManufacturerId),
      ManufacturingYear: String(year),
      VehicleModel: model.DisplayedName,
      VehicleModelId: String(model.VehicleTypeModelId),
      // docs/requirements/forms-and-leads.md#conditional-fields: no existing insurance sends today's date as the expiry.
      CarInsurancePolicyExpiring: monthDayYear(today),
    })
    await context.close()
  })

  test('Visitor applies through the first partner bank as a card holder and is redirected to its campaign link', async () => {
    const { page, context } = await home(portal)
    const bank = config.partners.find((partner) => partner.kind === 'bank')!
    // data/contact/variants: the first ECM bank redirects through /extern/redirection-aub, CKJ's through /externalredirect.
    const path = portal === 'ecm' ? '/extern/redirection-aub' : '/externalredirect'
    const answers = await recordPartnerRedirect(page, path)
    const dialog = await openModal(page, `apply-${bank.code}`)
    await fillPerson(dialog, t, { title: config.titles.male[0]!, first: 'Ben', last: 'Tan', email: 'ben@example.com', mobile: '09181234567' })
    await field(dialog, t('contact.field.monthlyIncome', { currency })).fill(portal === 'ecm' ? '60000' : '15000000')
    await fillLocation(dialog, t, portal)
    await field(dialog, t('contact.field.employmentType')).selectOption(String(lookups(portal).employmentTypes['1'][0]!.EmploymentTypeId))
    await field(dialog, t('contact.field.loanAmount', { currency })).fill(portal === 'ecm' ? '200000' : '50000000')
    await field(dialog, t('contact.field.tenor')).selectOption('24')
    await yes(dialog, t('contact.field.cardHolder'), t('contact.yes'))
    // docs/requirements/forms-and-leads.md#loan-answers: 12 months for loans.
    await yes(dialog, t('contact.field.cardHolderTenure', { months: 12 }), t('contact.yes'))
    // data/contact/variants.ckj.json: CKJ loans ask whether the visitor has an NPWP (tax id).
    if (portal === 'ckj') await yes(dialog, t('contact.field.npwpOwnership'), t('contact.yes'))
    await field(dialog, t('contact.field.callWindow')).selectOption('tomorrow-morning')
    await consent(dialog)
    const body = await submit(page, dialog, t)
    await dialog.getByRole('heading', { name: t('partners.pleaseWait') }).waitFor()
    await page.waitForURL((url) => url.pathname === path)
    // The page asked the site's redirect path for the bank's loan link (data/portals), and the lead API sent it there.
    expect(answers).toEqual([
      { url: `${(await site()).origins[portal]}${path}?url=${encodeURIComponent(bank.links!.loan!)}`, status: 302, location: bank.links!.loan! },
    ])
    const [row] = await leadsByKey(body.get('IdempotencyKey') ?? '')
    expect(row?.vertical_id).toBe(1)
    expect(row?.consent_version).toBe(`${portal}-${bank.code}-2026-12`)
    // docs/requirements/forms-and-leads.md#loan-answers: the card-holder tenure threshold of loans is 12 months; docs/requirements/wire-contract.md#remarks values.
    expect(remarksOf(row!)).toMatchObject({
      CreditCardHolder: WIRE[portal].yes,
      CreditCardHolderTenure: WIRE[portal].heldMoreThan(12),
      Tenure: WIRE[portal].tenure(24),
      Company: bank.name,
      ...(portal === 'ckj' ? { NPWPOwnership: 'Ya' } : {}),
    })
    // The partner's affiliate code (data/portals partners) is the lead's AffiliateGuid.
    expect(row?.payload.AffiliateGuid).toBe(bank.affiliateGuid ?? '')
    await context.close()
  })

  test('Visitor sees the exact message for each bad input, with a linked summary and focus on the first', async () => {
    const { page, context } = await home(portal)
    const dialog = await openModal(page, 'call-credit-cards')
    await dialog.getByRole('button', { name: t('contact.submit') }).click()
    const summary = dialog.getByRole('alert')
    const required = portal === 'ecm' ? 'This field is required.' : t('validation.required')
    expect(await summary.getByRole('link').first().textContent()).toBe(`${t('contact.field.title')}: ${required}`)
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.type)).toBe('radio')
    const bad: [string, string, string][] = [
      // docs/requirements/forms-and-leads.md#modal-rules English texts on ECM; the Indonesian ones from data/messages/parts.
      [t('contact.field.firstName'), 'J0se', portal === 'ecm' ? 'Invalid name.' : t('validation.name')],
      [t('contact.field.email'), 'jose@', portal === 'ecm' ? 'Invalid email address.' : t('validation.email')],
      [
        t('contact.field.monthlyIncome', { currency }),
        '4999',
        // Below the portal's least income, minMonthlyIncome (docs/requirements/forms-and-leads.md#modal-rules income).
        portal === 'ecm' ? 'Please enter an income of at least 5,000.' : 'Masukkan penghasilan minimal 1.000.000.',
      ],
      [t('contact.field.mobilePhoneNumber'), '0917', t('validation.mobileNumber')],
    ]
    for (const [label, value] of bad) await field(dialog, label).fill(value)
    await field(dialog, t('contact.field.birthday.month')).selectOption('12')
    await field(dialog, t('contact.field.birthday.day')).selectOption('31')
    // The newest year offered is this year minus 21: 31 December of it is always under 21 until that day.
    const years = await field(dialog, t('contact.field.birthday.year')).locator('option').allTextContents()
    await field(dialog, t('contact.field.birthday.year')).selectOption(years[1]!)
    await dialog.getByRole('button', { name: t('contact.submit') }).click()
    for (const [label, , message] of bad) {
      const describedBy = (await field(dialog, label).getAttribute('aria-describedby')) ?? ''
      const errorId = describedBy.split(' ').find((id) => id.endsWith('-error'))
      expect(await page.locator(`[id="${errorId}"]`).textContent(), label).toBe(message)
      expect(await field(dialog, label).getAttribute('aria-invalid')).toBe('true')
    }
    const minAge = portal === 'ecm' ? 'You must be 21 years of age or older.' : t('validation.minAge', { n: 21 })
    const isLastDay = portalDays(portal).today.endsWith('-12-31')
    if (!isLastDay) expect(await summary.textContent()).toContain(minAge)
    const agreement =
      portal === 'ecm' ? 'Click here to indicate that you have read and agree to our Terms and Conditions and Privacy Policy.' : t('validation.agreement')
    expect(await summary.textContent()).toContain(agreement)
    // The summary's links take the visitor to the field.
    await summary.getByRole('link', { name: new RegExp(`^${t('contact.field.email')}:`) }).click()
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.type)).toBe('email')
    await context.close()
  })

  // Issue 47: after an empty submit a filled field kept its red box and "Kolom ini wajib diisi" (under
  // "Siti"), and on a phone the summary showed 4 of its 13 errors without saying there were more.
  test('After an empty submit, the summary counts and shows every error, and a field loses its message the moment it is filled validly', async () => {
    const { page, context } = await home(portal)
    const dialog = await openModal(page, 'call-credit-cards')
    await dialog.getByRole('button', { name: t('contact.submit') }).click()
    const summary = dialog.getByRole('alert')
    const counted = { ecm: (n: number) => `${n} fields need your attention`, ckj: (n: number) => `${n} kolom perlu diperbaiki` }[portal]
    // The credit-card variant's 9 required answers (title, names, mobile, call window, income, card
    // holder, e-mail, consent); its optional ones say nothing when left empty.
    expect(await summary.locator('.error-summary-title').textContent()).toBe(counted(9))
    expect(await summary.getByRole('link').count()).toBe(9)
    // Every link shows whole on the 390 × 844 screen's summary: nothing cut off or scrolled out of its box.
    const hidden = await summary.evaluate((box) => {
      const list = box.querySelector('ul')!
      const frame = list.getBoundingClientRect()
      const links = [...box.querySelectorAll('a')]
      return {
        scrolls: list.scrollHeight > list.clientHeight + 1,
        outside: links.filter((a) => a.getBoundingClientRect().top < frame.top - 0.5 || a.getBoundingClientRect().bottom > frame.bottom + 0.5).length,
      }
    })
    expect(hidden).toEqual({ scrolls: false, outside: 0 })
    // The first field still shows in the screen the summary starts (docs/layout.md, rule 10).
    await summary.evaluate((el) => el.scrollIntoView({ block: 'start' }))
    expect(
      await dialog
        .locator('form fieldset, form .field')
        .first()
        .evaluate((el) => el.getBoundingClientRect().top < window.innerHeight - 40),
    ).toBe(true)

    const required = t('validation.required')
    const firstName = field(dialog, t('contact.field.firstName'))
    const errorUnder = async (control: Locator) => {
      const id = ((await control.getAttribute('aria-describedby')) ?? '').split(' ').find((part) => part.endsWith('-error'))
      return id === undefined ? null : page.locator(`[id="${id}"]`).textContent()
    }
    expect(await errorUnder(firstName)).toBe(required)
    await firstName.pressSequentially('Siti')
    // Still typing (focus in the field, no blur, no second submit): the message, the red box and the marks are gone.
    expect(await firstName.evaluate((el) => el === document.activeElement)).toBe(true)
    expect(await errorUnder(firstName)).toBeNull()
    expect(await firstName.getAttribute('aria-invalid')).toBeNull()
    expect(await firstName.evaluate((el) => el.closest('.field')?.classList.contains('has-error') ?? false)).toBe(false)
    expect(await firstName.evaluate((el) => getComputedStyle(el).borderTopColor)).not.toBe('rgb(179, 38, 30)')
    expect(await summary.locator('.error-summary-title').textContent()).toBe(counted(8))
    expect(await summary.textContent()).not.toContain(`${t('contact.field.firstName')}:`)
    // The others keep theirs; one still wrong says what is wrong now, and goes once right.
    expect(await errorUnder(field(dialog, t('contact.field.lastName')))).toBe(required)
    const email = field(dialog, t('contact.field.email'))
    await email.pressSequentially('siti@')
    expect(await errorUnder(email)).toBe(portal === 'ecm' ? 'Invalid email address.' : t('validation.email'))
    await email.pressSequentially('example.com')
    expect(await errorUnder(email)).toBeNull()
    expect(await email.getAttribute('aria-invalid')).toBeNull()
    await field(dialog, config.titleChoices?.female ?? config.titles.female[0]!).check()
    expect(await dialog.getByRole('radiogroup', { name: t('contact.field.title') }).getAttribute('aria-invalid')).toBeNull()
    expect(await summary.locator('.error-summary-title').textContent()).toBe(counted(6))
    expect(await summary.getByRole('link').count()).toBe(6)
    await context.close()
  })

  test('Visitor submits while offline; the request is delivered exactly once when the network is back', async () => {
    const { page, context } = await home(portal)
    const dialog = await openModal(page, 'call-travel-insurance')
    await fillPerson(dialog, t, {
      title: config.titleChoices?.female ?? config.titles.female[0]!,
      first: 'Lia',
      last: 'Cruz',
      email: 'lia@example.com',
      mobile: '09171112222',
    })
    await field(dialog, t('contact.field.destination')).fill('Japan')
    await field(dialog, t('contact.field.callWindow')).selectOption('tomorrow-morning')
    await consent(dialog)
    await context.setOffline(true)
    const body = await submit(page, dialog, t)
    await dialog.getByText(t('contact.notSent')).waitFor()
    // Nothing typed is lost.
    expect(await field(dialog, t('contact.field.destination')).inputValue()).toBe('Japan')
    const key = body.get('IdempotencyKey') ?? ''
    expect(await leadsByKey(key)).toHaveLength(0)
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('outbox:leads') ?? '[]').length)).toBe(1)
    await context.setOffline(false)
    await dialog.getByRole('heading', { name: t('contact.thanks.heading', { name: 'Lia' }) }).waitFor()
    expect(await leadsByKey(key)).toHaveLength(1)
    expect(await page.evaluate(() => localStorage.getItem('outbox:leads'))).toBeNull()
    // The next page load finds nothing left to send, and the lead is still stored once.
    await page.reload({ waitUntil: 'networkidle' })
    expect(await leadsByKey(key)).toHaveLength(1)
    await context.close()
  })

  test('a lead left in the outbox is sent on the next page load with its own key', async () => {
    const { page, context } = await home(portal)
    const dialog = await openModal(page, 'call-travel-insurance')
    await fillPerson(dialog, t, { title: config.titles.male[0]!, first: 'Rico', last: 'Lim', email: 'rico@example.com', mobile: '09173334444' })
    await field(dialog, t('contact.field.destination')).fill('Korea')
    await field(dialog, t('contact.field.callWindow')).selectOption('tomorrow-morning')
    await consent(dialog)
    // The lead API answers 503 once (a deploy, an outage): the post fails and the lead waits.
    let refused = false
    await page.route(`**${LEAD_PATH}`, (route) => {
      if (refused) return route.continue()
      refused = true
      return route.fulfill({ status: 503, body: 'down' })
    })
    const body = await submit(page, dialog, t)
    await dialog.getByText(t('contact.notSent')).waitFor()
    const key = body.get('IdempotencyKey') ?? ''
    const resent = page.waitForRequest((r: Request) => r.url().endsWith(LEAD_PATH) && new URLSearchParams(r.postData() ?? '').get('IdempotencyKey') === key)
    await page.reload()
    await resent
    await expect.poll(async () => (await leadsByKey(key)).length).toBe(1)
    await expect.poll(() => page.evaluate(() => localStorage.getItem('outbox:leads'))).toBeNull()
    await context.close()
  })

  test('Visitor uses the modal by keyboard alone: focus stays inside, Escape closes and returns to the opener', async () => {
    const { page, context } = await home(portal)
    const opener = page.locator('#call-travel-insurance')
    await opener.focus()
    await page.keyboard.press('Enter')
    const dialog = page.locator('#contact-modal')
    await dialog.locator('form').waitFor()
    // Past the last control, focus may sit in the browser's own UI (body or nothing): never the page behind.
    const where = () =>
      page.evaluate(() =>
        document.activeElement === null || document.activeElement === document.body
          ? 'browser'
          : document.activeElement.closest('#contact-modal')
            ? 'modal'
            : 'page',
      )
    const activeLabel = () =>
      page.evaluate(() => {
        const el = document.activeElement as HTMLInputElement | null
        if (!el) return ''
        const label = el.labels?.[0]?.textContent ?? el.getAttribute('aria-label') ?? el.textContent ?? ''
        return `${el.tagName.toLowerCase()}:${el.type ?? ''}:${label.trim()}`
      })
    async function tabTo(pattern: RegExp): Promise<void> {
      for (let i = 0; i < 40; i++) {
        if (pattern.test(await activeLabel())) return
        await page.keyboard.press('Tab')
        expect(await where()).not.toBe('page')
      }
      throw new Error(`Tab never reached ${pattern}: at ${await activeLabel()}`)
    }
    await tabTo(/^input:radio:/)
    await page.keyboard.press('Space')
    await tabTo(new RegExp(`^input:text:${t('contact.field.firstName')}`))
    await page.keyboard.type('Kay')
    // ECM's generic modal asks an optional middle name between the two (data/contact/variants.ecm.json).
    await tabTo(new RegExp(`^input:text:${t('contact.field.lastName')}`))
    await page.keyboard.type('Reyes')
    // The order a bank calls back in: the mobile number and when to call, the destination, the e-mail,
    // then the optional date of birth (data/contact/variants.*.json).
    await tabTo(new RegExp(`^input:tel:${t('contact.field.mobilePhoneNumber')}`))
    await page.keyboard.type('09175556666')
    await tabTo(new RegExp(`^select:select-one:${t('contact.field.callWindow')}`))
    // Type-ahead without a space (a space opens the list): the first "Tomorrow"/"Besok" window is the morning one.
    await page.keyboard.type(portal === 'ecm' ? 'Tomorrow' : 'Besok')
    await tabTo(new RegExp(`^input:text:${t('contact.field.destination')}`))
    await page.keyboard.type('Singapore')
    await tabTo(new RegExp(`^input:email:${t('contact.field.email')}`))
    await page.keyboard.type('kay@example.com')
    await tabTo(new RegExp(`^select:select-one:${t('contact.field.birthday.month')}`))
    for (const part of portalConfig(portal).ageFieldOrder) {
      await tabTo(new RegExp(`^select:select-one:${t(`contact.field.birthday.${part}`)}`))
      // Type-ahead picks the option: March (Maret), day 1, 1988.
      await page.keyboard.type(part === 'year' ? '1988' : part === 'month' ? 'Mar' : '1')
    }
    await tabTo(/^input:checkbox:/)
    await page.keyboard.press('Space')
    const request = page.waitForRequest((r: Request) => r.url().endsWith(LEAD_PATH))
    await tabTo(new RegExp(`^button:submit:${t('contact.submit')}`))
    await page.keyboard.press('Enter')
    const body = new URLSearchParams((await request).postData() ?? '')
    expect(body.get('FirstName')).toBe('Kay')
    expect(JSON.parse(body.get('Remarks') ?? '{}')).toMatchObject({
      Birthdate: WIRE[portal].date('1988-03-01'),
      Destination: 'Singapore',
      TimeAvailable: WIRE[portal].tomorrowMorning,
    })
    await dialog.getByRole('heading', { name: t('contact.thanks.heading', { name: 'Kay' }) }).waitFor()
    // Focus goes to the thank-you heading, and Tab still never leaves the modal.
    expect(await where()).toBe('modal')
    await page.keyboard.press('Tab')
    expect(await where()).toBe('modal')
    await page.keyboard.press('Escape')
    await expect.poll(() => dialog.evaluate((d: HTMLDialogElement) => d.open)).toBe(false)
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('call-travel-insurance')
    // Reopened, the form is empty again.
    await page.keyboard.press('Enter')
    await dialog.locator('form').waitFor()
    expect(await field(dialog, t('contact.field.firstName')).inputValue()).toBe('')
    await context.close()
  })

  // Issue 47 item 2: the credit-card call-back, from its first field to its submit button, fits in two
  // screens of the 390 x 844 phone, and the whole consent opens by keyboard from its one-line box.
  test('the credit-card form fits in two phone screens, and the full consent opens by keyboard', async () => {
    const { page, context } = await home(portal)
    expect(page.viewportSize()).toEqual({ width: 390, height: 844 })
    const dialog = await openModal(page, 'call-credit-cards')
    // Measured once the lookups have filled the selects (their hint goes), not on a network lull.
    await expect.poll(() => dialog.locator('select[name="EmploymentTypeId"] option').count()).toBeGreaterThan(1)
    const height = await dialog.locator('form').evaluate((form) => {
      const first = form.querySelector('fieldset, .field')!.getBoundingClientRect().top
      const buttons = form.querySelectorAll('button[type="submit"]')
      return buttons[buttons.length - 1]!.getBoundingClientRect().bottom - first
    })
    expect(height).toBeGreaterThan(844) // a real form, measured
    expect(height).toBeLessThanOrEqual(2 * 844)
    const consentBox = dialog.locator('input[type="checkbox"][name="consent"]')
    const details = dialog.locator('details')
    expect(await details.evaluate((d: HTMLDetailsElement) => d.open)).toBe(false)
    await consentBox.focus()
    await page.keyboard.press('Tab')
    expect(await details.locator('summary').evaluate((el) => el === document.activeElement)).toBe(true)
    await page.keyboard.press('Enter')
    expect(await details.evaluate((d: HTMLDetailsElement) => d.open)).toBe(true)
    // The whole text is the consent file's advisers' one (the home page's opener names no product:
    // decision 055), now on screen.
    const file = json<{ advisor: { text: string } }>(`data/consent/${portal}.json`)
    expect(await details.locator('p').textContent()).toBe(file.advisor.text)
    expect(await details.locator('p').isVisible()).toBe(true)
    expect(await axeViolations(page)).toEqual([])
    await context.close()
  })

  test('axe reports nothing with the modal open, before and after errors', async () => {
    const { page, context } = await home(portal)
    const dialog = await openModal(page, 'call-car-loans')
    expect(await axeViolations(page)).toEqual([])
    await dialog.getByRole('button', { name: t('contact.submit') }).click()
    await dialog.getByRole('alert').waitFor()
    expect(await axeViolations(page)).toEqual([])
    // Closing by the backdrop resets the form and its errors.
    await page.mouse.click(2, 2)
    await expect.poll(() => dialog.evaluate((d: HTMLDialogElement) => d.open)).toBe(false)
    await page.locator('#call-car-loans').click()
    await dialog.locator('form').waitFor()
    expect(await dialog.getByRole('alert').count()).toBe(0)
    await context.close()
  })

  test("an address ending in an opener's id opens the modal on load, and the modal code is not in the first script", async () => {
    const { origins } = await site()
    const { page, context, log } = await openPage()
    await page.goto(`${origins[portal]}/#call-deposits`)
    const dialog = page.locator('#contact-modal')
    await dialog.locator('form').waitFor()
    expect(await dialog.getByLabel(labelled(t('contact.field.grossAnnualIncome', { currency }))).count()).toBe(1)
    // The page's first script (its entry and static imports) lacks the modal's code ('contact_launch' is
    // its analytics event); a script loaded later has it.
    const entry = (await page.locator('script[type="module"][src]').first().getAttribute('src')) ?? ''
    const first = await firstScripts(origins[portal], entry)
    expect([...first.values()].some((code) => code.includes('contact_launch'))).toBe(false)
    const later = log.scripts.filter((url) => !first.has(url))
    const laterCode = await Promise.all(later.map(async (url) => (await fetch(url)).text()))
    expect(laterCode.some((code) => code.includes('contact_launch'))).toBe(true)
    await context.close()
  })

  test('the partner apply landing shows the partner modal, then redirects after about a second', async () => {
    const { origins } = await site()
    const { page, context } = await openPage()
    const bank = config.partners.find((partner) => partner.kind === 'bank')!
    const redirectPath = portal === 'ecm' ? '/extern/redirection-aub' : '/externalredirect'
    const answers = await recordPartnerRedirect(page, redirectPath)
    // the portal config (applyLanding): the landing path of each portal's first bank.
    const path = portal === 'ecm' ? '/aub-personal-loan' : '/bank-mega-kta'
    const started = Date.now()
    // The page leaves by itself about a second after it loads: the modal is checked as soon as the
    // document arrives, not after its load event, or a slow machine can miss it.
    await page.goto(origins[portal] + path, { waitUntil: 'commit' })
    const modal = page.locator('dialog[data-partner-redirect]')
    await modal.waitFor({ state: 'attached' })
    // Its state and heading read in one call: a second call could come after the page has left.
    const shown = await modal.evaluate((d: HTMLDialogElement) => ({ open: d.open, heading: d.querySelector('h1')?.textContent }))
    expect(shown).toEqual({ open: true, heading: t('contact.apply.heading', { partner: bank.name }) })
    await page.waitForURL((url) => url.pathname === redirectPath)
    // docs/requirements/forms-and-leads.md#partner-completions: partner modal redirect delay 1 second.
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000)
    expect(answers).toEqual([
      { url: `${origins[portal]}${redirectPath}?url=${encodeURIComponent(bank.links!.loan!)}`, status: 302, location: bank.links!.loan! },
    ])
    await context.close()
  })
})
