import { execFileSync } from 'node:child_process'
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { loadPortals } from '../../../content/portals'
import type { ProductCard } from '../../../domain/content/schemas'
import { productHashes, readState, siteKey, stateName, writeState } from '../../../scripts/pipeline/buildState'
import { checkChangedProducts } from '../../../scripts/pipeline/checkAll'

// Decision 024: a build takes the fast path (only the changed verticals rendered, in place) only when
// siteKey() is the published build's; so the key must move with every input but the product files.

let work: string
let root: string
let dataDir: string

beforeEach(() => {
  work = mkdtempSync(path.join(os.tmpdir(), 'build-state-'))
  root = path.join(work, 'project')
  dataDir = path.join(work, 'data')
  // A small project: a component, the lock file; and the real data folder.
  mkdirSync(path.join(root, 'components'), { recursive: true })
  writeFileSync(path.join(root, 'components', 'Card.tsx'), 'export const Card = 1\n')
  writeFileSync(path.join(root, 'package-lock.json'), '{"lockfileVersion":3}\n')
  cpSync('data', dataDir, { recursive: true })
})

afterEach(() => rmSync(work, { recursive: true, force: true }))

describe('siteKey', () => {
  it('is the same for the same inputs, and whatever the product files hold', () => {
    const key = siteKey(root, dataDir)
    expect(siteKey(root, dataDir)).toBe(key)
    const file = path.join(dataDir, 'products', 'ecm', 'credit-cards.json')
    const cards = JSON.parse(readFileSync(file, 'utf8')) as ProductCard[]
    writeFileSync(file, JSON.stringify(cards.slice(1)))
    expect(siteKey(root, dataDir)).toBe(key)
  })

  it('changes with a component, the lock file, a message part, a landing page or a lookup', () => {
    const key = siteKey(root, dataDir)
    const changes: Array<[string, string]> = [
      [path.join(root, 'components', 'Card.tsx'), 'export const Card = 2\n'],
      [path.join(root, 'package-lock.json'), '{"lockfileVersion":3,"packages":{}}\n'],
      [path.join(dataDir, 'messages', 'parts', 'new-part.json'), '{}\n'],
      [path.join(dataDir, 'landings', 'ecm', 'credit-card-promo.json'), '{}\n'],
      [path.join(dataDir, 'lookups', 'ckj', 'provinces.json'), '[]\n'],
    ]
    for (const [file, text] of changes) {
      const old = (() => {
        try {
          return readFileSync(file)
        } catch {
          return null
        }
      })()
      writeFileSync(file, text)
      expect(siteKey(root, dataDir), file).not.toBe(key)
      if (old === null) rmSync(file)
      else writeFileSync(file, old)
      expect(siteKey(root, dataDir)).toBe(key)
    }
  })

  it("leaves out what is not an input: the message catalogues made from the parts, vike's temporary files", () => {
    const key = siteKey(root, dataDir)
    writeFileSync(path.join(dataDir, 'messages', 'en.json'), '{"regenerated":true}\n')
    mkdirSync(path.join(root, 'pages'), { recursive: true })
    writeFileSync(path.join(root, 'pages', '+route.build-123.mjs'), 'export default 1\n')
    expect(siteKey(root, dataDir)).toBe(key)
  })
})

describe('productHashes and the state file', () => {
  it('hashes a product file of several megabytes, read in pieces, as sha256sum hashes the whole file', () => {
    // At 50,000 products a portal a vertical file is about 3.5 MB; the build reads it through a 1 MiB buffer.
    const [ecm] = loadPortals(dataDir)
    const file = path.join(dataDir, 'products', 'ecm', 'credit-cards.json')
    const cards = JSON.parse(readFileSync(file, 'utf8')) as ProductCard[]
    writeFileSync(file, JSON.stringify(Array.from({ length: 400 }, () => cards).flat()))
    expect(readFileSync(file).length).toBeGreaterThan(2.5 * 1024 * 1024)
    const expected = execFileSync('sha256sum', [file], { encoding: 'utf8' }).split(' ')[0]
    expect(productHashes(dataDir, ecm!.folder, ecm!.config)['credit-cards']).toBe(expected)
  })

  it('hash each vertical file of a portal; a state of another version is refused with a reason', () => {
    const [ecm] = loadPortals(dataDir)
    const before = productHashes(dataDir, ecm!.folder, ecm!.config)
    expect(Object.keys(before)).toEqual(ecm!.config.verticals.map((vertical) => vertical.key))
    const file = path.join(dataDir, 'products', 'ecm', 'credit-cards.json')
    writeFileSync(file, `${readFileSync(file, 'utf8')} `)
    const after = productHashes(dataDir, ecm!.folder, ecm!.config)
    expect(Object.entries(after).filter(([key, hash]) => before[key] !== hash)).toEqual([['credit-cards', after['credit-cards']]])

    const dist = path.join(work, 'dist')
    mkdirSync(dist)
    expect(readState(dist, 'ecm')).toBe(`no build state at ${path.join(dist, stateName('ecm'))}`)
    writeState(dist, 'ecm', { siteKey: 'k', products: after, indexable: ['/'], otherPages: 3, counts: { products: 140, providers: 50 } })
    expect(readState(dist, 'ecm')).toEqual({
      version: 3,
      siteKey: 'k',
      products: after,
      indexable: ['/'],
      otherPages: 3,
      counts: { products: 140, providers: 50 },
    })
    writeFileSync(path.join(dist, stateName('ecm')), JSON.stringify({ version: 0, siteKey: 'k' }))
    expect(readState(dist, 'ecm')).toMatch(/is of another version$/)
    // Version 2 was a site of folders of index.html (before decision 046): never updated in place.
    writeFileSync(path.join(dist, stateName('ecm')), JSON.stringify({ version: 2, siteKey: 'k', products: after, indexable: ['/'], otherPages: 3 }))
    expect(readState(dist, 'ecm')).toMatch(/is of another version$/)
  })
})

describe('checkChangedProducts', () => {
  const ecm = () => loadPortals(dataDir)[0]!
  const file = (key: string) => path.join(dataDir, 'products', 'ecm', `${key}.json`)
  const read = (key: string) => JSON.parse(readFileSync(file(key), 'utf8')) as ProductCard[]

  it('finds nothing in the committed data', () => {
    expect(checkChangedProducts(dataDir, ecm().config, new Set(['credit-cards']))).toEqual([])
  })

  it("names a changed file's bad field, and an id the changed file shares with an unchanged one", () => {
    const cards = read('credit-cards')
    const other = read('personal-loans')[0]!
    cards[2] = { ...cards[2]!, name: '' }
    cards[3] = { ...cards[3]!, id: other.id }
    writeFileSync(file('credit-cards'), JSON.stringify(cards))
    const problems = checkChangedProducts(dataDir, ecm().config, new Set(['credit-cards']))
    expect(problems.some((line) => line.startsWith(`data/products/ecm/credit-cards.json › record 3 (id ${cards[2]!.id}) › name:`))).toBe(true)
    // The unchanged file holds the id first: it is named, with the changed file's record.
    expect(problems).toContain(
      `data/products/ecm/personal-loans.json › record 1 (id ${other.id}) › id: expected an id used by no other card of ECM, got ${other.id} (also record 4 (id ${other.id}) of credit-cards.json)`,
    )
  })

  it('a file that no longer parses is named with where its JSON breaks', () => {
    writeFileSync(file('deposits'), '[{"id": 1,')
    const problems = checkChangedProducts(dataDir, ecm().config, new Set(['deposits']))
    expect(problems).toEqual([
      'data/products/ecm/deposits.json › expected valid JSON, got a syntax error at line 1, column 11 (Expected double-quoted property name)',
    ])
  })
})
