import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, test } from 'vitest'
import { readMessages } from '../../../content/messages'
import { keysNamed, sourceGraph } from '../../../content/messageKeys'
import { ISLAND_MESSAGES_PREFIX, islandMessages, islandNames } from '../../../content/islandMessagesPlugin'
import { ISLAND_MESSAGES_CHUNK } from '../../../renderer/islandChunksPlugin'

// Decision 023: each island is given only the messages its code can ask for.

const root = process.cwd()

describe.each([
  ['en-PH', 'data'],
  ['id-ID', 'data'],
] as const)('the island messages of %s', (locale, dataDir) => {
  const catalogue = readMessages(dataDir, locale)
  const subsets = Object.fromEntries(islandNames(root).map((name) => [name, islandMessages({ root, dataDir, locale }, name)]))

  test('every island has its subset: the catalogue texts of some of its keys, never all of them', () => {
    expect(Object.keys(subsets)).toContain('LoanCalculator')
    expect(Object.keys(subsets)).toContain('LandingForm')
    for (const [name, subset] of Object.entries(subsets)) {
      expect(Object.keys(subset).length, name).toBeGreaterThan(0)
      expect(Object.keys(subset).length, name).toBeLessThan(Object.keys(catalogue).length)
      for (const [key, text] of Object.entries(subset)) expect(text, `${name} ${key}`).toBe(catalogue[key])
    }
  })

  test('a calculator has its own texts and the shared field texts, not the Contact-Me or page texts', () => {
    const calculator = subsets.LoanCalculator!
    // Written whole in components/calculators and the shared fields.
    expect(calculator).toHaveProperty('calc.calculate')
    expect(calculator).toHaveProperty('calc.errors.title')
    expect(Object.keys(calculator).some((key) => key.startsWith('contact.'))).toBe(false)
    expect(Object.keys(calculator).some((key) => key.startsWith('seo.'))).toBe(false)
  })

  // domain/validation/remote.ts shows a remote rule's answer when it is a 'validation.*' key: the
  // validated forms ask their rules remotely, so any validation message may arrive.
  test('an island whose code names an area alone has every key of it (a remote answer)', () => {
    const validated = subsets.ValidatedForm!
    for (const key of Object.keys(catalogue).filter((k) => k.startsWith('validation.'))) expect(validated, key).toHaveProperty(key)
    expect(Object.keys(subsets.LoanCalculator!).some((key) => key.startsWith('validation.lib.'))).toBe(false)
  })

  test('a key the code builds from a template with a fixed area is there (`landing.${notice}`)', () => {
    const landing = subsets.LandingForm!
    for (const key of Object.keys(catalogue).filter((k) => /^landing\.(notSent|rejected)$/.test(k))) expect(landing, key).toHaveProperty(key)
    expect(landing).toHaveProperty('landing.next')
  })
})

test("the chunk list finds each island's messages module by the plugin's id", () => {
  expect(`\0${ISLAND_MESSAGES_PREFIX}LoanCalculator`.match(ISLAND_MESSAGES_CHUNK)?.[1]).toBe('LoanCalculator')
})

describe('the source graph and the data keys', () => {
  const dir = mkdtempSync(join(tmpdir(), 'island-messages-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  test('follow static, dynamic and re-exported imports, and the keys the data names', () => {
    mkdirSync(join(dir, 'components', 'islands'), { recursive: true })
    mkdirSync(join(dir, 'components', 'parts'), { recursive: true })
    mkdirSync(join(dir, 'data', 'messages', 'parts'), { recursive: true })
    mkdirSync(join(dir, 'data', 'landings'), { recursive: true })
    writeFileSync(
      join(dir, 'components', 'islands', 'Demo.tsx'),
      "import { a } from '../parts/a'\nexport * from '../parts/b'\nconst c = () => import('../parts/c')\nexport const Demo = () => a + c\n",
    )
    writeFileSync(join(dir, 'components', 'parts', 'a.ts'), "export const a = t('demo.static')\n")
    writeFileSync(join(dir, 'components', 'parts', 'b.ts'), 'export const b = (n: string) => t(`demo.kind.${n}`)\n')
    writeFileSync(join(dir, 'components', 'parts', 'c.ts'), "export const c = 'demo.lazy|{\"n\":1}'\nexport const ok = (k: string) => k.startsWith('wire.')\n")
    writeFileSync(join(dir, 'components', 'parts', 'unused.ts'), "export const u = 'demo.unused'\n")
    writeFileSync(join(dir, 'data', 'landings', 'x.json'), JSON.stringify({ messages: 'demo.fromData' }))
    const messages = {
      'demo.static': 'S',
      'demo.kind.one': 'K1',
      'demo.kind.two': 'K2',
      'demo.lazy': 'L',
      'demo.fromData': 'D',
      'demo.unused': 'U',
      'other.static': 'O',
      'wire.any': 'W',
    }
    writeFileSync(join(dir, 'data', 'messages', 'parts', 'demo.en-PH.json'), JSON.stringify(messages))
    expect(sourceGraph(join(dir, 'components', 'islands', 'Demo.tsx')).map((file) => file.slice(dir.length + 1))).toEqual([
      'components/islands/Demo.tsx',
      'components/parts/a.ts',
      'components/parts/b.ts',
      'components/parts/c.ts',
    ])
    expect(islandMessages({ root: dir, dataDir: join(dir, 'data'), locale: 'en-PH' }, 'Demo')).toEqual({
      'demo.static': 'S',
      'demo.kind.one': 'K1',
      'demo.kind.two': 'K2',
      'demo.lazy': 'L',
      'demo.fromData': 'D',
      'wire.any': 'W',
    })
  })
})

// The finder looks keys up among the texts' dotted words: a key counts only when it is written whole.
describe('keysNamed', () => {
  const keys = ['calc.title', 'calc.title.short', 'landing.step-two', 'validation.minAge', 'products.card.count', 'seo.home']
  test('names a key written whole: quoted, as a rule reference, before punctuation, with a hyphen', () => {
    const code = ["t('calc.title')", 'const rule = \'validation.minAge|{"n":21}\'', 'See `landing.step-two`.', '// products.card.count. Then more.']
    expect(keysNamed(keys, code)).toEqual(['calc.title', 'landing.step-two', 'validation.minAge', 'products.card.count'])
  })
  test('does not name a key that is only part of a longer dotted word', () => {
    expect(keysNamed(keys, ["t('calc.title.short')", "'x.seo.home'", "'seo.homepage'"])).toEqual(['calc.title.short'])
  })
  test('names the keys the data texts write, and a whole area only when asked', () => {
    expect(keysNamed(keys, ["k.startsWith('calc.')"], ['{"m":"seo.home"}'])).toEqual(['seo.home'])
    expect(keysNamed(keys, ["k.startsWith('calc.')"], [], { wholeAreas: true })).toEqual(['calc.title', 'calc.title.short'])
  })
})
