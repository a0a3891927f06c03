// npm run audit: Lighthouse (mobile preset) on one page of every template of both portals, then
// Lighthouse user flows (type and press Enter) on the calculators and landing forms (scripts/quality/auditFlows.ts).
// Options (after --): --no-build (dist/ as it is), --only TEXT (addresses containing TEXT),
// --flows-only (the user flows alone, no per-page audit and no category budget).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { buildSite } from '../pipeline/build'
import { chromiumFlags, chromiumPath } from './chromium'
import { startApiProcess } from '../servers/apiProcess'
import { createPortalServer, listen } from '../servers/serve'
import { printFlowTable, runFlows, type FlowRow } from './auditFlows'
import { loadPortals, type Portal } from '../../content/portals'
import { pageFile, templatePages } from '../pipeline/sitePages'

/**
 * Addresses that carry state, so their island hydrates at load instead of on first interaction: the
 * audit measures what React's hydration costs a visitor who arrives on a shared link.
 */
function statePages(env: Portal, siteDir: string): string[] {
  const portal = env.config
  const loan = portal.calculatorLimits.personal
  const vertical = portal.verticals[0]!
  const cards = JSON.parse(readFileSync(join(siteDir, 'data', 'products', `${vertical.key}.json`), 'utf8')) as { id: number; contractType: string }[]
  const ids = cards.slice(0, 3).map((c) => c.id)
  return [
    `${portal.paths.compare}?vertical=${vertical.key}&ids=${ids.join(',')}`,
    `${portal.paths.wizard}?companyproductprefill=true&companyproductId=${ids[0]}&type=${cards[0]!.contractType}&fromcompanyproductpage=True`,
    // Valid figures for each portal: its calculator's starting values and its shortest tenor.
    `${portal.paths.personalLoanCalculator}?amount=${loan.amount.initial}&rate=${loan.rate.initial}&months=${Math.min(...portal.tenors)}`,
    `${vertical.path}?sort=rating`,
  ]
}

const BUDGET = 0.95
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const

interface Row {
  portal: string
  path: string
  scores: Record<(typeof CATEGORIES)[number], number>
}

async function main(): Promise<void> {
  // --only TEXT audits only the addresses containing TEXT (to recheck one page after a change).
  const onlyAt = process.argv.indexOf('--only')
  const only = onlyAt > 0 ? (process.argv[onlyAt + 1] ?? '') : ''
  const flowsOnly = process.argv.includes('--flows-only')
  if (!process.argv.includes('--no-build')) await buildSite()
  const api = await startApiProcess({ port: Number(process.env.AUDIT_API_PORT ?? 4390) })
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags: chromiumFlags({ withProfile: true }) })
  const reportDir = join('reports', 'lighthouse')
  mkdirSync(reportDir, { recursive: true })
  const flowDir = join(reportDir, 'flows')
  const rows: Row[] = []
  let flowRows: FlowRow[] = []
  try {
    const origins: Record<string, string> = {}
    const portals = loadPortals()
    for (const env of portals) origins[env.folder] = await listen(createPortalServer({ siteDir: join('dist', env.folder), apiOrigin: api.origin }), 0)
    for (const env of flowsOnly ? [] : portals) {
      const siteDir = join('dist', env.folder)
      const origin = origins[env.folder]!
      // The 404 page answers 404 on purpose and is noindex: Lighthouse's SEO audits fail it by design.
      for (const path of [...templatePages(siteDir).filter((p) => p !== '/404.html'), ...statePages(env, siteDir)].filter((p) => p.includes(only))) {
        // Lighthouse sometimes fails to record the trace (NO_NAVSTART) on a busy machine: that run
        // measured nothing, so it is run again (twice at most) rather than reported as a score of 0.
        // Pages kept out of search engines on purpose (thank-you, log-out, compare, apply: noindex) would
        // fail SEO's "page is blocked from indexing" audit by design: it is skipped for them, and said so.
        const flags = {
          port: chrome.port,
          output: 'html' as const,
          logLevel: 'error' as const,
          onlyCategories: [...CATEGORIES],
          ...(isNoindex(siteDir, path) ? { skipAudits: ['is-crawlable'] } : {}),
        }
        let result = await lighthouse(origin + path, flags)
        for (let retry = 0; retry < 2 && result?.lhr.runtimeError; retry++) {
          console.warn(`${env.code} ${path}: ${result.lhr.runtimeError.code}, running again`)
          result = await lighthouse(origin + path, flags)
        }
        if (!result) throw new Error(`Lighthouse returned nothing for ${path}`)
        const name = `${env.folder}${path === '/' ? '-home' : path.replace(/[^a-zA-Z0-9]+/g, '-')}.html`
        writeFileSync(join(reportDir, name), String(result.report))
        const scores = Object.fromEntries(CATEGORIES.map((c) => [c, result.lhr.categories[c]?.score ?? 0])) as Row['scores']
        rows.push({ portal: env.code, path, scores })
        console.log(
          `${env.code} ${path.padEnd(40)} ${CATEGORIES.map((c) => scores[c].toFixed(2)).join('  ')}${flags.skipAudits ? '  (noindex by design: is-crawlable not scored)' : ''}`,
        )
      }
    }
    flowRows = await runFlows({ chromePort: chrome.port, origins, reportDir: flowDir, only })
  } finally {
    await chrome.kill()
    await api.stop()
  }
  if (!flowsOnly) {
    console.log('')
    console.log(`| portal | page | ${CATEGORIES.join(' | ')} |`)
    console.log(`|---|---|${CATEGORIES.map(() => '---').join('|')}|`)
    for (const r of rows) console.log(`| ${r.portal} | ${r.path} | ${CATEGORIES.map((c) => r.scores[c].toFixed(2)).join(' | ')} |`)
  }
  // The flows' INP is reported (a warning over 200 ms), never held to a budget; a flow that could
  // not be completed (no result after Enter, Lighthouse failed) fails the run.
  printFlowTable(flowRows, flowDir)
  const failedFlows = flowRows.filter((r) => r.error)
  if (failedFlows.length > 0) console.error(`${failedFlows.length} flow(s) not completed: ${failedFlows.map((r) => `${r.portal} ${r.path}`).join(', ')}`)
  if (flowsOnly) process.exit(failedFlows.length > 0 ? 1 : 0)
  const failing = rows.filter((r) => CATEGORIES.some((c) => r.scores[c] < BUDGET))
  console.log(`\nHTML reports: ${reportDir}/`)
  if (failing.length > 0) {
    console.error(`${failing.length} page(s) under the ${BUDGET} budget: ${failing.map((r) => `${r.portal} ${r.path}`).join(', ')}`)
    process.exit(1)
  }
  console.log(`All ${rows.length} pages at ${BUDGET} or more in every category.`)
  process.exit(failedFlows.length > 0 ? 1 : 0)
}

main().catch((error: Error) => {
  console.error(error.message)
  process.exit(1)
})

/** Whether the built page of `path` (its query ignored) tells search engines not to index it. */
function isNoindex(siteDir: string, path: string): boolean {
  const pathname = path.split('?')[0] ?? '/'
  const file = pageFile(siteDir, pathname)
  return existsSync(file) && /<meta name="robots" content="[^"]*noindex/.test(readFileSync(file, 'utf8').slice(0, 8000))
}
