import type { ProductCard } from '../../domain/content/schemas'
import type { Vertical } from '../../domain/portal'
import type { PageHead } from '../../renderer/types'
import { portal, t } from '../serverPortal'

/** A product page's data: its head texts, its card and its vertical (shared by vike's prerender and the build's page loop). */
export function productPageData(card: ProductCard, vertical: Vertical): { head: PageHead; card: ProductCard; vertical: Vertical } {
  return {
    head: {
      title: t('products.page.title', { name: card.name, provider: card.provider, brand: portal.brand }),
      description: card.description,
    },
    card,
    vertical,
  }
}

/** The address of a product's page on this portal. */
export function productPagePath(card: ProductCard): string {
  return `${portal.paths.products}/${card.slug}`
}
