// npm run bench:interaction: input integrity and press-to-result time on an emulated mid-range phone
// (issue "Input integrity", item 6).
//
// Real Chromium, one fresh browser context per run (no cache), every page throttled as a mid-range
// phone on a slow mobile network (CPU 4x slower, 150 ms latency, 1.6 Mbit/s down, 750 kbit/s up,
// 412x823 at 2.625x, touch), over every island kind of every portal of the registry
// (content/portals.ts): the calculators, the landing forms, the income form and a list's range
// filter, each where the portal has the page (its paths, landing files and verticals); the figures
// typed come from its config (scripts/bench/interactionInputs.ts).
//
// (a) Typing integrity: the first fields are focused and typed into (50, 150 or 300 ms a key, spread
//     evenly over the runs) as soon as the page's HTML has arrived and the field exists, without
//     waiting for the island's code: the point is typing while that code is still on its way. A run
//     "changed a field" when a field's final value differs from what was typed: text fields exactly;
//     amount fields by their digits (the island regroups them with the portal's thousands separator,
//     150,000 on en-PH and 75.000.000 on id-ID, but keeps the bare digits typed before it took over
//     until the next key). Must be 0.
// (b) Press-to-result time on the calculators and landing forms: from the Enter key (calculators) or
//     the Next click (landing forms) to the frame after the result appears or changes (calculators:
//     `.calc-headline strong`) or step 2 is shown (landing forms; whether its heading got focus is
//     reported too), for the first press after load (which may have to wait for the island's code)
//     and for a later press after a value was changed. Times are the page's own clock: from the key
//     or pointer event's timestamp to the next animation frame after the change.
//
// Serves the built site (dist/{folder} of every portal; built first when one is missing, or with
// --build), with the real lead API (PGlite in a temporary folder) behind the portal servers, as npm
// start does.
// Usage: npx tsx scripts/bench/benchInteraction.ts [--runs 216] [--quick] [--delays 50,150,300]
//        [--only TEXT] [--concurrency 1] [--json PATH] [--build] [--list]
// --list prints the pages of every portal and what is typed into them, and measures nothing.
// Exits 1 when a run changed a field, or when a run could not be completed (its fields unread).
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import type { Server } from 'node:http'
import { cpus, loadavg, tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { parseArgs } from 'node:util'
import { chromium, type Browser, type Page } from 'playwright-core'
import { loadPortals, type Portal } from '../../content/portals'
import type { Landing } from '../../domain/landings/landingSchema'
import { CALCULATORS } from '../../domain/calculators/registry'
import { VERTICAL_IDS } from '../../domain/portal'
import { freePort, startApiProcess, type ApiProcess } from '../servers/apiProcess'
import { chromiumFlags, chromiumPath } from '../quality/chromium'
import {
  CALCULATOR_FIGURES,
  landingKind,
  landingsByPortal,
  portalFigures,
  verticalPath,
  type LandingKind,
  type PortalFigures,
  type TypedPair,
} from './interactionInputs'
import { createPortalServer, listen } from '../servers/serve'
import { isMain } from '../../server/isMain'

// ---------------------------------------------------------------------------------------------
// Emulated device and network (issue item 6).

const CPU_SLOWDOWN = 4
const NETWORK = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 }
const SCREEN = { width: 412, height: 823, deviceScaleFactor: 2.625, mobile: true }
const DEFAULT_DELAYS = [50, 150, 300]
const DEFAULT_RUNS = 216
const QUICK_RUNS = 14

/** How long a press may take to show its result before the run records "no result". */
const PRESS_TIMEOUT_MS = 30_000
/** After the last key, how long an island that was not woken by the focus is left before the pointer wakes it. */
const WAKE_AFTER_MS = 3_000
/** How long an island may take to hydrate once woken. */
const HYDRATE_TIMEOUT_MS = 30_000
/** A whole run, load to last press. */
const RUN_TIMEOUT_MS = 120_000

// ---------------------------------------------------------------------------------------------
// Pages, fields and presses.

interface Field {
  selector: string
  text: string
  /** amount: compared by digits (regrouped or not); text: compared exactly. */
  kind: 'amount' | 'text'
}

interface CalculatorPress {
  kind: 'calculator'
  /** The field changed before the later press, and its new text. */
  later: { selector: string; text: string }
  /** A button to press before the later change (the tax calculator's Recalculate hides the result). */
  reopen?: string
}

interface LandingPress {
  kind: 'landing'
  later: { selector: string; text: string }
}

interface Scenario {
  /** The portal's folder: its dist/ folder and its server's key. */
  portal: string
  kind: string
  path: string
  island: string
  fields: Field[]
  /** Runs once the page's HTML is in, before the first field is focused (not timed). */
  prepare?: 'open-filter-panel'
  press?: CalculatorPress | LandingPress
}

const RESULT = '.calc-headline strong'

/**
 * Every page kind of every portal of the registry, page kind by page kind and portal by portal in
 * their order: the calculators its paths name, its loan and card-promo landing files, its income form
 * and its personal-loan list. A page a portal does not have is no scenario. Figures: scripts/bench/interactionInputs.ts.
 */
function scenarios(portals: readonly Portal[] = loadPortals(), landings: ReadonlyMap<string, readonly Landing[]> = landingsByPortal(portals)): Scenario[] {
  const calculator = (portal: Portal, kind: string, path: string, island: string, name: string, typed: TypedPair, reopen?: string): Scenario => ({
    portal: portal.folder,
    kind,
    path,
    island,
    fields: [{ selector: `input[name=${name}]`, text: typed.first, kind: 'amount' }],
    press: { kind: 'calculator', later: { selector: `input[name=${name}]`, text: typed.later }, ...(reopen ? { reopen } : {}) },
  })
  const loanLanding = (portal: Portal, path: string, figures: PortalFigures): Scenario => ({
    portal: portal.folder,
    kind: 'landing form (loan)',
    path,
    island: 'LandingForm',
    fields: [
      { selector: '#landing-LoanAmount', text: figures.personalLoan.first, kind: 'amount' },
      { selector: '#landing-MonthlyIncome', text: figures.income, kind: 'amount' },
    ],
    press: { kind: 'landing', later: { selector: '#landing-LoanAmount', text: figures.personalLoan.later } },
  })
  const nameLanding = (portal: Portal, path: string): Scenario => ({
    portal: portal.folder,
    kind: 'landing form (names)',
    path,
    island: 'LandingForm',
    fields: [
      { selector: '#landing-FirstName', text: 'Maria', kind: 'text' },
      { selector: '#landing-LastName', text: 'Santos', kind: 'text' },
    ],
    press: { kind: 'landing', later: { selector: '#landing-LastName', text: 'Reyes' } },
  })
  const incomeForm = (portal: Portal, path: string, income: string): Scenario => ({
    portal: portal.folder,
    kind: 'income form',
    path,
    island: 'ValidatedForm',
    fields: [
      { selector: '#income-FirstName', text: 'Maria', kind: 'text' },
      { selector: '#income-LastName', text: 'Santos', kind: 'text' },
      { selector: '#income-MonthlyIncome', text: income, kind: 'amount' },
    ],
  })
  const listFilter = (portal: Portal, path: string, income: string): Scenario => ({
    portal: portal.folder,
    kind: 'list range filter',
    path,
    island: 'ProductFilters',
    prepare: 'open-filter-panel',
    fields: [{ selector: 'input.range-number', text: income, kind: 'amount' }],
  })
  const landingsOf = (portal: Portal, kind: LandingKind) => (landings.get(portal.folder) ?? []).filter((landing) => landingKind(landing) === kind)
  // One list per page kind, each over every portal: the rows come out page kind by page kind.
  const kinds: ((portal: Portal, figures: PortalFigures) => Scenario[])[] = [
    // One page kind a calculator (domain/calculators/registry.ts), each where the portal offers it and has its figures.
    ...CALCULATORS.map((entry) => (portal: Portal, figures: PortalFigures): Scenario[] => {
      const href = portal.config.paths[entry.path]
      const typed = CALCULATOR_FIGURES[entry.key](figures)
      return href === undefined || typed === undefined
        ? []
        : [calculator(portal, entry.label, href, entry.island, entry.firstField, typed, 'reopen' in entry ? entry.reopen : undefined)]
    }),
    (portal, figures) => landingsOf(portal, 'loan').map((landing) => loanLanding(portal, landing.path, figures)),
    (portal) => landingsOf(portal, 'names').map((landing) => nameLanding(portal, landing.path)),
    (portal, figures) => {
      const path = portal.config.paths.incomeForm
      return path === undefined ? [] : [incomeForm(portal, path, figures.income)]
    },
    (portal, figures) => {
      const path = verticalPath(portal.config, VERTICAL_IDS.personalLoan)
      return path === undefined ? [] : [listFilter(portal, path, figures.incomeFilter)]
    },
  ]
  return kinds.flatMap((build) => portals.flatMap((portal) => build(portal, portalFigures(portal.config))))
}

// ---------------------------------------------------------------------------------------------
// In-page instrumentation. Plain JavaScript text (not functions): tsx's transform would add helpers
// to functions serialised into the page.

const PAGE_PROBE = `(() => {
  const b = { keys: [], hydrated: {}, armed: null, errors: [] };
  window.__bench = b;
  addEventListener('keydown', (e) => {
    b.keys.push({ key: e.key, t: e.timeStamp, ctrl: e.ctrlKey || e.metaKey });
    if (b.armed && b.armed.start === null && e.key === 'Enter') b.armed.start = e.timeStamp;
  }, true);
  addEventListener('pointerdown', (e) => {
    if (b.armed && b.armed.start === null) b.armed.start = e.timeStamp;
  }, true);
  addEventListener('error', (e) => b.errors.push(String(e.message)));
  new MutationObserver((records) => {
    for (const r of records) {
      const el = r.target;
      if (el.dataset && el.dataset.hydrated === 'true' && el.dataset.island && !(el.dataset.island in b.hydrated)) b.hydrated[el.dataset.island] = performance.now();
    }
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-hydrated'] });
  // Drawn but out of sight (visibility: hidden, as a landing form's steps ahead are: decision 022) is
  // not shown.
  const visible = (el) => !!el && el.isConnected && (typeof el.checkVisibility === 'function' ? el.checkVisibility({ visibilityProperty: true }) : el.getClientRects().length > 0 && getComputedStyle(el).visibility === 'visible');
  // Arms a watcher for the response to the next Enter or pointer press: the result element appearing
  // or changing its text (calculators), or the step heading appearing (landing forms).
  b.arm = (spec) => {
    const current = document.querySelector(spec.selector);
    const before = visible(current) ? current.textContent : null;
    const armed = { start: null };
    b.armed = armed;
    armed.done = new Promise((resolve) => {
      let fired = false;
      const check = () => {
        if (fired) return;
        const el = document.querySelector(spec.selector);
        if (!visible(el)) return;
        if (spec.kind === 'calculator' && el.textContent === before) return;
        fired = true;
        observer.disconnect();
        const changedAt = performance.now();
        requestAnimationFrame(() => {
          const frame = performance.now();
          resolve({ start: armed.start, changedAt, frame, focused: document.activeElement === el || (!!document.activeElement && document.activeElement.id === spec.focusId), text: el.textContent });
        });
      };
      const observer = new MutationObserver(check);
      observer.observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
      addEventListener('focusin', check, true);
    });
  };
  b.wait = (timeout) => Promise.race([b.armed.done, new Promise((resolve) => setTimeout(() => resolve(null), timeout))]);
})()`

interface PressOutcome {
  /** Milliseconds from the key or pointer event to the frame after the change; null: no result in time. */
  ms: number | null
  /** Milliseconds from the event to the change itself (before the frame). */
  toChangeMs: number | null
  /** Landing forms: the step 2 heading had focus at that frame. */
  focused?: boolean
  /** Set when the press could not be timed in the page (a native form submission reloaded it, say). */
  note?: string
}

interface FieldOutcome {
  selector: string
  typed: string
  final: string | null
  kind: Field['kind']
  ok: boolean
}

type Takeover = 'before typing' | 'during typing' | 'after typing' | 'woken after typing' | 'never'

interface RunResult {
  portal: string
  kind: string
  path: string
  delay: number
  fields: FieldOutcome[]
  changed: boolean
  takeover: Takeover
  /** First key's time minus the load event's start (negative: typing began before load). */
  firstKeyVsLoadMs: number | null
  first?: PressOutcome
  later?: PressOutcome
  pageErrors: string[]
  error?: string
  seconds: number
  /** Seconds from the run's start at which each step ended (where the time of a run goes). */
  steps: Record<string, number>
  /** The machine's 1-minute load average when the run ended. */
  load: number
}

// ---------------------------------------------------------------------------------------------
// One run.

function digits(text: string): string {
  return text.replace(/\D/g, '')
}

function fieldOk(field: Field, final: string | null): boolean {
  if (final === null) return false
  return field.kind === 'amount' ? digits(final) === digits(field.text) : final === field.text
}

async function emulatePhone(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', NETWORK)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
  await cdp.send('Emulation.setDeviceMetricsOverride', SCREEN)
  await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 5 })
}

/** Focuses a field, selects what it holds (so the first key replaces it) and types at `delay` ms a key. */
async function typeInto(page: Page, selector: string, text: string, delay: number): Promise<void> {
  const field = page.locator(selector).first()
  await field.waitFor({ state: 'attached', timeout: 60_000 })
  await field.focus()
  await page.keyboard.press('Control+a')
  await page.keyboard.type(text, { delay })
}

async function readValue(page: Page, selector: string): Promise<string | null> {
  return page.evaluate(`(() => { const el = document.querySelector(${JSON.stringify(selector)}); return el ? el.value : null })()`) as Promise<string | null>
}

function hydratedAt(page: Page, island: string): Promise<number | null> {
  return page.evaluate(`window.__bench.hydrated[${JSON.stringify(island)}] ?? null`) as Promise<number | null>
}

async function waitHydrated(page: Page, island: string, timeout: number): Promise<boolean> {
  try {
    await page.locator(`[data-island="${island}"][data-hydrated="true"]`).first().waitFor({ state: 'attached', timeout })
    return true
  } catch {
    return false
  }
}

/** Times one press: arms the page's watcher, presses, waits for the response. */
async function timePress(
  page: Page,
  spec: { kind: 'calculator' | 'landing'; selector: string; focusId?: string },
  press: () => Promise<void>,
): Promise<PressOutcome> {
  await page.evaluate(`window.__bench.arm(${JSON.stringify(spec)})`)
  const urlBefore = page.url()
  const nodeStart = performance.now()
  await press()
  try {
    const outcome = (await page.evaluate(`window.__bench.wait(${PRESS_TIMEOUT_MS})`)) as {
      start: number | null
      changedAt: number
      frame: number
      focused: boolean
    } | null
    if (outcome === null) return { ms: null, toChangeMs: null, note: `no response within ${PRESS_TIMEOUT_MS / 1000} s` }
    if (outcome.start === null) return { ms: null, toChangeMs: null, note: 'the press event was not seen by the page' }
    return {
      ms: outcome.frame - outcome.start,
      toChangeMs: outcome.changedAt - outcome.start,
      ...(spec.kind === 'landing' ? { focused: outcome.focused } : {}),
    }
  } catch (error) {
    // The page was replaced (a native GET submission of the form before the runtime held it): timed
    // from Node until the result shows in the new page.
    if (page.url() === urlBefore) throw error
    await page
      .locator(spec.kind === 'calculator' ? spec.selector : `#${spec.focusId}`)
      .first()
      .waitFor({ state: 'visible', timeout: PRESS_TIMEOUT_MS })
    const ms = performance.now() - nodeStart
    return { ms, toChangeMs: null, note: `the page navigated to ${new URL(page.url()).pathname}${new URL(page.url()).search} (timed from Node)` }
  }
}

async function runOnce(browser: Browser, origin: string, scenario: Scenario, delay: number): Promise<RunResult> {
  const started = performance.now()
  const result: RunResult = {
    portal: scenario.portal,
    kind: scenario.kind,
    path: scenario.path,
    delay,
    fields: scenario.fields.map((f) => ({ selector: f.selector, typed: f.text, final: null, kind: f.kind, ok: false })),
    changed: false,
    takeover: 'never',
    firstKeyVsLoadMs: null,
    pageErrors: [],
    seconds: 0,
    steps: {},
    load: 0,
  }
  const step = (name: string) => {
    result.steps[name] = Math.round(performance.now() - started) / 1000
  }
  // viewport null: the screen is emulated over the DevTools protocol (emulatePhone), not by Playwright.
  const context = await browser.newContext({ viewport: null })
  try {
    await context.addInitScript({ content: PAGE_PROBE })
    const page = await context.newPage()
    page.on('pageerror', (error) => result.pageErrors.push(error.message))
    await emulatePhone(page)
    step('context')
    const work = async () => {
      await page.goto(origin + scenario.path, { waitUntil: 'commit' })
      step('commit')
      if (scenario.prepare === 'open-filter-panel') {
        // On a phone the filter panel is a closed <details>; a tap on its summary before the island's
        // code is in is held by the runtime until hydration, so no key could reach the field before
        // then. Opened here as the browser's own toggle would, so that typing overlaps the code's arrival.
        const panel = page.locator('details.filter-panel').first()
        await panel.waitFor({ state: 'attached', timeout: 60_000 })
        await panel.evaluate((d) => {
          ;(d as HTMLDetailsElement).open = true
        })
      }
      for (const field of scenario.fields) await typeInto(page, field.selector, field.text, delay)
      step('typed')
      const typing = (await page.evaluate(`(() => {
        const keys = window.__bench.keys.filter((k) => !k.ctrl && k.key.length === 1);
        const nav = performance.getEntriesByType('navigation')[0];
        return { first: keys.length ? keys[0].t : null, last: keys.length ? keys[keys.length - 1].t : null, loadStart: nav && nav.loadEventStart > 0 ? nav.loadEventStart : null };
      })()`)) as { first: number | null; last: number | null; loadStart: number | null }
      if (typing.first !== null && typing.loadStart !== null) result.firstKeyVsLoadMs = typing.first - typing.loadStart
      else if (typing.first !== null) result.firstKeyVsLoadMs = -Infinity // load had not started by the last key

      let woken = false
      const press = scenario.press
      if (press?.kind === 'calculator') {
        result.first = await timePress(page, { kind: 'calculator', selector: RESULT }, () => page.keyboard.press('Enter'))
        step('first press')
      } else if (press?.kind === 'landing') {
        const next = page.locator(`[data-island="${scenario.island}"] .landing-actions button[type=submit]`).first()
        result.first = await timePress(page, { kind: 'landing', selector: '#landing-step-2', focusId: 'landing-step-2' }, () => next.click())
        // Back to step 1: its fields show what the island holds for them.
        await page.locator(`[data-island="${scenario.island}"] .landing-actions button.secondary`).first().click()
        await page.locator('#landing-step-1').waitFor({ state: 'visible', timeout: PRESS_TIMEOUT_MS })
        step('first press')
      } else if (!(await waitHydrated(page, scenario.island, WAKE_AFTER_MS))) {
        // Not woken by the focus (it came before the runtime was listening): the pointer wakes it, as
        // a visitor's next touch would.
        woken = true
        const field = page.locator(scenario.fields.at(-1)!.selector).first()
        await field.hover({ timeout: 5_000 }).catch(() => field.dispatchEvent('pointerover'))
      }
      await waitHydrated(page, scenario.island, HYDRATE_TIMEOUT_MS)
      step('hydrated')
      // Two frames for the takeover's own commit and any effect after it.
      await page.evaluate('new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))')
      for (const [i, field] of scenario.fields.entries()) {
        const final = await readValue(page, field.selector)
        result.fields[i] = { ...result.fields[i]!, final, ok: fieldOk(field, final) }
      }
      result.changed = result.fields.some((f) => !f.ok)
      step('read')
      const at = await hydratedAt(page, scenario.island)
      if (at === null) result.takeover = 'never'
      else if (typing.first !== null && at < typing.first) result.takeover = 'before typing'
      else if (typing.last !== null && at <= typing.last) result.takeover = 'during typing'
      else result.takeover = woken ? 'woken after typing' : 'after typing'

      if (press) {
        if (press.kind === 'calculator' && press.reopen) {
          await page.locator(press.reopen).first().click()
          await page.locator(press.later.selector).first().waitFor({ state: 'visible', timeout: PRESS_TIMEOUT_MS })
        }
        await typeInto(page, press.later.selector, press.later.text, 20)
        if (press.kind === 'calculator') {
          result.later = await timePress(page, { kind: 'calculator', selector: RESULT }, () => page.keyboard.press('Enter'))
        } else {
          const next = page.locator(`[data-island="${scenario.island}"] .landing-actions button[type=submit]`).first()
          result.later = await timePress(page, { kind: 'landing', selector: '#landing-step-2', focusId: 'landing-step-2' }, () => next.click())
        }
        step('later press')
      }
      const inPage = (await page.evaluate('window.__bench.errors')) as string[]
      for (const message of inPage) if (!result.pageErrors.includes(message)) result.pageErrors.push(message)
    }
    let timer: NodeJS.Timeout | undefined
    await Promise.race([
      work(),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`run did not finish within ${RUN_TIMEOUT_MS / 1000} s`)), RUN_TIMEOUT_MS)
      }),
    ]).finally(() => clearTimeout(timer))
  } catch (error) {
    result.error = (error as Error).message.split('\n')[0]
  } finally {
    await context.close().catch(() => undefined)
    step('closed')
    result.seconds = (performance.now() - started) / 1000
    result.load = loadavg()[0]!
  }
  return result
}

// ---------------------------------------------------------------------------------------------
// Summaries.

function median(values: number[]): number | null {
  if (values.length === 0) return null
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}

const ms = (value: number | null) => (value === null ? '–' : `${Math.round(value)}`)

interface TypingRow {
  kind: string
  portal: string
  path: string
  delay: number
  runs: number
  changed: number
  failed: number
  takeover: Record<Takeover, number>
  examples: string[]
}

interface PressRow {
  kind: string
  portal: string
  path: string
  first: { n: number; median: number | null; worst: number | null; missing: number; focused?: string }
  later: { n: number; median: number | null; worst: number | null; missing: number; focused?: string }
}

/** A page's key in the tables: its kind, portal and path. */
const pageKey = (page: { kind: string; portal: string; path: string }) => `${page.kind}|${page.portal}|${page.path}`

function typingRows(runs: RunResult[], list: readonly Scenario[]): TypingRow[] {
  const rows = new Map<string, TypingRow>()
  for (const run of runs) {
    const key = `${pageKey(run)}|${run.delay}`
    let row = rows.get(key)
    if (!row) {
      row = {
        kind: run.kind,
        portal: run.portal,
        path: run.path,
        delay: run.delay,
        runs: 0,
        changed: 0,
        failed: 0,
        takeover: { 'before typing': 0, 'during typing': 0, 'after typing': 0, 'woken after typing': 0, never: 0 },
        examples: [],
      }
      rows.set(key, row)
    }
    row.runs++
    if (run.error && run.fields.every((f) => f.final === null)) {
      row.failed++
      if (row.examples.length < 3) row.examples.push(`failed: ${run.error}`)
      continue
    }
    row.takeover[run.takeover]++
    if (run.changed) {
      row.changed++
      for (const f of run.fields.filter((x) => !x.ok)) {
        if (row.examples.length < 3)
          row.examples.push(`${f.selector} typed "${f.typed}", final ${f.final === null ? 'missing' : `"${f.final}"`} (takeover ${run.takeover})`)
      }
    }
  }
  // Page by page in the order of the scenarios, then by typing speed.
  const order = list.map(pageKey)
  const rank = (row: TypingRow) => order.indexOf(pageKey(row))
  return [...rows.values()].sort((a, b) => rank(a) - rank(b) || a.delay - b.delay)
}

function pressRows(runs: RunResult[]): PressRow[] {
  const rows = new Map<string, { kind: string; portal: string; path: string; first: RunResult['first'][]; later: RunResult['later'][] }>()
  for (const run of runs) {
    if (!run.first && !run.later) continue
    const key = pageKey(run)
    let row = rows.get(key)
    if (!row) rows.set(key, (row = { kind: run.kind, portal: run.portal, path: run.path, first: [], later: [] }))
    row.first.push(run.first)
    row.later.push(run.later)
  }
  return [...rows.values()].map((row) => ({ kind: row.kind, portal: row.portal, path: row.path, first: pressStats(row.first), later: pressStats(row.later) }))
}

/** Runs, median, worst and missing results of a set of presses (and how often step 2's heading had focus). */
function pressStats(list: (PressOutcome | undefined)[]): PressRow['first'] {
  const times = list.filter((p): p is PressOutcome => p !== undefined && p.ms !== null).map((p) => p.ms!)
  const withFocus = list.filter((p): p is PressOutcome => p?.focused !== undefined)
  return {
    n: times.length,
    median: median(times),
    worst: times.length ? Math.max(...times) : null,
    missing: list.length - times.length,
    ...(withFocus.length ? { focused: `${withFocus.filter((p) => p.focused).length}/${withFocus.length}` } : {}),
  }
}

/** The calculators' and the landing forms' presses, typing speed by typing speed (the issue's target is set at 150 ms a key). */
interface SpeedRow {
  group: 'calculators' | 'landing forms'
  delay: number
  first: PressRow['first']
  later: PressRow['later']
}

function pressBySpeed(runs: RunResult[]): SpeedRow[] {
  const rows: SpeedRow[] = []
  const groups = [
    ['calculators', (r: RunResult) => r.kind.endsWith('calculator')],
    ['landing forms', (r: RunResult) => r.kind.startsWith('landing form')],
  ] as const
  const delays = [...new Set(runs.map((r) => r.delay))].sort((a, b) => a - b)
  for (const [group, member] of groups) {
    for (const delay of delays) {
      const mine = runs.filter((r) => member(r) && r.delay === delay && (r.first || r.later))
      if (mine.length === 0) continue
      rows.push({ group, delay, first: pressStats(mine.map((r) => r.first)), later: pressStats(mine.map((r) => r.later)) })
    }
  }
  return rows
}

/** A Markdown table: a header row of `[title, align]` pairs ('l' or 'r'), then one row per entry. */
function markdownTable(columns: [string, 'l' | 'r'][], rows: (string | number)[][]): string[] {
  const line = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`
  return [line(columns.map(([title]) => title)), line(columns.map(([, align]) => (align === 'r' ? '---:' : '---'))), ...rows.map(line)]
}

/** The columns of a first and a later press: runs, median, worst. */
const PRESS_COLUMNS: [string, 'l' | 'r'][] = [
  ['first press: runs', 'r'],
  ['median ms', 'r'],
  ['worst ms', 'r'],
  ['later press: runs', 'r'],
  ['median ms', 'r'],
  ['worst ms', 'r'],
  ['no result (first / later)', 'l'],
]

const pressCells = (first: PressRow['first'], later: PressRow['later']) => [
  first.n,
  ms(first.median),
  ms(first.worst),
  later.n,
  ms(later.median),
  ms(later.worst),
  `${first.missing} / ${later.missing}`,
]

function speedTable(rows: SpeedRow[]): string[] {
  return markdownTable(
    [['pages', 'l'], ['ms/key', 'r'], ...PRESS_COLUMNS],
    rows.map((r) => [r.group, r.delay, ...pressCells(r.first, r.later)]),
  )
}

function typingTable(rows: TypingRow[]): string[] {
  return markdownTable(
    [
      ['page kind', 'l'],
      ['portal', 'l'],
      ['path', 'l'],
      ['ms/key', 'r'],
      ['runs', 'r'],
      ['runs with a changed field', 'r'],
      ['failed runs', 'r'],
      ['island took over: before / during / after typing / woken after / never', 'l'],
      ['examples of differences', 'l'],
    ],
    rows.map((r) => {
      const t = r.takeover
      return [
        r.kind,
        r.portal.toUpperCase(),
        r.path,
        r.delay,
        r.runs,
        r.changed,
        r.failed,
        `${t['before typing']} / ${t['during typing']} / ${t['after typing']} / ${t['woken after typing']} / ${t.never}`,
        r.examples.join('; ').replace(/\|/g, '\\|') || '–',
      ]
    }),
  )
}

function pressTable(rows: PressRow[]): string[] {
  return markdownTable(
    [['page kind', 'l'], ['portal', 'l'], ['path', 'l'], ...PRESS_COLUMNS, ['step 2 heading focused (first / later)', 'l']],
    rows.map((r) => [
      r.kind,
      r.portal.toUpperCase(),
      r.path,
      ...pressCells(r.first, r.later),
      r.first.focused || r.later.focused ? `${r.first.focused ?? '–'} / ${r.later.focused ?? '–'}` : '–',
    ]),
  )
}

// ---------------------------------------------------------------------------------------------
// Site, API and browser.

/** Source files changed after the built site was written (the dist may not have them). */
function newerSources(builtAt: number): string[] {
  const found: string[] = []
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name)
      if (entry.isDirectory()) walk(path)
      else if (/\.(tsx?|css|json)$/.test(entry.name) && statSync(path).mtimeMs > builtAt) found.push(path)
    }
  }
  for (const dir of ['components', 'renderer', 'domain', 'pages', 'data']) if (existsSync(dir)) walk(dir)
  return found.sort()
}

function serverClosed(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve())
    server.closeAllConnections()
  })
}

/** Copies dist/{portal} (its modification times kept), retrying while a build is swapping it in. */
async function snapshotSite(portal: string, target: string): Promise<string> {
  const source = join('dist', portal)
  for (let attempt = 1; ; attempt++) {
    try {
      cpSync(source, target, { recursive: true, preserveTimestamps: true, force: true })
      if (existsSync(join(target, 'index.html')) && existsSync(join(target, '_headers'))) return target
      throw new Error(`${source} is incomplete`)
    } catch (error) {
      if (attempt >= 10) throw new Error(`could not copy ${source}: ${(error as Error).message}`)
      await new Promise((resolve) => setTimeout(resolve, 1000))
    }
  }
}

/** Every (scenario, delay) pair once, ordered so that the first runs visit every page with varied delays. */
function schedule(list: Scenario[], delays: number[], runs: number): { scenario: Scenario; delay: number }[] {
  const pairs: { scenario: Scenario; delay: number }[] = []
  for (let round = 0; round < delays.length; round++) {
    for (const [i, scenario] of list.entries()) pairs.push({ scenario, delay: delays[(round + i) % delays.length]! })
  }
  return Array.from({ length: runs }, (_, i) => pairs[i % pairs.length]!)
}

interface Options {
  runs: number
  delays: number[]
  only?: string
  concurrency: number
  json: string
  build: boolean
}

function gitIgnores(path: string): boolean {
  if (!existsSync('.gitignore')) return false
  const top = path.split('/')[0]
  return readFileSync('.gitignore', 'utf8')
    .split('\n')
    .map((line) => line.trim().replace(/^\//, '').replace(/\/$/, ''))
    .some((line) => line === top || line === path)
}

export async function benchInteraction(options: Options): Promise<{ runs: RunResult[]; exitCode: number }> {
  const cleanups: (() => Promise<unknown>)[] = []
  try {
    const portals = loadPortals()
    if (options.build || portals.some((portal) => !existsSync(join('dist', portal.folder, 'index.html')))) {
      console.log(`Building the site (${portals.map((portal) => `dist/${portal.folder}`).join(', ')}) ...`)
      const { buildSite } = await import('../pipeline/build')
      await buildSite()
    }
    const temp = await mkdtemp(join(tmpdir(), 'bench-interaction-'))
    cleanups.push(() => rm(temp, { recursive: true, force: true }))
    // Served from a copy: a build started meanwhile (npm test, another engineer) swaps dist/ under a
    // running server, and every run after that would load missing chunks.
    const siteDirs: Record<string, string> = {}
    for (const portal of portals) siteDirs[portal.folder] = await snapshotSite(portal.folder, join(temp, 'dist', portal.folder))
    const builtAt = Math.min(...portals.map((portal) => statSync(join(siteDirs[portal.folder]!, 'index.html')).mtimeMs))
    const stale = newerSources(builtAt)

    const all = scenarios(portals).filter((s) => !options.only || `${s.portal} ${s.kind} ${s.path}`.includes(options.only))
    const missing = all.filter((s) => !existsSync(join(siteDirs[s.portal]!, s.path.slice(1), 'index.html')))
    const list = all.filter((s) => !missing.includes(s))
    if (list.length === 0) throw new Error('no page to measure (check --only and dist/)')

    const apiPort = await freePort()
    const apiOrigin = `http://127.0.0.1:${apiPort}`
    // Each portal's server on a free port, keyed by its folder; the API allows each origin as npm start's ({CODE}_PORT).
    const origins: Record<string, string> = {}
    for (const portal of portals) {
      const server = createPortalServer({ siteDir: siteDirs[portal.folder]!, apiOrigin })
      cleanups.push(() => serverClosed(server))
      origins[portal.folder] = await listen(server, 0)
    }
    const api: ApiProcess = await startApiProcess({
      port: apiPort,
      env: {
        PGLITE_DIR: join(temp, 'pglite'),
        DATABASE_URL: '',
        ...Object.fromEntries(portals.map((portal) => [`${portal.code}_PORT`, new URL(origins[portal.folder]!).port])),
        TRUST_PROXY: 'loopback',
        RATE_LIMIT_MAX: '1000000',
        LOG_LEVEL: 'warn',
      },
    })
    cleanups.push(() => api.stop())
    const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumFlags() })
    cleanups.push(() => browser.close())

    const plan = schedule(list, options.delays, options.runs)
    console.log(
      `Input integrity and press-to-result on an emulated phone (CPU ${CPU_SLOWDOWN}x slower, ${NETWORK.latency} ms latency, 1.6 Mbit/s down, 750 kbit/s up, ${SCREEN.width}x${SCREEN.height} @${SCREEN.deviceScaleFactor}x, touch)`,
    )
    console.log(
      `Chromium ${browser.version()} (${chromiumPath()}); ${plan.length} runs over ${list.length} pages x ${options.delays.join('/')} ms a key; concurrency ${options.concurrency}; ${cpus().length} cores`,
    )
    if (missing.length) console.log(`Not in dist, skipped: ${missing.map((s) => `${s.portal}${s.path}`).join(', ')}`)
    if (stale.length)
      console.log(
        `NOTE: dist was built ${new Date(builtAt).toISOString()}; ${stale.length} source file(s) changed since (not measured): ${stale.slice(0, 12).join(', ')}${stale.length > 12 ? ' ...' : ''}`,
      )

    const runs: RunResult[] = new Array(plan.length)
    let nextIndex = 0
    let done = 0
    const startedAt = performance.now()
    const worker = async () => {
      for (;;) {
        const index = nextIndex++
        if (index >= plan.length) return
        const { scenario, delay } = plan[index]!
        const run = await runOnce(browser, origins[scenario.portal]!, scenario, delay)
        runs[index] = run
        done++
        const press = [run.first ? `first ${ms(run.first.ms)} ms` : '', run.later ? `later ${ms(run.later.ms)} ms` : ''].filter(Boolean).join(', ')
        const state = run.error
          ? `ERROR ${run.error}`
          : run.changed
            ? `CHANGED ${run.fields
                .filter((f) => !f.ok)
                .map((f) => `${f.selector}: "${f.typed}" -> "${f.final}"`)
                .join('; ')}`
            : 'ok'
        console.log(
          `[${String(done).padStart(3)}/${plan.length}] ${scenario.portal} ${scenario.path} ${delay} ms/key: ${state}; takeover ${run.takeover}${press ? `; ${press}` : ''} (${run.seconds.toFixed(1)} s)`,
        )
      }
    }
    await Promise.all(Array.from({ length: Math.max(1, options.concurrency) }, worker))
    const minutes = (performance.now() - startedAt) / 60_000

    const typing = typingRows(runs, list)
    const presses = pressRows(runs)
    const changedRuns = runs.filter((r) => r.changed && !(r.error && r.fields.every((f) => f.final === null)))
    const failedRuns = runs.filter((r) => r.error)
    console.log('')
    console.log(`## (a) Typing integrity: ${runs.length} fresh page loads, ${changedRuns.length} with a changed field`)
    console.log('')
    for (const line of typingTable(typing)) console.log(line)
    console.log('')
    console.log('## (b) Press-to-result, ms (key or pointer event to the frame after the result or step 2 shows)')
    console.log('')
    for (const line of pressTable(presses)) console.log(line)
    console.log('')
    const bySpeed = pressBySpeed(runs)
    console.log('## (c) Press-to-result by typing speed, ms (every calculator, every landing form)')
    console.log('')
    for (const line of speedTable(bySpeed)) console.log(line)
    console.log('')
    const keyVsLoad = runs.map((r) => r.firstKeyVsLoadMs).filter((v): v is number => v !== null)
    const beforeLoad = keyVsLoad.filter((v) => v < 0).length
    console.log(`First key before the load event in ${beforeLoad} of ${keyVsLoad.length} runs.`)
    if (failedRuns.length) {
      console.log(`${failedRuns.length} run(s) with an error:`)
      for (const r of failedRuns) console.log(`  ${r.portal} ${r.path} ${r.delay} ms/key: ${r.error}`)
    }
    const withPageErrors = runs.filter((r) => r.pageErrors.length)
    if (withPageErrors.length) {
      console.log(`${withPageErrors.length} run(s) with page errors, e.g.:`)
      for (const r of withPageErrors.slice(0, 5)) console.log(`  ${r.portal} ${r.path}: ${r.pageErrors[0]}`)
    }
    console.log(
      `Took ${minutes.toFixed(1)} min. Load average ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')} on ${cpus().length} cores.`,
    )

    mkdirSync(dirname(options.json), { recursive: true })
    writeFileSync(
      options.json,
      `${JSON.stringify(
        {
          date: new Date().toISOString(),
          chromium: browser.version(),
          emulation: { cpuSlowdown: CPU_SLOWDOWN, network: NETWORK, screen: SCREEN, touch: true },
          options,
          distBuiltAt: new Date(builtAt).toISOString(),
          sourcesChangedSinceBuild: stale,
          skipped: missing.map((s) => `${s.portal}${s.path}`),
          minutes,
          typing,
          presses,
          bySpeed,
          runs: runs.map((r) => ({ ...r, firstKeyVsLoadMs: r.firstKeyVsLoadMs === -Infinity ? 'before load started' : r.firstKeyVsLoadMs })),
        },
        null,
        2,
      )}\n`,
    )
    console.log(`Results written to ${options.json}.`)
    const exitCode = changedRuns.length > 0 || failedRuns.some((r) => r.fields.every((f) => f.final === null)) ? 1 : 0
    if (changedRuns.length > 0) console.log(`FAIL: ${changedRuns.length} run(s) changed a field.`)
    return { runs, exitCode }
  } finally {
    for (const cleanup of cleanups.reverse()) await cleanup().catch((error: Error) => console.error(`cleanup: ${error.message}`))
  }
}

if (isMain(import.meta.url)) {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string' },
      quick: { type: 'boolean', default: false },
      delays: { type: 'string', default: DEFAULT_DELAYS.join(',') },
      only: { type: 'string' },
      concurrency: { type: 'string', default: '1' },
      json: { type: 'string' },
      build: { type: 'boolean', default: false },
      list: { type: 'boolean', default: false },
    },
  })
  if (values.list) {
    for (const s of scenarios().filter((s) => !values.only || `${s.portal} ${s.kind} ${s.path}`.includes(values.only)))
      console.log(
        `${s.portal.toUpperCase()} ${s.kind} ${s.path}: ${[...s.fields.map((f) => f.text), ...(s.press ? [`later ${s.press.later.text}`] : [])].join(', ')}`,
      )
    process.exit(0)
  }
  const runs = Number(values.runs ?? (values.quick ? QUICK_RUNS : DEFAULT_RUNS))
  const delays = values.delays.split(',').map(Number)
  if (!Number.isInteger(runs) || runs < 1 || delays.some((d) => !Number.isFinite(d) || d < 0)) {
    console.error('--runs must be a whole number of at least 1 and --delays a comma-separated list of milliseconds')
    process.exit(1)
  }
  // bench-results/ is not in .gitignore: the JSON goes to /tmp rather than into the working tree.
  const json = values.json ?? (gitIgnores('bench-results') ? join('bench-results', 'interaction.json') : join(tmpdir(), 'bench-interaction.json'))
  benchInteraction({ runs, delays, ...(values.only ? { only: values.only } : {}), concurrency: Number(values.concurrency), json, build: values.build })
    .then(({ exitCode }) => process.exit(exitCode))
    .catch((error: Error) => {
      console.error(error.stack ?? error.message)
      process.exit(1)
    })
}
