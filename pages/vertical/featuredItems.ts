import type { FeaturedItem } from '../../components/islands/FeaturedCarousel'
import { FEATURED_SKIPS_TOP } from '../../components/products/featuredFollow'
import { figureRows } from '../../components/products/figureRows'
import type { Translate } from '../../components/translator'
import type { ProductCard } from '../../domain/content/schemas'
import { rankBadge } from '../../domain/products/rankBadge'
import type { PortalConfig } from '../../domain/portal'

/** Slides a carousel holds at most: a catalogue with thousands of featured cards still gets a light carousel. */
const FEATURED_MAX = 10

/**
 * The first featured cards (at most FEATURED_MAX) as small, preformatted carousel props (the island gets
 * strings, not cards), given the cards in the list's order: those of the list's top row are drawn
 * hidden, the list shows them right below; the filter island shows them when the list moves them down (decision 069).
 */
export function featuredItems(cards: readonly ProductCard[], portal: PortalConfig, t: Translate): FeaturedItem[] {
  return cards
    .map((card, position) => ({ card, atTop: position < FEATURED_SKIPS_TOP }))
    .filter(({ card }) => card.featured)
    .slice(0, FEATURED_MAX)
    .map(({ card, atTop }) => ({
      id: card.id,
      name: card.name,
      provider: card.provider,
      ...(card.logoUrl === undefined ? {} : { logoUrl: card.logoUrl }),
      href: `${portal.paths.products}/${card.slug}`,
      figures: figureRows(card, portal, t, 'card')
        .slice(0, 2)
        .map(({ label, value }) => ({ label, value })),
      topText: t('products.rank.top', { percent: rankBadge(card.rankPercent).topPercent }),
      ...(atTop ? { atTop } : {}),
    }))
}
