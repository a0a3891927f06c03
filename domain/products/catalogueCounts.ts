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
