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
  const flags = [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ]
  if (withProfile) flags.push(`--user-data-dir=${mkdtempSync(join(tmpdir(), 'chromium-'))}`)
  return flags
}
