// The build renders product pages in its own loop (scripts/pipeline/productPages.ts) and lets vike prerender only
// one sample per vertical. This test has vike prerender every product page of each portal and checks the
// loop's pages in dist/ are byte-for-byte the same, page by page, and that there are no more and no fewer.
// Below, one credit-card and one loan page of each portal in a phone's browser: the sections that help a
// visitor decide and the Apply / Call me bar (decision 064).
import { spawnSync } from 'node:child_process'
import { readdirSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, describe, expect, it } from 'vitest'
import type { ProductCard } from '../../domain/content/schemas'
import { combineSiteStylesheets } from '../../scripts/pipeline/pageStylesheets'
import { axeViolations, openPage, PORTALS, site } from './harness'

const runId = `test-product-pages-${process.pid}`
afterAll(() => rmSync(join('build', runId), { recursive: true, force: true }))

function portalConfig(portal: string): { code: string; paths: { products: string } } {
  return JSON.parse(readFileSync(join('data/portals', `${portal}.json`), 'utf8')) as { code: string; paths: { products: string } }
}

function productFolder(portal: string): string {
  return portalConfig(portal).paths.products.replace(/^\//, '')
}

describe.each(PORTALS)('%s product pages', (portal) => {
  it('are what vike itself renders for every product, byte for byte', { timeout: 180_000 }, () => {
    const vike = spawnSync(process.execPath, ['node_modules/vike/bin.js', 'build'], {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORTAL: portal,
        BUILD_RUN_ID: runId,
        VIKE_ALL_PRODUCT_PAGES: 'true',
        VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true',
      },
      encoding: 'utf8',
    })
    expect(vike.status, vike.stderr).toBe(0)
    // The build's step after vike's (decision 020): each page's stylesheet links become one.
    combineSiteStylesheets(join('build', runId, portal, 'client'))
    const folder = productFolder(portal)
    const vikeDir = join('build', runId, portal, 'client', folder)
    const loopDir = join('dist', portal, folder)
    // A page is a file named for its address (decision 046): {slug}.html in the products' folder.
    const vikePages = readdirSync(vikeDir)
      .filter((name) => name.endsWith('.html'))
      .sort()
    const loopPages = readdirSync(loopDir)
      .filter((name) => name.endsWith('.html'))
      .sort()
    // Every vertical has at least 15 products (the data checks enforce it), so this compares well over 100 pages.
    expect(vikePages.length).toBeGreaterThan(100)
    expect(loopPages).toEqual(vikePages)
    const differing = vikePages.filter((name) => readFileSync(join(vikeDir, name), 'utf8') !== readFileSync(join(loopDir, name), 'utf8'))
    const first = differing[0]
    if (first !== undefined) {
      const [a, b] = [readFileSync(join(vikeDir, first), 'utf8'), readFileSync(join(loopDir, first), 'utf8')]
      let i = 0
      while (a[i] === b[i]) i++
      expect.soft(b.slice(i - 60, i + 60), `${first}: the loop's page`).toBe(a.slice(i - 60, i + 60))
    }
    expect(differing).toEqual([])
  })
})

// A product page that decides (decision 064): after its summary, "Fees and charges" (a table), "Eligibility
// and documents", "Pros and cons" and "Similar products", in that order; on a 390 px phone the Apply /
// Call me bar is in the window at the top, middle and bottom of the page, and covers neither the
// footer's last line nor the back-to-top link. One credit card and one loan of each portal.
const SECTIONS = {
  ecm: ['Fees and charges', 'Eligibility and documents', 'Pros and cons', 'Similar products'],
  ckj: ['Biaya dan tarif', 'Syarat dan dokumen', 'Kelebihan dan kekurangan', 'Produk serupa'],
}

interface Box {
  top: number
  bottom: number
  left: number
  right: number
}
const overlaps = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom

/** The bar's box, the window's height, the back-to-top link's box when shown, and the footer's last text's box. */
function layout(page: Page) {
  return page.evaluate(() => {
    const box = (el: Element | Range | null) => {
      if (!el) return null
      const r = el.getBoundingClientRect()
      return { top: r.top, bottom: r.bottom, left: r.left, right: r.right }
    }
    const bar = document.querySelector('.action-bar')!
    const back = document.querySelector<HTMLElement>('.back-to-top')
    const shown = back !== null && back.hasAttribute('data-visible') && getComputedStyle(back).visibility !== 'hidden'
    // The footer's last text: its last non-blank text node.
    const walker = document.createTreeWalker(document.querySelector('footer.site-footer')!, NodeFilter.SHOW_TEXT)
    let last: Text | null = null
    for (let node = walker.nextNode(); node; node = walker.nextNode()) if ((node.textContent ?? '').trim() !== '') last = node as Text
    const range = document.createRange()
    if (last) range.selectNodeContents(last)
    return {
      height: window.innerHeight,
      position: getComputedStyle(bar).position,
      bar: box(bar)!,
      back: shown ? box(back) : null,
      footerLast: last ? box(range) : null,
      atEnd: Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight,
    }
  })
}

// The visitor's own figure on a loan page (decision 064, as a loan list shows it, decision 057): by the
// add-on formula, monthly = amount x (1/n + r), worked by hand from the first personal loan's own rate:
// ECM 1101 (1.2% a month) on 250,000 over 24 months: 13,416.67, total 322,000;
// CKJ 3101 (1% a month) on 50,000,000 over 24 months: 2,583,333.33, total 62,000,000.
const OWN_FIGURE = {
  ecm: { id: 1101, code: 'ECM', amount: 250_000, figure: '₱13,416.67 a month for ₱250,000 over 24 months, total ₱322,000.00' },
  ckj: {
    id: 3101,
    code: 'CKJ',
    amount: 50_000_000,
    figure: 'Cicilan Rp 2.583.333 per bulan untuk pinjaman Rp 50.000.000 selama 24 bulan, total pembayaran Rp 62.000.000',
  },
}

describe.each(PORTALS)('%s product page that decides', (portal) => {
  const folder = portalConfig(portal).paths.products
  const first = (vertical: string) => (JSON.parse(readFileSync(`data/products/${portal}/${vertical}.json`, 'utf8')) as ProductCard[])[0]!
  const cards = [first('credit-cards'), first('personal-loans')]

  it.each(cards.map((card) => [card.contractType, card] as const))(
    'a %s page: the four sections, fees, similar links, the phone bar, axe',
    async (_kind, card) => {
      const { origins } = await site()
      const { page, context } = await openPage()
      await context.addCookies([{ name: 'consent', value: 'denied', url: origins[portal] }])
      await page.goto(`${origins[portal]}${folder}/${card.slug}`, { waitUntil: 'load' })
      const headings = await page.locator('main h2').allTextContents()
      const at = headings.indexOf(SECTIONS[portal][0]!)
      expect(at, headings.join(' | ')).toBeGreaterThan(0)
      expect(headings.slice(at, at + 4)).toEqual(SECTIONS[portal])
      // The fees table: a caption, column headers, a row for each of the card's fees.
      const table = page.locator('table.fees-table')
      expect(await table.locator('caption').count()).toBe(1)
      expect(await table.locator('thead th[scope="col"]').count()).toBe(2)
      expect(await table.locator('tbody tr').count()).toBe(card.fees.length)
      expect(card.fees.length).toBeGreaterThan(0)
      expect(await table.locator('tbody th[scope="row"]').allTextContents()).toEqual(card.fees.map((fee) => fee.label))
      // The table is no wider than the phone's window.
      expect(await table.evaluate((el) => el.getBoundingClientRect().right <= window.innerWidth)).toBe(true)
      // Similar products: 3 or 4 links to product pages of the portal, each answered with 200.
      const links = await page.locator('.similar-list a').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''))
      expect(links.length).toBeGreaterThanOrEqual(3)
      expect(links.length).toBeLessThanOrEqual(4)
      for (const href of links) {
        expect(href.startsWith(`${folder}/`), href).toBe(true)
        expect((await page.request.get(origins[portal] + href)).status(), href).toBe(200)
      }
      // The bar: fixed, inside the window at the top, the middle and the end of the page.
      const total = await page.evaluate(() => document.documentElement.scrollHeight)
      for (const stop of [0, 0.5, 1]) {
        await page.evaluate((y) => window.scrollTo(0, y), Math.round(total * stop))
        // The back-to-top link shows after 280 px, a frame after the scroll, except where it would cover a
        // control (decision 065): two frames, then it is either hidden or clear of the bar.
        await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))))
        const now = await layout(page)
        expect(now.position).toBe('fixed')
        expect(now.bar.top, `at ${stop}`).toBeGreaterThanOrEqual(0)
        expect(now.bar.bottom, `at ${stop}`).toBeLessThanOrEqual(now.height)
        expect(now.bar.bottom - now.bar.top, `at ${stop}`).toBeGreaterThanOrEqual(44)
        if (now.back) expect(overlaps(now.back, now.bar), `back-to-top on the bar at ${stop}`).toBe(false)
        if (stop === 1) {
          expect(now.atEnd).toBe(true)
          expect(now.footerLast).not.toBeNull()
          expect(now.footerLast!.bottom, "the footer's last line above the bar").toBeLessThanOrEqual(now.bar.top)
        }
      }
      expect(await axeViolations(page)).toEqual([])
      // A loan page in the visitor's money: nothing without a kept calculation, the instalment with one.
      const own = page.locator('.card-loan-figure')
      if (card.contractType === 'loan') {
        expect(card.id).toBe(OWN_FIGURE[portal].id)
        expect(await own.textContent()).toBe('')
        expect(await own.isVisible()).toBe(false)
        await page.evaluate(
          ([key, value]) => sessionStorage.setItem(key!, value!),
          [`calculator-loan:${OWN_FIGURE[portal].code}`, JSON.stringify({ kind: 'personal', amount: OWN_FIGURE[portal].amount, months: 24 })],
        )
        await page.reload()
        await expect.poll(async () => (await own.textContent())?.replace(/\u00a0/g, ' ')).toBe(OWN_FIGURE[portal].figure)
        expect(await own.isVisible()).toBe(true)
      } else {
        expect(await own.count()).toBe(0)
      }
      // Eligibility for this visitor (docs/decisions/070): nothing before a profile; with one kept in the
      // visit that meets each of the card's rules (its own data, docs/data.md), "Likely eligible" at load.
      const line = page.locator('section[aria-labelledby="eligibility-title"] .card-eligibility')
      expect(await line.textContent()).toBe('')
      const rules = card as ProductCard & { minIncomeMonthly: number; minAge?: number; employmentTypes?: string[] }
      await page.evaluate(
        ([key, value]) => sessionStorage.setItem(key!, value!),
        [
          `visitor-profile:${portalConfig(portal).code}`,
          JSON.stringify({ monthlyIncome: rules.minIncomeMonthly * 100, age: rules.minAge ?? 30, employment: rules.employmentTypes?.[0] ?? 'employed' }),
        ],
      )
      await page.reload()
      await expect.poll(() => line.textContent()).toBe(portal === 'ecm' ? 'Likely eligible' : 'Kemungkinan memenuhi syarat')
      await context.close()
    },
  )
})
