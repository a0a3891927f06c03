// npm run regenerate's compare step (content/snapshot.ts comparableSnapshots): both snapshots read
// without a second check, product files that are byte for byte the same skipped, and the result the
// same as comparing the two fully loaded snapshots card by card.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { comparableSnapshots, loadSnapshot } from '../../../content/snapshot'
import { diffSnapshots } from '../../../domain/content/snapshotDiff'

let work: string
const beforeDir = () => join(work, 'before')
const afterDir = () => join(work, 'after')

function editJson<T>(file: string, edit: (value: T) => T, space?: number): void {
  writeFileSync(file, JSON.stringify(edit(JSON.parse(readFileSync(file, 'utf8')) as T), null, space))
}

beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'comparable-snapshots-'))
  cpSync('data', beforeDir(), { recursive: true })
  cpSync('data', afterDir(), { recursive: true })
  const products = (portal: string, vertical: string) => join(afterDir(), 'products', portal, `${vertical}.json`)
  type Card = { id: number; name: string }
  // A renamed card, a removed card, and a file written anew with the same cards (other bytes, no change).
  editJson<Card[]>(products('ecm', 'credit-cards'), (cards) => cards.map((card, i) => (i === 2 ? { ...card, name: `${card.name} Gold` } : card)))
  editJson<Card[]>(products('ckj', 'personal-loans'), (cards) => cards.slice(1))
  editJson<Card[]>(products('ckj', 'deposits'), (cards) => cards, 4)
  // A renamed province.
  editJson<{ ProvinceId: string; DisplayedName: string }[]>(join(afterDir(), 'lookups', 'ecm', 'provinces.json'), (list) =>
    list.map((province, i) => (i === 0 ? { ...province, DisplayedName: `${province.DisplayedName} (renamed)` } : province)),
  )
})

afterAll(() => rmSync(work, { recursive: true, force: true }))

describe('comparableSnapshots', () => {
  test('gives the same comparison as the two snapshots loaded and checked in full', async () => {
    const { before, after } = await comparableSnapshots(beforeDir(), afterDir())
    const quick = diffSnapshots(before, after)
    const full = diffSnapshots(await loadSnapshot(beforeDir()), await loadSnapshot(afterDir()))
    expect(quick).toEqual(full)
    expect(quick.portals.map((p) => [p.portal, p.products.changed.length, p.products.removed.length, p.lookups.map((l) => l.lookup)])).toEqual([
      // A region's value names its province (domain/content/snapshotDiff.ts): the regions of the renamed one change too.
      ['ecm', 1, 0, ['provinces', 'regions']],
      ['ckj', 0, 1, []],
    ])
  })

  test('reads only the product files whose bytes differ card by card; the others count as unchanged', async () => {
    const { before, after } = await comparableSnapshots(beforeDir(), afterDir())
    expect(Object.keys(after.ecm!.products)).toEqual(['credit-cards'])
    expect(Object.keys(after.ckj!.products).sort()).toEqual(['deposits', 'personal-loans'])
    expect(Object.keys(before.ckj!.products).sort()).toEqual(['deposits', 'personal-loans'])
    const loaded = await loadSnapshot(afterDir())
    const cardsOutside = (portal: 'ecm' | 'ckj', read: string[]) =>
      Object.entries(loaded[portal]!.products)
        .filter(([key]) => !read.includes(key))
        .reduce((sum, [, cards]) => sum + cards.length, 0)
    expect(after.ecm!.identicalCards).toBe(cardsOutside('ecm', ['credit-cards']))
    expect(after.ckj!.identicalCards).toBe(cardsOutside('ckj', ['deposits', 'personal-loans']))
  })
})
