import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { catalogueCounts, trustFigures } from '../../../../domain/products/catalogueCounts'
import { productCounts } from '../../../../scripts/pipeline/buildState'
import { loadPortals } from '../../../../content/portals'

// The home page's trust line (docs/layout.md, rule 13): how many products and providers are compared.
describe('catalogue counts', () => {
  test('counts every card, and each provider once (by name, spaces trimmed)', () => {
    expect(catalogueCounts([[{ provider: 'BDO' }, { provider: 'BPI' }], [{ provider: 'BDO ' }], []])).toEqual({ products: 3, providers: 2 })
  })

  test('shown exact below 20, from 20 on rounded down to ten with a plus', () => {
    expect(trustFigures({ products: 19, providers: 20 })).toEqual({ products: { shown: 19, more: false }, providers: { shown: 20, more: false } })
    expect(trustFigures({ products: 147, providers: 52 })).toEqual({ products: { shown: 140, more: true }, providers: { shown: 50, more: true } })
  })

  test.each(['ecm', 'ckj'])('%s: the build state records the figures of the product files as shown', (folder) => {
    const env = loadPortals('data').find((portal) => portal.folder === folder)!
    const cards = env.config.verticals.flatMap(
      (vertical) => JSON.parse(readFileSync(join('data', 'products', folder, `${vertical.key}.json`), 'utf8')) as { provider: string }[],
    )
    const providers = new Set(cards.map((card) => card.provider)).size
    expect(productCounts('data', folder, env.config)).toEqual({ products: cards.length - (cards.length % 10), providers: providers - (providers % 10) })
  })
})
