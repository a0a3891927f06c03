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
import { PORTALS } from './harness'

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

test('the checker finds the errors and warnings of a page that has them (so the checks below can fail)', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'vnu-'))
  try {
    const file = join(dir, 'bad.html')
    writeFileSync(file, '<!doctype html><html lang="en"><head><meta charset="utf-8"></head><body><p id="a">x</p><p id="a">y</p><li>z</li></body></html>')
    const errors = await vnuFindings([file])
    expect(errors.some((e) => e.includes('Duplicate ID “a”'))).toBe(true)
    expect(errors.some((e) => e.includes('missing a required instance of child element “title”'))).toBe(true)
    expect(errors.some((e) => e.includes('Element “li” not allowed as child of element “body”'))).toBe(true)
    // A warning counts too; the one kept on purpose does not.
    writeFileSync(
      file,
      '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>t</title></head><body><article><p>x</p></article><ul role="list"><li>y</li></ul></body></html>',
    )
    expect(await vnuFindings([file])).toEqual([expect.stringContaining('Article lacks heading')])
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
})

describe.each(PORTALS)('%s: the W3C checker', (portal) => {
  test('reports no error and no warning on any built page', async () => {
    const files = htmlFiles(join('dist', portal))
    expect(files.length).toBeGreaterThan(300)
    expect(await vnuFindings(files)).toEqual([])
  })
})
