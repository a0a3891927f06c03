import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync, cpSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { IntlMessageFormat } from 'intl-messageformat'
import { describe, expect, test } from 'vitest'
import { keysNamed } from '../../../content/messageKeys'
import { MessagePartError, messageLocales, readMessages, writeMessageCatalogues } from '../../../content/messages'
import { loadPortals } from '../../../content/portals'

// Every locale of the registry (content/portals.ts), however many portals there are; the first portal's
// locale is the one the others are compared with.
const locales = [...new Set(loadPortals('data').map((portal) => portal.locale))]
const catalogues = new Map(locales.map((locale) => [locale, readMessages('data', locale)]))
const [firstLocale = ''] = locales
const first = catalogues.get(firstLocale) ?? {}

function files(dir: string, name: RegExp): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? files(join(dir, entry.name), name) : name.test(entry.name) ? [join(dir, entry.name)] : [],
  )
}

describe('messages', () => {
  test('the parts hold the locale of every portal of the registry, each with exactly the same keys', () => {
    expect(messageLocales('data')).toEqual([...locales].sort())
    for (const [locale, messages] of catalogues) expect(Object.keys(messages), locale).toEqual(Object.keys(first))
  })

  test.each([...catalogues])('every %s message is valid ICU and not empty', (locale, messages) => {
    for (const [key, text] of Object.entries(messages)) {
      expect(text.trim(), key).not.toBe('')
      expect(() => new IntlMessageFormat(text, locale), key).not.toThrow()
    }
  })

  test('each message uses the same placeholders in every language', () => {
    const names = (text: string) => [...text.matchAll(/\{(\w+)/g)].map((m) => m[1]).sort()
    for (const [locale, messages] of catalogues)
      for (const key of Object.keys(first)) expect(names(messages[key] ?? ''), `${locale} ${key}`).toEqual(names(first[key]!))
  })

  test('a key lives in one part only (a second one would silently win)', () => {
    const owner = new Map<string, string>()
    const twice: string[] = []
    for (const file of readdirSync('data/messages/parts').sort()) {
      const locale = file.split('.').at(-2) ?? ''
      for (const key of Object.keys(JSON.parse(readFileSync(join('data/messages/parts', file), 'utf8')) as object)) {
        const seen = owner.get(`${locale} ${key}`)
        if (seen !== undefined) twice.push(`${key} in ${seen} and ${file}`)
        owner.set(`${locale} ${key}`, file)
      }
    }
    expect(twice).toEqual([])
  })

  // A key nothing reads is clutter staff keep translating. Keys are found as written in code or data
  // ('calc.errors.title'), or through a template of the code (`products.tag.${tag}`).
  test('every message is read by the code or named by the data', () => {
    const code = ['components', 'content', 'domain', 'pages', 'renderer', 'scripts', 'server']
      .flatMap((dir) => files(dir, /\.tsx?$/))
      .map((f) => readFileSync(f, 'utf8'))
    const data = files('data', /\.json$/)
      .filter((file) => !file.startsWith(join('data', 'messages')))
      .map((file) => readFileSync(file, 'utf8'))
    // docs/requirements/forms-and-leads.md#default-library-messages: kept word for word (tests/unit/domain/validation/messages.test.ts)
    // for the generic rules that will name them; no rule of ours does yet.
    const specLibrary = [
      'validation.lib.equalTo',
      'validation.lib.minlength',
      'validation.lib.range',
      'validation.lib.rangelength',
      'validation.lib.step',
      'validation.lib.url',
    ]
    const named = new Set(keysNamed(Object.keys(first), code, data))
    const unused = Object.keys(first).filter((key) => !specLibrary.includes(key) && !named.has(key))
    expect(unused).toEqual([])
  })
})

describe('the generated catalogues', () => {
  test('hold exactly the parts, sorted by key; a part that is not JSON is named', () => {
    const dir = mkdtempSync(join(tmpdir(), 'messages-'))
    try {
      cpSync('data/messages/parts', join(dir, 'messages', 'parts'), { recursive: true })
      writeMessageCatalogues(dir)
      for (const [locale, messages] of catalogues) expect(JSON.parse(readFileSync(join(dir, 'messages', `${locale}.json`), 'utf8')), locale).toEqual(messages)
      const last = locales.at(-1) ?? ''
      writeFileSync(join(dir, 'messages', 'parts', `site.${last}.json`), '{ "site.skip": ')
      expect(() => writeMessageCatalogues(dir)).toThrow(MessagePartError)
      expect(() => writeMessageCatalogues(dir)).toThrow(`messages/parts/site.${last}.json: `)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
