import { spawnSync } from 'node:child_process'
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, test } from 'vitest'
import type { Consents } from '../../../domain/consent/consentSchema'
import { checkAllInputs } from '../../../scripts/pipeline/checkAll'
import { sha256Hex } from '../../../server/consents'

// Issue 14 item 4: the build refuses consent texts that break the ledger of published texts, and
// scripts/pipeline/publishConsents.ts records new versions without ever rewriting a published one.

const dirs: string[] = []
function tempCopy(from: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'consent-ledger-'))
  dirs.push(dir)
  cpSync(from, dir, { recursive: true })
  return dir
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

function editConsents(dir: string, file: 'ecm' | 'ckj', change: (consents: Consents) => void): void {
  const path = join(dir, `${file}.json`)
  const consents = JSON.parse(readFileSync(path, 'utf8')) as Consents
  change(consents)
  writeFileSync(path, JSON.stringify(consents, null, 2))
}

describe('the build input check (npm run build)', () => {
  test('finds no consent problem in the real data', async () => {
    const { problems } = await checkAllInputs('data')
    expect(problems.filter((line) => line.includes('data/consent/'))).toEqual([])
  }, 60_000)

  test('fails on a published text edited in place, naming file, portal and version', async () => {
    const data = tempCopy('data')
    editConsents(join(data, 'consent'), 'ecm', (consents) => {
      consents.default.text = consents.default.text.replace('eCompareMo', 'eCompareMo Inc.')
    })
    const { problems } = await checkAllInputs(data)
    expect(problems).toContainEqual(
      expect.stringMatching(/^data\/consent\/ecm\.json: ECM consent version ecm-default-2026-12: text changed; publish it under a new version id/),
    )
  }, 60_000)
})

describe('scripts/pipeline/publishConsents.ts', () => {
  function publish(dir: string) {
    return spawnSync(process.execPath, ['--import', 'tsx', 'scripts/pipeline/publishConsents.ts', '--dir', dir], { encoding: 'utf8', timeout: 60_000 })
  }

  test('records a new version with the sha256 of its text and keeps every published entry', () => {
    const dir = tempCopy(join('data', 'consent'))
    const before = JSON.parse(readFileSync(join(dir, 'published.json'), 'utf8')) as Record<string, Record<string, string>>
    let text = ''
    let summary = ''
    editConsents(dir, 'ckj', (consents) => {
      const old = consents.partners.cimb!
      text = `${old.text} Berlaku mulai 1 Januari 2027.`
      summary = old.summary
      consents.retired = [...(consents.retired ?? []), { ...old, retiredOn: '2027-01-01' }]
      consents.partners.cimb = { version: 'ckj-cimb-2027-01', summary: old.summary, text }
    })
    const run = publish(dir)
    expect(run.status, run.stderr).toBe(0)
    expect(run.stdout).toContain('added ckj-cimb-2027-01')
    const after = JSON.parse(readFileSync(join(dir, 'published.json'), 'utf8')) as Record<string, Record<string, string>>
    expect(after).toEqual({ ...before, CKJ: { ...before.CKJ, 'ckj-cimb-2027-01': sha256Hex(`${summary}\n\n${text}`) } })
    expect(publish(dir).stdout).toContain('already lists every consent version')
  })

  test('writes nothing while a published text was edited in place', () => {
    const dir = tempCopy(join('data', 'consent'))
    const before = readFileSync(join(dir, 'published.json'), 'utf8')
    editConsents(dir, 'ckj', (consents) => {
      consents.default.text += ' '
      consents.partners.bni = { version: 'ckj-bni-2027-01', summary: consents.default.summary, text: consents.default.text }
    })
    const run = publish(dir)
    expect(run.status).toBe(1)
    expect(run.stderr).toContain('ckj.json: CKJ consent version ckj-default-2026-12: text changed')
    expect(readFileSync(join(dir, 'published.json'), 'utf8')).toBe(before)
  })
})
