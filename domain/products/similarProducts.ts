import type { ProductCard } from '../content/schemas'

/** How many similar products a product page lists (decision 064): 4, or fewer when the vertical has fewer others. */
export const SIMILAR_COUNT = 4

/**
 * The figure a vertical's products are compared by on a product page's "Similar products": the annual
 * fee of a card, the rate of a loan (as stated: a vertical's loans share a basis), the premium of a
 * policy for a year (a month's premium × 12; a trip's as it is) and the rate of a deposit.
 */
export function keyFigure(card: ProductCard): number {
  switch (card.contractType) {
    case 'credit-card':
      return card.annualFee
    case 'loan':
      return card.interestRatePct
    case 'insurance':
      return card.premiumPeriod === 'month' ? card.premium * 12 : card.premium
    case 'deposit':
      return card.depositRatePct
  }
}

/** A vertical's cards ordered by their key figure, once, for any number of similarTo calls. */
export interface SimilarIndex {
  /** The cards by ascending key figure, ties by id. */
  sorted: readonly ProductCard[]
  figures: readonly number[]
  /** Position in `sorted` by card id. */
  position: ReadonlyMap<number, number>
  /** The spread of the key figure in the vertical (max - min), 1 when all are equal. */
  spread: number
}

export function similarIndex(cards: readonly ProductCard[]): SimilarIndex {
  const sorted = [...cards].sort((a, b) => keyFigure(a) - keyFigure(b) || a.id - b.id)
  const figures = sorted.map(keyFigure)
  const spread = figures.length > 0 ? figures[figures.length - 1]! - figures[0]! : 0
  return { sorted, figures, position: new Map(sorted.map((card, i) => [card.id, i])), spread: spread > 0 ? spread : 1 }
}

/**
 * The distance of two products of a vertical: the difference of their key figures as a share of the
 * vertical's spread, plus the difference of their ratings as a share of the 5 stars. 0 is the same.
 */
export function similarity(a: ProductCard, b: ProductCard, spread: number): number {
  return Math.abs(keyFigure(a) - keyFigure(b)) / spread + Math.abs(a.rating - b.rating) / 5
}

/**
 * The `count` products of the vertical nearest to `card` (similarity above), nearest first; equal
 * distances by higher rating, then lower id, so the choice is the same on every build. The card
 * itself is never among them. Walks outwards from the card's place in the index and stops a side once
 * its key figure alone is farther than the farthest kept: the same answer as comparing every pair.
 */
export function similarTo(index: SimilarIndex, card: ProductCard, count = SIMILAR_COUNT): ProductCard[] {
  const at = index.position.get(card.id)
  if (at === undefined) return []
  const own = index.figures[at]!
  const kept: { card: ProductCard; distance: number }[] = []
  const before = (a: { card: ProductCard; distance: number }, b: { card: ProductCard; distance: number }) =>
    a.distance - b.distance || b.card.rating - a.card.rating || a.card.id - b.card.id
  const consider = (other: ProductCard) => {
    const entry = { card: other, distance: similarity(card, other, index.spread) }
    if (kept.length === count && before(entry, kept[count - 1]!) >= 0) return
    kept.push(entry)
    kept.sort(before)
    if (kept.length > count) kept.pop()
  }
  // The farthest a candidate may be on the key figure alone and still be kept.
  const reach = () => (kept.length < count ? Infinity : kept[count - 1]!.distance)
  let left = at - 1
  let right = at + 1
  while (left >= 0 || right < index.sorted.length) {
    const leftGap = left >= 0 ? (own - index.figures[left]!) / index.spread : Infinity
    const rightGap = right < index.sorted.length ? (index.figures[right]! - own) / index.spread : Infinity
    // A gap equal to the reach may still win a tie on rating or id, so only a larger one stops.
    if (Math.min(leftGap, rightGap) > reach()) break
    if (leftGap <= rightGap) consider(index.sorted[left--]!)
    else consider(index.sorted[right++]!)
  }
  return kept.map((entry) => entry.card)
}
