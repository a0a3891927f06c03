// npm run audit: Lighthouse (mobile preset) on one page of every template of both portals.
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { buildSite } from './build'
import { chromiumFlags, chromiumPath } from './chromium'
import { startApiProcess } from './apiProcess'
import { createPortalServer, listen } from './serve'
import { PORTAL_ENVS } from './portalEnv'
import { templatePages } from './sitePages'

const BUDGET = 0.95
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const

interface Row {
  portal: string
  path: string
  scores: Record<(typeof CATEGORIES)[number], number>
}

async function main(): Promise<void> {
  if (!process.argv.includes('--no-build')) await buildSite()
  const api = await startApiProcess({ port: Number(process.env.AUDIT_API_PORT ?? 4390) })
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags: chromiumFlags({ withProfile: true }) })
  const reportDir = join('reports', 'lighthouse')
  mkdirSync(reportDir, { recursive: true })
  const rows: Row[] = []
  try {
    for (const env of PORTAL_ENVS) {
      const siteDir = join('dist', env.file)
      const origin = await listen(createPortalServer({ siteDir, apiOrigin: api.origin }), 0)
      // The 404 page answers 404 on purpose and is noindex: Lighthouse's SEO audits fail it by design.
      for (const path of templatePages(siteDir).filter((p) => p !== '/404.html')) {
        // Lighthouse sometimes fails to record the trace (NO_NAVSTART) on a busy machine: that run
        // measured nothing, so it is run again (twice at most) rather than reported as a score of 0.
        let result = await lighthouse(origin + path, { port: chrome.port, output: 'html', logLevel: 'error', onlyCategories: [...CATEGORIES] })
        for (let retry = 0; retry < 2 && result?.lhr.runtimeError; retry++) {
          console.warn(`${env.code} ${path}: ${result.lhr.runtimeError.code}, running again`)
          result = await lighthouse(origin + path, { port: chrome.port, output: 'html', logLevel: 'error', onlyCategories: [...CATEGORIES] })
        }
        if (!result) throw new Error(`Lighthouse returned nothing for ${path}`)
        const name = `${env.file}${path === '/' ? '-home' : path.replace(/\//g, '-')}.html`
        writeFileSync(join(reportDir, name), String(result.report))
        const scores = Object.fromEntries(CATEGORIES.map((c) => [c, result.lhr.categories[c]?.score ?? 0])) as Row['scores']
        rows.push({ portal: env.code, path, scores })
        console.log(`${env.code} ${path.padEnd(40)} ${CATEGORIES.map((c) => scores[c].toFixed(2)).join('  ')}`)
      }
    }
  } finally {
    await chrome.kill()
    await api.stop()
  }
  console.log('')
  console.log(`| portal | page | ${CATEGORIES.join(' | ')} |`)
  console.log(`|---|---|${CATEGORIES.map(() => '---').join('|')}|`)
  for (const r of rows) console.log(`| ${r.portal} | ${r.path} | ${CATEGORIES.map((c) => r.scores[c].toFixed(2)).join(' | ')} |`)
  const failing = rows.filter((r) => CATEGORIES.some((c) => r.scores[c] < BUDGET))
  console.log(`\nHTML reports: ${reportDir}/`)
  if (failing.length > 0) {
    console.error(`${failing.length} page(s) under the ${BUDGET} budget: ${failing.map((r) => `${r.portal} ${r.path}`).join(', ')}`)
    process.exit(1)
  }
  console.log(`All ${rows.length} pages at ${BUDGET} or more in every category.`)
  process.exit(0)
}

main().catch((error: Error) => {
  console.error(error.message)
  process.exit(1)
})
