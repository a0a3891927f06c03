// npm run screenshots: what a visitor sees. One page of every template of both portals, and the
// states that only a visitor's actions reach (the compare page, a filtered list, the call-back
// modal after an empty submit, a calculator with its result), each at the four widths of
// docs/layout.md, written as full-page PNGs to reports/screenshots/{portal}/. Builds the site only
// when dist/ is missing (npm run build rebuilds it). Options (after --): --only TEXT (addresses or
// state names containing TEXT), --widths 390,1366.
import { existsSync, mkdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { chromium, type Page } from 'playwright-core'
import { loadPortals, type Portal } from '../../content/portals'
import { freePort, startApiProcess } from '../servers/apiProcess'
import { buildSite } from '../pipeline/build'
import { chromiumFlags, chromiumPath } from './chromium'
import { createPortalServer, listen } from '../servers/serve'
import { templatePages } from '../pipeline/sitePages'
import { offeredCalculators } from '../../domain/calculators/registry'

const WIDTHS = [390, 768, 1024, 1366]
// The first screen's height at each width (a phone, a tablet upright, a small and a common laptop).
const HEIGHTS: Record<number, number> = { 390: 844, 768: 1024, 1024: 768, 1366: 900 }

interface Shot {
  name: string
  path: string
  /** What the visitor does on the page before the picture. */
  act?: (page: Page) => Promise<void>
}

function option(name: string): string | undefined {
  const at = process.argv.indexOf(name)
  return at > 0 ? process.argv[at + 1] : undefined
}

/** The states of a portal that a page's address alone does not show. */
function stateShots(env: Portal, siteDir: string): Shot[] {
  const portal = env.config
  const vertical = portal.verticals[0]!
  const cards = JSON.parse(readFileSync(join(siteDir, 'data', 'products', `${vertical.key}.json`), 'utf8')) as { id: number; provider: string }[]
  const ids = cards.slice(0, 3).map((c) => c.id)
  return [
    {
      name: 'state-compare',
      path: `${portal.paths.compare}?vertical=${vertical.key}&ids=${ids.join(',')}`,
      act: (page) => page.locator('.compare-table, table').first().waitFor(),
    },
    {
      name: 'state-filtered-list',
      path: vertical.path,
      act: async (page) => {
        // Under 1024 px the summary opens the filters' sheet; from 1024 px they are open, the summary hidden (decision 069).
        const summary = page.locator('details.filter-panel > summary')
        if (await summary.isVisible()) await summary.click()
        await page.selectOption('#filter-provider', cards[0]!.provider)
        await page.locator('[data-island="ProductFilters"][data-hydrated="true"]').waitFor({ state: 'attached' })
        await page.waitForFunction(() => document.querySelector('[data-result-count]')?.textContent !== null)
      },
    },
    {
      name: 'state-contact-modal-errors',
      path: '/',
      act: async (page) => {
        await page.locator(`#call-${vertical.key}`).click()
        const dialog = page.locator('#contact-modal')
        await dialog.locator('form').waitFor()
        await dialog.locator('form button[type="submit"]').last().click()
        await dialog.locator('[role="alert"], .error-summary').first().waitFor()
      },
    },
    ...offeredCalculators(portal.paths).map(({ href: path }) => ({
      name: `state-calculator-result${path.replace(/[^a-zA-Z0-9]+/g, '-')}`,
      path,
      act: async (page: Page) => {
        await page.locator('main form button[type="submit"]').first().click()
        await page.locator('.calc-result .calc-headline').first().waitFor()
      },
    })),
  ]
}

async function main(): Promise<void> {
  const only = option('--only') ?? ''
  const widths = option('--widths')?.split(',').map(Number) ?? WIDTHS
  if (!existsSync(join('dist', 'ckj', 'index.html'))) await buildSite()
  const api = await startApiProcess({ port: await freePort() })
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumFlags() })
  let failed = 0
  try {
    for (const env of loadPortals()) {
      const siteDir = join('dist', env.folder)
      const origin = await listen(createPortalServer({ siteDir, apiOrigin: api.origin }), 0)
      const outDir = join('reports', 'screenshots', env.folder)
      mkdirSync(outDir, { recursive: true })
      const pages: Shot[] = templatePages(siteDir)
        .filter((path) => path !== '/404.html')
        .map((path) => ({ name: path === '/' ? 'home' : path.replace(/[^a-zA-Z0-9]+/g, '-').replace(/^-|-$/g, ''), path }))
      for (const shot of [...pages, ...stateShots(env, siteDir)].filter((s) => s.path.includes(only) || s.name.includes(only))) {
        for (const width of widths) {
          const context = await browser.newContext({ viewport: { width, height: HEIGHTS[width] ?? 900 } })
          const page = await context.newPage()
          const file = join(outDir, `${shot.name}-${width}.png`)
          try {
            await page.goto(origin + shot.path, { waitUntil: 'load' })
            if (shot.act) await shot.act(page)
            await page.screenshot({ path: file, fullPage: true })
            console.log(file)
          } catch (error) {
            failed++
            console.error(`${env.code} ${shot.name} at ${width} px: ${(error as Error).message.split('\n')[0]}`)
          } finally {
            await context.close()
          }
        }
      }
    }
  } finally {
    await browser.close()
    await api.stop()
  }
  process.exit(failed > 0 ? 1 : 0)
}

main().catch((error: Error) => {
  console.error(error.message)
  process.exit(1)
})
