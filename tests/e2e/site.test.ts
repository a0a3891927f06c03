import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core'
import { afterAll, describe, expect, test } from 'vitest'
import { testBrowser } from '../../scripts/quality/chromium'
import { axeViolations, openPage, PORTALS, site, type PortalKey, type VisitorContext } from './harness'
import type { TestApi } from './testApi'

// Issue 9 (site behaviours and tracking), on both portals, against the built site and the real lead
// API. Texts come from data/content/{ecm,ckj}/guides.json and data/messages/parts/site.*.json.

/** The real lead API with its database (started once for the suite). */
async function leadApi(): Promise<TestApi> {
  return (await site()).api()
}

const TEXT = {
  ecm: {
    guides: '/guides',
    terms: '/terms-conditions',
    tabs: ['Credit cards', 'Loans', 'Insurance'],
    secondTab: 'loans',
    faq: ['Does it cost anything to compare and ask for a call-back?', 'Will asking for a call-back affect my credit record?'],
    show: 'Show answer',
    hide: 'Hide answer',
    glossary: 'Glossary of loan and insurance terms',
    glossaryOpener: 'Open the glossary',
    filter: 'Find a term',
    filterQuery: 'interest',
    // Add-on rate, Amortisation, Cash advance, Effective interest rate, Minimum amount due (guides.json).
    filterStatus: '5 terms shown',
    termCount: 12,
    help: 'Need help choosing?',
    helpDismiss: 'Maybe later',
    tip: 'What is an add-on rate?',
    contentsFaq: 'Frequently asked questions',
    backToTop: 'Back to top',
    consent: 'Cookies and your privacy',
    accept: 'Accept analytics cookies',
    decline: 'Decline analytics cookies',
    settings: 'Cookie settings',
    close: 'Close',
    login: 'Log in',
    email: 'Email address',
    password: 'Password',
    submit: 'Log in',
    // docs/requirements/wire-contract.md#newsletter: the live service's list id of the CC vertical, the same on both portals.
    list: 'GMeKPfzetOCTz1mNpF892KEw',
    code: 'ECM',
  },
  ckj: {
    guides: '/panduan',
    terms: '/syarat-ketentuan',
    tabs: ['Kartu kredit', 'Pinjaman', 'Asuransi'],
    secondTab: 'pinjaman',
    faq: ['Apakah ada biaya untuk membandingkan produk dan meminta ditelepon?', 'Apakah meminta ditelepon memengaruhi riwayat kredit saya?'],
    show: 'Lihat jawaban',
    hide: 'Tutup jawaban',
    glossary: 'Kamus istilah pinjaman dan asuransi',
    glossaryOpener: 'Buka kamus istilah',
    filter: 'Cari istilah',
    filterQuery: 'bunga',
    // Bunga efektif, Bunga flat, Pembayaran minimum (guides.json).
    filterStatus: '3 istilah ditampilkan',
    termCount: 12,
    help: 'Butuh bantuan memilih?',
    helpDismiss: 'Nanti saja',
    tip: 'Apa itu bunga flat?',
    contentsFaq: 'Pertanyaan yang sering diajukan',
    backToTop: 'Kembali ke atas',
    consent: 'Cookie dan privasi Anda',
    accept: 'Izinkan cookie analitik',
    decline: 'Tolak cookie analitik',
    settings: 'Pengaturan cookie',
    close: 'Tutup',
    login: 'Masuk',
    email: 'Alamat email',
    password: 'Kata sandi',
    submit: 'Masuk',
    list: 'GMeKPfzetOCTz1mNpF892KEw',
    code: 'CKJ',
  },
} as const

/** Answers the consent notice and marks the help dialog as shown, so neither covers what a test looks at. */
async function settle(context: VisitorContext, origin: string, options: { consent?: boolean; helpShown?: boolean } = {}): Promise<void> {
  if (options.consent !== false) await context.addCookies([{ name: 'consent', value: 'denied', url: origin }])
  if (options.helpShown !== false) {
    await context.addInitScript(() => {
      try {
        sessionStorage.setItem('dialog-shown:help', '1')
      } catch {
        // A test that blocks storage sees the dialog at most once per page instead.
      }
    })
  }
}

// One browser context per portal for the tests that only read the guides page as a visitor who has
// answered the consent notice and seen the help dialog (settle()): tabs, FAQ, glossary, back-to-top,
// the glides, the hash link, the tooltip and axe. None of them sets a cookie or stores anything another
// reads, and each has its own page, whose sessionStorage is its own; the site's code is in the
// browser's cache after the first (docs/testing.md, "How the run is laid out"). Tests that log in,
// answer the notice, set campaign cookies or read storage open their own context.
const readers = new Map<PortalKey, Promise<BrowserContext>>()

afterAll(async () => {
  for (const context of readers.values()) await (await context).close()
  await namedHostBrowser?.then((browser) => browser.close())
})

/** A new page of the portal's reader context (see above); `close` closes the page. */
async function readerPage(portal: PortalKey): Promise<{ page: Page; close: () => Promise<void> }> {
  let context = readers.get(portal)
  if (!context) {
    context = (async () => {
      const { browser, origins } = await site()
      const created = await browser.newContext({ viewport: { width: 390, height: 844 } })
      await settle(created, origins[portal])
      return created
    })()
    readers.set(portal, context)
  }
  const page = await (await context).newPage()
  return { page, close: () => page.close() }
}

// A second Chromium that resolves both portals' named hosts to this machine, as DNS would resolve the
// real ones: started once for the file, by the first test that needs it.
let namedHostBrowser: Promise<Browser> | undefined

function namedHosts(): Promise<Browser> {
  const rules = PORTALS.map((key) => `MAP www.${key}-portal.test 127.0.0.1`).join(', ')
  const launch = testBrowser()
  namedHostBrowser ??= chromium.launch({ ...launch, args: [...launch.args, `--host-resolver-rules=${rules}`] })
  return namedHostBrowser
}

/** Opens the guides page with the site script started (the login state has left "unknown"). */
async function openGuides(page: Page, origin: string, portal: PortalKey, suffix = ''): Promise<void> {
  await page.goto(origin + TEXT[portal].guides + suffix)
  await page.locator('[data-login][data-login-state="out"], [data-login][data-login-state="in"]').waitFor({ state: 'attached' })
}

/** Polls a value for up to 5 s: the machine running these tests may be busy. */
function eventually<T>(read: () => Promise<T>) {
  return expect.poll(read, { timeout: 5000 })
}

function selectedTab(page: Page): Promise<string | null> {
  return page.locator('[role="tab"][aria-selected="true"]').textContent()
}

function dialogOpen(page: Page, id: string): Promise<boolean> {
  return page.locator(`#${id}`).evaluate((d: HTMLDialogElement) => d.open)
}

describe.each(PORTALS)('%s portal site behaviours', (portal) => {
  const text = TEXT[portal]

  test('Visitor signs in and the header shows their e-mail, linking to the profile', async () => {
    const api = await leadApi()
    const email = `site-login-${portal}@example.com`
    await api.createUser(email, 'correct-horse-battery-9')
    const { origins } = await site()
    const { page, context, log } = await openPage()
    await settle(context, origins[portal])
    await openGuides(page, origins[portal], portal, '?from=test')
    const account = page.locator('.header-account a')
    expect(await page.locator('[data-login]').getAttribute('data-login-state')).toBe('out')
    // The returnUrl is the full current address, query included (docs/requirements/pages-and-portals.md#login-and-profile).
    expect(await account.getAttribute('href')).toBe(`/Account/Login?returnUrl=${encodeURIComponent(`${text.guides}?from=test`)}`)
    await account.click()
    await page.getByLabel(text.email).fill(email)
    await page.getByLabel(text.password).fill('correct-horse-battery-9')
    await page.getByRole('button', { name: text.submit }).click()
    await page.waitForURL(`${origins[portal]}${text.guides}?from=test`)
    await page.locator('[data-login][data-login-state="in"]').waitFor()
    expect(await account.textContent()).toContain(email)
    expect(await account.getAttribute('href')).toBe('/Account/ViewLoginProfile')
    expect(log.consoleErrors).toEqual([])
    await context.close()
  })

  test('Visitor switches guide tabs by mouse and by keyboard', async () => {
    const { origins } = await site()
    const { page, close } = await readerPage(portal)
    await openGuides(page, origins[portal], portal)
    expect(await page.getByRole('tab').allTextContents()).toEqual(text.tabs)
    expect(await selectedTab(page)).toBe(text.tabs[0])
    await page.getByRole('tab', { name: text.tabs[2] }).click()
    expect(await selectedTab(page)).toBe(text.tabs[2])
    expect(await page.locator('[role="tabpanel"]:visible').count()).toBe(1)
    await page.keyboard.press('ArrowRight')
    expect(await selectedTab(page)).toBe(text.tabs[0])
    await page.keyboard.press('ArrowLeft')
    await page.keyboard.press('ArrowLeft')
    expect(await selectedTab(page)).toBe(text.tabs[1])
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-selected'))).toBe('true')
    // Tab leaves the tab list for the shown panel, not for the next tab.
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('tabpanel')
    await close()
  })

  test('Visitor opens and closes FAQ answers by mouse and by keyboard', async () => {
    const { origins } = await site()
    const { page, close } = await readerPage(portal)
    await openGuides(page, origins[portal], portal)
    const first = page.locator('#faq details').nth(0)
    const second = page.locator('#faq details').nth(1)
    expect(await first.locator('[data-label="idle"]').isVisible()).toBe(true)
    await first.locator('summary').click()
    expect(await first.evaluate((d: HTMLDetailsElement) => d.open)).toBe(true)
    expect(await first.locator('[data-label="active"]').textContent()).toBe(text.hide)
    expect(await first.locator('[data-label="active"]').isVisible()).toBe(true)
    expect(await first.locator('[data-label="idle"]').isVisible()).toBe(false)
    await second.locator('summary').focus()
    await page.keyboard.press('Enter')
    expect(await second.evaluate((d: HTMLDetailsElement) => d.open)).toBe(true)
    // Sections: one answer open at a time.
    expect(await first.evaluate((d: HTMLDetailsElement) => d.open)).toBe(false)
    await page.keyboard.press('Space')
    expect(await second.evaluate((d: HTMLDetailsElement) => d.open)).toBe(false)
    expect(await second.locator('[data-label="idle"]').textContent()).toBe(text.show)
    await close()
  })

  test('Visitor opens the glossary, filters it, and closing it resets the filter', async () => {
    const { origins } = await site()
    const { page, close } = await readerPage(portal)
    await openGuides(page, origins[portal], portal)
    const opener = page.getByRole('button', { name: text.glossaryOpener })
    const dialog = page.getByRole('dialog', { name: text.glossary })
    const terms = page.locator('#glossary-terms > div:visible')
    await opener.click()
    await dialog.waitFor()
    await page.getByLabel(text.filter).fill(text.filterQuery)
    await eventually(() => page.locator('[data-filter-status]').textContent()).toBe(text.filterStatus)
    // In a search field the first Escape empties the field (the browser's own behaviour), the next
    // one closes the dialog; focus goes back to the opener.
    await page.keyboard.press('Escape')
    await eventually(() => terms.count()).toBe(text.termCount)
    await page.keyboard.press('Escape')
    expect(await dialogOpen(page, 'glossary')).toBe(false)
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('open-glossary')
    await page.keyboard.press('Enter')
    await dialog.waitFor()
    await page.getByLabel(text.filter).fill(text.filterQuery)
    await eventually(() => terms.count()).toBeLessThan(text.termCount)
    // The close button, by keyboard; the form is reset, so the list is whole on the next opening.
    await dialog.getByRole('button', { name: text.close }).focus()
    await page.keyboard.press('Enter')
    expect(await dialogOpen(page, 'glossary')).toBe(false)
    await opener.click()
    expect(await page.getByLabel(text.filter).inputValue()).toBe('')
    await eventually(() => terms.count()).toBe(text.termCount)
    await page.getByLabel(text.filter).fill(text.filterQuery)
    // A click on the backdrop closes it too.
    await page.mouse.click(5, 5)
    await eventually(() => dialogOpen(page, 'glossary')).toBe(false)
    await opener.click()
    expect(await page.getByLabel(text.filter).inputValue()).toBe('')
    await close()
  })

  test('Visitor sees the help dialog once per visit after scrolling through the guide', async () => {
    const { origins } = await site()
    const { page, context } = await openPage()
    await settle(context, origins[portal], { helpShown: false })
    await openGuides(page, origins[portal], portal)
    expect(await dialogOpen(page, 'help')).toBe(false)
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    await page.getByRole('dialog', { name: text.help }).waitFor()
    await page.getByRole('button', { name: text.helpDismiss }).click()
    expect(await dialogOpen(page, 'help')).toBe(false)
    await page.evaluate(() => window.scrollTo(0, 0))
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    await page.reload()
    await page.locator('[data-login]:not([data-login-state="unknown"])').waitFor({ state: 'attached' })
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    await page.waitForTimeout(300)
    expect(await dialogOpen(page, 'help')).toBe(false)
    await context.close()
  })

  test('Visitor uses the back-to-top link, shown only after 280 px, by mouse and by keyboard', async () => {
    const { origins } = await site()
    const { page, close } = await readerPage(portal)
    await openGuides(page, origins[portal], portal)
    const link = page.getByRole('link', { name: text.backToTop })
    expect(await link.isVisible()).toBe(false)
    await page.evaluate(() => window.scrollTo(0, 250))
    await page.waitForTimeout(100)
    expect(await link.isVisible()).toBe(false)
    await page.evaluate(() => window.scrollTo(0, 600))
    await eventually(() => link.isVisible()).toBe(true)
    await link.click()
    // The glide ends by moving focus to the top of the page.
    await eventually(() => page.evaluate(() => document.activeElement?.id)).toBe('top')
    expect(await page.evaluate(() => window.scrollY)).toBe(0)
    await eventually(() => link.isVisible()).toBe(false)
    await page.evaluate(() => window.scrollTo(0, 900))
    await eventually(() => link.isVisible()).toBe(true)
    await link.focus()
    await page.keyboard.press('Enter')
    await eventually(() => page.evaluate(() => window.scrollY)).toBe(0)
    await eventually(() => page.evaluate(() => document.activeElement?.id)).toBe('top')
    await close()
  })

  test('Visitor follows an in-page link that glides there over 600 ms', async () => {
    const { origins } = await site()
    const { page, close } = await readerPage(portal)
    await openGuides(page, origins[portal], portal)
    const samples = await glide(page, () => page.locator('.guides-contents').getByRole('link', { name: text.contentsFaq }).click())
    expectSmooth(samples)
    expect(await page.evaluate(() => [location.hash, document.activeElement?.id])).toEqual(['#faq', 'faq'])
    // The section is at the top of the window, or the page is scrolled as far as it goes.
    expect(
      await page.evaluate(() => {
        const top = Math.round(document.getElementById('faq')!.getBoundingClientRect().top)
        return top === 0 || Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight
      }),
    ).toBe(true)
    // By keyboard: the same glide.
    await page.evaluate(() => window.scrollTo(0, 0))
    const link = page.locator('.guides-contents').getByRole('link', { name: text.contentsFaq })
    const byKeyboard = await glide(page, async () => {
      await link.focus()
      await page.keyboard.press('Enter')
    })
    expectSmooth(byKeyboard)
    await close()
  })

  test('Visitor who asks for reduced motion jumps to the anchor at once', async () => {
    const { browser, origins } = await site()
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, reducedMotion: 'reduce' })
    const page = await context.newPage()
    await settle(context, origins[portal])
    await openGuides(page, origins[portal], portal)
    const samples = await glide(page, () => page.locator('.guides-contents').getByRole('link', { name: text.contentsFaq }).click())
    // One jump: the position before and the position after, nothing in between.
    expect(samples.filter((s, i) => i === 0 || s.y !== samples[i - 1]!.y).length).toBeLessThanOrEqual(2)
    expect(samples.at(-1)!.y).toBeGreaterThan(0)
    expect(await page.evaluate(() => location.hash)).toBe('#faq')
    await context.close()
  })

  test('A link named by the address hash is activated on arrival', async () => {
    const { origins } = await site()
    const { page, close } = await readerPage(portal)
    await openGuides(page, origins[portal], portal, `#tab-${text.secondTab}`)
    await eventually(() => selectedTab(page)).toBe(text.tabs[1])
    // A new page: the same document with another hash would not load again.
    const second = await page.context().newPage()
    await openGuides(second, origins[portal], portal, '#open-glossary')
    await eventually(() => dialogOpen(second, 'glossary')).toBe(true)
    await Promise.all([second.close(), close()])
  })

  test('Visitor reads an explained term on hover and on focus; Escape hides it', async () => {
    const { origins } = await site()
    const { page, close } = await readerPage(portal)
    await openGuides(page, origins[portal], portal)
    await page.getByRole('tab', { name: text.tabs[1] }).click()
    const trigger = page.getByRole('button', { name: text.tip })
    const tip = page.getByRole('tooltip')
    expect(await tip.isVisible()).toBe(false)
    await trigger.hover()
    await eventually(() => tip.isVisible()).toBe(true)
    await page.mouse.move(0, 0)
    await eventually(() => tip.isVisible()).toBe(false)
    await trigger.focus()
    await eventually(() => tip.isVisible()).toBe(true)
    await page.keyboard.press('Escape')
    await eventually(() => tip.isVisible()).toBe(false)
    await close()
  })

  test('Visitor shares the guide in a 600 x 600 popup; Facebook shows the count from the lead API, the other networks no count', async () => {
    const { origins } = await site()
    const { page, context } = await openPage()
    await settle(context, origins[portal])
    // No network to Facebook from here: answer the popup's request locally.
    await context.route('https://www.facebook.com/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>shared</title>' }))
    await context.addInitScript(() => {
      const open = window.open.bind(window)
      ;(window as unknown as { opened: string[] }).opened = []
      window.open = (url?: string | URL, target?: string, features?: string) => {
        ;(window as unknown as { opened: string[] }).opened.push(String(features))
        return open(url, target, features)
      }
    })
    await openGuides(page, origins[portal], portal)
    // tests/e2e/shareCountDouble.ts: the API's Graph API double counts 4321 shares (abbreviated 4.3k).
    await eventually(() => page.locator('[data-share-count]').allTextContents()).toEqual(['4.3k', '', '', ''])
    expect(await page.locator('.share-count:visible').count()).toBe(1)
    const popup = context.waitForEvent('page')
    await page.locator('a[data-share-network="facebook"]').click()
    const shared = await popup
    expect(decodeURIComponent(shared.url())).toContain(
      `u=${new URL(TEXT[portal].guides, portal === 'ecm' ? 'https://www.ecomparemo.com' : 'https://www.cekaja.com').href}`,
    )
    const features = await page.evaluate(() => (window as unknown as { opened: string[] }).opened)
    expect(features).toHaveLength(1)
    expect(features[0]).toContain('width=600,height=600')
    // The shared page stays on the guide.
    expect(page.url()).toContain(TEXT[portal].guides)
    await context.close()
  })

  test('Visitor arriving from a campaign gets the UTM and refCode cookies, host-only on 127.0.0.1', async () => {
    const { origins } = await site()
    const { page, context, log } = await openPage()
    await settle(context, origins[portal])
    await openGuides(
      page,
      origins[portal],
      portal,
      '?utm_source=newsletter&utm_medium=email&utm_term=cards&utm_content=hero&utm_campaign=june-2026&refcode=RC-77',
    )
    const cookies = Object.fromEntries((await context.cookies()).map((c) => [c.name, c]))
    const utm = cookies.UTM
    // docs/requirements/wire-contract.md#utm-cookie cookies: UTM is JSON with the utm_* keys; refCode the code as a JSON string, quotes
    // included. The cookie text is URI-encoded as js-cookie writes it (a quote is %22), read decoded.
    expect(JSON.parse(decodeURIComponent(utm?.value ?? ''))).toEqual({
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_term: 'cards',
      utm_content: 'hero',
      utm_campaign: 'june-2026',
    })
    // Host-only: a cookie without a Domain attribute is reported with the bare host, no leading dot.
    expect(utm?.domain).toBe('127.0.0.1')
    expect(utm?.path).toBe('/')
    expect(utm?.sameSite).toBe('Lax')
    // 30 days (CAMPAIGN_COOKIE_DAYS), give or take the test's own run time.
    expect(Math.abs((utm?.expires ?? 0) - (Date.now() / 1000 + 30 * 86400))).toBeLessThan(120)
    expect(decodeURIComponent(cookies.refCode?.value ?? '')).toBe('"RC-77"')
    expect(cookies.refCode?.domain).toBe('127.0.0.1')
    // A later page without a campaign keeps them.
    await page.goto(origins[portal] + '/')
    const after = Object.fromEntries((await context.cookies()).map((c) => [c.name, c.value]))
    expect(after.UTM).toBe(utm?.value)
    expect(after.refCode).toBe(cookies.refCode?.value)
    expect(log.consoleErrors).toEqual([])
    await context.close()
  })

  test('Visitor on a named host gets the campaign cookies on the parent domain', async () => {
    const { origins } = await site()
    const port = new URL(origins[portal]).port
    const host = `www.${portal}-portal.test`
    // The browser resolves the named host to the local portal server, as DNS would resolve the real one.
    const context = await (await namedHosts()).newContext({ viewport: { width: 390, height: 844 } })
    try {
      const page = await context.newPage()
      await page.goto(`http://${host}:${port}${text.guides}?utm_source=partner&refcode=P1`)
      await eventually(async () => (await context.cookies()).map((c) => c.name).sort()).toEqual(expect.arrayContaining(['UTM', 'refCode']))
      const cookies = Object.fromEntries((await context.cookies()).map((c) => [c.name, c]))
      expect(cookies.UTM?.domain).toBe(`.${portal}-portal.test`)
      expect(cookies.refCode?.domain).toBe(`.${portal}-portal.test`)
    } finally {
      await context.close()
    }
  })

  test('Visitor arriving from a newsletter link is subscribed once', async () => {
    await leadApi()
    const { origins } = await site()
    const email = `arrival-${portal}-${Date.now()}@example.com`
    const address = `${origins[portal]}/?vertical=CC&name=Juan%20dela%20Cruz&email=${encodeURIComponent(email)}&utm_medium=email&utm_source=newsletter`
    const { page, context, log } = await openPage()
    await settle(context, origins[portal])
    const calls: string[] = []
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/sendy/subscribe') calls.push(request.url())
    })
    const answered = page.waitForResponse((response) => new URL(response.url()).pathname === '/sendy/subscribe')
    await page.goto(address)
    expect((await answered).status()).toBeLessThan(300)
    const asked = new URL(calls[0] ?? '')
    expect(Object.fromEntries(asked.searchParams)).toEqual({ list: text.list, name: 'Juan dela Cruz', email, portal: text.code })
    // The same link again, in the same browser: no second call.
    await page.goto(address)
    await page.locator('[data-login]:not([data-login-state="unknown"])').waitFor({ state: 'attached' })
    await page.waitForTimeout(300)
    expect(calls).toHaveLength(1)
    // Another browser (no local mark): the lead API still keeps one subscription.
    const second = await openPage()
    await settle(second.context, origins[portal])
    const againAnswered = second.page.waitForResponse((response) => new URL(response.url()).pathname === '/sendy/subscribe')
    await second.page.goto(address)
    await againAnswered
    const stored = await (await leadApi()).query('SELECT portal, list, name, email, source FROM subscriptions WHERE email = $1', [email])
    expect(stored).toEqual([{ portal: text.code, list: text.list, name: 'Juan dela Cruz', email, source: 'arrival' }])
    expect(log.consoleErrors).toEqual([])
    await Promise.all([context.close(), second.context.close()])
  })

  test(portal === 'ecm' ? 'ECM keeps the client IP address in local storage' : 'CKJ does not ask for the client IP address', async () => {
    await leadApi()
    const { origins } = await site()
    const { page, context } = await openPage()
    await settle(context, origins[portal])
    const asked: string[] = []
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/get/clientipaddress') asked.push(request.url())
    })
    await openGuides(page, origins[portal], portal)
    if (portal === 'ecm') {
      await eventually(() => page.evaluate(() => localStorage.getItem('IPAddress'))).toMatch(/^(\d{1,3}\.){3}\d{1,3}$|:/)
      await page.reload()
      await page.waitForTimeout(300)
      expect(asked).toHaveLength(1)
    } else {
      await page.waitForTimeout(500)
      expect(asked).toEqual([])
      expect(await page.evaluate(() => localStorage.getItem('IPAddress'))).toBeNull()
    }
    await context.close()
  })

  test('Corrupt cookies and blocked storage break nothing', async () => {
    await leadApi()
    const { origins } = await site()
    const { page, context, log } = await openPage()
    const warnings: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text())
    })
    await context.addCookies([
      { name: 'consent', value: 'denied', url: origins[portal] },
      { name: 'UTM', value: '{"source":"x",', url: origins[portal] },
      { name: 'refCode', value: '%E0%A4%A', url: origins[portal] },
    ])
    await context.addInitScript(() => {
      for (const name of ['localStorage', 'sessionStorage']) {
        Object.defineProperty(window, name, {
          configurable: true,
          get() {
            throw new DOMException('The operation is insecure.', 'SecurityError')
          },
        })
      }
    })
    await openGuides(page, origins[portal], portal)
    await page.getByRole('tab', { name: text.tabs[1] }).click()
    expect(await selectedTab(page)).toBe(text.tabs[1])
    await page.getByRole('button', { name: text.glossaryOpener }).click()
    await page.getByRole('dialog', { name: text.glossary }).waitFor()
    await page.keyboard.press('Escape')
    expect(warnings.some((w) => w.startsWith('UTM cookie is not JSON'))).toBe(true)
    expect(log.consoleErrors).toEqual([])
    expect(log.failedRequests).toEqual([])
    await context.close()
  })

  test('Visitor answers the cookie notice once; it shifts nothing and can be reopened', async () => {
    const { origins } = await site()
    const { page, context, log } = await openPage()
    await settle(context, origins[portal], { consent: false })
    const tagManager: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('googletagmanager')) tagManager.push(request.url())
    })
    await openGuides(page, origins[portal], portal)
    const notice = page.getByRole('region', { name: text.consent })
    await notice.waitFor()
    expect(await notice.getByRole('heading', { name: text.consent }).count()).toBe(1)
    // Not a modal: the page behind stays usable.
    expect(await page.getByRole('dialog').count()).toBe(0)
    const shift = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
              if (!entry.hadRecentInput) total += entry.value
            }
          }).observe({ type: 'layout-shift', buffered: true })
          setTimeout(() => resolve(total), 300)
        }),
    )
    expect(shift).toBe(0)
    expect(await axeViolations(page)).toEqual([])
    await notice.getByRole('button', { name: text.accept }).click()
    expect(await notice.isVisible()).toBe(false)
    expect((await context.cookies()).find((c) => c.name === 'consent')?.value).toBe('granted')
    await page.reload()
    await page.locator('[data-login]:not([data-login-state="unknown"])').waitFor({ state: 'attached' })
    await page.waitForTimeout(300)
    expect(await notice.isVisible()).toBe(false)
    await page.getByRole('button', { name: text.settings }).click()
    await notice.waitFor()
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-consent-choice'))).toBe('granted')
    await page.keyboard.press('Tab')
    await page.keyboard.press('Enter')
    expect((await context.cookies()).find((c) => c.name === 'consent')?.value).toBe('denied')
    // No container id is configured: no tag manager, whatever the answer.
    expect(tagManager).toEqual([])
    expect(log.consoleErrors).toEqual([])
    await context.close()
  })

  test('axe reports nothing on the guides page, with a dialog open or not', async () => {
    const { origins } = await site()
    const { page, close } = await readerPage(portal)
    await openGuides(page, origins[portal], portal)
    expect(await axeViolations(page)).toEqual([])
    await page.getByRole('tab', { name: text.tabs[1] }).click()
    await page.locator('#faq summary').first().click()
    expect(await axeViolations(page)).toEqual([])
    await page.getByRole('button', { name: text.glossaryOpener }).click()
    await page.getByRole('dialog', { name: text.glossary }).waitFor()
    expect(await axeViolations(page)).toEqual([])
    await close()
  })

  test('Local storage is cleared once 24 hours have passed since its stamp', async () => {
    await leadApi()
    const { origins } = await site()
    const { page, context } = await openPage()
    await settle(context, origins[portal])
    await openGuides(page, origins[portal], portal)
    // 23 hours: kept (docs/requirements/catalogue.md#lookup-cache: cleared after 24 hours).
    await page.evaluate(() => {
      localStorage.setItem('lookup:stamp', String(Date.now() - 23 * 3600 * 1000))
      localStorage.setItem('kept', 'yes')
    })
    await openGuides(page, origins[portal], portal)
    expect(await page.evaluate(() => localStorage.getItem('kept'))).toBe('yes')
    await page.evaluate(() => localStorage.setItem('lookup:stamp', String(Date.now() - 25 * 3600 * 1000)))
    await openGuides(page, origins[portal], portal)
    expect(await page.evaluate(() => localStorage.getItem('kept'))).toBeNull()
    const stamp = Number(await page.evaluate(() => localStorage.getItem('lookup:stamp')))
    expect(Math.abs(Date.now() - stamp)).toBeLessThan(60_000)
    await context.close()
  })

  test('The terms page stays script-free: no script, no notice, no login call', async () => {
    const { origins } = await site()
    const { page, context, log } = await openPage()
    await page.goto(origins[portal] + text.terms, { waitUntil: 'networkidle' })
    expect(await page.locator('script:not([type="application/ld+json"])').count()).toBe(0)
    expect(log.scripts).toEqual([])
    expect(await page.locator('[data-consent], [data-site]').count()).toBe(0)
    // The plain login link still works without script.
    expect(await page.locator('.header-account a').getAttribute('href')).toBe(`/Account/Login?returnUrl=${encodeURIComponent(text.terms)}`)
    await context.close()
  })

  test('Widget code loads only on pages with widgets', async () => {
    const { origins } = await site()
    const home = await openPage()
    await settle(home.context, origins[portal])
    await home.page.goto(origins[portal] + '/', { waitUntil: 'networkidle' })
    const guides = await openPage()
    await settle(guides.context, origins[portal])
    await guides.page.goto(origins[portal] + text.guides, { waitUntil: 'networkidle' })
    const homeScripts = new Set(home.log.scripts.map((url) => new URL(url).pathname))
    const guideScripts = new Set(guides.log.scripts.map((url) => new URL(url).pathname))
    // Tabs, dialogs, share, hover banners and the list filter: five chunks the home page never fetches.
    const extra = [...guideScripts].filter((path) => !homeScripts.has(path))
    expect(extra.length).toBeGreaterThanOrEqual(5)
    await Promise.all([home.context.close(), guides.context.close()])
  })
})

interface Sample {
  t: number
  y: number
}

/** Records the scroll position on every frame while `act` runs a scroll, until it has settled. */
async function glide(page: Page, act: () => Promise<void>): Promise<Sample[]> {
  await page.evaluate(() => {
    const w = window as unknown as { samples: { t: number; y: number }[] }
    w.samples = []
    const record = () => {
      w.samples.push({ t: performance.now(), y: window.scrollY })
      if (w.samples.length < 150) requestAnimationFrame(record)
    }
    requestAnimationFrame(record)
  })
  await act()
  // Settled: the position has moved and then held for 10 frames, or the sampler has run out (no
  // movement at all). A glide that goes on, or starts late, is still being sampled.
  await page.waitForFunction(() => {
    const samples = (window as unknown as { samples: { y: number }[] }).samples
    if (samples.length >= 150) return true
    const start = samples.findIndex((s, i) => i > 0 && s.y !== samples[i - 1]!.y)
    const tail = samples.slice(-10)
    return start > 0 && samples.length - start > 10 && tail.every((s) => s.y === tail[0]!.y)
  })
  const samples = await page.evaluate(() => (window as unknown as { samples: { t: number; y: number }[] }).samples)
  const start = samples.findIndex((s, i) => i > 0 && s.y !== samples[i - 1]!.y)
  return start < 0 ? samples.slice(-1) : samples.slice(start - 1)
}

/** A smooth scroll: many intermediate positions, moving one way, over about 600 ms (docs/requirements/pages-and-portals.md#smooth-scroll). */
function expectSmooth(samples: Sample[]): void {
  const moving = samples.filter((s, i) => i === 0 || s.y !== samples[i - 1]!.y)
  expect(moving.length).toBeGreaterThanOrEqual(6)
  const duration = moving.at(-1)!.t - moving[0]!.t
  expect(duration).toBeGreaterThan(400)
  expect(duration).toBeLessThan(900)
  for (let i = 1; i < moving.length; i++) expect(moving[i]!.y).toBeGreaterThan(moving[i - 1]!.y)
}
