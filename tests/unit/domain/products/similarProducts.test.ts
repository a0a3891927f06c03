import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import type { ProductCard } from '../../../../domain/content/schemas'
import { similarIndex, similarTo } from '../../../../domain/products/similarProducts'

// Decision 064: a product page's "Similar products" are the 4 nearest of its vertical by the vertical's
// key figure (a card's annual fee, a loan's rate, a policy's premium a year, a deposit's rate) and the
// rating: |figure difference| / (the vertical's max - min) + |rating difference| / 5, ties by higher
// rating, then lower id. The reference below compares every pair, written out here on its own.

function figureOf(card: ProductCard): number {
  if (card.contractType === 'credit-card') return card.annualFee
  if (card.contractType === 'loan') return card.interestRatePct
  if (card.contractType === 'insurance') return card.premiumPeriod === 'month' ? card.premium * 12 : card.premium
  return card.depositRatePct
}

function everyPair(card: ProductCard, cards: readonly ProductCard[], count = 4): number[] {
  const figures = cards.map(figureOf)
  const spread = Math.max(...figures) - Math.min(...figures) || 1
  return cards
    .filter((other) => other.id !== card.id)
    .map((other) => ({ other, d: Math.abs(figureOf(card) - figureOf(other)) / spread + Math.abs(card.rating - other.rating) / 5 }))
    .sort((a, b) => a.d - b.d || b.other.rating - a.other.rating || a.other.id - b.other.id)
    .slice(0, count)
    .map((entry) => entry.other.id)
}

function cardWith(id: number, annualFee: number, rating: number): ProductCard {
  return { id, contractType: 'credit-card', annualFee, rating } as ProductCard
}

describe('similar products (domain/products/similarProducts.ts)', () => {
  it('picks the nearest by fee and rating, worked by hand', () => {
    // Fees 0 to 4,000 (spread 4,000). From card 1 (1,500, 4.0):
    // 2 (1,600, 4.0): 0.025; 3 (1,500, 3.0): 0.2; 4 (0, 4.5): 0.375 + 0.1 = 0.475;
    // 5 (4,000, 4.0): 0.625; 6 (2,500, 5.0): 0.25 + 0.2 = 0.45.
    const cards = [cardWith(1, 1500, 4), cardWith(2, 1600, 4), cardWith(3, 1500, 3), cardWith(4, 0, 4.5), cardWith(5, 4000, 4), cardWith(6, 2500, 5)]
    expect(similarTo(similarIndex(cards), cards[0]!).map((c) => c.id)).toEqual([2, 3, 6, 4])
    expect(similarTo(similarIndex(cards), cards[0]!, 2).map((c) => c.id)).toEqual([2, 3])
  })

  it('breaks a tie by the higher rating, then the lower id', () => {
    // From card 1 (1,000, 4.0), spread 2,000: 2 (1,000, 3.5) and 3 (1,000, 4.5) are both 0.1 away; 4 and 5 (2,000, 4.0) both 0.5.
    const cards = [cardWith(1, 1000, 4), cardWith(5, 2000, 4), cardWith(2, 1000, 3.5), cardWith(3, 1000, 4.5), cardWith(4, 2000, 4), cardWith(6, 0, 4)]
    expect(similarTo(similarIndex(cards), cards[0]!).map((c) => c.id)).toEqual([3, 2, 4, 5])
  })

  it('gives fewer when the vertical has fewer others, never the product itself', () => {
    const cards = [cardWith(1, 0, 4), cardWith(2, 100, 4), cardWith(3, 200, 4)]
    expect(similarTo(similarIndex(cards), cards[1]!).map((c) => c.id)).toEqual([1, 3])
    expect(similarTo(similarIndex([cards[0]!]), cards[0]!)).toEqual([])
  })

  it.each(['ecm', 'ckj'])('is the same as comparing every pair, for every product of %s', (portal) => {
    for (const file of readdirSync(`data/products/${portal}`).filter((name) => name.endsWith('.json'))) {
      const cards = JSON.parse(readFileSync(`data/products/${portal}/${file}`, 'utf8')) as ProductCard[]
      const index = similarIndex(cards)
      for (const card of cards) {
        const picked = similarTo(index, card).map((c) => c.id)
        expect(picked, `${file} ${card.slug}`).toEqual(everyPair(card, cards))
        expect(picked.length, file).toBe(Math.min(4, cards.length - 1))
        expect(picked, file).not.toContain(card.id)
      }
    }
  })
})
