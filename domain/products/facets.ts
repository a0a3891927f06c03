import type { ProductCard } from '../content/schemas'
import { cardFacts, type CardFacts } from './cardFacts'
import { rangeDefault } from './filterCards'
import { listSpec, type ListSpec } from './listSpec'

/**
 * Facet pages (docs/decisions/013-facet-pages.md): a prerendered page of a vertical's list narrowed to
 * one provider or one feature, at `{vertical path}/{slug}` (/credit-cards/bdo, /personal-loans/ofw).
 * Facets come from the list's own filter groups (the provider select and the feature checkboxes), so
 * every facet has at least one card, and a provider with no cards has no page.
 */
export interface Facet {
  /** The filter group the facet is one option of: 'provider' (select) or 'feature' (checkboxes). */
  group: 'provider' | 'feature'
  /** The option's value in the filter form (provider name, tag). */
  value: string
  /** URL segment: lowercase ASCII letters, digits and single hyphens. */
  slug: string
  /** The facet page's path. */
  path: string
}

/** A URL-safe, stable slug of a name: "BPI/MS Insurance" -> "bpi-ms-insurance", "Bank Mandiri (Persero)" -> "bank-mandiri-persero". */
export function facetSlug(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

/**
 * The facets of a vertical's list: one per provider of its provider group and one per feature of its
 * feature group. Throws when two facets would share a path (two providers whose names slug alike, or
 * a provider named like a feature), so a slug never silently points at another facet.
 */
export function verticalFacets(verticalPath: string, spec: ListSpec): Facet[] {
  const facets: Facet[] = []
  for (const group of spec.groups) {
    if (group.kind === 'select' && group.id === 'provider') {
      for (const value of group.options) facets.push({ group: 'provider', value, slug: facetSlug(value), path: '' })
    } else if (group.kind === 'checkbox' && group.id === 'feature') {
      for (const value of group.options) facets.push({ group: 'feature', value, slug: facetSlug(value), path: '' })
    }
  }
  const seen = new Map<string, string>()
  for (const facet of facets) {
    if (facet.slug === '') throw new Error(`${verticalPath}: the ${facet.group} "${facet.value}" has no usable letters for a facet address`)
    const other = seen.get(facet.slug)
    if (other !== undefined)
      throw new Error(`${verticalPath}: the ${facet.group} "${facet.value}" and "${other}" would share the facet address ${verticalPath}/${facet.slug}`)
    seen.set(facet.slug, facet.value)
    facet.path = `${verticalPath}/${facet.slug}`
  }
  return facets
}

/** Whether a card belongs on a facet's page. */
export function inFacet(card: CardFacts, facet: Facet): boolean {
  return facet.group === 'provider' ? card.provider === facet.value : card.tags.includes(facet.value)
}

/**
 * What the static server (and a CDN function) needs to send a filter form submitted without
 * JavaScript to a facet page: per list path, the form's values that mean "no filter" (a range's
 * number field at its default, digits only) and the facets.
 */
export interface FacetList {
  path: string
  /** Form fields whose value (digits only) keeps every card: the range groups at their default. */
  defaults: Record<string, string>
  /** The default sort order (a submitted sort equal to it is not carried to the facet page). */
  sort: string
  facets: { name: string; value: string; path: string }[]
}

export function facetList(verticalPath: string, spec: ListSpec): FacetList {
  const defaults: Record<string, string> = {}
  for (const group of spec.groups) if (group.kind === 'range') defaults[group.id] = String(rangeDefault(group))
  return {
    path: verticalPath,
    defaults,
    sort: spec.sorts[0]?.id ?? '',
    facets: verticalFacets(verticalPath, spec).map((facet) => ({ name: facet.group, value: facet.value, path: facet.path })),
  }
}

/**
 * Where a GET of a list page with a query goes: the facet page when the query chooses exactly one
 * provider or one feature and nothing else (empty fields, a range at its default and the sort do not
 * count; a sort other than the default is kept as ?sort=), else null (the list page itself).
 */
export function facetRedirect(lists: readonly FacetList[], path: string, search: string): string | null {
  const list = lists.find((item) => item.path === path)
  if (!list || search === '' || search === '?') return null
  const params = new URLSearchParams(search)
  let sort = ''
  const chosen: [string, string][] = []
  for (const [name, value] of params) {
    if (name === 'sort') {
      sort = value
      continue
    }
    if (value === '') continue
    const fallback = list.defaults[name]
    if (fallback !== undefined && value.replace(/\D/g, '') === fallback) continue
    chosen.push([name, value])
  }
  if (chosen.length !== 1) return null
  const [name, value] = chosen[0]!
  const facet = list.facets.find((item) => item.name === name && item.value === value)
  if (!facet) return null
  return sort !== '' && sort !== list.sort ? `${facet.path}?sort=${encodeURIComponent(sort)}` : facet.path
}

/**
 * The same table as a Netlify-syntax _redirects file (one line per facet, matched on its query
 * parameter). Netlify matches a rule when the named parameter is present, whatever else the query
 * holds, so there a combined choice lands on a facet of one of its values; the reference behaviour is
 * facetRedirect (scripts/servers/serve.ts), which a CDN function can run as it is.
 */
export function redirectsFile(lists: readonly FacetList[]): string {
  const lines = ['# Filter form without JavaScript: one provider or one feature -> its facet page (docs/decisions/013-facet-pages.md).']
  for (const list of lists) {
    for (const facet of list.facets) lines.push(`${list.path} ${facet.name}=${encodeURIComponent(facet.value)} ${facet.path} 302`)
  }
  return `${lines.join('\n')}\n`
}

/** The filter spec of a vertical's whole list (its page, its facet pages and the redirect table use it). */
export function cardsSpec(cards: readonly ProductCard[]): ListSpec {
  return listSpec(cards[0]?.contractType ?? 'loan', cards.map(cardFacts))
}
