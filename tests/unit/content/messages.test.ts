import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync, cpSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { IntlMessageFormat } from 'intl-messageformat'
import { describe, expect, test } from 'vitest'
import { keysNamed } from '../../../content/messageKeys'
import { MessagePartError, messageLocales, readMessages, writeMessageCatalogues } from '../../../content/messages'

const en = readMessages('data', 'en-PH')
const id = readMessages('data', 'id-ID')

function files(dir: string, name: RegExp): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? files(join(dir, entry.name), name) : name.test(entry.name) ? [join(dir, entry.name)] : [],
  )
}

describe('messages', () => {
  test('the parts hold en-PH and id-ID, with exactly the same keys', () => {
    expect(messageLocales('data')).toEqual(['en-PH', 'id-ID'])
    expect(Object.keys(id)).toEqual(Object.keys(en))
  })

  test.each([
    ['en-PH', en],
    ['id-ID', id],
  ] as const)('every %s message is valid ICU and not empty', (locale, messages) => {
    for (const [key, text] of Object.entries(messages)) {
      expect(text.trim(), key).not.toBe('')
      expect(() => new IntlMessageFormat(text, locale), key).not.toThrow()
    }
  })

  test('each message uses the same placeholders in both languages', () => {
    const names = (text: string) => [...text.matchAll(/\{(\w+)/g)].map((m) => m[1]).sort()
    for (const key of Object.keys(en)) expect(names(id[key] ?? ''), key).toEqual(names(en[key]!))
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
    // SPEC.md §5 "Default library messages": kept word for word (tests/unit/domain/validation/messages.test.ts)
    // for the generic rules that will name them; no rule of ours does yet.
    const specLibrary = [
      'validation.lib.equalTo',
      'validation.lib.minlength',
      'validation.lib.range',
      'validation.lib.rangelength',
      'validation.lib.step',
      'validation.lib.url',
    ]
    const named = new Set(keysNamed(Object.keys(en), code, data))
    const unused = Object.keys(en).filter((key) => !specLibrary.includes(key) && !named.has(key))
    expect(unused).toEqual([])
  })
})

describe('the generated catalogues', () => {
  test('hold exactly the parts, sorted by key; a part that is not JSON is named', () => {
    const dir = mkdtempSync(join(tmpdir(), 'messages-'))
    try {
      cpSync('data/messages/parts', join(dir, 'messages', 'parts'), { recursive: true })
      writeMessageCatalogues(dir)
      expect(JSON.parse(readFileSync(join(dir, 'messages', 'en-PH.json'), 'utf8'))).toEqual(en)
      expect(Object.keys(JSON.parse(readFileSync(join(dir, 'messages', 'id-ID.json'), 'utf8')) as object)).toEqual(Object.keys(id))
      writeFileSync(join(dir, 'messages', 'parts', 'site.id-ID.json'), '{ "site.skip": ')
      expect(() => writeMessageCatalogues(dir)).toThrow(MessagePartError)
      expect(() => writeMessageCatalogues(dir)).toThrow(/^messages\/parts\/site\.id-ID\.json: /)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
