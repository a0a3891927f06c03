// docs/glossary-id.md: no phrase of the glossary's "Do not use" column appears in an id-ID message or
// in a CKJ data text (decision 062).
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { bannedPhrases, phrasePattern } from '../../glossary'

const root = fileURLToPath(new URL('../../..', import.meta.url))

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

describe('Indonesian glossary', () => {
  it('lists the phrases quoted in issue 49', () => {
    expect(bannedPhrases()).toEqual(
      expect.arrayContaining(['berdampingan', 'Ringkasan angka', 'Tentang:', 'telepon balik', '(IDR)', 'Personal Loan', 'Minta dihubungi', 'Hubungi saya']),
    )
  })

  it('matches a banned phrase as a whole word only', () => {
    expect(phrasePattern('Hubungi saya').test('Tekan “Hubungi saya”')).toBe(true)
    expect(phrasePattern('Hubungi saya').test('yang akan menghubungi saya')).toBe(false)
  })

  it.each(texts.map((file) => [file.slice(root.length)]))('%s uses none of the "do not use" phrases', (file) => {
    const found = strings(JSON.parse(readFileSync(join(root, file), 'utf8'))).flatMap((text) =>
      bannedPhrases()
        .filter((phrase) => phrasePattern(phrase).test(text))
        .map((phrase) => `${phrase} in “${text.slice(0, 80)}”`),
    )
    expect(found).toEqual([])
  })
})
