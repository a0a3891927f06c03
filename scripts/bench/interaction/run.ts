// One run of the interaction benchmark (scripts/bench/benchInteraction.ts): the emulated phone, a
// fresh page typed into and its presses timed, and what the run found.
import { loadavg } from 'node:os'
import type { Browser, Page } from 'playwright-core'
import { PAGE_PROBE } from './pageProbe'
import type { Field, Scenario } from './scenarios'

// ---------------------------------------------------------------------------------------------
// Emulated device and network (issue item 6).

export const CPU_SLOWDOWN = 4
export const NETWORK = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 }
export const SCREEN = { width: 412, height: 823, deviceScaleFactor: 2.625, mobile: true }

/** How long a press may take to show its result before the run records "no result". */
const PRESS_TIMEOUT_MS = 30_000
/** After the last key, how long an island that was not woken by the focus is left before the pointer wakes it. */
const WAKE_AFTER_MS = 3_000
/** How long an island may take to hydrate once woken. */
const HYDRATE_TIMEOUT_MS = 30_000
/** A whole run, load to last press. */
const RUN_TIMEOUT_MS = 120_000

// ---------------------------------------------------------------------------------------------
// One run.

const RESULT = '.calc-headline strong'

export interface PressOutcome {
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

export type Takeover = 'before typing' | 'during typing' | 'after typing' | 'woken after typing' | 'never'

export interface RunResult {
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

export async function runOnce(browser: Browser, origin: string, scenario: Scenario, delay: number): Promise<RunResult> {
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
