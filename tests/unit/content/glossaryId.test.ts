// docs/glossary-id.md: no phrase of the glossary's "Do not use" column appears in an id-ID message or
// in a CKJ data text (decision 062).
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const root = fileURLToPath(new URL('../../..', import.meta.url))

function banned(): string[] {
  const rows = readFileSync(join(root, 'docs/glossary-id.md'), 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('| ') && !line.startsWith('| ---') && !line.startsWith('| Action'))
  return rows.flatMap((row) => [...(row.split('|').at(-2) ?? '').matchAll(/`([^`]+)`/g)].map((match) => match[1] ?? ''))
}

function strings(value: unknown): string[] {
  // Host names and addresses are identifiers, not text ("apply.bankmega.com").
  if (typeof value === 'string') return /^(?:https?:\/\/\S+|[\w-]+(?:\.[\w-]+)+)$/.test(value) ? [] : [value]
  if (Array.isArray(value)) return value.flatMap(strings)
  if (value !== null && typeof value === 'object') return Object.values(value).flatMap(strings)
  return []
}

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? files(path) : [path]
  })
}

const texts = [
  ...files(join(root, 'data/messages/parts')).filter((file) => file.endsWith('.id-ID.json')),
  ...files(join(root, 'data')).filter((file) => /[/.]ckj[/.]/.test(file) && file.endsWith('.json')),
]

function pattern(phrase: string): RegExp {
  const escaped = phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  return new RegExp(`(?<![\\p{L}])${escaped}(?![\\p{L}])`, 'iu')
}

describe('Indonesian glossary', () => {
  it('lists the phrases quoted in issue 49', () => {
    expect(banned()).toEqual(
      expect.arrayContaining(['berdampingan', 'Ringkasan angka', 'Tentang:', 'telepon balik', '(IDR)', 'Personal Loan', 'Minta dihubungi', 'Hubungi saya']),
    )
  })

  it('matches a banned phrase as a whole word only', () => {
    expect(pattern('Hubungi saya').test('Tekan “Hubungi saya”')).toBe(true)
    expect(pattern('Hubungi saya').test('yang akan menghubungi saya')).toBe(false)
  })

  it.each(texts.map((file) => [file.slice(root.length)]))('%s uses none of the "do not use" phrases', (file) => {
    const found = strings(JSON.parse(readFileSync(join(root, file), 'utf8'))).flatMap((text) =>
      banned()
        .filter((phrase) => pattern(phrase).test(text))
        .map((phrase) => `${phrase} in “${text.slice(0, 80)}”`),
    )
    expect(found).toEqual([])
  })
})
