import { readdirSync, readFileSync } from 'node:fs'
import { IntlMessageFormat } from 'intl-messageformat'
import { describe, expect, test } from 'vitest'

const en = JSON.parse(readFileSync('data/messages/en-PH.json', 'utf8')) as Record<string, string>
const id = JSON.parse(readFileSync('data/messages/id-ID.json', 'utf8')) as Record<string, string>

describe('message files', () => {
  test('en-PH and id-ID have exactly the same keys', () => {
    expect(Object.keys(id).sort()).toEqual(Object.keys(en).sort())
  })

  test.each([['en-PH', en], ['id-ID', id]] as const)('every %s message is valid ICU and not empty', (locale, messages) => {
    for (const [key, text] of Object.entries(messages)) {
      expect(text.trim(), key).not.toBe('')
      expect(() => new IntlMessageFormat(text, locale), key).not.toThrow()
    }
  })

  test('each message uses the same placeholders in both languages', () => {
    const names = (text: string) => [...text.matchAll(/\{(\w+)/g)].map((m) => m[1]).sort()
    for (const key of Object.keys(en)) expect(names(id[key] ?? ''), key).toEqual(names(en[key]!))
  })
})

describe('message fragments', () => {
  // Each area keeps its texts in data/messages/parts/<area>.<locale>.json; scripts/mergeMessages.ts
  // merges them into the two files the site reads. A fragment edited but not merged fails here.
  test.each([['en-PH', en], ['id-ID', id]] as const)('every %s fragment is merged into the main file', (locale, messages) => {
    for (const file of readdirSync('data/messages/parts').filter((f) => f.endsWith(`.${locale}.json`))) {
      const part = JSON.parse(readFileSync(`data/messages/parts/${file}`, 'utf8')) as Record<string, string>
      for (const [key, text] of Object.entries(part)) expect(messages[key], `${file} ${key}`).toBe(text)
    }
  })
})
