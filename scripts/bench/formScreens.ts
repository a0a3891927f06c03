// npm run bench:forms: how long each lead form is on a phone (docs/benchmarks.md#form-screens). For
// every call-back variant of both portals (opened from a link added to the home page, as
// components/contact/openers.ts reads it), every landing form and the wizard of every vertical, at
// 390 x 844 px: the questions shown (visible controls; a radio group, and the parts of one fieldset
// such as the birthday's month, day and year, count once; the consent tick box separately) and the
// screens (the form's height from its first field to its submit button, over 844 px; a form of
// several steps adds its steps). Builds nothing: it measures the dist/ of the last npm run build.
// Options (after --): --only TEXT (rows whose portal, kind or name contain TEXT); --shots DIR (also
// writes a full-page PNG of every form, each step of a form of steps, at 390 and at 1366 px, into DIR).
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { chromium, type Browser, type Page } from 'playwright-core'
import { loadPortals, type Portal } from '../../content/portals'
import { chromiumFlags, chromiumPath } from '../quality/chromium'
import { createPortalServer, listen } from '../servers/serve'
import { markdownTable } from './markdown'

const WIDTH = 390
const HEIGHT = 844
// The laptop the screenshots are also taken at (docs/layout.md).
const LAPTOP = { width: 1366, height: 900 }

/** Where and at what size the forms are drawn: the phone measures; the screenshots come from both. */
interface View {
  width: number
  height: number
  /** A folder for the PNGs, or none. */
  shots?: string
}
let view: View = { width: WIDTH, height: HEIGHT }

async function shoot(page: Page, name: string, dialog?: string): Promise<void> {
  if (view.shots === undefined) return
  const path = join(view.shots, `${name.replace(/[^a-z0-9-]+/gi, '_')}-${view.width}.png`)
  if (dialog === undefined) {
    await page.screenshot({ path, fullPage: true })
    return
  }
  // A modal scrolls inside itself: the window is made as tall as its content, so that the picture holds all of it.
  const tall = await page.locator(dialog).evaluate((el) => el.scrollHeight)
  await page.setViewportSize({ width: view.width, height: Math.max(view.height, tall + 64) })
  await page.locator(dialog).screenshot({ path })
}

interface Row {
  portal: string
  kind: 'call-back' | 'landing' | 'wizard'
  name: string
  questions: number
  consent: number
  heightPx: number
  steps: number
}

interface Measure {
  questions: number
  consent: number
  heightPx: number
}

function option(name: string): string | undefined {
  const at = process.argv.indexOf(name)
  return at > 0 ? process.argv[at + 1] : undefined
}

function json<T>(path: string): T {
  return JSON.parse(readFileSync(path, 'utf8')) as T
}

/**
 * Counts and measures what is visible inside `root` (a form, or one step of it). Runs in the page:
 * a control is visible when it has a box; a consent tick box is one whose field holds the Terms and
 * Privacy links (.consent-links), as every consent of the site does.
 */
function measureIn(root: Element): Measure {
  const visible = (el: Element) => {
    const box = el.getBoundingClientRect()
    const style = getComputedStyle(el)
    return box.width > 0 && box.height > 0 && style.visibility !== 'hidden' && !el.closest('[inert]')
  }
  const controls = [...root.querySelectorAll('input, select, textarea')].filter(
    (el) => !['hidden', 'submit', 'button'].includes((el as HTMLInputElement).type) && visible(el),
  )
  const questions = new Set<string>()
  let consent = 0
  let first: number | null = null
  for (const el of controls) {
    const input = el as HTMLInputElement
    if (input.type === 'checkbox' && input.closest('.field')?.querySelector('.consent-links')) {
      consent += 1
    } else if (input.type === 'radio') {
      questions.add(`radio:${input.name}`)
    } else {
      const set = el.closest('fieldset')
      questions.add(set && root.contains(set) ? `set:${[...root.querySelectorAll('fieldset')].indexOf(set)}` : `control:${controls.indexOf(el)}`)
    }
    const field = el.closest('.field, fieldset') ?? el
    const top = field.getBoundingClientRect().top
    first = first === null ? top : Math.min(first, top)
  }
  const buttons = [...root.ownerDocument.querySelectorAll('button[type="submit"]')].filter((b) => visible(b) && b.closest('form') === root.closest('form'))
  const submit = buttons[buttons.length - 1]
  const bottom = submit ? submit.getBoundingClientRect().bottom : 0
  return { questions: questions.size, consent, heightPx: first === null ? 0 : Math.round(bottom - first) }
}

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: view.width, height: view.height }, deviceScaleFactor: 1 })
  // tsx names the functions it compiles with a helper (__name) that a page does not have.
  await context.addInitScript({ content: 'window.__name = (fn) => fn' })
  return await context.newPage()
}

/** Hides the cookie notice (a fixed bar that does not change a form's height but covers what it would click). */
async function hideCookieNotice(page: Page): Promise<void> {
  await page.addStyleTag({ content: '.consent { display: none !important; }' })
}

async function measureCallBack(browser: Browser, origin: string, banner: string, verticalId: number, shot: string): Promise<Measure> {
  const page = await newPage(browser)
  try {
    await page.goto(`${origin}/`, { waitUntil: 'load' })
    await hideCookieNotice(page)
    await page.evaluate(
      ({ banner, verticalId }) => {
        const link = document.createElement('a')
        link.href = '#'
        link.id = 'bench-opener'
        link.textContent = 'Call me'
        link.dataset.banner = banner
        link.dataset.vertical = String(verticalId)
        link.dataset.product = 'Bench product'
        link.dataset.company = 'Bench Bank'
        document.querySelector('main')?.prepend(link)
      },
      { banner, verticalId },
    )
    await page.locator('#bench-opener').click()
    const form = page.locator('#contact-modal form')
    await form.waitFor()
    await page.waitForLoadState('networkidle')
    const measure = await form.evaluate(measureIn)
    await shoot(page, shot, '#contact-modal')
    return measure
  } finally {
    await page.context().close()
  }
}

/** A form of steps (landing, wizard): each step shown in turn, as Next would show it, and measured. */
async function measureSteps(browser: Browser, url: string, shot: string): Promise<Measure & { steps: number }> {
  const page = await newPage(browser)
  try {
    await page.goto(url, { waitUntil: 'load' })
    await hideCookieNotice(page)
    const form = page.locator('form.landing-form').first()
    await form.waitFor({ timeout: 10_000 })
    // The form's island wakes at the first touch (a landing's) or on load (the wizard's): a focus wakes it.
    await form.locator('input, select').first().focus()
    await page.locator('[data-island][data-hydrated="true"]:has(form.landing-form)').first().waitFor({ state: 'attached' })
    await page.waitForLoadState('networkidle')
    const count = await form.evaluate(async (el) => {
      // The steps the visitor is not on are drawn out of sight once the island has taken over.
      for (let i = 0; i < 50 && el.querySelectorAll(':scope > section').length < el.querySelectorAll('.landing-progress li, ol li').length; i++) {
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
      return el.querySelectorAll(':scope > section').length
    })
    const total: Measure & { steps: number } = { questions: 0, consent: 0, heightPx: 0, steps: count }
    for (let step = 0; step < count; step++) {
      await form.evaluate((el, step) => {
        el.querySelectorAll(':scope > section').forEach((section, index) => {
          section.classList.toggle('is-waiting', index !== step)
          if (index === step) section.removeAttribute('inert')
          else section.setAttribute('inert', '')
        })
        // The progress as Next would draw it (components/landing/LandingProgress.tsx): this script shows
        // the steps without answering them, so the island's own state stays on step 1.
        const scope = el.closest('[data-island]') ?? document
        scope.querySelectorAll('.landing-progress').forEach((progress) => {
          const count = progress.querySelector('.landing-progress-count')
          if (count?.textContent) count.textContent = count.textContent.replace(/\d+/, String(step + 1))
          progress.querySelectorAll('li').forEach((li, index) => {
            li.className = index < step ? 'done' : index === step ? 'current' : ''
            if (index === step) li.setAttribute('aria-current', 'step')
            else li.removeAttribute('aria-current')
          })
        })
      }, step)
      const one = await form.locator(':scope > section').nth(step).evaluate(measureIn)
      total.questions += one.questions
      total.consent += one.consent
      total.heightPx += one.heightPx
      await shoot(page, `${shot}-step${step + 1}`)
    }
    return total
  } finally {
    await page.context().close()
  }
}

interface Card {
  id: number
  contractType: string
  applyType?: string
}

async function portalRows(browser: Browser, env: Portal, origin: string, only: string): Promise<Row[]> {
  const rows: Row[] = []
  const want = (kind: string, name: string) => `${env.code} ${kind} ${name}`.toLowerCase().includes(only.toLowerCase())
  const variants = json<{ variants: Record<string, { verticalId: number }> }>(join('data', 'contact', `variants.${env.folder}.json`)).variants
  for (const [banner, variant] of Object.entries(variants)) {
    if (!want('call-back', banner)) continue
    const m = await measureCallBack(browser, origin, banner, variant.verticalId, `${env.folder}-call-back-${banner}`)
    rows.push({ portal: env.code, kind: 'call-back', name: banner, ...m, steps: 1 })
  }
  const landingDir = join('data', 'landings', env.folder)
  for (const file of readdirSync(landingDir)
    .filter((name) => name.endsWith('.json'))
    .sort()) {
    const { path } = json<{ path: string }>(join(landingDir, file))
    if (!want('landing', path)) continue
    rows.push({ portal: env.code, kind: 'landing', name: path, ...(await measureSteps(browser, origin + path, `${env.folder}-landing-${path}`)) })
  }
  const wizards = json<{ verticals: Record<string, unknown> }>(join('data', 'wizards', `${env.folder}.json`)).verticals
  for (const key of Object.keys(wizards)) {
    if (!want('wizard', key)) continue
    const file = join('dist', env.folder, 'data', 'products', `${key}.json`)
    if (!existsSync(file)) continue
    // A vertical whose products all apply through the call-back still has a wizard: it is measured with its first product.
    const cards = json<Card[]>(file)
    const card = cards.find((item) => item.applyType === 'wizard') ?? cards[0]
    if (!card) continue
    const url = `${origin}${env.config.paths.wizard}?companyproductprefill=true&companyproductId=${card.id}&type=${card.contractType}&fromcompanyproductpage=True`
    try {
      rows.push({ portal: env.code, kind: 'wizard', name: key, ...(await measureSteps(browser, url, `${env.folder}-wizard-${key}`)) })
    } catch (error) {
      console.error(`${env.code} wizard ${key}: no form for product ${card.id} (${(error as Error).message.split('\n')[0]})`)
    }
  }
  return rows
}

async function main(): Promise<void> {
  const only = option('--only') ?? ''
  const shots = option('--shots')
  if (shots !== undefined) mkdirSync(shots, { recursive: true })
  const portals = loadPortals()
  for (const env of portals) {
    if (!existsSync(join('dist', env.folder, 'index.html'))) throw new Error(`dist/${env.folder} has no built site: run npm run build first`)
  }
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumFlags() })
  const rows: Row[] = []
  try {
    for (const env of portals) {
      // No lead is sent: the API origin is never reached (lookups are the build's static files).
      const server = createPortalServer({ siteDir: join('dist', env.folder), apiOrigin: 'http://127.0.0.1:9' })
      const origin = await listen(server, 0)
      try {
        view = { width: WIDTH, height: HEIGHT, shots }
        rows.push(...(await portalRows(browser, env, origin, only)))
        // The laptop's pictures: the same forms drawn at 1366 px; the measures are the phone's.
        if (shots !== undefined) {
          view = { ...LAPTOP, shots }
          await portalRows(browser, env, origin, only)
        }
      } finally {
        server.close()
      }
    }
  } finally {
    await browser.close()
  }
  console.log(
    markdownTable(
      ['Portal', 'Form', 'Name', 'Questions', 'Consent boxes', 'Steps', 'Height (px)', 'Screens of 844 px'],
      rows.map((row) => [
        row.portal,
        row.kind,
        row.name,
        String(row.questions),
        String(row.consent),
        String(row.steps),
        String(row.heightPx),
        (row.heightPx / HEIGHT).toFixed(2),
      ]),
      ['l', 'l', 'l', 'r', 'r', 'r', 'r', 'r'],
    ),
  )
}

main().catch((error: Error) => {
  console.error(error.message)
  process.exit(1)
})
