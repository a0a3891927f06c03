import { readFileSync } from 'node:fs'
import type { Locator, Page, Request } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import type { OutboxEntry } from '../../components/outbox/outbox'
import { createTranslator, type Translate } from '../../components/translator'
import { readMessages } from '../../content/messages'
import type { PortalConfig } from '../../domain/portal'
import { hydrated, openPage, PORTALS, site, type PortalKey, type VisitorContext } from './harness'

// The lead outbox (components/outbox/outbox.ts, useDelivery.ts) in Chromium, against the built site and
// the real lead API with its database. page.route only makes a post fail (abort) or answers one post
// with an error status; every success is the real API's.

const LEAD_PATH = '/api/CallSchedules/AddCallSchedule'
const OUTBOX_KEY = 'outbox:leads'
const LOCALE = { ecm: 'en-PH', ckj: 'id-ID' } as const

// data/landings/{ecm,ckj}: the card promo of each portal, its newsletter list and its redirect.
const PROMO = {
  ecm: {
    path: '/credit-card-promo',
    submit: 'Send my request',
    next: 'Next',
    mobile: '0917 123 4567',
    // docs/data.md "Landing forms": the province's id, then its city's (data/lookups/ecm: Metro Manila, City of Makati).
    city: { provinceId: '1300000000', id: '1380300000' },
    occupation: 'Employed - private',
    income: '45000',
  },
  ckj: {
    path: '/promo-kartu-kredit',
    submit: 'Kirim permintaan saya',
    next: 'Lanjut',
    mobile: '0812 3456 7890',
    // data/lookups/ckj: DKI Jakarta, Kota Administrasi Jakarta Selatan.
    city: { provinceId: '31', id: '31.74' },
    occupation: 'Karyawan swasta',
    income: '15000000',
  },
} as const
const REDIRECT = '/thank-you-promo'

type Row = Record<string, unknown>

function json<T>(path: string): T {
  return JSON.parse(readFileSync(path, 'utf8')) as T
}

function portalConfig(portal: PortalKey): PortalConfig {
  return json<PortalConfig>(`data/portals/${portal}.json`)
}

function texts(portal: PortalKey): Translate {
  return createTranslator(LOCALE[portal], readMessages('data', LOCALE[portal]))
}

function landing(portal: PortalKey): { listId: string } {
  return json<{ listId: string }>(`data/landings/${portal}/${PROMO[portal].path.slice(1)}.json`)
}

async function rows(sql: string, params: unknown[]): Promise<Row[]> {
  const api = await (await site()).api()
  return api.query<Row>(sql, params as never)
}

let seq = 0
function uniqueEmail(portal: PortalKey, what: string): string {
  seq += 1
  return `outbox-${what}-${portal}-${Date.now()}-${seq}@example.com`
}

const isLeadPost = (request: Request) => new URL(request.url()).pathname === LEAD_PATH && request.method() === 'POST'
const keyOf = (request: Request) => new URLSearchParams(request.postData() ?? '').get('IdempotencyKey') ?? ''
const emailOf = (request: Request) => new URLSearchParams(request.postData() ?? '').get('Email') ?? ''

async function outbox(page: Page): Promise<OutboxEntry[]> {
  return page.evaluate((name) => JSON.parse(localStorage.getItem(name) ?? '[]') as OutboxEntry[], OUTBOX_KEY)
}

async function outboxText(page: Page): Promise<string | null> {
  return page.evaluate((name) => localStorage.getItem(name), OUTBOX_KEY)
}

/** Counts the lead posts the page makes from now on; `stop` ends the count. */
function countLeadPosts(page: Page): { posts: Request[]; stop: () => void } {
  const posts: Request[] = []
  const listener = (request: Request) => {
    if (isLeadPost(request)) posts.push(request)
  }
  page.on('request', listener)
  return { posts, stop: () => page.off('request', listener) }
}

// ---- The Contact-Me modal (home page, travel insurance: the shortest variant). ----

async function home(portal: PortalKey, context?: VisitorContext): Promise<{ page: Page; context: VisitorContext }> {
  const { origins } = await site()
  await (await site()).api()
  if (context) {
    const page = await context.newPage()
    await page.goto(origins[portal] + '/')
    return { page, context }
  }
  const opened = await openPage()
  await opened.page.goto(origins[portal] + '/')
  return opened
}

async function openModal(page: Page): Promise<Locator> {
  await page.locator('#call-travel-insurance').click()
  const dialog = page.locator('#contact-modal')
  await dialog.locator('form').waitFor()
  return dialog
}

function field(dialog: Locator, label: string): Locator {
  return dialog.getByLabel(label, { exact: true })
}

async function fillTravel(dialog: Locator, t: Translate, portal: PortalKey, person: { first: string; email: string }): Promise<void> {
  await field(dialog, portalConfig(portal).titleChoices?.female ?? portalConfig(portal).titles.female[0]!).check()
  await field(dialog, t('contact.field.firstName')).fill(person.first)
  await field(dialog, t('contact.field.lastName')).fill('Reyes')
  await field(dialog, t('contact.field.birthday.month')).selectOption('05')
  await field(dialog, t('contact.field.birthday.day')).selectOption('20')
  await field(dialog, t('contact.field.birthday.year')).selectOption('1990')
  await field(dialog, t('contact.field.mobilePhoneNumber')).fill(portal === 'ecm' ? '09171112222' : '081234567890')
  await field(dialog, t('contact.field.email')).fill(person.email)
  await field(dialog, t('contact.field.destination')).fill('Japan')
  await field(dialog, t('contact.field.callWindow')).selectOption('tomorrow-morning')
  for (const box of await dialog.getByRole('checkbox').all()) await box.check()
}

/** Presses the modal's button (by its label) and returns the lead post it made. */
async function press(page: Page, dialog: Locator, label: string): Promise<Request> {
  const request = page.waitForRequest(isLeadPost)
  await dialog.getByRole('button', { name: label }).click()
  return request
}

// ---- The card promo landing. ----

async function fillPromo(page: Page, portal: PortalKey, email: string): Promise<void> {
  const p = PROMO[portal]
  const first = portal === 'ecm' ? 'month' : 'day'
  const part = (which: 'month' | 'day' | 'year') => (which === first ? '#landing-Birthdate' : `#landing-Birthdate-${which}`)
  await page.locator('#landing-FirstName').fill('Maria')
  await page.locator('#landing-LastName').fill('Santos')
  await page.locator('#landing-Gender-1').check()
  await page.locator(part('month')).selectOption('03')
  await page.locator(part('day')).selectOption('15')
  await page.locator(part('year')).selectOption('1990')
  await page.getByRole('button', { name: p.next }).click()
  await page.locator('#landing-Email').fill(email)
  await page.locator('#landing-MobilePhoneNumber').fill(p.mobile)
  await page.locator('#landing-Province').selectOption(p.city.provinceId)
  await page.locator('#landing-City').selectOption(p.city.id)
  await page.getByRole('button', { name: p.next }).click()
  await page.locator('#landing-Occupation').selectOption({ label: p.occupation })
  await page.locator('#landing-MonthlyIncome').fill(p.income)
  await page.locator('#landing-CardPreferences').check()
  await page.locator('#landing-Agree').check()
  await page.locator('#landing-List').check()
}

describe.each(PORTALS)('%s lead outbox', (portal) => {
  const t = texts(portal)

  test('(a) a landing lead with the newsletter whose post failed is delivered on reload, with its subscription, then the redirect', async () => {
    const { origins } = await site()
    await (await site()).api()
    const { page, context } = await openPage()
    const origin = origins[portal]
    const p = PROMO[portal]
    const subscribePath = `/api/${portalConfig(portal).newsletter.service}/subscribe`
    await page.goto(origin + p.path)
    await hydrated(page, 'LandingForm')
    const decline = page.locator('[data-consent-choice="denied"]')
    if (await decline.isVisible()) await decline.click()
    const email = uniqueEmail(portal, 'landing')
    await fillPromo(page, portal, email)
    await page.route(`**${LEAD_PATH}`, (route) => route.abort())
    const subscribePosts: Request[] = []
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === subscribePath && request.method() === 'POST') subscribePosts.push(request)
    })
    const firstPost = page.waitForRequest(isLeadPost)
    await page.getByRole('button', { name: p.submit }).click()
    const key = keyOf(await firstPost)
    await page.locator('.landing-notice').getByText(t('landing.notSent')).waitFor()
    expect(page.url()).toBe(origin + p.path)
    // The entry carries its subscription, its redirect and its page; the subscription was not posted.
    const [entry, ...others] = await outbox(page)
    expect(others).toEqual([])
    expect(entry).toMatchObject({ key, url: LEAD_PATH, attempts: 1, redirect: REDIRECT, page: p.path, body: { Email: email, IdempotencyKey: key } })
    expect(entry!.then).toMatchObject({ url: subscribePath, body: { Email: email, List: landing(portal).listId } })
    expect(subscribePosts).toEqual([])

    await page.unroute(`**${LEAD_PATH}`)
    const resent = page.waitForRequest((request) => isLeadPost(request) && keyOf(request) === key)
    const subscribed = page.waitForRequest((request) => new URL(request.url()).pathname === subscribePath && request.method() === 'POST')
    await page.reload({ waitUntil: 'commit' })
    await resent
    const subscription = await subscribed
    await page.waitForURL(origin + REDIRECT)
    expect((await subscription.response())?.status()).toBeLessThan(300)

    const leads = await rows('SELECT idempotency_key FROM leads WHERE email = $1', [email])
    expect(leads).toEqual([{ idempotency_key: key }])
    const subscriptions = await rows('SELECT list FROM subscriptions WHERE email = $1', [email])
    expect(subscriptions).toEqual([{ list: landing(portal).listId }])
    expect(await outboxText(page)).toBeNull()
    await context.close()
  })

  test('(b) Contact-Me: after an aborted post the visitor corrects the e-mail and retries; only the corrected lead is stored', async () => {
    const { page, context } = await home(portal)
    const dialog = await openModal(page)
    const wrong = uniqueEmail(portal, 'wrong')
    const right = uniqueEmail(portal, 'right')
    await fillTravel(dialog, t, portal, { first: 'Lia', email: wrong })
    await page.route(`**${LEAD_PATH}`, (route) => route.abort(), { times: 1 })
    const first = await press(page, dialog, t('contact.submit'))
    await dialog.getByText(t('contact.notSent')).waitFor()
    expect((await outbox(page)).map((entry) => [entry.key, entry.body.Email])).toEqual([[keyOf(first), wrong]])

    await field(dialog, t('contact.field.email')).fill(right)
    const second = await press(page, dialog, t('contact.retry'))
    expect(emailOf(second)).toBe(right)
    expect(keyOf(second)).not.toBe(keyOf(first))
    expect(keyOf(second)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    await dialog.getByRole('heading', { name: t('contact.thanks.heading', { name: 'Lia' }) }).waitFor()
    expect(await rows('SELECT idempotency_key FROM leads WHERE email = $1', [right])).toEqual([{ idempotency_key: keyOf(second) }])
    // The outdated entry went when the corrected answers were sent: nothing is left to send.
    expect(await outboxText(page)).toBeNull()

    const counted = countLeadPosts(page)
    // A page sends what waits in the outbox as its first script starts, before 'load'; the wait then
    // gives a retry timer (at least 1 s) its chance.
    await page.reload({ waitUntil: 'load' })
    await page.waitForTimeout(1500)
    counted.stop()
    expect(counted.posts.map(emailOf)).toEqual([])
    expect(await rows('SELECT id FROM leads WHERE email = $1', [wrong])).toEqual([])
    expect(await rows('SELECT id FROM leads WHERE email = $1', [right])).toHaveLength(1)
    await context.close()
  })

  test('(b) Contact-Me: retrying unchanged answers after an aborted post sends the same key, and the lead is stored once', async () => {
    const { page, context } = await home(portal)
    const dialog = await openModal(page)
    const email = uniqueEmail(portal, 'same')
    await fillTravel(dialog, t, portal, { first: 'Rico', email })
    await page.route(`**${LEAD_PATH}`, (route) => route.abort(), { times: 1 })
    const first = await press(page, dialog, t('contact.submit'))
    await dialog.getByText(t('contact.notSent')).waitFor()
    const second = await press(page, dialog, t('contact.retry'))
    expect(keyOf(first)).not.toBe('')
    expect(keyOf(second)).toBe(keyOf(first))
    await dialog.getByRole('heading', { name: t('contact.thanks.heading', { name: 'Rico' }) }).waitFor()
    expect(await rows('SELECT idempotency_key FROM leads WHERE email = $1', [email])).toEqual([{ idempotency_key: keyOf(first) }])
    expect(await outboxText(page)).toBeNull()
    await context.close()
  })

  test("(c) a 409 refusal is told in the portal's language, leaves nothing in the outbox, and is not sent again after a reload", async () => {
    const { page, context } = await home(portal)
    const dialog = await openModal(page)
    const email = uniqueEmail(portal, 'refused')
    await fillTravel(dialog, t, portal, { first: 'Ana', email })
    await page.route(
      `**${LEAD_PATH}`,
      (route) => route.fulfill({ status: 409, contentType: 'application/json', body: JSON.stringify({ error: 'Idempotency key reused with other content' }) }),
      { times: 1 },
    )
    const post = await press(page, dialog, t('contact.submit'))
    expect((await post.response())?.status()).toBe(409)
    const notice = dialog.locator('.contact-notice')
    await notice.getByText(t('contact.rejected')).waitFor()
    expect((await notice.textContent())?.trim()).toBe(t('contact.rejected'))
    expect(await dialog.getByText(t('contact.notSent')).count()).toBe(0)
    // The form is the visitor's again: the submit button, not "try again".
    expect(await dialog.getByRole('button', { name: t('contact.submit') }).isEnabled()).toBe(true)
    expect(await outboxText(page)).toBeNull()

    const counted = countLeadPosts(page)
    await page.reload({ waitUntil: 'load' })
    await page.waitForTimeout(3000)
    counted.stop()
    expect(counted.posts.map(emailOf)).toEqual([])
    expect(await outboxText(page)).toBeNull()
    expect(await rows('SELECT id FROM leads WHERE email = $1', [email])).toEqual([])
    await context.close()
  })

  test('(d) a UTM cookie with a NUL byte and a lone surrogate is cleaned: the lead is stored with utm_source "newsletter"', async () => {
    const { browser, origins } = await site()
    await (await site()).api()
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } })
    // JSON.stringify writes both as \u escapes, which js-cookie hands back to JSON.parse (browserContext.ts readUtm).
    const value = encodeURIComponent(JSON.stringify({ utm_source: 'news\u0000letter', utm_campaign: 'x\ud800y' }))
    await context.addCookies([{ name: 'UTM', value, url: origins[portal] }])
    const { page } = await home(portal, context)
    // The cookie reaches the page as set: the NUL and the surrogate are in what the page reads.
    expect(await page.evaluate(() => document.cookie.split('; ').find((c) => c.startsWith('UTM=')))).toBe(`UTM=${value}`)
    const dialog = await openModal(page)
    const email = uniqueEmail(portal, 'utm')
    await fillTravel(dialog, t, portal, { first: 'Nina', email })
    const post = await press(page, dialog, t('contact.submit'))
    const sent = new URLSearchParams(post.postData() ?? '')
    expect({ source: sent.get('utm_source'), campaign: sent.get('utm_campaign') }).toEqual({ source: 'newsletter', campaign: 'xy' })
    const status = (await post.response())?.status() ?? 0
    expect(status).toBeGreaterThanOrEqual(200)
    expect(status).toBeLessThan(300)
    await dialog.getByRole('heading', { name: t('contact.thanks.heading', { name: 'Nina' }) }).waitFor()
    const stored = await rows('SELECT utm_source, utm_campaign, payload FROM leads WHERE email = $1', [email])
    expect(stored).toHaveLength(1)
    expect((stored[0]!.payload as Record<string, string>).utm_source).toBe('newsletter')
    expect((stored[0]!.payload as Record<string, string>).utm_campaign).toBe('xy')
    expect({ source: stored[0]!.utm_source, campaign: stored[0]!.utm_campaign }).toEqual({ source: 'newsletter', campaign: 'xy' })
    await context.close()
  })

  test('(e) a 503 keeps the lead in the outbox with one attempt; the reload sends it with the same key and it is stored once', async () => {
    const { page, context } = await home(portal)
    const dialog = await openModal(page)
    const email = uniqueEmail(portal, 'down')
    await fillTravel(dialog, t, portal, { first: 'Rosa', email })
    await page.route(`**${LEAD_PATH}`, (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"down"}' }), { times: 1 })
    const before = Date.now()
    const post = await press(page, dialog, t('contact.submit'))
    const key = keyOf(post)
    await dialog.getByText(t('contact.notSent')).waitFor()
    const waiting = await outbox(page)
    expect(waiting).toHaveLength(1)
    expect(waiting[0]).toMatchObject({ key, url: LEAD_PATH, attempts: 1, body: { Email: email, IdempotencyKey: key } })
    // The first backoff: 15 s.
    expect(waiting[0]!.nextAt! - before).toBeGreaterThanOrEqual(14_000)
    expect(waiting[0]!.nextAt! - before).toBeLessThanOrEqual(20_000)
    expect(await rows('SELECT id FROM leads WHERE email = $1', [email])).toEqual([])

    const counted = countLeadPosts(page)
    await page.reload({ waitUntil: 'load' })
    await expect.poll(async () => (await rows('SELECT idempotency_key FROM leads WHERE email = $1', [email])).length).toBe(1)
    await expect.poll(() => outboxText(page)).toBeNull()
    await page.waitForTimeout(1000)
    counted.stop()
    expect(counted.posts.map(keyOf)).toEqual([key])
    expect(await rows('SELECT idempotency_key FROM leads WHERE email = $1', [email])).toEqual([{ idempotency_key: key }])
    await context.close()
  })

  test('a lead whose post failed is sent again after the 15 s backoff while the page stays open', async () => {
    // The page's clock is Playwright's (it runs as usual until the test moves it on): the 15 s of the
    // backoff pass in one jump instead of being waited for, and the timer still has to fire by itself.
    // Playwright's clock stays installed in its context: this test has a context of its own.
    const own = await (await site()).browser.newContext({ viewport: { width: 390, height: 844 } })
    await own.clock.install()
    const { page } = await home(portal, own)
    const dialog = await openModal(page)
    const email = uniqueEmail(portal, 'backoff')
    await fillTravel(dialog, t, portal, { first: 'Tess', email })
    await page.route(`**${LEAD_PATH}`, (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"down"}' }), { times: 1 })
    const post = await press(page, dialog, t('contact.submit'))
    const key = keyOf(post)
    await dialog.getByText(t('contact.notSent')).waitFor()
    const failedAt = await page.evaluate(() => Date.now())
    const again = page.waitForRequest((request) => isLeadPost(request) && keyOf(request) === key, { timeout: 20_000 }).catch(() => null)
    // No reload, no click, no "online" event: the outbox's own timer is due about 15 s later, not before.
    await own.clock.runFor(13_000)
    expect(await Promise.race([again, new Promise((resolve) => setTimeout(() => resolve('none yet'), 300))]), 'a post before the backoff').toBe('none yet')
    await own.clock.runFor(7_000)
    expect(await again, 'no lead post within 20 s of the failed one (due after 15 s)').not.toBeNull()
    expect((await page.evaluate(() => Date.now())) - failedAt).toBeGreaterThanOrEqual(14_000)
    await dialog.getByRole('heading', { name: t('contact.thanks.heading', { name: 'Tess' }) }).waitFor()
    expect(await rows('SELECT idempotency_key FROM leads WHERE email = $1', [email])).toEqual([{ idempotency_key: key }])
    expect(await outboxText(page)).toBeNull()
    await own.close()
  })
})
