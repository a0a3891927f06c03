/** What the home page's trust line says about the catalogue (docs/layout.md, rule 13). */
export interface CatalogueCounts {
  /** Product cards of every vertical of the portal. */
  products: number
  /** Distinct providers (banks and insurers) among them, by name. */
  providers: number
}

/** Counts the cards and their distinct providers, across every vertical's list. */
export function catalogueCounts(lists: Iterable<readonly { provider: string }[]>): CatalogueCounts {
  let products = 0
  const providers = new Set<string>()
  for (const cards of lists) {
    products += cards.length
    for (const card of cards) providers.add(card.provider.trim())
  }
  return { products, providers: providers.size }
}

/** A count as the home page says it: exact below 20, else rounded down to ten ("140+"). */
export interface TrustFigure {
  shown: number
  /** True when the real count is above the shown one. */
  more: boolean
}

function figure(count: number): TrustFigure {
  const shown = count < 20 ? count : Math.floor(count / 10) * 10
  return { shown, more: shown < count }
}

/**
 * The trust line's figures: rounded down to ten, so that adding or removing a product rarely changes
 * the home page, and the catalogue's update in place (decision 024) seldom needs a whole build.
 */
export function trustFigures(counts: CatalogueCounts): { products: TrustFigure; providers: TrustFigure } {
  return { products: figure(counts.products), providers: figure(counts.providers) }
}
