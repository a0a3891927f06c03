import { spawn } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import type { Server } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import type { Browser } from 'playwright-core'
import { beforeAll, describe, expect, inject, test } from 'vitest'
import { loadPortals } from '../../content/portals'
import { EMPTY_UTM } from '../../domain/campaign/utm'
import { chooseConsent } from '../../domain/consent/chooseConsent'
import { buildLeadPayload } from '../../domain/leads/leadPayload'
import type { PortalConfig } from '../../domain/portal'
import { buildAppFromData } from '../../server/appFromData'
import { loadConsents } from '../../server/consents'
import type { Db } from '../../server/db/db'
import { reservePorts } from '../../scripts/servers/apiProcess'
import { createPortalServer, listen } from '../../scripts/servers/serve'
import { builtPages, templatePages } from '../../scripts/pipeline/sitePages'
import { TEST_DATABASES } from '../unit/server/serverTestKit'
import { servesAuditTools, withAuditTools } from './auditTools'
import { axeViolations, hydrated, site, sweep } from './harness'

// Issues 16 and 30: a portal is data (docs/decisions/027-a-portal-is-data.md). tests/fixtures/portals/xth
// is a third portal (Thailand, baht, its own time zone, localised paths for every page kind, call
// windows, limits, consent texts, three products a vertical and a landing page) that no code names:
// it is built, swept and stored by the very code that serves ECM and CKJ. It shares the e2e project's
// Chromium (tests/e2e/harness.ts). Its texts are the site's
// English messages under its own locale (en-TH), copied at set-up so that a message added to the site
// needs no third copy; a real portal would carry its own translation in messages/parts.

const FIXTURE = join('tests', 'fixtures', 'portals', 'xth')

let dataDir: string
let distDir: string
let portal: PortalConfig
let browser: Browser
let db: Db
let api: FastifyInstance
let server: Server
let origin: string

/** Runs npm run build's script on the fixture's data folder, into a dist folder of its own. */
function build(env: Record<string, string>): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', join('scripts', 'pipeline', 'build.ts')], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.on('error', reject)
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`The fixture portal's build failed:\n${output}`))))
  })
}

beforeAll(async () => {
  const work = mkdtempSync(join(tmpdir(), 'third-portal-'))
  dataDir = join(work, 'data')
  distDir = join(work, 'dist')
  cpSync(FIXTURE, dataDir, { recursive: true })
  const parts = join('data', 'messages', 'parts')
  mkdirSync(join(dataDir, 'messages', 'parts'), { recursive: true })
  for (const name of readdirSync(parts).filter((file) => file.endsWith('.en-PH.json'))) {
    cpSync(join(parts, name), join(dataDir, 'messages', 'parts', name.replace('.en-PH.json', '.en-TH.json')))
  }
  await build({ DATA_DIR: dataDir, DIST_DIR: distDir })

  const portals = loadPortals(dataDir)
  portal = portals[0]!.config
  // A database of the run's kind, as the worker's lead API has (tests/e2e/testApi.ts): a copy of the
  // migrated PGlite template, or a new PostgreSQL database; a PGlite folder started from nothing here
  // cost some 10 s of CPU.
  const database = await TEST_DATABASES.at(-1)!.open(inject('e2eDatabaseLabel'))
  db = database.db
  // Held until the API listens: the portal server listens on port 0 before it.
  const [apiPort] = await reservePorts(1)
  server = withAuditTools(createPortalServer({ siteDir: join(distDir, 'xth'), apiOrigin: `http://127.0.0.1:${apiPort!.port}` }))
  origin = await listen(server, 0)
  servesAuditTools(origin)
  api = await buildAppFromData(dataDir, portals, {
    db,
    trustProxy: false,
    allowedOrigins: [],
    portalOrigins: { XTH: [origin] },
    rateLimit: { max: 100_000, timeWindow: '1 minute' },
    logger: false,
  })
  await apiPort!.release()
  await api.listen({ port: apiPort!.port, host: '127.0.0.1' })
  browser = (await site()).browser
  return async () => {
    await api.close()
    await database.dispose()
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
    rmSync(work, { recursive: true, force: true })
  }
}, 600_000)

describe('A third portal defined only by data (tests/fixtures/portals/xth)', () => {
  test('builds from its data folder alone: every page kind at its own localised path', () => {
    const pages = builtPages(join(distDir, 'xth'))
    const { paths, verticals } = portal
    const slug = (JSON.parse(readFileSync(join(dataDir, 'products', 'xth', 'credit-cards.json'), 'utf8')) as { slug: string }[])[0]!.slug
    expect(pages).toEqual(
      expect.arrayContaining([
        '/',
        ...verticals.map((vertical) => vertical.path),
        paths.terms,
        paths.privacy,
        paths.thankYou,
        paths.logout,
        paths.wizard,
        paths.personalLoanCalculator,
        paths.houseLoanCalculator,
        paths.incomeForm!,
        paths.guides,
        paths.compare,
        `${paths.products}/${slug}`,
        '/loan-promo',
      ]),
    )
    // None of them is at the path ECM or CKJ use for it: no route is written in code (issue 30).
    for (const path of ['/terms', '/privacy', '/thank-you-promo', '/log-out', '/apply', '/guides', '/compare', '/credit-cards', '/personal-loans'])
      expect(pages).not.toContain(path)
    // What the portal does not offer is not built (no tax or business calculator, birthday form or apply landing).
    for (const path of ['/income-tax-calculator', '/kalkulator-pinjaman-usaha', '/birthday-promo', '/aub-personal-loan']) expect(pages).not.toContain(path)
    // Only the portal's site (the build's page manifest, .xth-pages.json, sits beside it, hidden, not uploaded).
    expect(readdirSync(distDir).filter((name) => !name.startsWith('.'))).toEqual(['xth'])
  })

  test('Visitor opens every page: each answers 200 in the portal language, with no console error', { timeout: 600_000 }, async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } })
    const pages = builtPages(join(distDir, 'xth')).filter((path) => path !== '/404.html')
    // Four tabs at a time (sweep() in the harness), each page's language and title read in one round trip.
    const log = await sweep(context, pages, 4, async (page, path) => {
      const response = await page.goto(origin + path, { waitUntil: 'load' })
      expect(response?.status(), path).toBe(200)
      const head = await page.evaluate(() => ({ lang: document.documentElement.getAttribute('lang'), title: document.title }))
      expect(head.lang, path).toBe('en')
      expect(head.title, path).toContain('ThaiCompare')
    })
    expect(log.consoleErrors).toEqual([])
    const page = await context.newPage()
    const missing = await page.goto(`${origin}/no-such-page`, { waitUntil: 'load' })
    expect(missing?.status()).toBe(404)
    await context.close()
  })

  test('axe reports no violation on any page template', { timeout: 300_000 }, async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } })
    await sweep(context, templatePages(join(distDir, 'xth')), 2, async (page, path) => {
      await page.goto(origin + path, { waitUntil: 'load' })
      expect(await axeViolations(page), path).toEqual([])
    })
    await context.close()
  })

  test('Visitor sees amounts in baht with the portal separators on the loan calculator', async () => {
    const context = await browser.newContext()
    const page = await context.newPage()
    await page.goto(`${origin}${portal.paths.personalLoanCalculator}`, { waitUntil: 'load' })
    // The calculator starts from the portal's own limits (calculatorLimits.personal.amount.initial: 200,000).
    expect(await page.locator('[data-island="LoanCalculator"] input[type="text"]').first().inputValue()).toBe('200,000')
    await context.close()
  })

  test(
    "Visitor sends the landing form: the lead is stored for the portal and the visitor lands on the portal's own thank-you page",
    { timeout: 120_000 },
    async () => {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } })
      const page = await context.newPage()
      const errors: string[] = []
      page.on('pageerror', (error) => errors.push(error.message))
      await page.goto(`${origin}/loan-promo`)
      await hydrated(page, 'LandingForm')
      const decline = page.locator('[data-consent-choice="denied"]')
      if (await decline.isVisible()) await decline.click()
      await page.locator('#landing-LoanAmount').fill('200000')
      await page.locator('#landing-Tenure').selectOption('24')
      await page.locator('#landing-MonthlyIncome').fill('40000')
      await page.locator('button[type="submit"]').click()
      const email = `landing-xth-${Date.now()}@example.com`
      await page.locator('#landing-FirstName').fill('Somchai')
      await page.locator('#landing-LastName').fill('Test')
      await page.locator('#landing-Birthdate').fill('1985-03-04')
      // Chosen from the portal's own lookups (docs/data.md "Landing forms"), offered in the prerendered page.
      await page.locator('#landing-Province').selectOption({ label: 'Bangkok' })
      await page.locator('#landing-Email').fill(email)
      await page.locator('#landing-MobilePhoneNumber').fill('0812345678')
      await page.locator('#landing-Agree').check()
      const thanks = page.waitForResponse((response) => new URL(response.url()).pathname.startsWith(portal.paths.thankYou))
      await page.locator('button[type="submit"]').click()
      // The thank-you page is the portal's paths.thankYou, and it is there (it was /thank-you-promo in code: a 404 here).
      expect((await thanks).status()).toBe(200)
      await page.waitForURL(`${origin}${portal.paths.thankYou}`)
      const { rows } = await db.query<{ portal: string; payload: Record<string, string> }>('SELECT portal, payload FROM leads WHERE email = $1', [email])
      expect(rows.map((row) => row.portal)).toEqual(['XTH'])
      expect(rows[0]!.payload).toMatchObject({ VerticalId: '1', FirstName: 'Somchai', FormUrl: `${origin}/loan-promo`, AffiliateGuid: '' })
      expect(errors).toEqual([])
      await context.close()
    },
  )

  test('the lead API stores its lead, answers its lookups, and refuses a portal that is not in the registry', async () => {
    const verticalId = 2
    const key = randomUUID()
    const payload = buildLeadPayload(
      { verticalId, firstName: 'Somchai', lastName: 'Test', gender: 'male', mobilePhoneNumber: '0812345678', email: 'somchai@example.com' },
      {
        portal,
        utm: EMPTY_UTM,
        ipAddress: null,
        formUrl: `${origin}/credit-cards`,
        idempotencyKey: key,
        consentVersion: chooseConsent(loadConsents(join(dataDir, 'consent'), ['XTH']).XTH!, verticalId).version,
        now: new Date(),
      },
    )
    const apiOrigin = `http://127.0.0.1:${(api.server.address() as { port: number }).port}`
    // Through the portal's own server, as a page posts it (same origin, forwarded to the API).
    const response = await fetch(`${origin}/api/CallSchedules/AddCallSchedule`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
      body: new URLSearchParams(payload).toString(),
    })
    expect(response.status, await response.clone().text()).toBe(200)
    const { rows } = await db.query<{ portal: string; email: string; consent_status: string }>(
      'SELECT portal, email, consent_status FROM leads WHERE idempotency_key = $1',
      [key],
    )
    expect(rows).toEqual([{ portal: 'XTH', email: 'somchai@example.com', consent_status: 'recorded' }])

    const provinces = (await (await fetch(`${apiOrigin}/lookups/getprovince?portal=XTH`)).json()) as { DisplayedName: string }[]
    expect(provinces.map((province) => province.DisplayedName)).toContain('Chiang Mai')
    // Another portal's code is not an alias of this one: a loud refusal, never someone else's data.
    expect((await fetch(`${apiOrigin}/lookups/getprovince?portal=CKJ`)).status).toBe(400)
  })
})
