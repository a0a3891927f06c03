import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { CARD_NETWORKS, PREMIUM_PERIODS, PRODUCT_TAGS, RATE_BASES } from '../../../../domain/content/schemas'

// The list pages label every tag a card may carry; a tag added to the schema without a label
// would stop the build of the page that shows it.
const fragments = {
  'en-PH': JSON.parse(readFileSync('data/messages/parts/products.en-PH.json', 'utf8')) as Record<string, string>,
  'id-ID': JSON.parse(readFileSync('data/messages/parts/products.id-ID.json', 'utf8')) as Record<string, string>,
}

describe('product messages', () => {
  it('have the same keys in both languages', () => {
    expect(Object.keys(fragments['id-ID']).sort()).toEqual(Object.keys(fragments['en-PH']).sort())
  })
  it.each(Object.entries(fragments))('%s labels every product tag of the schema', (_locale, messages) => {
    expect(PRODUCT_TAGS.filter((tag) => messages[`products.tag.${tag}`] === undefined)).toEqual([])
  })
  it.each(Object.entries(fragments))('%s labels every rate basis, premium period and card network of the schema', (_locale, messages) => {
    const keys = [
      ...RATE_BASES.map((basis) => `products.rate.${basis}`),
      ...PREMIUM_PERIODS.map((period) => `products.premium.${period}`),
      ...CARD_NETWORKS.map((network) => `products.network.${network}`),
    ]
    expect(keys.filter((key) => messages[key] === undefined)).toEqual([])
  })
})
