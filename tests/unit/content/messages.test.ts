import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { CARD_NETWORKS, CONTRACT_TYPES, PREMIUM_PERIODS, PRODUCT_TAGS, RATE_BASES } from '../../../domain/content/schemas'

const en = JSON.parse(readFileSync('data/messages/parts/content.en-PH.json', 'utf8')) as Record<string, string>
const id = JSON.parse(readFileSync('data/messages/parts/content.id-ID.json', 'utf8')) as Record<string, string>

describe('content message fragments', () => {
  it('have the same keys in both languages', () => {
    expect(Object.keys(id).sort()).toEqual(Object.keys(en).sort())
  })

  it.each([
    ['content.tag', PRODUCT_TAGS],
    ['content.contractType', CONTRACT_TYPES],
    ['content.rate', RATE_BASES],
    ['content.premium', PREMIUM_PERIODS],
    ['content.network', CARD_NETWORKS],
  ])('label every value of %s', (prefix, values) => {
    for (const value of values) {
      expect(en[`${prefix}.${value}`], `${prefix}.${value}`).toBeTruthy()
      expect(id[`${prefix}.${value}`], `${prefix}.${value}`).toBeTruthy()
    }
  })
})
