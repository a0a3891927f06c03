import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { buildSite } from '../../scripts/pipeline/build'
import { testBrowser } from '../../scripts/quality/chromium'
import { E2E_SHARE_TOKEN } from './shareCountDouble'

// The bundler's configuration counts too: it decides the chunks (decision 021).
const SOURCES = ['pages', 'renderer', 'components', 'domain', 'data', 'scripts', 'public', 'content', 'vite.config.ts']

function newestMtime(dir: string): number {
  if (!statSync(dir).isDirectory()) return statSync(dir).mtimeMs
  let newest = 0
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs)
  }
  return newest
}

/** Builds the site when dist is missing or older than any source; checks the test browser is there. */
export async function setup(): Promise<void> {
  const { executablePath } = testBrowser()
  if (!executablePath.endsWith('headless-shell')) {
    console.log(
      `e2e: driving ${executablePath}; Debian's chromium-headless-shell runs the same tests on about a third less CPU (docs/decisions/040-tests-on-the-headless-shell.md)`,
    )
  }
  // A share-count token is configured where the site is built, as on a machine that also runs the
  // API: the built pages must not carry it (tests/e2e/shareCount.test.ts).
  process.env.SHARE_COUNT_TOKEN ??= E2E_SHARE_TOKEN
  const marker = join('dist', 'ckj', 'sitemap.xml')
  const builtAt = existsSync(marker) ? statSync(marker).mtimeMs : 0
  const sourcesAt = Math.max(...SOURCES.filter((d) => existsSync(d)).map(newestMtime))
  if (builtAt < sourcesAt) {
    console.log('e2e: building the site (sources changed since the last build)')
    await buildSite()
  }
}
