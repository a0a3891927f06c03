import { existsSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/** The system Chromium: CHROME_PATH, else Debian's /usr/bin/chromium; one clear line when missing. */
export function chromiumPath(): string {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium'].filter((p): p is string => Boolean(p))
  const found = candidates.find((p) => existsSync(p))
  if (!found) throw new Error('Chromium not found: install the Debian package "chromium" (apt-get install -y chromium) or set CHROME_PATH.')
  return found
}

/**
 * Flags for headless Chromium on this kind of machine (root, no GPU, closed network). Playwright
 * makes its own fresh profile; other launchers (Lighthouse) ask for one with withProfile.
 */
export function chromiumFlags({ withProfile = false } = {}): string[] {
  const flags = ['--headless=new', ...COMMON_FLAGS]
  if (withProfile) flags.push(`--user-data-dir=${mkdtempSync(join(tmpdir(), 'chromium-'))}`)
  return flags
}

const COMMON_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

/** Debian's package "chromium-headless-shell": the same Chromium (Blink, V8, network stack) without the browser's own window layer. */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell'

/**
 * The browser the test suite drives (docs/decisions/040-tests-on-the-headless-shell.md): Chromium's
 * headless shell when it is installed (Playwright's own choice for headless runs), a third of the
 * CPU of the full browser for a tab and a page load here; else the full Chromium in its headless
 * mode. TEST_CHROME_PATH names another; Lighthouse, the screenshots and the benchmarks keep the full
 * browser (chromiumPath), as a visitor runs it.
 */
export function testBrowser(): { executablePath: string; args: string[]; ignoreDefaultArgs: string[] } {
  const chosen = process.env.TEST_CHROME_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : undefined)
  if (chosen && !existsSync(chosen)) throw new Error(`TEST_CHROME_PATH names ${chosen}, which does not exist.`)
  const ignoreDefaultArgs = [`--disable-features=${PLAYWRIGHT_DISABLED_FEATURES.join(',')}`]
  if (chosen && chosen.endsWith('headless-shell')) return { executablePath: chosen, args: [...COMMON_FLAGS, ...TEST_ONLY_FLAGS], ignoreDefaultArgs }
  return { executablePath: chosen ?? chromiumPath(), args: [...chromiumFlags(), ...TEST_ONLY_FLAGS], ignoreDefaultArgs }
}

/**
 * The features Playwright turns off in every Chromium it launches (its chromiumSwitches.ts, at the
 * pinned version). Chromium reads one --disable-features switch, the last: the test browser gives the
 * whole list again with its own addition, and leaves Playwright's out. A unit test compares this list
 * with the command line Playwright really builds (tests/e2e/testBrowser.test.ts).
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
]

/**
 * A new tab reuses its browser context's renderer process instead of starting two of its own (one for
 * the blank tab, one for the site): a test's tab then costs 0.33 CPU-s instead of 0.82 here, its page
 * load included (docs/decisions/043-one-renderer-per-test-context.md). Chromium still starts a process
 * wherever it must (another context, which never shares one).
 */
/**
 * RenderDocument off: a navigation within the site reuses the tab's document host, as Chromium did
 * before it made a new one for every page; what the page sees is the same. A page load in a used tab
 * costs 0.14-0.16 CPU-s instead of 0.16-0.22 (docs/decisions/044-test-browser-reuses-document-hosts.md).
 */
const TEST_ONLY_FLAGS = ['--renderer-process-limit=1', `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, 'RenderDocument'].join(',')}`]
