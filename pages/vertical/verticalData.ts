import type { ProductCard } from '../../domain/content/schemas'
import { cardFacts } from '../../domain/products/cardFacts'
import { sortCards } from '../../domain/products/filterCards'
import { listSpec } from '../../domain/products/listSpec'
import type { PortalConfig, Vertical } from '../../domain/portal'
import type { Translate } from '../../components/translator'

/** What a vertical's list page renders: its cards in the default order, and the filters that fit them. */
export function verticalData(portal: PortalConfig, t: Translate, vertical: Vertical, cards: ProductCard[]) {
  const facts = cards.map(cardFacts)
  const contractType = cards[0]?.contractType ?? 'loan'
  const spec = listSpec(contractType, facts)
  // The prerendered list is the unfiltered list in the default sort; the island re-sorts in place.
  const sorted = sortCards(facts, spec, spec.sorts[0]?.id ?? '').map((i) => cards[i]).filter((c): c is ProductCard => c !== undefined)
  const name = t(`vertical.${vertical.key}.name`)
  return {
    head: { title: t('products.list.title', { vertical: name, brand: portal.brand }), description: t('products.list.description', { vertical: name, brand: portal.brand, count: cards.length }) },
    vertical,
    cards: sorted,
    spec,
  }
}
export type Data = ReturnType<typeof verticalData>
