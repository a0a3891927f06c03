// Lighthouse user flows for npm run audit (issue "Input integrity", item 6): on every calculator and
// landing template of every portal of the registry, one flow = a cold navigation, then a timespan in
// which a visitor focuses the first amount (or name) field, types at 150 ms a key, presses Enter
// (Calculate / Next) and waits for the result (calculators) or step 2 (landing forms). Reported per flow: the
// navigation's performance score and TBT, and the timespan's INP and TBT.
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { startFlow, type Config, type FlowResult, type Result } from 'lighthouse'
import * as lighthouseConstants from 'lighthouse/core/config/constants.js'
import puppeteer, { type Browser, type Page } from 'puppeteer-core'
import { loadPortals, type Portal } from '../../content/portals'
import type { Landing } from '../../domain/landings/landingSchema'
import type { PortalCode } from '../../domain/portal'
import { CALCULATOR_FIGURES, landingKind, landingsByPortal, portalFigures, type PortalFigures } from '../bench/interactionInputs'
import { offeredCalculators } from '../../domain/calculators/registry'

/** The key rate a visitor types at (issue item 6: ~150 ms a key). */
const KEY_DELAY_MS = 150
/** How long the result (or step 2) may take to show after Enter, on a throttled, loaded machine. */
const RESULT_TIMEOUT_MS = 60_000
/** INP above this is "needs improvement" (web.dev); a warning only, never a failure of the run. */
export const INP_WARN_MS = 200

/**
 * One config for the whole flow: Lighthouse's default config, mobile form factor and screen (Moto G
 * Power, 412x823), the mobileSlow4G profile (CPU 4x slower; 150 ms RTT and 1.6 Mbit/s, which devtools
 * throttling applies as 562.5 ms request latency and 1,475 kbit/s down), performance category only.
 *
 * Throttling: the timespan uses DEVTOOLS throttling (set here, throttlingMethod 'devtools': the CPU is
 * really slowed 4x and the network really throttled while the visitor types), because simulated
 * throttling does not apply to timespans (Lantern only re-simulates a page load; a timespan under
 * 'simulate' would run unthrottled). The navigation step overrides it with SIMULATED throttling
 * (throttlingMethod 'simulate', the mobile preset of the main audit), so its score compares with the
 * main table's performance column.
 */
const FLOW_CONFIG: Config = {
  extends: 'lighthouse:default',
  settings: {
    formFactor: 'mobile',
    screenEmulation: lighthouseConstants.screenEmulationMetrics.mobile,
    emulatedUserAgent: lighthouseConstants.userAgents.mobile,
    throttling: lighthouseConstants.throttling.mobileSlow4G,
    throttlingMethod: 'devtools',
    onlyCategories: ['performance'],
  },
}

type Step =
  /** Focus a field (element.focus(), as a tap or Tab would) and type at KEY_DELAY_MS a key, replacing what it holds. */
  | { type: string; text: string }
  /** Choose an option of a select (the browser's own picker cannot be driven by keys reliably). */
  | { select: string; value: string }
  /** Focus a radio button and press Space. */
  | { check: string }

export interface FlowCase {
  portal: PortalCode
  file: string
  kind: 'calculator' | 'landing'
  path: string
  /** Step 1's fields, in order; the first is the field the timespan starts on. */
  steps: Step[]
  /** Where Enter is pressed: the last typed field (calculators: submits the form) or Next (landing forms). */
  enterOn: string
  /** Shown once the press has been answered. */
  result: string
}

const CALC_RESULT = '.calc-headline strong'
const LANDING_NEXT = '[data-island="LandingForm"] .landing-actions button[type=submit]'
const LANDING_STEP_2 = '#landing-step-2'

function calculator(portal: Portal, path: string, field: string, text: string): FlowCase {
  const selector = `input[name=${field}]`
  return { portal: portal.code, file: portal.folder, kind: 'calculator', path, steps: [{ type: selector, text }], enterOn: selector, result: CALC_RESULT }
}

/** Step 1 of a landing form as a visitor fills it: every field, from the portal's figures; null when a field is not one the flow can fill. */
function landingSteps(portal: Portal, landing: Landing, figures: PortalFigures): Step[] | null {
  const steps: Step[] = []
  for (const field of landing.steps[0]?.fields ?? []) {
    const id = `#landing-${field.name}`
    if (field.name === 'LoanAmount') steps.push({ type: id, text: figures.personalLoan.first })
    else if (field.name === 'MonthlyIncome') steps.push({ type: id, text: figures.income })
    else if (field.name === 'FirstName') steps.push({ type: id, text: 'Maria' })
    else if (field.name === 'LastName') steps.push({ type: id, text: 'Santos' })
    else if (field.type === 'radio') steps.push({ check: `${id}-1` })
    // Province and City (lookup dropdowns) are left unanswered: Next moves on without checking.
    else if (field.type === 'province' || field.type === 'city') continue
    else if (field.type === 'select' && field.options?.length)
      steps.push({ select: id, value: field.options[Math.floor((field.options.length - 1) / 2)]!.value })
    else if (field.type === 'birthday') {
      // The portal orders the birthday's parts (ageFieldOrder); the first carries the field's id.
      const order = portal.config.ageFieldOrder
      for (const part of order) steps.push({ select: part === order[0] ? id : `${id}-${part}`, value: BIRTHDAY[part] })
    } else return null
  }
  return steps
}

function landing(portal: Portal, landing: Landing, figures: PortalFigures): FlowCase | null {
  const steps = landingSteps(portal, landing, figures)
  return steps === null
    ? null
    : { portal: portal.code, file: portal.folder, kind: 'landing', path: landing.path, steps, enterOn: LANDING_NEXT, result: LANDING_STEP_2 }
}

/** The birthday a landing flow enters: 15 March 1990. */
const BIRTHDAY = { month: '03', day: '15', year: '1990' } as const

/**
 * Every calculator and landing template of every portal of the registry, portal by portal: the
 * calculators its paths name, then its loan and card-promo landing files (data/landings/{folder};
 * scripts/bench/interactionInputs.ts says which). Amounts: the portal's figures (scripts/bench/interactionInputs.ts,
 * from its calculator limits and least income). The landing forms' step 1 needs every field of the
 * step before Next shows step 2, so the flow fills them all.
 */
export function flowCases(
  portals: readonly Portal[] = loadPortals(),
  landings: ReadonlyMap<string, readonly Landing[]> = landingsByPortal(portals),
): FlowCase[] {
  return portals.flatMap((portal) => {
    const figures = portalFigures(portal.config)
    const { paths } = portal.config
    const cases: (FlowCase | null)[] = [
      ...offeredCalculators(paths).map(({ key, href, entry }) => {
        const typed = CALCULATOR_FIGURES[key](figures)
        return typed === undefined ? null : calculator(portal, href, entry.firstField, typed.first)
      }),
      ...(['loan', 'names'] as const).flatMap((kind) =>
        (landings.get(portal.folder) ?? []).filter((item) => landingKind(item) === kind).map((item) => landing(portal, item, figures)),
      ),
    ]
    return cases.filter((item): item is FlowCase => item !== null)
  })
}

export interface FlowRow {
  portal: string
  path: string
  navPerf: number | null
  navTbtMs: number | null
  inpMs: number | null
  timespanTbtMs: number | null
  report?: string
  /** Set when the flow could not be completed (the press was not answered, Lighthouse failed). */
  error?: string
}

function numeric(lhr: Result | undefined, audit: string): number | null {
  const value = lhr?.audits[audit]?.numericValue
  return typeof value === 'number' && Number.isFinite(value) ? value : null
}

async function timespanInteractions(page: Page, flowCase: FlowCase): Promise<void> {
  for (const step of flowCase.steps) {
    if ('type' in step) {
      await page.waitForSelector(step.type, { timeout: RESULT_TIMEOUT_MS })
      await page.focus(step.type)
      // Selects what the field holds (the calculators start with an example figure) so the first key
      // replaces it, as a visitor's select-all would; not an input event, so not an interaction.
      await page.$eval(step.type, (el) => (el as HTMLInputElement).select())
      await page.keyboard.type(step.text, { delay: KEY_DELAY_MS })
    } else if ('select' in step) {
      await page.select(step.select, step.value)
    } else {
      await page.focus(step.check)
      await page.keyboard.press('Space')
    }
  }
  await page.focus(flowCase.enterOn)
  await page.keyboard.press('Enter')
  await page.waitForSelector(flowCase.result, { visible: true, timeout: RESULT_TIMEOUT_MS })
  // Two frames and a moment more, so the answering frame is presented and its event timing recorded
  // before the timespan's trace stops.
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 500)))))
}

async function runFlow(browser: Browser, origin: string, flowCase: FlowCase, reportDir: string): Promise<FlowRow> {
  const row: FlowRow = { portal: flowCase.portal, path: flowCase.path, navPerf: null, navTbtMs: null, inpMs: null, timespanTbtMs: null }
  const page = await browser.newPage()
  try {
    const flow = await startFlow(page, {
      name: `${flowCase.portal} ${flowCase.path}: type and ${flowCase.kind === 'calculator' ? 'calculate' : 'go to step 2'}`,
      config: FLOW_CONFIG,
    })
    // The navigation: cold load, SIMULATED throttling (see FLOW_CONFIG).
    await flow.navigate(origin + flowCase.path, { name: 'Navigation (mobile, simulated throttling)', throttlingMethod: 'simulate' })
    // The timespan: DEVTOOLS throttling (CPU 4x, mobileSlow4G network) from FLOW_CONFIG.
    await flow.startTimespan({ name: `Type at ${KEY_DELAY_MS} ms a key, Enter, ${flowCase.kind === 'calculator' ? 'result' : 'step 2'} (devtools throttling)` })
    try {
      await timespanInteractions(page, flowCase)
    } catch (error) {
      row.error = `no ${flowCase.kind === 'calculator' ? 'result' : 'step 2'}: ${(error as Error).message.split('\n')[0]}`
    } finally {
      await flow.endTimespan()
    }
    const result: FlowResult = await flow.createFlowResult()
    const [navigation, timespan] = result.steps.map((s) => s.lhr)
    if (navigation?.runtimeError) row.error = `navigation: ${navigation.runtimeError.code}`
    if (timespan?.runtimeError) row.error = `timespan: ${timespan.runtimeError.code}`
    row.navPerf = navigation?.categories.performance?.score ?? null
    row.navTbtMs = numeric(navigation, 'total-blocking-time')
    row.inpMs = numeric(timespan, 'interaction-to-next-paint')
    row.timespanTbtMs = numeric(timespan, 'total-blocking-time')
    const name = `${flowCase.file}${flowCase.path.replace(/[^a-zA-Z0-9]+/g, '-')}.html`
    writeFileSync(join(reportDir, name), await flow.generateReport())
    row.report = name
  } catch (error) {
    row.error = (error as Error).message.split('\n')[0]
  } finally {
    await page.close().catch(() => undefined)
  }
  return row
}

/**
 * Runs every flow whose path contains `only` against the Chromium at `chromePort` (the one the main
 * audit launched with chrome-launcher), the portals served at `origins`; HTML flow reports go to
 * `reportDir`.
 */
export async function runFlows({
  chromePort,
  origins,
  reportDir,
  only = '',
}: {
  chromePort: number
  origins: Record<string, string>
  reportDir: string
  only?: string
}): Promise<FlowRow[]> {
  mkdirSync(reportDir, { recursive: true })
  // defaultViewport null: the screen is Lighthouse's mobile emulation, not puppeteer's 800x600.
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chromePort}`, defaultViewport: null })
  const rows: FlowRow[] = []
  try {
    for (const flowCase of flowCases().filter((c) => c.path.includes(only))) {
      // As in the main audit: a run whose trace Lighthouse failed to record measured nothing, so it
      // is run again (twice at most) rather than reported.
      let row = await runFlow(browser, origins[flowCase.file]!, flowCase, reportDir)
      for (let retry = 0; retry < 2 && row.error?.match(/^(navigation|timespan): /); retry++) {
        console.warn(`${flowCase.portal} ${flowCase.path} flow: ${row.error}, running again`)
        row = await runFlow(browser, origins[flowCase.file]!, flowCase, reportDir)
      }
      rows.push(row)
      console.log(
        `${flowCase.portal} ${flowCase.path.padEnd(28)} flow: ${row.error ? `ERROR ${row.error}` : `nav ${fmtScore(row.navPerf)}, nav TBT ${fmtMs(row.navTbtMs)} ms, INP ${fmtMs(row.inpMs)} ms, timespan TBT ${fmtMs(row.timespanTbtMs)} ms`}`,
      )
    }
  } finally {
    await browser.disconnect()
  }
  return rows
}

const fmtScore = (v: number | null) => (v === null ? '–' : v.toFixed(2))
const fmtMs = (v: number | null) => (v === null ? '–' : String(Math.round(v)))

/** The flow table (markdown, as the main table), then a warning per flow with INP over INP_WARN_MS. */
export function printFlowTable(rows: FlowRow[], reportDir: string): void {
  console.log('')
  console.log('| portal | path | nav perf | nav TBT ms | timespan INP ms | timespan TBT ms |')
  console.log('|---|---|---|---|---|---|')
  for (const r of rows)
    console.log(`| ${r.portal} | ${r.path} | ${fmtScore(r.navPerf)} | ${fmtMs(r.navTbtMs)} | ${fmtMs(r.inpMs)} | ${fmtMs(r.timespanTbtMs)} |`)
  console.log(`\nFlow reports: ${reportDir}/`)
  for (const r of rows.filter((x) => x.error)) console.error(`${r.portal} ${r.path} flow not completed: ${r.error}`)
  for (const r of rows.filter((x) => x.inpMs !== null && x.inpMs > INP_WARN_MS)) {
    console.warn(`WARNING: ${r.portal} ${r.path}: INP ${fmtMs(r.inpMs)} ms over ${INP_WARN_MS} ms while typing and pressing Enter`)
  }
  for (const r of rows.filter((x) => !x.error && x.inpMs === null)) {
    console.warn(`WARNING: ${r.portal} ${r.path}: the timespan recorded no interaction (INP not applicable)`)
  }
}
