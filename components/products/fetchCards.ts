import type { ProductCard } from '../../domain/content/schemas'

/** Address of the static JSON of a vertical's cards that the build writes into the site. */
export function productFileUrl(verticalKey: string): string {
  return `/data/products/${verticalKey}.json`
}

/** Fetches the cards of some verticals from the site's static files; a vertical that fails to load is skipped. */
export async function fetchCards(verticalKeys: readonly string[]): Promise<{ verticalKey: string; card: ProductCard }[]> {
  const lists = await Promise.all(
    verticalKeys.map(async (verticalKey) => {
      try {
        const response = await fetch(productFileUrl(verticalKey))
        if (!response.ok) return []
        const cards = (await response.json()) as ProductCard[]
        return cards.map((card) => ({ verticalKey, card }))
      } catch {
        return []
      }
    }),
  )
  return lists.flat()
}
