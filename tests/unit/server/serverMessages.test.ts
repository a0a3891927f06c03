import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { IntlMessageFormat } from 'intl-messageformat'
import { describe, expect, test } from 'vitest'
import { loadServerMessages } from '../../../server/serverMessages'

const en = JSON.parse(readFileSync('data/messages/parts/server.en-PH.json', 'utf8')) as Record<string, string>
const id = JSON.parse(readFileSync('data/messages/parts/server.id-ID.json', 'utf8')) as Record<string, string>

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sourceFiles(join(dir, entry.name)) : entry.name.endsWith('.ts') ? [join(dir, entry.name)] : [],
  )
}

describe('the lead API messages', () => {
  test('both languages have the same server.* keys, valid ICU, the same placeholders', () => {
    expect(Object.keys(id).sort()).toEqual(Object.keys(en).sort())
    const names = (text: string) => [...text.matchAll(/\{(\w+)/g)].map((m) => m[1]).sort()
    for (const [key, text] of Object.entries(en)) {
      expect(key.startsWith('server.'), key).toBe(true)
      expect(() => new IntlMessageFormat(text, 'en-PH')).not.toThrow()
      expect(() => new IntlMessageFormat(id[key] ?? '', 'id-ID')).not.toThrow()
      expect(names(id[key] ?? ''), key).toEqual(names(text))
    }
  })

  test('every server.* key the server code names exists in both languages', () => {
    const used = new Set(sourceFiles('server').flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/'(server\.[A-Za-z.]+)'/g)].map((m) => m[1] ?? '')))
    expect(used.size).toBeGreaterThan(10)
    for (const key of used) {
      expect(en[key], `en-PH ${key}`).toBeDefined()
      expect(id[key], `id-ID ${key}`).toBeDefined()
    }
  })

  test('a message reference with values is formatted (docs/requirements/forms-and-leads.md#minimum-age: "You must be {n} years of age or older.")', () => {
    const messages = loadServerMessages()
    expect(messages.format('en-PH', 'validation.minAge|{"n":21}')).toBe('You must be 21 years of age or older.')
  })

  test('a missing key shows the key, never the other language', () => {
    const messages = loadServerMessages()
    expect(messages.text('id-ID', 'server.no.such.key')).toBe('server.no.such.key')
  })
})
