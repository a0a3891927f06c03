// A checker we did not write: the W3C's Nu Html Checker (vnu.jar, run on the machine's Java) over
// every built page of both portals. No error and no warning is allowed but one: the lists styled
// without bullets keep role="list" on purpose (Safari drops their list semantics otherwise). Its
// plain notes (React writes void elements with a trailing slash) are not findings.
import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { htmlFiles } from '../../scripts/pipeline/sitePages'
import { PORTALS, type PortalKey } from './harness'

const jar = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar')

interface VnuMessage {
  type: string
  subType?: string
  url?: string
  lastLine?: number
  message: string
}

/** The one warning allowed: role="list" on a list (docs/testing.md, "The W3C checker"). */
const KEPT_ON_PURPOSE = /^The “list” role is unnecessary for element “(ul|ol)”\.$/

/** The checker's errors and warnings for `files` (one Java process for all), each as "file:line: message". */
function vnuFindings(files: readonly string[]): Promise<string[]> {
  return new Promise((resolve, reject) => {
    execFile('java', ['-jar', jar, '--format', 'json', '--stdout', ...files], { maxBuffer: 64 * 1024 * 1024 }, (error, stdout) => {
      if ((error as NodeJS.ErrnoException | null)?.code === 'ENOENT') {
        reject(new Error('java was not found: the W3C checker needs Java 11 or later (.ci/run installs default-jre-headless)'))
        return
      }
      // It exits 1 when it finds an error; the report is the same JSON either way.
      try {
        const { messages } = JSON.parse(stdout) as { messages: VnuMessage[] }
        const findings = messages.filter((m) => (m.type !== 'info' || m.subType === 'warning') && !KEPT_ON_PURPOSE.test(m.message))
        resolve(findings.map((m) => `${m.url?.replace(/^file:.*?\/dist\//, '') ?? '?'}:${m.lastLine ?? '?'}: ${m.message}`))
      } catch {
        reject(new Error(`The W3C checker gave no report:\n${stdout}\n${error?.message ?? ''}`))
      }
    })
  })
}

// One Java process for the planted pages and both portals' built pages: the checker's start (the JVM
// and its schemas) costs more CPU than a portal's pages (docs/testing.md, "The W3C checker").
const PLANTED = {
  errors: '<!doctype html><html lang="en"><head><meta charset="utf-8"></head><body><p id="a">x</p><p id="a">y</p><li>z</li></body></html>',
  // A warning counts too; the one kept on purpose does not.
  warning:
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>t</title></head><body><article><p>x</p></article><ul role="list"><li>y</li></ul></body></html>',
}
let checked: Promise<{ planted: Record<keyof typeof PLANTED, string[]>; portals: Record<PortalKey, string[]> }> | undefined

/** The findings of the one run, by planted page and by portal. */
function findings() {
  checked ??= (async () => {
    const dir = mkdtempSync(join(tmpdir(), 'vnu-'))
    try {
      const planted = Object.fromEntries(Object.keys(PLANTED).map((name) => [name, join(dir, `${name}.html`)])) as Record<keyof typeof PLANTED, string>
      for (const [name, file] of Object.entries(planted)) writeFileSync(file, PLANTED[name as keyof typeof PLANTED])
      const sites = Object.fromEntries(PORTALS.map((portal) => [portal, htmlFiles(join('dist', portal))])) as Record<PortalKey, string[]>
      for (const portal of PORTALS) expect(sites[portal].length, portal).toBeGreaterThan(300)
      const all = await vnuFindings([...Object.values(planted), ...PORTALS.flatMap((portal) => sites[portal])])
      // A finding is "file:line: message", the file named from dist/ on (a planted page by its full path).
      const of = (prefix: string) => all.filter((finding) => finding.startsWith(prefix))
      return {
        planted: { errors: of(`file:${planted.errors}:`), warning: of(`file:${planted.warning}:`) },
        portals: Object.fromEntries(PORTALS.map((portal) => [portal, of(`${portal}/`)])) as Record<PortalKey, string[]>,
      }
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })()
  return checked
}

test('the checker finds the errors and warnings of a page that has them (so the checks below can fail)', { timeout: 120_000 }, async () => {
  const { planted } = await findings()
  expect(planted.errors.some((e) => e.includes('Duplicate ID “a”'))).toBe(true)
  expect(planted.errors.some((e) => e.includes('missing a required instance of child element “title”'))).toBe(true)
  expect(planted.errors.some((e) => e.includes('Element “li” not allowed as child of element “body”'))).toBe(true)
  expect(planted.warning).toEqual([expect.stringContaining('Article lacks heading')])
})

describe.each(PORTALS)('%s: the W3C checker', (portal) => {
  test('reports no error and no warning on any built page', { timeout: 120_000 }, async () => {
    expect((await findings()).portals[portal]).toEqual([])
  })
})
