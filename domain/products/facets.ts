import type { ProductCard } from '../content/schemas'
import { cardFacts, type CardFacts } from './cardFacts'
import { rangeDefault } from './filterCards'
import { checkboxField, facetSlug } from './formFields'
import { listSpec, type ListSpec } from './listSpec'

export { facetSlug }

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
 * What the CDN needs to send a filter form submitted without JavaScript to a facet page: per list
 * path, the form's values that mean "no filter" and the facets. The Cloudflare worker (cdn/worker.ts)
 * and `npm start`'s server run facetRedirect over it; Netlify's rules are written from it
 * (netlifyFacetRules).
 */
export interface FacetList {
  path: string
  /** Form fields whose value (digits only) keeps every card: the range groups at their default. */
  defaults: Record<string, string>
  /** The default sort order (a submitted sort equal to it is not carried to the facet page). */
  sort: string
  facets: { name: string; value: string; path: string }[]
  /** The no-JavaScript form's other fields, as it sends them untouched (for rules that match literally). */
  form: FacetForm
}

export interface FacetForm {
  /** The select's field (the provider), when the list has one; it sends '' for "all". */
  select: string | null
  /** Every checkbox option's own field (`feature.ofw`); a checked one sends CHECKED. */
  checkboxes: string[]
  /** The radio groups' fields; untouched, each sends '' (its "any" option). */
  radios: string[]
  /** The range groups' number fields and the text they show at their default ('100,000'). */
  ranges: Record<string, string>
}

/** `formatAmount` writes a range's default as the portal's number field shows it (formatThousands). */
export function facetList(verticalPath: string, spec: ListSpec, formatAmount: (digits: string) => string = (digits) => digits): FacetList {
  const defaults: Record<string, string> = {}
  const form: FacetForm = { select: null, checkboxes: [], radios: [], ranges: {} }
  for (const group of spec.groups) {
    if (group.kind === 'range') {
      defaults[group.id] = String(rangeDefault(group))
      form.ranges[group.id] = formatAmount(defaults[group.id]!)
    } else if (group.kind === 'select') form.select = group.id
    else if (group.kind === 'radio') form.radios.push(group.id)
    else for (const option of group.options) form.checkboxes.push(checkboxField(group.id, option))
  }
  return {
    path: verticalPath,
    defaults,
    sort: spec.sorts[0]?.id ?? '',
    facets: verticalFacets(verticalPath, spec).map((facet) => ({ name: facet.group, value: facet.value, path: facet.path })),
    form,
  }
}

/**
 * Where a GET of a list page with a query goes: the facet page when the query chooses exactly one
 * provider or one feature and nothing else (empty fields, a range at its default and the sort do not
 * count; a sort other than the default is kept as ?sort=), else null (the list page itself, whose
 * island applies the query). Reads the island's form (`provider=BDO&feature=ofw`) and the
 * no-JavaScript form's (`provider=bdo&feature.ofw=1`) alike.
 */
export function facetRedirect(lists: readonly FacetList[], path: string, search: string): string | null {
  const list = lists.find((item) => item.path === path)
  if (!list || search === '' || search === '?') return null
  const params = new URLSearchParams(search)
  let sort = ''
  const chosen = new Set<string>()
  for (const [name, value] of params) {
    if (name === 'sort') {
      sort = value
      continue
    }
    const dot = name.indexOf('.')
    if (dot > 0) {
      // A checkbox's own field: checked whatever it sends.
      chosen.add(`${name.slice(0, dot)}\n${name.slice(dot + 1)}`)
      continue
    }
    if (value === '') continue
    const fallback = list.defaults[name]
    if (fallback !== undefined && value.replace(/\D/g, '') === fallback) continue
    chosen.add(`${name}\n${facetSlug(value)}`)
  }
  if (chosen.size !== 1) return null
  const [name, slug] = [...chosen][0]!.split('\n') as [string, string]
  const facet = list.facets.find((item) => item.name === name && facetSlug(item.value) === slug)
  if (!facet) return null
  return sort !== '' && sort !== list.sort ? `${facet.path}?sort=${encodeURIComponent(sort)}` : facet.path
}

/**
 * facetRedirect as Netlify redirect rules (Netlify's `_redirects` syntax; checked by Netlify's own
 * parser and matcher in tests/unit/cdn). Netlify matches a rule when every query field it names is
 * there with that value (extra fields allowed, first rule wins, a repeated field counts by its last
 * value), so a facet's rule names every other field at its untouched value, and rules before it send
 * every combination that holds a facet's field to the list page itself (a rewrite, `200!`), where the
 * island applies it. A range at another value matches no facet rule: the list page.
 */
export function netlifyFacetRules(lists: readonly FacetList[]): string[] {
  const lines: string[] = []
  for (const list of lists) {
    const { select, checkboxes, radios, ranges } = list.form
    // Netlify compares a rule's value with the query's decoded value: written as the field shows it.
    for (const [name, shown] of Object.entries(ranges)) {
      if (!/^[^\s=&#]+$/.test(shown)) throw new Error(`${list.path}: the ${name} field's default "${shown}" cannot be written in a Netlify rule`)
    }
    // An emptied range field keeps every card, as its default does (facetRedirect): a rule for each.
    const untoucheds = Object.entries(ranges).reduce<string[][]>(
      (sets, [name, shown]) =>
        sets.flatMap((set) => [
          [...set, `${name}=${shown}`],
          [...set, `${name}=`],
        ]),
      [radios.map((name) => `${name}=`)],
    )
    const stay = `${list.path} 200!`
    const featureFields = list.facets.filter((facet) => facet.name !== select).map((facet) => ({ facet, field: checkboxField(facet.name, facet.value) }))
    // Two checked boxes, one of them a facet's: the list.
    const done = new Set<string>()
    for (const { field } of featureFields) {
      for (const other of checkboxes) if (other !== field && !done.has(other)) lines.push(`${list.path} ${field}=:a ${other}=:b ${stay}`)
      done.add(field)
    }
    for (const { facet, field } of featureFields) {
      for (const untouched of untoucheds) {
        const fields = [...(select === null ? [] : [`${select}=`]), `${field}=:a`, ...untouched]
        lines.push(`${list.path} ${fields.join(' ')} ${facet.path} 302!`)
      }
    }
    if (select !== null) {
      // A provider and a checked box: the list.
      for (const other of checkboxes) lines.push(`${list.path} ${select}=:p ${other}=:a ${stay}`)
      for (const facet of list.facets.filter((item) => item.name === select)) {
        for (const untouched of untoucheds) lines.push(`${list.path} ${[`${select}=${facetSlug(facet.value)}`, ...untouched].join(' ')} ${facet.path} 302!`)
      }
    }
  }
  return lines
}

/** The filter spec of a vertical's whole list (its page, its facet pages and the redirect table use it). */
export function cardsSpec(cards: readonly ProductCard[]): ListSpec {
  return listSpec(cards[0]?.contractType ?? 'loan', cards.map(cardFacts))
}
