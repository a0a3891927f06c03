// A checker we did not write: the W3C's Nu Html Checker (vnu.jar, run on the machine's Java) over
// every built page of both portals. No error is allowed. Its warnings are not failures: the lists
// styled without bullets keep role="list" on purpose (Safari drops their list semantics otherwise),
// and React writes void elements with a trailing slash, which the checker only notes.
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
  url?: string
  lastLine?: number
  message: string
}

/** The checker's errors for `files` (one Java process for all), each as "file:line: message". */
function vnuErrors(files: readonly string[]): Promise<string[]> {
  return new Promise((resolve, reject) => {
    execFile('java', ['-jar', jar, '--errors-only', '--format', 'json', '--stdout', ...files], { maxBuffer: 64 * 1024 * 1024 }, (error, stdout) => {
      if ((error as NodeJS.ErrnoException | null)?.code === 'ENOENT') {
        reject(new Error('java was not found: the W3C checker needs Java 11 or later (.ci/run installs default-jre-headless)'))
        return
      }
      // It exits 1 when it finds an error; the report is the same JSON either way.
      try {
        const { messages } = JSON.parse(stdout) as { messages: VnuMessage[] }
        resolve(messages.filter((m) => m.type !== 'info').map((m) => `${m.url?.replace(/^file:.*?\/dist\//, '') ?? '?'}:${m.lastLine ?? '?'}: ${m.message}`))
      } catch {
        reject(new Error(`The W3C checker gave no report:\n${stdout}\n${error?.message ?? ''}`))
      }
    })
  })
}

test('the checker finds the errors of a page that has them (so the checks below can fail)', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'vnu-'))
  try {
    const file = join(dir, 'bad.html')
    writeFileSync(file, '<!doctype html><html lang="en"><head><meta charset="utf-8"></head><body><p id="a">x</p><p id="a">y</p><li>z</li></body></html>')
    const errors = await vnuErrors([file])
    expect(errors.some((e) => e.includes('Duplicate ID “a”'))).toBe(true)
    expect(errors.some((e) => e.includes('missing a required instance of child element “title”'))).toBe(true)
    expect(errors.some((e) => e.includes('Element “li” not allowed as child of element “body”'))).toBe(true)
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
})

describe.each(PORTALS)('%s: the W3C checker', (portal) => {
  test('reports no error on any built page', async () => {
    const files = htmlFiles(join('dist', portal))
    expect(files.length).toBeGreaterThan(300)
    expect(await vnuErrors(files)).toEqual([])
  })
})
