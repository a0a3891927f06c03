import type { ProductCard } from '../../domain/content/schemas'
import { cardFacts } from '../../domain/products/cardFacts'
import { cardsSpec, inFacet, verticalFacets, type Facet } from '../../domain/products/facets'
import { sortCards } from '../../domain/products/filterCards'
import type { ListSpec } from '../../domain/products/listSpec'
import type { PortalConfig, Vertical } from '../../domain/portal'
import type { Translate } from '../../components/translator'

const TITLE_MAX = 60

/** A facet's links on its list page: its name (provider, or the feature's label) and its page. */
export interface FacetLink {
  group: Facet['group']
  label: string
  path: string
}

/** The page a list narrowed to one facet is: its facet, heading and the link back to the whole list. */
export interface FacetInfo {
  group: Facet['group']
  value: string
  /** The provider's name or the feature's label. */
  label: string
  path: string
  heading: string
}

function facetLinks(t: Translate, facets: readonly Facet[]): FacetLink[] {
  return facets.map((facet) => ({ group: facet.group, label: facet.group === 'feature' ? t(`products.tag.${facet.value}`) : facet.value, path: facet.path }))
}

function ordered(cards: ProductCard[], spec: ListSpec): ProductCard[] {
  const facts = cards.map(cardFacts)
  return sortCards(facts, spec, spec.sorts[0]?.id ?? '')
    .map((i) => cards[i])
    .filter((c): c is ProductCard => c !== undefined)
}

/** The filter spec of a vertical's whole list (the facet pages use it too, so their form offers every option). */
export function verticalSpec(cards: ProductCard[]): ListSpec {
  return cardsSpec(cards)
}

/** What a vertical's list page renders: its cards in the default order, and the filters that fit them. */
export function verticalData(portal: PortalConfig, t: Translate, vertical: Vertical, cards: ProductCard[]) {
  const spec = verticalSpec(cards)
  // The prerendered list is the unfiltered list in the default sort; the island re-sorts in place.
  const name = t(`vertical.${vertical.key}.name`)
  return {
    head: {
      title: t('products.list.title', { vertical: name, brand: portal.brand }),
      description: t('products.list.description', { vertical: name, brand: portal.brand, count: cards.length }),
      breadcrumbs: [{ name, path: vertical.path }],
    },
    vertical,
    cards: ordered(cards, spec),
    spec,
    facets: facetLinks(t, verticalFacets(vertical.path, spec)),
    facet: null as FacetInfo | null,
  }
}
export type Data = ReturnType<typeof verticalData>

/** The first description of 70 to 155 characters (a search snippet's length), else the shortest. */
function fittingDescription(candidates: string[]): string {
  return candidates.find((text) => text.length >= 70 && text.length <= 155) ?? [...candidates].sort((a, b) => a.length - b.length)[0] ?? ''
}

/** The first title that fits in TITLE_MAX characters (search results cut longer ones), else the last. */
function fittingTitle(candidates: string[]): string {
  return candidates.find((title) => title.length <= TITLE_MAX) ?? candidates.at(-1) ?? ''
}

/**
 * The pages of a vertical's facets (docs/decisions/013-facet-pages.md): the list narrowed to one
 * provider or one feature, its cards baked in, with its own head and trail.
 */
export function facetPages(portal: PortalConfig, t: Translate, vertical: Vertical, cards: ProductCard[]): { url: string; data: Data }[] {
  const spec = verticalSpec(cards)
  const name = t(`vertical.${vertical.key}.name`)
  const facets = verticalFacets(vertical.path, spec)
  const links = facetLinks(t, facets)
  return facets.map((facet) => {
    const facetCards = cards.filter((card) => inFacet(cardFacts(card), facet))
    const label = facet.group === 'feature' ? t(`products.tag.${facet.value}`) : facet.value
    const heading =
      facet.group === 'provider'
        ? t('seo.facet.provider.heading', { vertical: name, provider: label })
        : t('seo.facet.feature.heading', { vertical: name, feature: label })
    const values = { vertical: name, provider: label, feature: label, brand: portal.brand, count: facetCards.length }
    const description = fittingDescription([t(`seo.facet.${facet.group}.description`, values), t(`seo.facet.${facet.group}.descriptionShort`, values)])
    // A provider's facet is titled apart from its products' pages ("Deposito dari BNI" is also a product).
    const titled =
      facet.group === 'provider'
        ? ['title', 'titleShort'].map((key) => t(`seo.facet.provider.${key}`, { vertical: name, provider: label, brand: portal.brand }))
        : []
    const title = fittingTitle([...titled, `${heading} | ${portal.brand}`, `${label} | ${portal.brand}`, label])
    return {
      url: facet.path,
      data: {
        head: {
          title,
          description,
          breadcrumbs: [
            { name, path: vertical.path },
            { name: label, path: facet.path },
          ],
        },
        vertical,
        cards: ordered(facetCards, spec),
        spec,
        facets: links,
        facet: { group: facet.group, value: facet.value, label, path: facet.path, heading },
      },
    }
  })
}
