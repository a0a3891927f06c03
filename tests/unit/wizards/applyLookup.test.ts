import { gzipSync } from 'node:zlib'
import { describe, expect, test } from 'vitest'
import { applyEntry, applyShardFiles, applyShardOf, readShard } from '../../../domain/wizards/applyLookup'
import { parseWizardQuery } from '../../../domain/products/applyLink'

type Card = { id: number; name: string; provider: string; providerCode?: string; slug: string; contractType: 'loan'; perks: string[]; description: string }

// 50,000 synthetic products (docs/benchmarks.md's size of a portal), ids 1,000 to 50,999, each with long texts the lookup must leave out.
function syntheticCards(count: number): Card[] {
  return Array.from({ length: count }, (_, i) => ({
    id: 1000 + i,
    name: `Synthetic Loan ${i}`,
    provider: `Bank ${i % 40}`,
    ...(i % 7 === 0 ? { providerCode: 'aub' } : {}),
    slug: `synthetic-loan-${i}`,
    contractType: 'loan',
    perks: ['A perk of some length that the wizard never shows', 'Another perk'],
    description: 'x'.repeat(300),
  }))
}

describe('the wizard’s product lookup (docs/data.md#the-wizards-product-lookup)', () => {
  test('128 files, every product found in the file of its id, with only what the wizard shows and sends', () => {
    const cards = syntheticCards(50_000)
    const files = applyShardFiles(cards.map((card) => applyEntry(card, 'personal-loans')))
    expect(files).toHaveLength(128)
    expect(new Set(files.map((file) => file.path)).size).toBe(128)
    const byPath = new Map(files.map((file) => [file.path, new Map(readShard(JSON.parse(file.json)).map((item) => [item.id, item]))]))
    for (const card of cards) {
      const entry = byPath.get(`data/apply/${card.id % 128}.json`)!.get(card.id)
      expect(entry).toEqual({
        id: card.id,
        name: card.name,
        provider: card.provider,
        ...(card.providerCode ? { providerCode: card.providerCode } : {}),
        vertical: 'personal-loans',
        slug: card.slug,
        contractType: 'loan',
      })
    }
    expect([...byPath.values()].reduce((sum, shard) => sum + shard.size, 0)).toBe(50_000)
    // One small request on a phone at 50,000 products (a vertical's whole file is megabytes): under 64 kB, under 16 kB compressed.
    const largest = Math.max(...files.map((file) => Buffer.byteLength(file.json)))
    expect(largest).toBeLessThan(64_000)
    expect(Math.max(...files.map((file) => gzipSync(file.json).length))).toBeLessThan(16_000)
  })

  test('an empty shard is still written, as []: a removed product leaves no stale file', () => {
    const files = applyShardFiles([applyEntry({ id: 128 * 3 + 5, name: 'A', provider: 'B', slug: 'a', contractType: 'deposit' }, 'deposits')])
    expect(files.filter((file) => file.json === '[]')).toHaveLength(127)
    expect(files[5]!.json).toContain('"id":389')
    expect(applyShardOf(389)).toBe(5)
  })

  test('a shard in another shape reads as no products, never a crash', () => {
    expect(readShard({ error: 'not found' })).toEqual([])
    expect(readShard([{ id: '1' }, null, 3])).toEqual([])
  })
})

describe('a wizard address read hostile (parseWizardQuery)', () => {
  test.each([
    ['?companyproductId=abc&type=loan', null],
    ['?companyproductId=99999999999999999999&type=loan', null],
    ['?companyproductId=1e3&type=loan', null],
    ['?companyproductId=0&type=loan', null],
    ['?companyproductId=%3Cscript%3E&type=loan', null],
    ['?companyproductId=12&companyproductId=13&type=loan', { id: 12, contractType: 'loan' }],
    ['?companyproductId=1201', { id: 1201, contractType: '' }],
  ])('%s', (query, expected) => {
    expect(parseWizardQuery(query)).toEqual(expected)
  })
})
