// The phone scenario of `npm run bench:filter` (docs/benchmarks.md, "Filtering on a phone"): a portal's
// credit-card list with as many cards as a catalogue of N cards a portal gives each vertical, built
// into a copy of the built site the way the build writes it (the list page with its first 24 cards,
// the vertical's JSON and, for a long list, its filter index and blocks of cards: decisions 035, 050),
// served by the site's own server (gzip as configured), and opened on the emulated phone (phone.ts).
// A visitor opens the filter panel, reads for a second, picks a provider; we count the bytes fetched
// from the page's load to that provider's first page of cards, and the time from the pick to it; then
// three more updates (another provider, a feature, a sort), each timed and its CPU taken from a trace.
// A quick visitor, in a context of their own, opens the panel and picks a provider at once two seconds
// after the page's load, the island asleep until then: the time from that pick to the cards includes
// whatever of the island's code has not arrived (issue 46, decision 050).
// Every list shown is checked against a full scan of the cards (filterCards and sortCards).
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { IntlMessageFormat } from 'intl-messageformat'
import type { Browser, Page } from 'playwright-core'
import { readMessages } from '../../content/messages'
import type { Portal } from '../../content/portals'
import type { ProductCard } from '../../domain/content/schemas'
import { cardFacts } from '../../domain/products/cardFacts'
import { facetSlug } from '../../domain/products/facets'
import { defaultFilterState, filterCards, sortCards, type FilterState } from '../../domain/products/filterCards'
import { INDEX_MIN_CARDS } from '../../domain/products/filterIndex'
import type { ListSpec } from '../../domain/products/listSpec'
import { filterIndexFiles } from '../pipeline/productFiles'
import { emulatePhone, PHONE, recordFetches } from './phone'
import { syntheticList } from './syntheticList'
import { cpuBetween, startTrace } from './trace'
import { pageFile } from '../pipeline/sitePages'

const PAGE = 24

/** A copy of a portal's built site whose credit-card list holds `perVertical` synthetic cards. */
export interface BenchSite {
  siteDir: string
  listPath: string
  perVertical: number
  cards: ProductCard[]
  spec: ListSpec
  remove: () => void
}

/** `distDir`: the folder of the built sites to copy (dist/, or another build's DIST_DIR). */
export function makeBenchSite(portal: Portal, cardsPerPortal: number, distDir = 'dist'): BenchSite {
  const built = join(distDir, portal.folder)
  const vertical = portal.config.verticals.find((v) => v.key === 'credit-cards') ?? portal.config.verticals[0]!
  const perVertical = Math.round(cardsPerPortal / portal.config.verticals.length)
  const siteDir = join(mkdtempSync(join(tmpdir(), 'bench-filter-')), portal.folder)
  cpSync(built, siteDir, { recursive: true })
  const cardsUrl = `/data/products/${vertical.key}.json`
  const realCards = JSON.parse(readFileSync(join(built, cardsUrl.slice(1)), 'utf8')) as ProductCard[]
  const countMessage = readMessages('data', portal.locale)['products.list.count'] ?? '{count}'
  const countText = String(new IntlMessageFormat(countMessage, portal.locale).format({ count: perVertical }))
  const indexUrl = perVertical >= INDEX_MIN_CARDS ? `/data/products/${vertical.key}/` : undefined
  const listFile = pageFile(siteDir, vertical.path)
  const made = syntheticList(readFileSync(listFile, 'utf8'), realCards, perVertical, { cardsUrl, countText, ...(indexUrl ? { indexUrl } : {}) })
  writeFileSync(listFile, made.html)
  writeFileSync(join(siteDir, cardsUrl.slice(1)), made.json)
  for (const file of filterIndexFiles(vertical.key, made.cards, made.spec)) {
    mkdirSync(dirname(join(siteDir, file.path)), { recursive: true })
    writeFileSync(join(siteDir, file.path), file.json)
  }
  return {
    siteDir,
    listPath: vertical.path,
    perVertical,
    cards: made.cards,
    spec: made.spec,
    remove: () => rmSync(dirname(siteDir), { recursive: true, force: true }),
  }
}

/** The ids a state shows first over the whole list (the full scan), and how many match. */
function expected(site: BenchSite, state: FilterState): { ids: number[]; count: number } {
  const all = site.cards.map(cardFacts)
  const facts = sortCards(all, site.spec, defaultFilterState(site.spec).sort).map((i) => all[i]!)
  const visible = filterCards(facts, site.spec, state)
  const matching = sortCards(facts, site.spec, state.sort).filter((i) => visible[i])
  return { ids: matching.slice(0, PAGE).map((i) => facts[i]!.id), count: matching.length }
}

/** Resolves when the list shows exactly `ids` and its count is announced (not busy); marks `mark` then and returns performance.now(). */
async function listShows(page: Page, ids: number[], mark: string): Promise<number> {
  // Watched with a MutationObserver, not polled, so the waiting costs the page no CPU.
  return page.evaluate(
    ({ ids, mark }) =>
      new Promise<number>((resolve, reject) => {
        const want = ids.join(',')
        const list = document.getElementById('product-list')
        const status = document.querySelector('.card-count')
        if (!list || !status) return reject(new Error('no list or count on the page'))
        const done = () => {
          const shown = [...list.children].map((li) => (li as HTMLElement).dataset.id).join(',')
          return shown === want && status.getAttribute('aria-busy') !== 'true'
        }
        const finish = (observer?: MutationObserver) => {
          observer?.disconnect()
          clearTimeout(timer)
          performance.mark(mark)
          resolve(performance.now())
        }
        const timer = setTimeout(() => reject(new Error('the list did not show the expected cards within 60 s')), 60_000)
        if (done()) return finish()
        const observer = new MutationObserver(() => {
          if (done()) finish(observer)
        })
        observer.observe(list, { childList: true })
        observer.observe(status, { attributes: true, childList: true, characterData: true, subtree: true })
      }),
    { ids, mark },
  )
}

/** Changes a control as a visitor's input does, in the page, after marking `mark`; returns performance.now() at the change. */
async function act(page: Page, code: string, mark: string): Promise<number> {
  return page.evaluate(
    ({ code, mark }) => {
      performance.mark(mark)
      const at = performance.now()
      new Function(code)()
      return at
    },
    { code, mark },
  )
}

/** Picks `value` in a select, as the option itself or as its slug (the filter form's options send slugs). */
const selectCode = (id: string, value: string) =>
  `const s = document.getElementById(${JSON.stringify(id)}); const o = [...s.options].find((o) => o.value === ${JSON.stringify(value)} || o.value === ${JSON.stringify(facetSlug(value))}); s.value = o ? o.value : ${JSON.stringify(value)}; s.dispatchEvent(new Event('input', { bubbles: true })); s.dispatchEvent(new Event('change', { bubbles: true }))`

/** Ticks a feature's checkbox, named `feature` with the option as its value or a field of its own (`feature.{slug}`). */
const tickCode = (feature: string) =>
  `[...document.querySelectorAll('input[type="checkbox"]')].find((box) => (box.name === 'feature' && box.value === ${JSON.stringify(feature)}) || box.name === ${JSON.stringify(`feature.${facetSlug(feature)}`)}).click()`

export interface PhoneRun {
  /** Bytes of /data/ responses from the page's load to the first filtered list (on the wire: gzip as served, headers included). */
  dataBytes: number
  /** Every byte fetched in that time (page, scripts, styles, data). */
  allBytes: number
  /** Requests for /data/ files in that time. */
  dataRequests: number
  /** From the pick to the provider's first page of cards, wall clock. */
  pickMs: number
  /** Main-thread CPU from the pick to that list (trace thread time). */
  pickCpuMs: number
  /** Each later update: wall clock from the change to its list, and main-thread CPU in that time. */
  updates: { name: string; ms: number; cpuMs: number }[]
}

export interface QuickPickRun {
  /** From the pick to the provider's first page of cards, wall clock: the island's code, its data and the cards. */
  pickMs: number
  /** Main-thread CPU from the pick to that list (trace thread time). */
  pickCpuMs: number
  /** Bytes of /data/ responses from the page's load to that list (on the wire, headers included), and how many. */
  dataBytes: number
  dataRequests: number
  /** Bytes of scripts (/assets/ .js) that finished loading after the pick: code the pick had to wait for. */
  codeAfterPickBytes: number
  /** Every byte fetched from the page's load to that list (page, scripts, styles, data). */
  allBytes: number
}

/** The pick of the quick visitor: this long after the page's load event. */
export const QUICK_PICK_AFTER_LOAD_MS = 2000

/**
 * The quick visitor (issue 46, item 6): the page loads, and two seconds after its load event the
 * visitor opens the filter panel and picks a provider at once. Nothing woke the island before: the
 * time from the pick to the provider's cards includes whatever of the island's code is not there yet.
 */
export async function quickPickRun(browser: Browser, origin: string, site: BenchSite): Promise<QuickPickRun> {
  const context = await browser.newContext({ viewport: PHONE.viewport, isMobile: true, hasTouch: true, deviceScaleFactor: 1.75 })
  try {
    await context.addInitScript('globalThis.__name = (fn) => fn')
    const page = await context.newPage()
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    const cdp = await context.newCDPSession(page)
    await emulatePhone(cdp)
    const fetched = recordFetches(cdp)
    const stopTrace = await startTrace(cdp)
    await page.goto(origin + site.listPath, { waitUntil: 'load', timeout: 120_000 })
    await page.waitForTimeout(QUICK_PICK_AFTER_LOAD_MS)
    if ((await page.locator('[data-island="ProductFilters"][data-hydrated="true"]').count()) > 0)
      throw new Error('the filter island woke before the visitor touched it')
    const providers = site.spec.groups.find((g) => g.kind === 'select')?.options ?? []
    if (providers.length < 1) throw new Error('the benchmark list has no provider')
    const beforePick = fetched.all().length
    // One tap opens the panel (it wakes the island), and the provider is picked right after it.
    await page.locator('details.filter-panel > summary').click()
    const picked = await act(page, selectCode('filter-provider', providers[0]!), 'bench:quick')
    const state: FilterState = { values: { provider: [providers[0]!] }, sort: 'rank' }
    const shown = await listShows(page, expected(site, state).ids, 'bench:quick:end')
    const events = await stopTrace()
    if (errors.length > 0) throw new Error(`the list page failed: ${errors.join('; ')}`)
    const all = fetched.all()
    const isData = (url: string) => new URL(url).pathname.startsWith('/data/')
    const isCode = (url: string) => /^\/assets\/.*\.js$/.test(new URL(url).pathname)
    const data = all.filter((f) => isData(f.url))
    return {
      pickMs: shown - picked,
      pickCpuMs: cpuBetween(events, 'bench:quick', 'bench:quick:end'),
      dataBytes: data.reduce((sum, f) => sum + f.bytes, 0),
      dataRequests: data.length,
      codeAfterPickBytes: all
        .slice(beforePick)
        .filter((f) => isCode(f.url))
        .reduce((sum, f) => sum + f.bytes, 0),
      allBytes: all.reduce((sum, f) => sum + f.bytes, 0),
    }
  } finally {
    await context.close()
  }
}

/** One visitor on the emulated phone, in a fresh browser context (nothing cached). */
export async function phoneRun(browser: Browser, origin: string, site: BenchSite): Promise<PhoneRun> {
  const context = await browser.newContext({ viewport: PHONE.viewport, isMobile: true, hasTouch: true, deviceScaleFactor: 1.75 })
  try {
    // tsx names the functions this module hands to page.evaluate with a helper (__name) that only
    // Node has; the page gets a do-nothing one.
    await context.addInitScript('globalThis.__name = (fn) => fn')
    const page = await context.newPage()
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    const cdp = await context.newCDPSession(page)
    await emulatePhone(cdp)
    const fetched = recordFetches(cdp)
    const stopTrace = await startTrace(cdp)
    await page.goto(origin + site.listPath, { waitUntil: 'load', timeout: 120_000 })
    // The visitor opens the filter panel (the island wakes), reads for a second, then picks a provider.
    await page.locator('details.filter-panel > summary').click()
    await page.locator('#filter-provider').waitFor({ state: 'visible' })
    await page.waitForTimeout(1000)
    const providers = site.spec.groups.find((g) => g.kind === 'select')?.options ?? []
    if (providers.length < 3) throw new Error('the benchmark list needs three providers')
    const first: FilterState = { values: { provider: [providers[0]!] }, sort: 'rank' }
    const picked = await act(page, selectCode('filter-provider', providers[0]!), 'bench:pick')
    const shown = await listShows(page, expected(site, first).ids, 'bench:pick:end')
    const atList = fetched.all()
    const data = atList.filter((f) => new URL(f.url).pathname.startsWith('/data/'))

    const feature = site.spec.groups.find((g) => g.kind === 'checkbox')?.options[0]
    if (feature === undefined) throw new Error('the benchmark list has no feature group')
    const second: FilterState = { values: { provider: [providers[1]!] }, sort: 'rank' }
    const withFeature: FilterState = { values: { provider: [providers[1]!], feature: [feature] }, sort: 'rank' }
    const byFee: FilterState = { ...withFeature, sort: 'fee' }
    const steps: [string, string, FilterState][] = [
      ['another provider', selectCode('filter-provider', providers[1]!), second],
      ['a feature ticked', tickCode(feature), withFeature],
      ['sorted by fee', selectCode('list-sort', 'fee'), byFee],
    ]
    const times: { name: string; ms: number }[] = []
    for (const [i, [name, code, state]] of steps.entries()) {
      await page.waitForTimeout(500)
      const at = await act(page, code, `bench:u${i}`)
      times.push({ name, ms: (await listShows(page, expected(site, state).ids, `bench:u${i}:end`)) - at })
    }
    const events = await stopTrace()
    if (errors.length > 0) throw new Error(`the list page failed: ${errors.join('; ')}`)
    return {
      dataBytes: data.reduce((sum, f) => sum + f.bytes, 0),
      allBytes: atList.reduce((sum, f) => sum + f.bytes, 0),
      dataRequests: data.length,
      pickMs: shown - picked,
      pickCpuMs: cpuBetween(events, 'bench:pick', 'bench:pick:end'),
      updates: times.map((t, i) => ({ ...t, cpuMs: cpuBetween(events, `bench:u${i}`, `bench:u${i}:end`) })),
    }
  } finally {
    await context.close()
  }
}
