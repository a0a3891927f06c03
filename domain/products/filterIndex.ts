import type { CardFacts } from './cardFacts'
import type { EligibilityFacts } from './eligibility'
import { ELIGIBILITY_FILE, eligibilityAt, readEligibilityColumns } from './eligibilityIndex'
import { parseBand, type ListSpec } from './listSpec'
import { defaultFilterState, rangeProblem, sortCards, type FilterState } from './filterCards'

/**
 * The filter index of a long list (docs/decisions/050-card-blocks.md, after 035): what the filters and
 * sorts need and nothing else, in small files a visitor fetches as a choice needs them, instead of every
 * card of the vertical. Positions are places in the list's default order (the order of its prerendered
 * pages). Files, by name:
 * - `ids`: the card id at each position (number[]);
 * - `{group}-{n}` for the n-th option of a select or checkbox group: the positions that have it, a
 *   bitset (base64, bit p of byte p >> 3 is position p, low bit first);
 * - `figure-{key}` for the figure of a radio or range group: its value at each position, null for none;
 * - `sort-{id}` for each sort order but the default: the positions in that order;
 * - the cards themselves, whole, in blocks of CARD_BLOCK: `cards-{sort}-{k}`, the k-th block of the
 *   whole list in each sort order (the default's included), and `{group}-{n}-cards-{sort}-{k}`, the
 *   k-th block of the cards of the n-th option of the select group (a provider) in each sort order.
 *   A page of the list in any order, of one provider's cards, or of either thinned by a feature or a
 *   band, lies in few consecutive blocks of one of these sequences (blocksFor picks the fewest).
 */
export type IndexFiles = Record<string, unknown>

/** Lists of at least this many cards are filtered with the index; shorter ones fetch their whole JSON in one request (decision 035). */
export const INDEX_MIN_CARDS = 500

/**
 * Cards in a block file: a page of the list (LIST_PAGE_SIZE), so that a page of one sequence (the list
 * or a provider's cards, in one sort order) is one file. Measured at 5,556 cards a list (decision 050):
 * a block of 24 is 2.0-2.5 KB gzipped, 85-104 bytes a card, where one card alone is 364-409 bytes.
 */
export const CARD_BLOCK = 24

/** One order of cards the build cuts into blocks: every card of the list (option null) or those of the n-th option of the select group, in a sort order. */
export interface Sequence {
  option: number | null
  sort: string
}

/** The name of the k-th block of a sequence (the select group's id names a provider's). */
export function blockFileName(spec: ListSpec, sequence: Sequence, k: number): string {
  const group = spec.groups.find((g) => g.kind === 'select')
  return sequence.option === null || !group ? `cards-${sequence.sort}-${k}` : `${group.id}-${sequence.option}-cards-${sequence.sort}-${k}`
}

/**
 * The positions of a sequence's cards in its order, from the index files its order and option need
 * (`sort-{id}`, the option's bitset; `file(name)` throws when one is missing or malformed).
 */
export function sequencePositions(spec: ListSpec, sequence: Sequence, count: number, file: (name: string) => unknown): number[] {
  const sort = spec.sorts.find((s) => s.id === sequence.sort)
  const order = sort && sort !== spec.sorts[0] ? positionList(file(`sort-${sort.id}`), count) : null
  const group = spec.groups.find((g) => g.kind === 'select')
  const bits = sequence.option === null || !group ? null : decodeBits(file(`${group.id}-${sequence.option}`))
  const out: number[] = []
  for (let i = 0; i < count; i++) {
    const p = order ? order[i]! : i
    if (!bits || has(bits, p)) out.push(p)
  }
  return out
}

/** Every sequence the build cuts into blocks: the whole list and each option of the select group, in every sort order. */
function sequences(spec: ListSpec): Sequence[] {
  const group = spec.groups.find((g) => g.kind === 'select')
  const options = group?.kind === 'select' ? group.options.map((_, n) => n) : []
  return spec.sorts.flatMap((sort) => [null, ...options].map((option) => ({ option, sort: sort.id })))
}

/**
 * The blocks of cards the build writes, from the list's index files (buildFilterIndex): each block's
 * file name and the positions of its cards, in the sequence's order.
 */
export function* cardBlocks(spec: ListSpec, index: IndexFiles): Generator<{ name: string; positions: number[] }> {
  const count = (index.ids as unknown[]).length
  for (const sequence of sequences(spec)) {
    const positions = sequencePositions(spec, sequence, count, (name) => index[name])
    for (let k = 0; k * CARD_BLOCK < positions.length; k++)
      yield { name: blockFileName(spec, sequence, k), positions: positions.slice(k * CARD_BLOCK, (k + 1) * CARD_BLOCK) }
  }
}

/**
 * The sequences a state's page may be read from, in order of preference: its chosen provider's cards
 * before the whole list, in the state's order before the default one.
 */
function candidates(spec: ListSpec, state: FilterState): Sequence[] {
  const group = spec.groups.find((g) => g.kind === 'select')
  const n = group?.kind === 'select' ? group.options.indexOf(state.values[group.id]?.[0] ?? '') : -1
  const sort = spec.sorts.find((s) => s.id === state.sort)
  const sorts = [...(sort && sort !== spec.sorts[0] ? [sort.id] : []), spec.sorts[0]?.id ?? '']
  return [...(n >= 0 ? [n] : []), null].flatMap((option) => sorts.map((s) => ({ option, sort: s })))
}

/**
 * The block files that hold the cards at `positions` (a page of the state's matches): those of the
 * candidate sequence that needs the fewest. Reads only index files the state's query has read.
 */
export function blocksFor(spec: ListSpec, state: FilterState, positions: readonly number[], count: number, file: (name: string) => unknown): string[] {
  if (positions.length === 0) return []
  const wanted = new Set(positions)
  let best: string[] | null = null
  for (const sequence of candidates(spec, state)) {
    const blocks = new Set<number>()
    let seen = 0
    sequencePositions(spec, sequence, count, file).forEach((p, rank) => {
      if (!wanted.has(p)) return
      blocks.add(Math.floor(rank / CARD_BLOCK))
      seen++
    })
    // A sequence without every card of the page (a provider's, for cards of another) is no candidate.
    if (seen < wanted.size) continue
    if (best === null || blocks.size < best.length) best = [...blocks].map((k) => blockFileName(spec, sequence, k))
  }
  if (best === null) throw new Error('no sequence of the filter index holds the cards of the page')
  return best
}

/**
 * The first block of the state's matches when it can be named before the query has run: a state that
 * filters by nothing but one provider (in any order) shows that sequence's first block first. Null
 * otherwise (a feature, a band or a range thins the sequence). Fetched beside the state's index files,
 * it saves the visitor's commonest pick a round trip.
 */
export function firstBlockFor(spec: ListSpec, state: FilterState): string | null {
  const group = spec.groups.find((g) => g.kind === 'select')
  for (const g of spec.groups) if (g !== group && (state.values[g.id] ?? []).some((value) => value !== '')) return null
  const value = group ? (state.values[group.id]?.[0] ?? '') : ''
  const option = group?.kind === 'select' ? group.options.indexOf(value) : -1
  // A provider that is not among the options has no card.
  if (value !== '' && option < 0) return null
  const sort = spec.sorts.find((s) => s.id === state.sort) ?? spec.sorts[0]
  if (!sort || (option < 0 && sort === spec.sorts[0])) return null
  return blockFileName(spec, { option: option < 0 ? null : option, sort: sort.id }, 0)
}

function encodeBits(bits: Uint8Array): string {
  let text = ''
  for (const byte of bits) text += String.fromCharCode(byte)
  return btoa(text)
}

function decodeBits(text: unknown): Uint8Array {
  if (typeof text !== 'string') throw new Error('a bitset of the filter index is not a string')
  const raw = atob(text)
  const bits = new Uint8Array(raw.length)
  for (let i = 0; i < raw.length; i++) bits[i] = raw.charCodeAt(i)
  return bits
}

const has = (bits: Uint8Array, position: number) => ((bits[position >> 3] ?? 0) & (1 << (position & 7))) !== 0

/**
 * The index files of a list (`cards` in any order; `spec` the list's): written by the build beside the
 * vertical's JSON. The positions follow the default order exactly as sortCards gives it.
 */
export function buildFilterIndex(cards: readonly CardFacts[], spec: ListSpec): IndexFiles {
  const order = sortCards(cards, spec, defaultFilterState(spec).sort).map((i) => cards[i]!)
  const files: IndexFiles = { ids: order.map((card) => card.id) }
  const bitset = (test: (card: CardFacts) => boolean) => {
    const bits = new Uint8Array(Math.ceil(order.length / 8))
    order.forEach((card, p) => {
      if (test(card)) bits[p >> 3]! |= 1 << (p & 7)
    })
    return encodeBits(bits)
  }
  for (const group of spec.groups) {
    if (group.kind === 'select') group.options.forEach((option, n) => (files[`${group.id}-${n}`] = bitset((card) => card.provider === option)))
    else if (group.kind === 'checkbox') group.options.forEach((option, n) => (files[`${group.id}-${n}`] = bitset((card) => card.tags.includes(option))))
    else files[`figure-${group.figure}`] = order.map((card) => card.figures[group.figure] ?? null)
  }
  for (const sort of spec.sorts.slice(1)) files[`sort-${sort.id}`] = sortCards(order, spec, sort.id)
  return files
}

/**
 * The index files a state needs (not `ids`, needed by every page of cards): one per chosen option,
 * figure or sort, and the eligibility file when the visitor keeps only what they can get (`kept`).
 */
export function filesForState(spec: ListSpec, state: FilterState, kept = false): string[] {
  const names = new Set<string>(kept ? [ELIGIBILITY_FILE] : [])
  for (const group of spec.groups) {
    const selected = state.values[group.id] ?? []
    if (selected.length === 0) continue
    if (group.kind === 'select' || group.kind === 'checkbox') {
      for (const value of selected) {
        const n = group.options.indexOf(value)
        if (n >= 0) names.add(`${group.id}-${n}`)
      }
    } else if (group.kind === 'radio' ? parseBand(selected[0] ?? '') !== null : rangeProblem(group, selected[0] ?? '') === null)
      names.add(`figure-${group.figure}`)
  }
  const sort = spec.sorts.find((s) => s.id === state.sort)
  if (sort && sort !== spec.sorts[0]) names.add(`sort-${sort.id}`)
  return [...names]
}

/**
 * The positions of the cards that match the state, in its sort order: what filterCards and sortCards
 * give over the whole list, read from the index files the state needs (`file(name)`, throws when one
 * is missing or malformed). `count` is the list's length. `keep`, when given, is a test of each card's
 * eligibility facts too (the visitor's "Only what I can get", decision 071), read from the eligibility file.
 */
export function queryFilterIndex(
  spec: ListSpec,
  state: FilterState,
  count: number,
  file: (name: string) => unknown,
  keep: ((facts: EligibilityFacts) => boolean) | null = null,
): number[] {
  const tests: ((position: number) => boolean)[] = []
  if (keep !== null) {
    const columns = readEligibilityColumns(file(ELIGIBILITY_FILE), count)
    tests.push((p) => keep(eligibilityAt(columns, p)))
  }
  for (const group of spec.groups) {
    const selected = state.values[group.id]
    if (selected === undefined || selected.length === 0) continue
    if (group.kind === 'select') {
      if (selected[0] === '') continue
      const n = group.options.indexOf(selected[0] ?? '')
      // A provider that is not among the options has no card.
      if (n < 0) return []
      const bits = decodeBits(file(`${group.id}-${n}`))
      tests.push((p) => has(bits, p))
    } else if (group.kind === 'checkbox') {
      const sets = selected
        .map((tag) => group.options.indexOf(tag))
        .filter((n) => n >= 0)
        .map((n) => decodeBits(file(`${group.id}-${n}`)))
      tests.push((p) => sets.some((bits) => has(bits, p)))
    } else {
      const raw = selected[0] ?? ''
      let limit: number
      let test: 'atMost' | 'atLeast'
      if (group.kind === 'radio') {
        const band = parseBand(raw)
        if (band === null) continue
        ;({ limit, test } = band)
      } else {
        // A field in error does not filter (as filterCards).
        if (rangeProblem(group, raw) !== null) continue
        limit = Number(raw.replace(/\D/g, ''))
        test = group.test
      }
      const values = figureColumn(file(`figure-${group.figure}`), count)
      tests.push((p) => {
        const figure = values[p]
        if (figure === null || figure === undefined) return false
        return test === 'atMost' ? figure <= limit : figure >= limit
      })
    }
  }
  const sort = spec.sorts.find((s) => s.id === state.sort)
  const order = sort && sort !== spec.sorts[0] ? positionList(file(`sort-${sort.id}`), count) : null
  const out: number[] = []
  for (let i = 0; i < count; i++) {
    const p = order ? order[i]! : i
    if (tests.every((test) => test(p))) out.push(p)
  }
  return out
}

function figureColumn(value: unknown, count: number): readonly (number | null)[] {
  if (!Array.isArray(value) || value.length !== count) throw new Error('a figure column of the filter index does not fit the list')
  return value as (number | null)[]
}

function positionList(value: unknown, count: number): readonly number[] {
  if (!Array.isArray(value) || value.length !== count) throw new Error('a sort order of the filter index does not fit the list')
  return value as number[]
}

/** The ids file, checked: one whole number a position. */
export function readIds(value: unknown, count: number): readonly number[] {
  if (!Array.isArray(value) || value.length !== count || !value.every((id) => Number.isInteger(id)))
    throw new Error('the ids of the filter index do not fit the list')
  return value as number[]
}
