// `npm run dev` (scripts/servers/dev.ts) on free loopback ports, with a temporary copy of data/: an edit to a
// message fragment, a landing page or a product shows in the open page without a manual reload, and a
// broken landing file opens vite's error overlay naming the file, on both portals. dist/ and data/ are
// never touched: the dev server serves from memory and edits only the copy.
import { spawn, type ChildProcess } from 'node:child_process'
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createInterface } from 'node:readline'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { reservePorts } from '../../scripts/servers/apiProcess'
import { PORTALS, site, type PortalKey } from './harness'

const LOCALE: Record<PortalKey, string> = { ecm: 'en-PH', ckj: 'id-ID' }
const LANDING: Record<PortalKey, string> = { ecm: 'credit-card-promo.json', ckj: 'promo-kartu-kredit.json' }

let dataDir = ''
let dev: ChildProcess | undefined
let browser: Browser | undefined
const origins = {} as Record<PortalKey, string>
let output = ''

function readJsonFile(path: string): Record<string, unknown> {
  return JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>
}

/** Waits until the portal answers its home page: a data problem left by another test (either portal) is fixed. */
async function settled(portal: PortalKey): Promise<void> {
  await expect.poll(async () => (await fetch(`${origins[portal]}/`, { headers: { accept: 'text/html' } })).status, { timeout: 30_000 }).toBe(200)
}

/** Waits until the page has not navigated for 2 s: a reload caused by an earlier test's restore is over. */
async function quiet(page: Page): Promise<void> {
  let navigations = 0
  const count = () => (navigations += 1)
  page.on('framenavigated', count)
  try {
    for (;;) {
      const before = navigations
      await page.waitForTimeout(2000)
      if (navigations === before) break
    }
  } finally {
    page.off('framenavigated', count)
  }
  await page.waitForLoadState('load')
}

/** Marks the page, so a test can tell the dev server reloaded it (the mark is gone after a reload). */
async function mark(page: Page): Promise<void> {
  await page.evaluate(() => ((window as unknown as { devTestMark: boolean }).devTestMark = true))
}
function marked(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { devTestMark?: boolean }).devTestMark === true)
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'dev-data-'))
  cpSync('data', dataDir, { recursive: true })
  // Three distinct ports (three freePort() calls could return one port twice), released for dev to take.
  const reserved = await reservePorts(3)
  for (const port of reserved) await port.release()
  const [ecmPort, ckjPort, apiPort] = reserved.map((r) => r.port)
  dev = spawn(process.execPath, ['--import', 'tsx', join(process.cwd(), 'scripts', 'servers', 'dev.ts'), '--data-dir', dataDir], {
    // As a person starts it from a terminal: not with vitest's variables (NODE_ENV=test, MODE, VITEST...).
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      ...(process.env.CHROME_PATH ? { CHROME_PATH: process.env.CHROME_PATH } : {}),
      ECM_PORT: String(ecmPort),
      CKJ_PORT: String(ckjPort),
      API_PORT: String(apiPort),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`npm run dev did not start within 180 s:\n${output}`)), 180_000)
    for (const stream of [dev!.stdout!, dev!.stderr!]) {
      createInterface({ input: stream }).on('line', (line) => {
        output += `${line}\n`
        const origin = /^(ECM|CKJ) \(.*\): +(http:\/\/127\.0\.0\.1:\d+)$/.exec(line)
        if (origin) origins[origin[1]!.toLowerCase() as PortalKey] = origin[2]!
        if (line.startsWith('Development mode')) {
          clearTimeout(timer)
          resolve()
        }
      })
    }
    dev!.once('exit', (code) => reject(new Error(`npm run dev exited (${code}):\n${output}`)))
  })
  // The worker's Chromium (tests/e2e/harness.ts): each test opens its own pages and closes them.
  browser = (await site()).browser
}, 240_000)

afterAll(async () => {
  if (process.env.DEV_TEST_LOG) writeFileSync(process.env.DEV_TEST_LOG, output)
  if (dev && dev.exitCode === null) {
    const exited = new Promise((resolve) => dev!.once('exit', resolve))
    dev.kill('SIGTERM')
    await exited
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true })
}, 60_000)

// The edits below wait for the dev server up to 30 s at each of several steps (a reload, the overlay, the
// restore): the test's own budget is the sum of them, not the project's 60 s (it ran out once with the
// machine at a load of 8).
describe.each(PORTALS)('npm run dev on %s', { timeout: 150_000 }, (portal) => {
  test('listens on loopback ports and serves the pages and the data files the build would write', async () => {
    expect(origins[portal]).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    await settled(portal)
    const home = await fetch(`${origins[portal]}/`, { headers: { accept: 'text/html' } })
    expect(home.status).toBe(200)
    const html = await home.text()
    expect(html).toContain(`lang="${portal === 'ecm' ? 'en' : 'id'}`)
    const provinces = (await (await fetch(`${origins[portal]}/lookups/provinces.json`)).json()) as unknown[]
    expect(provinces).toEqual(readJsonFile(join(dataDir, 'lookups', portal, 'provinces.json')))
  })

  test('an edit to a message fragment shows in the open page without a manual reload', async () => {
    await settled(portal)
    const page = await browser!.newPage()
    const file = join(dataDir, 'messages', 'parts', `site.${LOCALE[portal]}.json`)
    const original = readFileSync(file, 'utf8')
    try {
      await page.goto(`${origins[portal]}/`)
      const link = page.locator('a.back-to-top')
      await expect.poll(() => link.textContent()).toBe(readJsonFile(file)['site.backToTop'])
      await quiet(page)
      await mark(page)
      const text = portal === 'ecm' ? 'Up to the top (dev check)' : 'Kembali ke atas (cek dev)'
      writeFileSync(file, JSON.stringify({ ...readJsonFile(file), 'site.backToTop': text }, null, 2) + '\n')
      await expect.poll(() => link.textContent().catch(() => null), { timeout: 30_000 }).toBe(text)
      // Reloaded (the mark is gone); a second reload may still be under way (the catalogue is written
      // after its part), so a read that meets a page being replaced is read again.
      await expect.poll(() => marked(page).catch(() => null)).toBe(false)
      // The catalogue of the copy was regenerated from its parts (content/messages.ts).
      expect(readJsonFile(join(dataDir, 'messages', `${LOCALE[portal]}.json`))['site.backToTop']).toBe(text)
      // A fragment that is not JSON: the overlay names it.
      writeFileSync(file, original.replace('{', '{ "site.backToTop": '))
      await expect
        .poll(
          () =>
            page
              .locator('vite-error-overlay .message-body')
              .textContent()
              .catch(() => null),
          { timeout: 30_000 },
        )
        .toContain(`data/messages/parts/site.${LOCALE[portal]}.json (merging the message fragments): expected valid JSON`)
      writeFileSync(file, original)
      await expect.poll(() => link.textContent().catch(() => null), { timeout: 30_000 }).toBe(JSON.parse(original)['site.backToTop'])
    } finally {
      writeFileSync(file, original)
      await page.close()
    }
  })

  test('an edit to a landing page shows on save; a broken landing file opens the overlay naming it', async () => {
    await settled(portal)
    const page = await browser!.newPage()
    const file = join(dataDir, 'landings', portal, LANDING[portal])
    const original = readFileSync(file, 'utf8')
    const landing = JSON.parse(original) as { path: string; title: string }
    try {
      await page.goto(`${origins[portal]}${landing.path}`)
      const heading = page.locator('h1')
      await expect.poll(() => heading.textContent()).toBe(landing.title)
      await quiet(page)
      await mark(page)
      const title = portal === 'ecm' ? 'A card picked for you' : 'Kartu kredit pilihan untuk Anda'
      writeFileSync(file, JSON.stringify({ ...landing, title }, null, 2))
      await expect.poll(() => heading.textContent().catch(() => null), { timeout: 30_000 }).toBe(title)
      // Reloaded (the mark is gone); a second reload may still be under way (the catalogue is written
      // after its part), so a read that meets a page being replaced is read again.
      await expect.poll(() => marked(page).catch(() => null)).toBe(false)

      // A file that is no longer JSON: the overlay names it as the build would.
      writeFileSync(file, original.replace('"title"', '"title" "oops"'))
      const overlay = page.locator('vite-error-overlay')
      await expect
        .poll(
          () =>
            overlay
              .locator('.message-body')
              .textContent()
              .catch(() => null),
          { timeout: 30_000 },
        )
        .toContain(`data/landings/${portal}/${LANDING[portal]}`)
      expect(await overlay.locator('.message-body').textContent()).toContain('valid JSON, got a syntax error')
      // A page opened while the data is broken shows the overlay at once.
      const other = await browser!.newPage()
      try {
        await other.goto(`${origins[portal]}/`)
        await expect
          .poll(
            () =>
              other
                .locator('vite-error-overlay .message-body')
                .textContent()
                .catch(() => null),
            { timeout: 30_000 },
          )
          .toContain(LANDING[portal])
      } finally {
        await other.close()
      }

      // A record failing a check names the file and the field.
      writeFileSync(file, JSON.stringify({ ...landing, title: '' }, null, 2))
      await expect
        .poll(
          () =>
            overlay
              .locator('.message-body')
              .textContent()
              .catch(() => null),
          { timeout: 30_000 },
        )
        .toMatch(new RegExp(`data/landings/${portal}/${LANDING[portal].replace('.', '\\.')}.*title`))

      // Fixed: the page comes back by itself.
      writeFileSync(file, original)
      await expect.poll(() => heading.textContent().catch(() => null), { timeout: 30_000 }).toBe(landing.title)
      expect(await overlay.count()).toBe(0)
    } finally {
      writeFileSync(file, original)
      await page.close()
    }
  })

  test('a landing file added while the server runs has its page at once, without a restart', async () => {
    await settled(portal)
    const page = await browser!.newPage()
    const source = JSON.parse(readFileSync(join(dataDir, 'landings', portal, LANDING[portal]), 'utf8')) as { path: string; title: string }
    const added = join(dataDir, 'landings', portal, 'added-while-running.json')
    const path = `${source.path}-new`
    const title = portal === 'ecm' ? 'A new promo, added while the server runs' : 'Promo baru, ditambahkan saat server berjalan'
    try {
      expect((await fetch(`${origins[portal]}${path}`, { headers: { accept: 'text/html' } })).status).toBe(404)
      writeFileSync(added, JSON.stringify({ ...source, path, title }, null, 2))
      await expect.poll(async () => (await fetch(`${origins[portal]}${path}`, { headers: { accept: 'text/html' } })).status, { timeout: 30_000 }).toBe(200)
      await page.goto(`${origins[portal]}${path}`)
      await expect
        .poll(
          () =>
            page
              .locator('h1')
              .textContent()
              .catch(() => null),
          { timeout: 30_000 },
        )
        .toBe(title)
    } finally {
      rmSync(added, { force: true })
      await page.close()
    }
  })
})

describe('npm run dev on both portals', { timeout: 150_000 }, () => {
  test('a product edit shows on the list page of its portal', async () => {
    for (const portal of PORTALS) {
      await settled(portal)
      const page = await browser!.newPage()
      const config = readJsonFile(join(dataDir, 'portals', `${portal}.json`)) as { verticals: { key: string; path: string }[] }
      const vertical = config.verticals.find((item) => item.key === 'credit-cards')!
      const file = join(dataDir, 'products', portal, 'credit-cards.json')
      const original = readFileSync(file, 'utf8')
      try {
        const cards = JSON.parse(original) as { name: string }[]
        await page.goto(`${origins[portal]}${vertical.path}`)
        await expect.poll(() => page.locator('main').textContent()).toContain(cards[0]!.name)
        const name = `${cards[0]!.name} Dev Edition`
        writeFileSync(file, JSON.stringify([{ ...cards[0], name }, ...cards.slice(1)], null, 2))
        await expect
          .poll(
            () =>
              page
                .locator('main')
                .textContent()
                .catch(() => ''),
            { timeout: 30_000 },
          )
          .toContain(name)
      } finally {
        writeFileSync(file, original)
        await page.close()
      }
    }
  })
})
