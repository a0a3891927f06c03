import { readFileSync } from 'node:fs'
import type { Locator, Page, Request } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import { createTranslator, type Translate } from '../../components/translator'
import { readMessages } from '../../content/messages'
import { ARRIVAL_FIXTURES, LEAD_FIXTURES, NEWSLETTER_FIXTURES, type ArrivalFixture, type LeadFixture } from '../unit/contract/contractFixtures'
import { openPage, site, type PortalKey, type VisitorContext } from './harness'

// The live wire contract (docs/requirements/wire-contract.md) in the real browser: the built pages are driven
// as a visitor would drive them, with the answers of each contract fixture (tests/fixtures/contract),
// and the bodies the pages really post (and the arrival GET they really make) are compared field by
// field with the fixture's. The unit suite (tests/unit/contract/builders.test.ts) checks the builders;
// this checks that the pages feed them the right answers, cookies, storage, address and call window.
//
// Only what depends on the moment, the random key or the local origin is normalised:
// - StartDate/EndDate: format checked, then the value must be the chosen window's wall-clock hours
//   (docs/requirements/forms-and-leads.md#call-windows) on today's or tomorrow's date in Asia/Manila or Asia/Jakarta, in UTC; the CKJ "now"
//   window and the landing leads: StartDate === EndDate, the moment of sending (checked against the
//   test's own clock). ApplyDate (Remarks and newsletter): format, and the moment of sending.
// - FormUrl/FormURL: the local origin stands for https://www.ecomparemo.com / https://www.cekaja.com.
// - Age: recomputed from the birth date on today's date in the portal's zone (the fixtures are dated
//   2026-11-24); CarInsurancePolicyExpiring of an uninsured car is today's date (docs/requirements/forms-and-leads.md#contact-me-modal).
// Everything else must be equal, and the key set is the fixture's plus exactly Portal,
// IdempotencyKey and ConsentVersion for leads (nothing extra for the newsletter).

type Code = 'ECM' | 'CKJ'

const LEAD_PATH = '/api/CallSchedules/AddCallSchedule'
const SUBSCRIBE_PATH = '/api/sendy/subscribe'
const EXTRA_LEAD_FIELDS = ['Portal', 'IdempotencyKey', 'ConsentVersion']
const LIVE_ORIGIN: Record<Code, string> = { ECM: 'https://www.ecomparemo.com', CKJ: 'https://www.cekaja.com' }
const KEY: Record<Code, PortalKey> = { ECM: 'ecm', CKJ: 'ckj' }
// docs/requirements/pages-and-portals.md#portals and data/portals/*.json timeZone: Manila UTC+8, Jakarta UTC+7, no daylight saving time.
const ZONE: Record<Code, string> = { ECM: 'Asia/Manila', CKJ: 'Asia/Jakarta' }
const OFFSET: Record<Code, string> = { ECM: '+08:00', CKJ: '+07:00' }
const WIRE_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/

/**
 * docs/requirements/forms-and-leads.md#call-windows: [days from today, start hour, end hour] on the portal's wall clock, and,
 * for today's windows, the hours of the day during which the window is offered [from, to).
 */
const WINDOWS: Record<Code, Record<string, { day: 0 | 1; from: number; to: number; offered?: [number, number] }>> = {
  ECM: {
    asap: { day: 0, from: 8, to: 20, offered: [8, 20] },
    noon: { day: 0, from: 11, to: 14, offered: [11, 14] },
    afternoon: { day: 0, from: 14, to: 18, offered: [14, 18] },
    'tomorrow-morning': { day: 1, from: 8, to: 11 },
    'tomorrow-noon': { day: 1, from: 11, to: 14 },
    'tomorrow-afternoon': { day: 1, from: 14, to: 18 },
  },
  CKJ: {
    // Earlier slots are hidden by the current hour: a slot is offered until its end.
    morning: { day: 0, from: 8, to: 11, offered: [0, 11] },
    midday: { day: 0, from: 11, to: 12, offered: [0, 12] },
    afternoon: { day: 0, from: 12, to: 14, offered: [0, 14] },
    evening: { day: 0, from: 14, to: 20, offered: [0, 20] },
    'tomorrow-morning': { day: 1, from: 8, to: 11 },
    'tomorrow-midday': { day: 1, from: 11, to: 12 },
    'tomorrow-afternoon': { day: 1, from: 12, to: 14 },
    'tomorrow-evening': { day: 1, from: 14, to: 20 },
  },
}

/**
 * The opener each modal fixture is opened from: a link of a built page (dist/) with the fixture's
 * banner, vertical and partner. Where no built page has a link naming exactly the fixture's product
 * and company, the closest one is used and the expected Company and Product are what that link says
 * (its data-company and data-product), not the fixture's:
 * - ecm-lead-cards: the generic call-schedule opener of the credit-card vertical exists only on the
 *   home page (#call-credit-cards), so the FormUrl path is "/" instead of the fixture's /credit-cards.
 * - ecm-lead-loans: /personal-loans has Security Bank "Personal Loan" (fixture: "Personal Loan Plus").
 * - ecm-lead-deposits: /time-deposits has BDO "Peso Time Deposit" (fixture: "Time Deposit 1 Year").
 * - ecm-lead-insurance: /car-insurance has Malayan Insurance "Motor Car Insurance" (fixture:
 *   "Comprehensive Car Cover").
 * - ecm-lead-partner: /credit-cards has the AUB partner card "Classic Mastercard", company "AUB"
 *   (fixture: "AUB Classic Mastercard", "Asia United Bank").
 * - ckj-lead-cards: /kartu-kredit has BCA "Everyday Card" (fixture: "BCA Everyday Card").
 * - ckj-lead-loans: /kredit-tanpa-agunan has DBS "digibank KTA" (fixture: Bank DBS "KTA Kilat").
 * - ckj-lead-deposits: /deposito has Mandiri "Deposito" (fixture: Bank Mandiri "Deposito Berjangka").
 * - ckj-lead-partner: /kartu-kredit has the Bank Mega partner card "Travel Card" (fixture: "Mega Travel Card").
 * - ckj-lead-insurance: /asuransi-mobil has exactly Asuransi Astra "Garda Oto Comprehensive".
 */
const OPENERS: Record<string, { path: string; link: string }> = {
  'ecm-lead-cards.json': { path: '/', link: '#call-credit-cards' },
  'ecm-lead-loans.json': { path: '/personal-loans', link: 'a[data-banner="personal-loan"][data-company="Security Bank"][data-product="Personal Loan"]' },
  'ecm-lead-deposits.json': { path: '/time-deposits', link: 'a[data-banner="deposit"][data-company="BDO"][data-product="Peso Time Deposit"]' },
  'ecm-lead-insurance.json': {
    path: '/car-insurance',
    link: 'a[data-banner="car-insurance"][data-company="Malayan Insurance"][data-product="Motor Car Insurance"]',
  },
  'ecm-lead-partner.json': { path: '/credit-cards', link: 'a[data-banner="aub"][data-partner="aub"][data-vertical="2"][data-product="Classic Mastercard"]' },
  'ckj-lead-cards.json': { path: '/kartu-kredit', link: 'a[data-banner="credit-card"][data-company="BCA"][data-product="Everyday Card"]' },
  'ckj-lead-loans.json': { path: '/kredit-tanpa-agunan', link: 'a[data-banner="personal-loan"][data-company="DBS"][data-product="digibank KTA"]' },
  'ckj-lead-deposits.json': { path: '/deposito', link: 'a[data-banner="deposit"][data-company="Mandiri"][data-product="Deposito"]' },
  'ckj-lead-insurance.json': {
    path: '/asuransi-mobil',
    link: 'a[data-banner="car-insurance"][data-company="Asuransi Astra"][data-product="Garda Oto Comprehensive"]',
  },
  'ckj-lead-partner.json': {
    path: '/kartu-kredit',
    link: 'a[data-banner="bank-mega"][data-partner="bank-mega"][data-vertical="2"][data-product="Travel Card"]',
  },
}

// Partner completions leave for the partner's site through these paths of ours (data/contact/variants.*.json).
const PARTNER_REDIRECT_PATHS = ['/extern/redirection-aub', '/externalredirect']

interface PortalWire {
  timeAvailable: Record<string, string>
}

function json<T>(path: string): T {
  return JSON.parse(readFileSync(path, 'utf8')) as T
}

const WIRE: Record<Code, PortalWire> = {
  ECM: json<{ wire: PortalWire }>('data/portals/ecm.json').wire,
  CKJ: json<{ wire: PortalWire }>('data/portals/ckj.json').wire,
}

interface PortalTitles {
  titles: { male: string[]; female: string[] }
  titleChoices?: { male: string; female: string }
}

const TITLES: Record<Code, PortalTitles> = {
  ECM: json<PortalTitles>('data/portals/ecm.json'),
  CKJ: json<PortalTitles>('data/portals/ckj.json'),
}

/**
 * The label the visitor picks for a fixture's title: the portal's own word for the gender where it
 * has one (CKJ asks "Bapak / Ibu", docs/data.md titleChoices), else the title itself. What goes over
 * the wire is the contract's either way.
 */
function shownTitle(code: Code, title: string): string {
  const { titles, titleChoices } = TITLES[code]
  if (!titleChoices) return title
  return titles.female.includes(title) ? titleChoices.female : titles.male.includes(title) ? titleChoices.male : title
}

const TRANSLATE: Record<Code, Translate> = {
  ECM: createTranslator('en-PH', readMessages('data', 'en-PH')),
  CKJ: createTranslator('id-ID', readMessages('data', 'id-ID')),
}

// ---------------------------------------------------------------------------------------------------
// The test's own clock and calendar arithmetic

/** yyyy-mm-dd and minutes since midnight on a zone's wall clock. */
function wallClock(zone: string, at: Date): { date: string; minutes: number } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  )
  return { date: `${parts.year}-${parts.month}-${parts.day}`, minutes: Number(parts.hour) * 60 + Number(parts.minute) }
}

function plusDays(iso: string, days: number): string {
  const date = new Date(`${iso}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() + days)
  return date.toISOString().slice(0, 10)
}

/** An instant as the contract sends it: UTC, ISO 8601 without milliseconds. */
function wire(instant: Date): string {
  return `${instant.toISOString().slice(0, 19)}Z`
}

/** The instant truncated to the second (the wire has no milliseconds). */
function floorSecond(ms: number): number {
  return Math.floor(ms / 1000) * 1000
}

function ageOn(born: { year: number; month: number; day: number }, today: string): number {
  const [y, m, d] = today.split('-').map(Number) as [number, number, number]
  return y - born.year - (m < born.month || (m === born.month && d < born.day) ? 1 : 0)
}

/** Checks a wire instant's format and that it lies between two moments of the test's clock. */
function expectInstantBetween(label: string, value: unknown, from: number, to: number): void {
  expect(value, label).toMatch(WIRE_INSTANT)
  const at = Date.parse(String(value))
  expect(at, `${label} ${String(value)} not before the action`).toBeGreaterThanOrEqual(floorSecond(from))
  expect(at, `${label} ${String(value)} not after the request`).toBeLessThanOrEqual(to)
}

/**
 * The call window to choose for a fixture's window at this moment: the fixture's own when the page
 * offers it now (with ten minutes to spare before it stops being offered), else the same hours
 * tomorrow (ECM "asap" has no tomorrow twin: tomorrow morning, the first window of tomorrow).
 */
function chooseWindow(code: Code, wanted: string, now: Date): string {
  if (wanted === 'now') return wanted
  const slot = WINDOWS[code][wanted]
  if (!slot) throw new Error(`No call window "${wanted}" on ${code} (docs/requirements/forms-and-leads.md#call-windows)`)
  if (!slot.offered) return wanted
  const { minutes } = wallClock(ZONE[code], now)
  const [from, to] = slot.offered
  if (minutes >= from * 60 && minutes < to * 60 - 10) return wanted
  return wanted === 'asap' ? 'tomorrow-morning' : `tomorrow-${wanted}`
}

/** The window's StartDate and EndDate on the wire, for a window chosen on `today` (the portal's date). */
function windowInstants(code: Code, id: string, today: string): { start: string; end: string } {
  const slot = WINDOWS[code][id]!
  const date = plusDays(today, slot.day)
  const at = (hour: number) => wire(new Date(`${date}T${String(hour).padStart(2, '0')}:00:00${OFFSET[code]}`))
  return { start: at(slot.from), end: at(slot.to) }
}

// ---------------------------------------------------------------------------------------------------
// Comparing a captured body with a fixture's

function localUrl(code: Code, liveUrl: string, origin: string, path?: string): string {
  const url = new URL(liveUrl)
  expect(url.origin).toBe(LIVE_ORIGIN[code])
  return `${origin}${path ?? url.pathname}${url.search}`
}

/**
 * Compares a captured form body with the expected one: the key set (the expected keys plus `extra`),
 * then each field, Remarks parsed and compared key by key, so a failure names the field.
 */
function compareBodies(captured: Record<string, string>, expected: Record<string, string>, extra: string[]): void {
  expect(Object.keys(captured).sort()).toEqual([...Object.keys(expected), ...extra].sort())
  for (const key of Object.keys(expected)) {
    if (key === 'Remarks') continue
    expect({ [key]: captured[key] }).toEqual({ [key]: expected[key] })
  }
  if ('Remarks' in expected) {
    const got = JSON.parse(captured.Remarks ?? '') as Record<string, unknown>
    const want = JSON.parse(expected.Remarks ?? '') as Record<string, unknown>
    expect(Object.keys(got).sort()).toEqual(Object.keys(want).sort())
    for (const key of Object.keys(want)) expect({ [`Remarks.${key}`]: got[key] }).toEqual({ [`Remarks.${key}`]: want[key] })
  }
}

function formBody(request: Request): Record<string, string> {
  const body: Record<string, string> = {}
  for (const [key, value] of new URLSearchParams(request.postData() ?? '')) {
    expect(key in body, `${key} is sent once`).toBe(false)
    body[key] = value
  }
  return body
}

/** Checks our three extras and that the lead API stored the lead it was sent. */
async function expectStored(code: Code, body: Record<string, string>, response: number): Promise<void> {
  expect(response).toBeLessThan(300)
  expect(body.Portal).toBe(code)
  expect(body.IdempotencyKey).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
  expect(body.ConsentVersion).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
  const api = await (await site()).api()
  const rows = await api.query<Record<string, unknown>>(
    'SELECT portal, consent_status, consent_version, vertical_id, first_name, middle_name, last_name, email, affiliate_guid, form_url, payload FROM leads WHERE idempotency_key = $1',
    [body.IdempotencyKey ?? ''],
  )
  expect(rows).toHaveLength(1)
  const row = rows[0]!
  expect({
    portal: row.portal,
    consent_status: row.consent_status,
    consent_version: row.consent_version,
    vertical_id: row.vertical_id,
    first_name: row.first_name,
    middle_name: row.middle_name ?? '',
    last_name: row.last_name,
    email: row.email,
    affiliate_guid: row.affiliate_guid ?? '',
    form_url: row.form_url,
  }).toEqual({
    portal: code,
    consent_status: 'recorded',
    consent_version: body.ConsentVersion,
    vertical_id: Number(body.VerticalId),
    first_name: body.FirstName,
    middle_name: body.MiddleName,
    last_name: body.LastName,
    email: body.Email,
    affiliate_guid: body.AffiliateGuid,
    form_url: body.FormUrl,
  })
  // The lead API keeps the fields as it received them (the Remarks text included).
  expect(row.payload).toMatchObject({ Remarks: body.Remarks, Title: body.Title, IsMale: body.IsMale, StartDate: body.StartDate, EndDate: body.EndDate })
}

// ---------------------------------------------------------------------------------------------------
// The visitor's browser: cookies, storage and the page

/**
 * A fresh browser with the fixture's context: the UTM and refCode cookies in the live format on the
 * page's host, IPAddress in local storage when the fixture has one. Without one, the ECM page's
 * client-IP call (docs/requirements/wire-contract.md#client-ip) is answered with no address, so the IP stays unknown as in the
 * fixture. The cookie notice is answered (consent cookie) so it covers nothing.
 */
async function browserFor(
  code: Code,
  context: LeadFixture['context'],
): Promise<{ page: Page; context: VisitorContext; log: { consoleErrors: string[] }; origin: string }> {
  const { origins } = await site()
  await (await site()).api()
  const origin = origins[KEY[code]]
  const opened = await openPage()
  const cookies = [{ name: 'consent', value: 'denied', url: origin }]
  if (Object.keys(context.utm).length > 0) {
    const utm = { utm_source: null, utm_medium: null, utm_term: null, utm_content: null, utm_campaign: null, ...context.utm }
    cookies.push({ name: 'UTM', value: JSON.stringify(utm), url: origin })
  }
  // docs/requirements/wire-contract.md#cookies: the code as a JSON string, quotes included (tests/fixtures/contract/cookies.json).
  if (context.refCode !== null) cookies.push({ name: 'refCode', value: JSON.stringify(context.refCode), url: origin })
  await opened.context.addCookies(cookies)
  if (context.ipAddress !== null) {
    await opened.context.addInitScript((ip) => localStorage.setItem('IPAddress', ip), context.ipAddress)
  } else {
    await opened.page.route(
      (url) => url.pathname === '/get/clientipaddress',
      (route) => route.fulfill({ status: 200, contentType: 'text/plain', body: '' }),
    )
  }
  return { ...opened, origin }
}

/** The partner's site is outside this machine: our redirect path gets a stand-in page. */
async function standInForPartner(page: Page): Promise<void> {
  await page.route(
    (url) => PARTNER_REDIRECT_PATHS.includes(url.pathname),
    (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><html lang="en"><title>Partner</title><p>Partner site</p></html>' }),
  )
}

// ---------------------------------------------------------------------------------------------------
// The Contact-Me modal

interface ModalAnswers {
  title: string
  firstName: string
  middleName?: string
  lastName: string
  birthday?: { month: string; day: string; year: string }
  mobilePhoneNumber: string
  telephoneNumber?: string
  email: string
  monthlyIncome?: string
  grossAnnualIncome?: string
  location?: { provinceId: string; provinceName: string; regionId: string; regionName: string }
  employmentTypeId?: string
  employmentTypeName?: string
  loanAmount?: string
  tenor?: string
  cardHolder?: 'yes' | 'no'
  cardHolderTenure?: 'at-least' | 'less'
  numberOfCards?: string
  npwpOwnership?: 'yes' | 'no'
  vehicle?: { makeId: string; makeName: string; year: string; modelId: string; modelName: string }
  existingInsurance?: 'yes' | 'no'
  policyExpiry?: string
  callWindow: string
  consent: boolean
}

/** docs/requirements/forms-and-leads.md#loan-answers: card-holder tenure threshold, 1 month for credit cards, 12 for loans, 6 for others. */
function tenureMonths(verticalId: number): number {
  return verticalId === 2 ? 1 : [1, 6, 7, 10].includes(verticalId) ? 12 : 6
}

/** Types an amount digit by digit and checks the field shows it as the fixture's answer (with separators). */
async function typeAmount(input: Locator, answer: string): Promise<void> {
  await input.pressSequentially(answer.replace(/\D/g, ''))
  expect(await input.inputValue()).toBe(answer)
}

async function fillModal(dialog: Locator, code: Code, verticalId: number, a: ModalAnswers, windowId: string): Promise<void> {
  const t = TRANSLATE[code]
  const currency = code === 'ECM' ? 'PHP' : 'Rp'
  // The question as the visitor reads it, with "(optional)" / "(opsional)" after an answer that may be left empty (docs/requirements/forms-and-leads.md).
  const field = (label: string) => dialog.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?:\\s*\\((?:optional|opsional)\\))?$`))
  const optional = (key: string) => field(`${t(key)} ${t('contact.optional')}`)
  const choose = (question: string, answer: 'yes' | 'no') =>
    dialog
      .getByRole('radiogroup', { name: new RegExp(`^${question.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?:\\s*\\((?:optional|opsional)\\))?$`) })
      .getByLabel(t(answer === 'yes' ? 'contact.yes' : 'contact.no'), { exact: true })
      .check()
  await field(shownTitle(code, a.title)).check()
  await field(t('contact.field.firstName')).fill(a.firstName)
  if (a.middleName !== undefined) await optional('contact.field.middleName').fill(a.middleName)
  await field(t('contact.field.lastName')).fill(a.lastName)
  if (a.birthday) {
    await field(t('contact.field.birthday.month')).selectOption(a.birthday.month)
    // The day list's values are the plain numbers ('7'), as their labels.
    await field(t('contact.field.birthday.day')).selectOption(String(Number(a.birthday.day)))
    await field(t('contact.field.birthday.year')).selectOption(a.birthday.year)
  }
  await field(t('contact.field.mobilePhoneNumber')).fill(a.mobilePhoneNumber)
  if (a.telephoneNumber !== undefined) await optional('contact.field.telephoneNumber').fill(a.telephoneNumber)
  await field(t('contact.field.email')).fill(a.email)
  if (a.monthlyIncome !== undefined) await typeAmount(field(t('contact.field.monthlyIncome', { currency })), a.monthlyIncome)
  if (a.location) {
    await field(t('contact.field.province')).selectOption(a.location.provinceId)
    await field(t('contact.field.region')).selectOption(a.location.regionId)
    expect(await field(t('contact.field.province')).locator('option:checked').textContent()).toBe(a.location.provinceName)
    expect(await field(t('contact.field.region')).locator('option:checked').textContent()).toBe(a.location.regionName)
  }
  if (a.grossAnnualIncome !== undefined) await typeAmount(field(t('contact.field.grossAnnualIncome', { currency })), a.grossAnnualIncome)
  if (a.employmentTypeId !== undefined) {
    await field(t('contact.field.employmentType')).selectOption(a.employmentTypeId)
    expect(await field(t('contact.field.employmentType')).locator('option:checked').textContent()).toBe(a.employmentTypeName)
  }
  if (a.vehicle) {
    await field(t('contact.field.vehicleMake')).selectOption(a.vehicle.makeId)
    await field(t('contact.field.vehicleYear')).selectOption(a.vehicle.year)
    await field(t('contact.field.vehicleModel')).selectOption(a.vehicle.modelId)
    expect(await field(t('contact.field.vehicleModel')).locator('option:checked').textContent()).toBe(a.vehicle.modelName)
  }
  if (a.existingInsurance !== undefined) await choose(t('contact.field.existingInsurance'), a.existingInsurance)
  if (a.policyExpiry !== undefined) await field(t('contact.field.policyExpiry')).fill(a.policyExpiry)
  if (a.loanAmount !== undefined) await typeAmount(field(t('contact.field.loanAmount', { currency })), a.loanAmount)
  if (a.tenor !== undefined) await field(t('contact.field.tenor')).selectOption(a.tenor)
  if (a.cardHolder !== undefined) await choose(t('contact.field.cardHolder'), a.cardHolder)
  if (a.cardHolderTenure !== undefined)
    await choose(t('contact.field.cardHolderTenure', { months: tenureMonths(verticalId) }), a.cardHolderTenure === 'at-least' ? 'yes' : 'no')
  // Asked only after a Yes: a No sends "0" by itself (decision 053).
  if (a.numberOfCards !== undefined && a.cardHolder !== 'no') await field(t('contact.field.numberOfCards')).selectOption(a.numberOfCards)
  if (a.npwpOwnership !== undefined) await choose(t('contact.field.npwpOwnership'), a.npwpOwnership)
  const windows = field(t('contact.field.callWindow'))
  const offered = await windows.locator('option').evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value))
  expect(offered, `the call window ${windowId} is offered`).toContain(windowId)
  await windows.selectOption(windowId)
  if (a.consent) for (const box of await dialog.getByRole('checkbox').all()) await box.check()
}

const MODAL_FIXTURES = LEAD_FIXTURES.filter((fixture) => fixture.kind === 'lead')

describe("the Contact-Me modal posts the live contract's lead", () => {
  test('every modal fixture has an opener on a built page', () => {
    expect(MODAL_FIXTURES.map((fixture) => fixture.file).sort()).toEqual(Object.keys(OPENERS).sort())
    // At least the cards and loans families and the partner modal of each portal.
    for (const code of ['ECM', 'CKJ'] as const) {
      const mine = MODAL_FIXTURES.filter((fixture) => fixture.portal === code)
      expect(mine.some((fixture) => fixture.family === 'cards' && !fixture.partner)).toBe(true)
      expect(mine.some((fixture) => fixture.family === 'loans')).toBe(true)
      expect(mine.some((fixture) => fixture.partner !== undefined)).toBe(true)
    }
  })

  test.each(MODAL_FIXTURES.map((fixture) => [fixture.file, fixture] as const))(
    '%s',
    async (file, fixture) => {
      const code = fixture.portal
      const opener = OPENERS[file]!
      const answers = fixture.answers as unknown as ModalAnswers
      const { page, context, log, origin } = await browserFor(code, fixture.context)
      await standInForPartner(page)
      await page.goto(origin + opener.path)
      const link = page.locator(opener.link).filter({ visible: true }).first()
      // The link opens the fixture's variant: its banner, vertical and partner.
      const said = await link.evaluate((element: HTMLElement) => ({ ...element.dataset }))
      expect({ banner: said.banner, vertical: Number(said.vertical), partner: said.partner ?? null }).toEqual({
        banner: fixture.opener!.banner,
        vertical: fixture.opener!.verticalId,
        partner: fixture.opener!.partner,
      })
      const openedAt = Date.now()
      const windowId = chooseWindow(code, answers.callWindow, new Date(openedAt))
      const today = wallClock(ZONE[code], new Date(openedAt)).date
      await link.click()
      const dialog = page.locator('#contact-modal')
      await dialog.locator('form').waitFor()
      await fillModal(dialog, code, fixture.opener!.verticalId, answers, windowId)
      const posted = page.waitForRequest((request) => new URL(request.url()).pathname === LEAD_PATH && request.method() === 'POST')
      const submittedAt = Date.now()
      await dialog.getByRole('button', { name: TRANSLATE[code]('contact.submit'), exact: true }).click()
      const request = await posted
      const status = (await request.response())?.status() ?? 0
      const sentBy = Date.now()
      const body = formBody(request)

      // The expected body: the fixture's, with the local address, the opener's words and the moment.
      const expected = { ...fixture.body }
      const remarks = JSON.parse(expected.Remarks ?? '{}') as Record<string, unknown>
      expected.FormUrl = localUrl(code, fixture.body.FormUrl ?? '', origin, opener.path)
      remarks.FormURL = expected.FormUrl
      remarks.Company = said.company ?? ''
      remarks.Product = said.product ?? ''
      expectInstantBetween('Remarks.ApplyDate', JSON.parse(body.Remarks ?? '{}').ApplyDate, submittedAt, sentBy)
      remarks.ApplyDate = JSON.parse(body.Remarks ?? '{}').ApplyDate
      if (windowId === 'now') {
        // CKJ "now": start and end are the current moment (of opening the form, at the latest of sending).
        expectInstantBetween('StartDate', body.StartDate, openedAt, sentBy)
        expect(body.EndDate).toBe(body.StartDate)
        expected.StartDate = body.StartDate ?? ''
        expected.EndDate = body.StartDate ?? ''
      } else {
        expect(body.StartDate).toMatch(WIRE_INSTANT)
        expect(body.EndDate).toMatch(WIRE_INSTANT)
        const { start, end } = windowInstants(code, windowId, today)
        expected.StartDate = start
        expected.EndDate = end
        // Substituted window (the fixture's is not offered at this hour): its own legacy value.
        if (windowId !== answers.callWindow) remarks.TimeAvailable = WIRE[code].timeAvailable[windowId]
      }
      if (answers.birthday) {
        remarks.Age = ageOn({ year: Number(answers.birthday.year), month: Number(answers.birthday.month), day: Number(answers.birthday.day) }, today)
      }
      // docs/requirements/forms-and-leads.md#conditional-fields: a car not insured now sends today's date (MM/DD/YYYY) as the policy expiry.
      if (answers.existingInsurance === 'no') remarks.CarInsurancePolicyExpiring = `${today.slice(5, 7)}/${today.slice(8, 10)}/${today.slice(0, 4)}`
      expected.Remarks = JSON.stringify(remarks)

      compareBodies(body, expected, EXTRA_LEAD_FIELDS)
      await expectStored(code, body, status)
      // docs/requirements/forms-and-leads.md#partner-completions: the first bank's card holder is redirected to its link; a
      // visitor without a card gets the thank-you panel.
      if (fixture.partner && answers.cardHolder === 'yes') await page.waitForURL((url) => PARTNER_REDIRECT_PATHS.includes(url.pathname))
      else await dialog.getByRole('heading', { name: TRANSLATE[code]('contact.thanks.heading', { name: answers.firstName }) }).waitFor()
      expect(log.consoleErrors).toEqual([])
      await context.close()
    },
    120_000,
  )
})

// ---------------------------------------------------------------------------------------------------
// The landing form and its newsletter subscription

interface LandingField {
  name: string
  type: string
  options?: { value: string; label: string }[]
}
interface Landing {
  path: string
  listId?: string
  steps: { fields: LandingField[] }[]
}

const LANDING_FIXTURES = LEAD_FIXTURES.filter((fixture) => fixture.kind === 'landing')

/** Id of a birthday dropdown: the first in the portal's order (month/day/year on ECM, day/month/year on CKJ) carries the field's id. */
function birthdayPart(code: Code, name: string, which: 'month' | 'day' | 'year'): string {
  const first = code === 'ECM' ? 'month' : 'day'
  return which === first ? `#landing-${name}` : `#landing-${name}-${which}`
}

/** Answers a landing step's fields as the fixture says (an option's id: `landing-Name`, then `landing-Name-1` ...). */
async function answerStep(page: Page, code: Code, fields: LandingField[], answers: Record<string, unknown>): Promise<void> {
  const optionId = (field: LandingField, value: string) => {
    const index = (field.options ?? []).findIndex((option) => option.value === value)
    expect(index, `${field.name} offers ${value}`).toBeGreaterThanOrEqual(0)
    return index === 0 ? `#landing-${field.name}` : `#landing-${field.name}-${index}`
  }
  for (const field of fields) {
    const answer = answers[field.name]
    if (answer === undefined || answer === '' || answer === false) continue
    const input = page.locator(`#landing-${field.name}`)
    switch (field.type) {
      case 'radio':
        await page.locator(optionId(field, String(answer))).check()
        break
      case 'checkboxes':
        for (const value of answer as string[]) await page.locator(optionId(field, value)).check()
        break
      case 'consent':
        await input.check()
        break
      // Province and City (docs/data.md "Landing forms"): the fixture's answer is the lookup id; the
      // city's options arrive once the province is chosen, and selectOption waits for them.
      case 'select':
      case 'province':
      case 'city':
        await input.selectOption(String(answer))
        break
      case 'amount':
        await typeAmount(input, String(answer))
        break
      case 'birthday': {
        // The fixture's answer is MM/DD/YYYY whatever the portal (tests/unit/contract/builders.test.ts).
        const [month, day, year] = String(answer).split('/') as [string, string, string]
        await page.locator(birthdayPart(code, field.name, 'month')).selectOption(month)
        await page.locator(birthdayPart(code, field.name, 'day')).selectOption(String(Number(day)))
        await page.locator(birthdayPart(code, field.name, 'year')).selectOption(year)
        break
      }
      default:
        await input.fill(String(answer))
    }
  }
}

describe("the landing form posts the live contract's lead and newsletter subscription", () => {
  test.each(LANDING_FIXTURES.map((fixture) => [fixture.file, fixture] as const))(
    '%s',
    async (_file, fixture) => {
      const code = fixture.portal
      const landing = json<Landing>(fixture.landing ?? '')
      const newsletter = NEWSLETTER_FIXTURES.find((item) => item.portal === code)
      if (!newsletter) throw new Error(`No newsletter fixture for ${code}`)
      const { page, context, log, origin } = await browserFor(code, fixture.context)
      await page.goto(origin + landing.path)
      await page.locator('#landing-FirstName').focus()
      await page.locator('[data-island="LandingForm"][data-hydrated="true"]').waitFor({ state: 'attached' })
      const next = page.locator('.landing-actions button[type="submit"]')
      for (const [index, step] of landing.steps.entries()) {
        await answerStep(page, code, step.fields, fixture.answers)
        if (index < landing.steps.length - 1) {
          await next.click()
          await page.locator(`#landing-step-${index + 2}`).waitFor()
        }
      }
      // The newsletter box, ticked.
      await page.locator('#landing-List').check()
      const leadPosted = page.waitForRequest((request) => new URL(request.url()).pathname === LEAD_PATH && request.method() === 'POST')
      const subscribePosted = page.waitForRequest((request) => new URL(request.url()).pathname === SUBSCRIBE_PATH && request.method() === 'POST')
      const submittedAt = Date.now()
      await next.click()
      const leadRequest = await leadPosted
      const leadStatus = (await leadRequest.response())?.status() ?? 0
      const subscribeRequest = await subscribePosted
      const subscribeStatus = (await subscribeRequest.response())?.status() ?? 0
      const sentBy = Date.now()
      await page.waitForURL(`${origin}/thank-you-promo`)

      // The lead: StartDate = EndDate = the moment of sending, as ApplyDate.
      const body = formBody(leadRequest)
      const today = wallClock(ZONE[code], new Date(submittedAt)).date
      const expected = { ...fixture.body }
      const remarks = JSON.parse(expected.Remarks ?? '{}') as Record<string, unknown>
      expectInstantBetween('StartDate', body.StartDate, submittedAt, sentBy)
      expect(body.EndDate).toBe(body.StartDate)
      const sentRemarks = JSON.parse(body.Remarks ?? '{}') as Record<string, unknown>
      expectInstantBetween('Remarks.ApplyDate', sentRemarks.ApplyDate, submittedAt, sentBy)
      expected.StartDate = body.StartDate ?? ''
      expected.EndDate = body.StartDate ?? ''
      remarks.ApplyDate = sentRemarks.ApplyDate
      expected.FormUrl = localUrl(code, fixture.body.FormUrl ?? '', origin)
      remarks.FormURL = expected.FormUrl
      const [month, day, year] = String(fixture.answers.Birthdate).split('/').map(Number) as [number, number, number]
      remarks.Age = ageOn({ year, month, day }, today)
      expected.Remarks = JSON.stringify(remarks)
      compareBodies(body, expected, EXTRA_LEAD_FIELDS)
      await expectStored(code, body, leadStatus)

      // The subscription. ECM: the newsletter fixture is this very form (same visitor, same page). CKJ:
      // ckj-newsletter.json is a /promo-kta visitor with a landline and a gender, which no CKJ landing
      // page asks together with a list, so the CKJ body is ckj-newsletter.json's with this visitor's
      // answers, each in the contract's form: Name = first and last name, Gender as IsMale, Birthdate as
      // in the lead's Remarks, Telephone as the lead's TelephoneNumber, List the landing's list id.
      const sent = formBody(subscribeRequest)
      expect(subscribeStatus).toBeLessThan(300)
      const wanted: Record<string, string> = { ...newsletter.body }
      if (new URL(newsletter.pageUrl).pathname !== landing.path) {
        Object.assign(wanted, {
          Name: `${fixture.body.FirstName} ${fixture.body.LastName}`,
          Email: fixture.body.Email,
          Telephone: fixture.body.TelephoneNumber,
          MobilePhoneNumber: fixture.body.MobilePhoneNumber,
          Gender: fixture.body.IsMale,
          Birthdate: (JSON.parse(fixture.body.Remarks ?? '{}') as { Birthdate: string }).Birthdate,
          List: landing.listId,
        })
      }
      expectInstantBetween('ApplyDate', sent.ApplyDate, submittedAt, Date.now())
      wanted.ApplyDate = sent.ApplyDate ?? ''
      compareBodies(sent, wanted, [])
      const api = await (await site()).api()
      const stored = await api.query<Record<string, unknown>>('SELECT portal, list, name, source FROM subscriptions WHERE email = $1 AND portal = $2', [
        sent.Email ?? '',
        code,
      ])
      expect(stored).toEqual([{ portal: code, list: wanted.List, name: wanted.Name, source: 'form' }])
      expect(log.consoleErrors).toEqual([])
      await context.close()
    },
    120_000,
  )
})

// ---------------------------------------------------------------------------------------------------
// The arrival subscription

describe("the arrival GET asks the live contract's address", () => {
  test.each(ARRIVAL_FIXTURES.map((fixture) => [fixture.file, fixture] as const))('%s', async (_file, fixture: ArrivalFixture) => {
    const code = fixture.portal
    const { page, context, log, origin } = await browserFor(code, { refCode: null, ipAddress: null, utm: {} })
    const live = new URL(fixture.page)
    expect(live.origin).toBe(LIVE_ORIGIN[code])
    const asked = page.waitForRequest((request) => new URL(request.url()).pathname === '/sendy/subscribe')
    await page.goto(`${origin}${live.pathname}${live.search}`)
    const request = await asked
    const url = new URL(request.url())
    expect(request.method()).toBe('GET')
    expect(url.origin).toBe(origin)
    // The contract's address exactly (path, parameters, their order and encoding), then one parameter
    // of ours: the portal, which the local lead API reads (renderer/site/arrivalSubscription.ts).
    expect(`${url.pathname}${url.search}`).toBe(`${fixture.request}&portal=${code}`)
    expect((await request.response())?.status() ?? 0).toBeLessThan(300)
    const expectedQuery = new URL(fixture.request, origin).searchParams
    const api = await (await site()).api()
    const stored = await api.query<Record<string, unknown>>('SELECT portal, list, name, source FROM subscriptions WHERE email = $1 AND portal = $2', [
      expectedQuery.get('email') ?? '',
      code,
    ])
    expect(stored).toEqual([{ portal: code, list: expectedQuery.get('list'), name: expectedQuery.get('name'), source: 'arrival' }])
    expect(log.consoleErrors).toEqual([])
    await context.close()
  })
})
