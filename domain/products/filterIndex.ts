import type { CardFacts } from './cardFacts'
import { parseBand, type ListSpec } from './listSpec'
import { defaultFilterState, rangeProblem, sortCards, type FilterState } from './filterCards'

/**
 * The filter index of a long list (docs/decisions/035-filter-index-for-phones.md, docs/data.md): what
 * the filters and sorts need and nothing else, in small files a visitor fetches as a choice needs them,
 * instead of every card of the vertical. Positions are places in the list's default order (the order
 * of its prerendered pages). Files, by name:
 * - `ids`: the card id at each position (number[]); the cards themselves are `card-{id}`, one a file;
 * - `{group}-{n}` for the n-th option of a select or checkbox group: the positions that have it, a
 *   bitset (base64, bit p of byte p >> 3 is position p, low bit first);
 * - `figure-{key}` for the figure of a radio or range group: its value at each position, null for none;
 * - `sort-{id}` for each sort order but the default: the positions in that order;
 * - `{group}-{n}-cards-{k}` for the n-th option of a select group (a provider): the k-th block of
 *   CARD_BLOCK of its cards in the default order, whole cards, so that the first page of a provider
 *   is one file rather than one a card.
 */
export type IndexFiles = Record<string, unknown>

/** Lists of at least this many cards are filtered with the index; shorter ones fetch their whole JSON in one request (decision 035). */
export const INDEX_MIN_CARDS = 500

/** Cards in a provider's block file. */
export const CARD_BLOCK = 24

/** The name of the k-th block of cards of option n of a select group. */
export function blockFileName(groupId: string, n: number, k: number): string {
  return `${groupId}-${n}-cards-${k}`
}

/**
 * The positions of each select option's blocks (a position list a block, in default order), from the
 * cards in default order: the build writes each block's cards to its file.
 */
export function optionBlocks(order: readonly CardFacts[], spec: ListSpec): { name: string; positions: number[] }[] {
  const out: { name: string; positions: number[] }[] = []
  for (const group of spec.groups) {
    if (group.kind !== 'select') continue
    group.options.forEach((option, n) => {
      const positions = order.flatMap((card, p) => (card.provider === option ? [p] : []))
      for (let k = 0; k * CARD_BLOCK < positions.length; k++)
        out.push({ name: blockFileName(group.id, n, k), positions: positions.slice(k * CARD_BLOCK, (k + 1) * CARD_BLOCK) })
    })
  }
  return out
}

/**
 * When the state chooses one option of a select group (a provider), the block files that hold the
 * cards at `positions` (all of them that option's); null otherwise. Needs that option's bitset, which
 * the state's query has read.
 */
export function blocksFor(spec: ListSpec, state: FilterState, positions: readonly number[], file: (name: string) => unknown): string[] | null {
  const group = spec.groups.find((g) => g.kind === 'select')
  const n = group ? group.options.indexOf(state.values[group.id]?.[0] ?? '') : -1
  if (!group || n < 0 || positions.length === 0) return null
  const bits = decodeBits(file(`${group.id}-${n}`))
  const wanted = new Set(positions)
  const last = Math.max(...positions)
  const blocks = new Set<number>()
  let rank = 0
  for (let p = 0; p <= last; p++) {
    if (!has(bits, p)) continue
    if (wanted.has(p)) blocks.add(Math.floor(rank / CARD_BLOCK))
    rank++
  }
  return [...blocks].map((k) => blockFileName(group.id, n, k))
}

/** The name of the file of a card (under the index's folder). */
export function cardFileName(id: number): string {
  return `card-${id}`
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

/** The index files a state needs (not `ids`, needed by every page of cards): one per chosen option, figure or sort. */
export function filesForState(spec: ListSpec, state: FilterState): string[] {
  const names = new Set<string>()
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
 * is missing or malformed). `count` is the list's length.
 */
export function queryFilterIndex(spec: ListSpec, state: FilterState, count: number, file: (name: string) => unknown): number[] {
  const tests: ((position: number) => boolean)[] = []
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
