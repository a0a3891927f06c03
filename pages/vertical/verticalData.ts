import type { ProductCard } from '../../domain/content/schemas'
import { cardFacts } from '../../domain/products/cardFacts'
import { cardsSpec, inFacet, verticalFacets, type Facet } from '../../domain/products/facets'
import { sortCards } from '../../domain/products/filterCards'
import type { ListSpec } from '../../domain/products/listSpec'
import type { PortalConfig, Vertical } from '../../domain/portal'
import type { Translate } from '../../components/translator'
import type { FeaturedItem } from '../../components/islands/FeaturedCarousel'
import { LIST_PAGE_SIZE, listPagePath, pageCount, type ListPaging } from '../../domain/products/listPaging'
import { featuredItems } from './featuredItems'

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

/** What a list page (a vertical's list or one of its facets, any of their pages) renders. */
export interface Data {
  head: { title: string; description: string; breadcrumbs: { name: string; path: string }[] }
  vertical: Vertical
  /** This page's cards, in the default order (at most LIST_PAGE_SIZE). */
  cards: ProductCard[]
  spec: ListSpec
  facets: FacetLink[]
  facet: FacetInfo | null
  paging: ListPaging
  /** The carousel's featured cards of the whole vertical. */
  featured: FeaturedItem[]
}

/** The parts of a list's pages that are the same on each of them. */
interface ListBase {
  vertical: Vertical
  spec: ListSpec
  facets: FacetLink[]
  facet: FacetInfo | null
  featured: FeaturedItem[]
  /** The list's path (its first page). */
  path: string
  /** The list's name in a page title or trail ("Credit Cards", "Credit Cards from BDO"). */
  name: string
  /** The first page's head. */
  head: Data['head']
}

/** Page `page` of a list whose ordered cards are `cards`: the first page's head, or a numbered head for a further page. */
function listPage(portal: PortalConfig, t: Translate, base: ListBase, cards: readonly ProductCard[], page: number): { url: string; data: Data } {
  const pages = pageCount(cards.length)
  const url = listPagePath(base.path, page)
  const from = (page - 1) * LIST_PAGE_SIZE
  const slice = cards.slice(from, from + LIST_PAGE_SIZE)
  const values = { list: base.name, brand: portal.brand, page, pages, from: from + 1, to: from + slice.length, count: cards.length }
  const head =
    page === 1
      ? base.head
      : {
          title: fittingTitle([t('products.list.pageTitle', values), t('products.list.pageTitle', { ...values, list: base.facet?.label ?? base.name })]),
          description: t('products.list.pageDescription', values),
          breadcrumbs: [...base.head.breadcrumbs, { name: t('products.list.page', { page }), path: url }],
        }
  const { vertical, spec, facets, facet, featured } = base
  return { url, data: { head, vertical, cards: slice, spec, facets, facet, featured, paging: { base: base.path, page, pages, total: cards.length } } }
}

/** Every page of a list: the first, then /page/2 ... */
function* listPagesOf(portal: PortalConfig, t: Translate, base: ListBase, cards: readonly ProductCard[]): Generator<{ url: string; data: Data }> {
  const pages = pageCount(cards.length)
  for (let page = 1; page <= pages; page++) yield listPage(portal, t, base, cards, page)
}

/** The parts of a vertical's own list (not a facet's) that each of its pages shares. */
function verticalBase(portal: PortalConfig, t: Translate, vertical: Vertical, cards: ProductCard[], spec: ListSpec, sorted: readonly ProductCard[]): ListBase {
  const name = t(`vertical.${vertical.key}.name`)
  // The name as it reads inside a sentence ('kartu kredit' in id-ID, where the name is 'Kartu kredit').
  const phrase = t(`vertical.${vertical.key}.phrase`)
  return {
    vertical,
    spec,
    facets: facetLinks(t, verticalFacets(vertical.path, spec)),
    facet: null,
    featured: featuredItems(sorted, portal, t),
    path: vertical.path,
    name,
    head: {
      title: t('products.list.title', { vertical: phrase, brand: portal.brand }),
      description: t('products.list.description', { vertical: phrase, brand: portal.brand, count: cards.length }),
      breadcrumbs: [{ name, path: vertical.path }],
    },
  }
}

/**
 * Page `page` (from 1) of a vertical's list: its cards in the default order, and the filters that fit
 * the whole list; null when the list has no such page.
 */
export function verticalData(portal: PortalConfig, t: Translate, vertical: Vertical, cards: ProductCard[], page = 1): Data | null {
  const spec = verticalSpec(cards)
  if (page < 1 || page > pageCount(cards.length)) return null
  const sorted = ordered(cards, spec)
  return listPage(portal, t, verticalBase(portal, t, vertical, cards, spec, sorted), sorted, page).data
}

/** The first description of 70 to 155 characters (a search snippet's length), else the shortest. */
function fittingDescription(candidates: string[]): string {
  return candidates.find((text) => text.length >= 70 && text.length <= 155) ?? [...candidates].sort((a, b) => a.length - b.length)[0] ?? ''
}

/** The first title that fits in TITLE_MAX characters (search results cut longer ones), else the last. */
function fittingTitle(candidates: string[]): string {
  return candidates.find((title) => title.length <= TITLE_MAX) ?? candidates.at(-1) ?? ''
}

/**
 * The lists of a vertical's facets (docs/decisions/013-facet-pages.md): the list narrowed to one provider
 * or one feature, with its own head and trail. A facet's cards are taken from the whole list in its
 * order (`sorted`): the sort orders by figure, then rank, then place in the file, so the cards of a
 * facet keep among themselves the order they would be sorted into on their own, and each card's facts
 * are worked out once, not once a facet (5,556 cards and some 40 facets a vertical at 50,000 a portal).
 */
function facetBases(
  portal: PortalConfig,
  t: Translate,
  vertical: Vertical,
  cards: ProductCard[],
  spec: ListSpec,
  sorted: readonly ProductCard[] = ordered(cards, spec),
): { base: ListBase; cards: ProductCard[] }[] {
  const name = t(`vertical.${vertical.key}.name`)
  const phrase = t(`vertical.${vertical.key}.phrase`)
  const facets = verticalFacets(vertical.path, spec)
  const links = facetLinks(t, facets)
  const facts = sorted.map(cardFacts)
  return facets.map((facet) => {
    const facetCards = sorted.filter((_, i) => inFacet(facts[i]!, facet))
    const label = facet.group === 'feature' ? t(`products.tag.${facet.value}`) : facet.value
    const heading =
      facet.group === 'provider'
        ? t('seo.facet.provider.heading', { vertical: name, provider: label })
        : t('seo.facet.feature.heading', { vertical: name, feature: label })
    // Headings and the short provider title start with the vertical's name; the sentences carry its phrase.
    const values = { vertical: phrase, provider: label, feature: label, brand: portal.brand, count: facetCards.length }
    const description = fittingDescription([t(`seo.facet.${facet.group}.description`, values), t(`seo.facet.${facet.group}.descriptionShort`, values)])
    // A provider's facet is titled apart from its products' pages ("Deposito dari BNI" is also a product).
    const titled =
      facet.group === 'provider'
        ? ['title', 'titleShort'].map((key) =>
            t(`seo.facet.provider.${key}`, { vertical: key === 'title' ? phrase : name, provider: label, brand: portal.brand }),
          )
        : []
    const title = fittingTitle([...titled, `${heading} | ${portal.brand}`, `${label} | ${portal.brand}`, label])
    return {
      cards: facetCards,
      base: {
        vertical,
        spec,
        facets: links,
        facet: { group: facet.group, value: facet.value, label, path: facet.path, heading },
        featured: featuredItems(facetCards, portal, t),
        path: facet.path,
        name: heading,
        head: {
          title,
          description,
          breadcrumbs: [
            { name, path: vertical.path },
            { name: label, path: facet.path },
          ],
        },
      },
    }
  })
}

/** Page `page` (from 1) of the facet list at `path`, or null when there is no such facet or page. */
export function facetData(portal: PortalConfig, t: Translate, vertical: Vertical, cards: ProductCard[], path: string, page = 1): Data | null {
  const found = facetBases(portal, t, vertical, cards, verticalSpec(cards)).find((item) => item.base.path === path)
  if (!found || page < 1 || page > pageCount(found.cards.length)) return null
  return listPage(portal, t, found.base, found.cards, page).data
}

/**
 * Every list page of a vertical, one at a time: its list's pages, then each facet's pages (first pages
 * before further ones, so a renderer meets each template's first page first).
 */
export function* verticalListPages(portal: PortalConfig, t: Translate, vertical: Vertical, cards: ProductCard[]): Generator<{ url: string; data: Data }> {
  const spec = verticalSpec(cards)
  const sorted = ordered(cards, spec)
  yield* listPagesOf(portal, t, verticalBase(portal, t, vertical, cards, spec, sorted), sorted)
  for (const { base, cards: facetCards } of facetBases(portal, t, vertical, cards, spec, sorted)) yield* listPagesOf(portal, t, base, facetCards)
}

/** The first pages only (the vertical's list, then its facets): what vike prerenders as the templates' samples. */
export function* verticalFirstPages(portal: PortalConfig, t: Translate, vertical: Vertical, cards: ProductCard[]): Generator<{ url: string; data: Data }> {
  for (const page of verticalListPages(portal, t, vertical, cards)) if (page.data.paging.page === 1) yield page
}
