import type { CardFacts } from './cardFacts'
import { checkboxField, optionOf } from './formFields'
import { parseBand, type FilterGroup, type ListSpec, type RangeGroup } from './listSpec'

/**
 * The visitor's choices on a list: the selected values of each group (a select or radio holds at
 * most one, a checkbox group any number, a range group the digits typed in its number field) and
 * the sort order. A group without an entry is at its default: it keeps every card.
 */
export interface FilterState {
  values: Readonly<Record<string, readonly string[]>>
  sort: string
}

/** Why a range group's number field cannot be used: empty, or outside the slider's min and max (docs/requirements/catalogue.md#range-sliders). */
export type RangeProblem = 'empty' | 'outside'

/** The state with every group at its default and the first sort order. */
export function defaultFilterState(spec: ListSpec): FilterState {
  return { values: {}, sort: spec.sorts[0]?.id ?? '' }
}

/** The value a range group starts at: the end of the slider that keeps every card (currency units). */
export function rangeDefault(group: RangeGroup): number {
  return group.test === 'atMost' ? group.max : group.min
}

/** Checks the raw text of a range group's number field (separators allowed); null when usable. */
export function rangeProblem(group: RangeGroup, raw: string): RangeProblem | null {
  const digits = raw.replace(/\D/g, '')
  if (digits === '') return 'empty'
  const value = Number(digits)
  return value < group.min || value > group.max ? 'outside' : null
}

function rangeValue(group: RangeGroup, state: FilterState): number | null {
  const raw = state.values[group.id]?.[0]
  if (raw === undefined) return null
  return rangeProblem(group, raw) === null ? Number(raw.replace(/\D/g, '')) : null
}

function groupMatches(card: CardFacts, group: FilterGroup, state: FilterState): boolean {
  const selected = state.values[group.id]
  if (selected === undefined || selected.length === 0) return true
  switch (group.kind) {
    case 'select':
      return selected[0] === '' || card.provider === selected[0]
    case 'checkbox':
      return selected.some((tag) => card.tags.includes(tag))
    case 'radio': {
      const band = parseBand(selected[0] ?? '')
      if (band === null) return true
      const figure = card.figures[group.figure]
      if (figure === undefined) return false
      return band.test === 'atMost' ? figure <= band.limit : figure >= band.limit
    }
    case 'range': {
      // A field in error does not filter: the visitor sees the error, not an empty list.
      const value = rangeValue(group, state)
      if (value === null) return true
      const figure = card.figures[group.figure]
      if (figure === undefined) return false
      return group.test === 'atMost' ? figure <= value : figure >= value
    }
  }
}

/** Whether a card matches every group of the state (AND across groups, OR within a checkbox group). */
export function matchesFilters(card: CardFacts, spec: ListSpec, state: FilterState): boolean {
  return spec.groups.every((group) => groupMatches(card, group, state))
}

/** For each card, in order, whether it stays visible. */
export function filterCards(cards: readonly CardFacts[], spec: ListSpec, state: FilterState): boolean[] {
  return cards.map((card) => matchesFilters(card, spec, state))
}

/**
 * The order of the cards for a sort id, as indexes into `cards`: by the sort's figure, ties by rank
 * (best first), then by the given order; a card without the figure goes last. An unknown sort id
 * uses the spec's first order.
 */
export function sortCards(cards: readonly CardFacts[], spec: ListSpec, sortId: string): number[] {
  const sort = spec.sorts.find((s) => s.id === sortId) ?? spec.sorts[0]
  const indexes = cards.map((_, i) => i)
  if (sort === undefined) return indexes
  const sign = sort.direction === 'asc' ? 1 : -1
  const key = (i: number) => cards[i]?.figures[sort.figure]
  const rank = (i: number) => cards[i]?.figures.rank ?? 0
  return indexes.sort((a, b) => {
    const ka = key(a)
    const kb = key(b)
    if (ka === undefined || kb === undefined) return ka === kb ? a - b : ka === undefined ? 1 : -1
    return sign * (ka - kb) || rank(b) - rank(a) || a - b
  })
}

function allowed(group: FilterGroup, values: string[]): string[] {
  switch (group.kind) {
    case 'select':
    case 'radio':
      return values.filter((v) => group.options.includes(v)).slice(0, 1)
    case 'checkbox':
      return group.options.filter((option) => values.includes(option))
    case 'range': {
      // Kept as typed (digits only), so a shared link with a bad amount shows its error.
      const raw = values[0]
      return raw === undefined ? [] : [raw.replace(/\D/g, '')]
    }
  }
}

/** Reads the state from a query string (`?provider=BPI&feature=miles&sort=fee`); unknown names and values are ignored. */
export function parseFilterQuery(query: string, spec: ListSpec): FilterState {
  const params = new URLSearchParams(query)
  const values: Record<string, string[]> = {}
  for (const group of spec.groups) {
    // The no-JavaScript form's fields too (domain/products/formFields.ts): a select's slug, a checkbox's own field.
    let given = params.getAll(group.id)
    if (group.kind === 'select') given = given.map((value) => optionOf(group.options, value) ?? value)
    if (group.kind === 'checkbox') given = [...given, ...group.options.filter((option) => params.has(checkboxField(group.id, option)))]
    if (given.length === 0) continue
    const kept = allowed(group, given)
    if (group.kind === 'range' && kept[0] === String(rangeDefault(group))) continue
    if (kept.length > 0) values[group.id] = kept
  }
  const sort = params.get('sort') ?? ''
  return { values, sort: spec.sorts.some((s) => s.id === sort) ? sort : defaultFilterState(spec).sort }
}

/** The query string of a state (no leading '?'; '' for the default state), groups in spec order, sort last. */
export function filterQuery(state: FilterState, spec: ListSpec): string {
  const params = new URLSearchParams()
  for (const group of spec.groups) {
    const selected = state.values[group.id] ?? []
    if (group.kind === 'range' && selected[0] === String(rangeDefault(group))) continue
    for (const value of allowed(group, [...selected])) if (value !== '' || group.kind === 'range') params.append(group.id, value)
  }
  if (state.sort !== defaultFilterState(spec).sort && spec.sorts.some((s) => s.id === state.sort)) params.set('sort', state.sort)
  return params.toString()
}

/** How many groups hold a choice other than their default. */
export function activeFilterCount(state: FilterState, spec: ListSpec): number {
  return spec.groups.filter((group) => {
    const selected = state.values[group.id] ?? []
    if (group.kind === 'range') return selected[0] !== undefined && selected[0] !== String(rangeDefault(group))
    return selected.some((v) => v !== '')
  }).length
}
