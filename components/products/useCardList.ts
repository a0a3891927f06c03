import { createElement, memo, startTransition, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import { createPortal } from 'react-dom'
import type { ProductCard as Card } from '../../domain/content/schemas'
import { cardFacts, type CardFacts } from '../../domain/products/cardFacts'
import type { EligibilityFacts } from '../../domain/products/eligibility'
import { defaultFilterState, filterCards, filterQuery, sortCards, type FilterState } from '../../domain/products/filterCards'
import { blockFileName, blocksFor, CARD_BLOCK, filesForState, firstBlockFor, queryFilterIndex, readIds } from '../../domain/products/filterIndex'
import { LIST_PAGE_SIZE } from '../../domain/products/listPaging'
import type { ListSpec } from '../../domain/products/listSpec'
import { usePortal } from '../PortalContext'
import { LIST_CHANGED, readCards, showCards } from './cardListDom'
import { ProductCard } from './ProductCard'

/** Cards a filtered list shows before "Show more", and adds with it: a page of the prerendered list. */
export const PAGE_SIZE = LIST_PAGE_SIZE

/**
 * New cards an update renders in the frame that answers the visitor's input: more than a phone's
 * screen shows. The rest of the page's new cards (below them) are rendered in a transition right after,
 * so that no update takes more than one frame (issue 18: 20 new cards took 17-33 ms in one task).
 */
const CARDS_IN_FIRST_FRAME = 8

/** The cards the list filters and sorts: every card of the vertical, in the default order. */
interface Source {
  facts: readonly CardFacts[]
  /** The vertical's cards by id, from its JSON (empty when the HTML holds the whole vertical). */
  cards: ReadonlyMap<number, Card>
  /** Ids of the cards prerendered in the list: these are reused, never rendered again. */
  inHtml: ReadonlySet<number>
  /** Where the prerendered cards start in the default order: 0 on the list's first page, 24 on /page/2 ... */
  offset: number
}

/**
 * A long list's filter index (decisions 035, 050): the card id at each position of the default order,
 * and what has been fetched of the rest, files and cards, kept for the page's life.
 */
interface IndexSource {
  ids: readonly number[]
  /** Loads an index file (`sort-fee`, `cards-rank-3` ...) once; a failed load rejects. */
  load: (name: string) => Promise<unknown>
  /** The index files loaded so far, by name. */
  loaded: Map<string, unknown>
  /** The cards of the blocks loaded so far, by id. */
  cards: Map<number, Card>
  inHtml: ReadonlySet<number>
  offset: number
}

/** What the list shows for a state: the ids of its cards (a page or more), and how many match. */
interface View {
  state: FilterState
  limit: number
  ids: readonly number[]
  count: number
  /** Whether the `keep` test of the options thinned it out (the visitor's "Only what I can get"). */
  kept?: boolean
}

interface Options {
  /** Id of the prerendered list (ul). */
  listId: string
  /** Address of the vertical's cards (a JSON array of ProductCard). */
  cardsUrl: string
  /** Folder of the vertical's filter index, for a long list (decision 035): used instead of `cardsUrl`. */
  indexUrl?: string
  /** Cards in the whole vertical. */
  total: number
  spec: ListSpec
  state: FilterState
  initialState: FilterState
  /**
   * Whether the list needs every shown card's data, not only its facts (the loan figures of a list in
   * the visitor's money, decision 057): the cards the HTML holds are then fetched too, from the JSON or,
   * for a long list, from the index's blocks of the default order.
   */
  withCards?: boolean
  /**
   * A test every card must also pass, from the card's data (decision 060: "Only what I can get" keeps
   * the cards the visitor is not known to miss); null: none. Over the JSON it reads the card; over a
   * long list's index, the card's eligibility facts from the index's eligibility file (decision 071).
   * Needs `withCards` when the HTML holds the whole vertical; a card whose data has not arrived passes.
   */
  keep?: ((card: Card | EligibilityFacts) => boolean) | null
}

/** The vertical's cards from its JSON; null when they cannot be had. */
async function loadCards(url: string): Promise<Card[] | null> {
  try {
    const response = await fetch(url)
    if (!response.ok) return null
    const cards: unknown = await response.json()
    return Array.isArray(cards) ? (cards as Card[]) : null
  } catch {
    return null
  }
}

/** A long list's loader of index files and what it loaded: one a list (its spec, one object an island), kept for the page's life. */
const indexLoaders = new WeakMap<ListSpec, { url: string; loaded: Map<string, unknown>; load: (name: string) => Promise<unknown> }>()

/**
 * The loader of a list's index files, made the first time it is asked for: in the island's first
 * render, so that the ids (which every page of cards needs) are on their way while React is still
 * hydrating the island, which on a phone takes about a second (a visitor's first pick can come
 * before it has finished).
 */
function indexLoaderFor(spec: ListSpec, url: string): { loaded: Map<string, unknown>; load: (name: string) => Promise<unknown> } {
  let loader = indexLoaders.get(spec)
  if (loader?.url !== url) {
    const loaded = new Map<string, unknown>()
    loader = { url, loaded, load: fileLoader(url, loaded) }
    indexLoaders.set(spec, loader)
    loader.load('ids').catch(() => undefined)
  }
  return loader
}

/** Asks for the index files a state needs (with the eligibility file when `kept`) and, when it can be named before the query, its first block of cards. */
function askFor(load: (name: string) => Promise<unknown>, spec: ListSpec, state: FilterState, kept = false): void {
  const first = kept ? null : firstBlockFor(spec, state)
  for (const name of [...filesForState(spec, state, kept), ...(first === null ? [] : [first])]) load(name).catch(() => undefined)
}

/**
 * Asks for what a long list's state needs (askFor) outside React: for a choice the visitor makes while
 * React is still taking the filter island over (components/islands/ProductFilters.tsx), so that its
 * files are on their way beside the takeover rather than after it.
 */
export function prefetchIndexFiles(spec: ListSpec, indexUrl: string, state: FilterState): void {
  askFor(indexLoaderFor(spec, indexUrl).load, spec, state)
}

/** Fetches each file of the folder once (JSON), keeping what arrived in `loaded`. */
function fileLoader(folder: string, loaded: Map<string, unknown>): (name: string) => Promise<unknown> {
  const pending = new Map<string, Promise<unknown>>()
  return (name) => {
    if (loaded.has(name)) return Promise.resolve(loaded.get(name))
    let promise = pending.get(name)
    if (!promise) {
      promise = fetch(`${folder}${name}.json`).then(async (response) => {
        if (!response.ok) throw new Error(`${folder}${name}.json: ${response.status}`)
        const value: unknown = await response.json()
        loaded.set(name, value)
        return value
      })
      // A failed file may be asked for again (the next state tries again).
      promise.catch(() => pending.delete(name))
      pending.set(name, promise)
    }
    return promise
  }
}

/** Loads block files (arrays of whole cards) and keeps their cards by id. */
async function loadBlocks(index: IndexSource, names: readonly string[]): Promise<void> {
  for (const cards of await Promise.all(names.map(index.load))) {
    if (!Array.isArray(cards)) throw new Error('a block of the filter index is not a list of cards')
    for (const card of cards as Card[]) index.cards.set(card.id, card)
  }
}

/**
 * The view of a state over the index: the files it needs, then the cards of the page that neither
 * the HTML holds nor were fetched before, from the fewest blocks that hold them (all at once).
 */
async function indexView(
  index: IndexSource,
  spec: ListSpec,
  state: FilterState,
  limit: number,
  keep: ((facts: EligibilityFacts) => boolean) | null,
): Promise<View> {
  await Promise.all(filesForState(spec, state, keep !== null).map(index.load))
  const file = (name: string) => index.loaded.get(name)
  const positions = queryFilterIndex(spec, state, index.ids.length, file, keep)
  const offset = filterQuery(state, spec) !== '' || keep !== null ? 0 : index.offset
  const page = positions.slice(offset, offset + limit)
  const ids = page.map((p) => index.ids[p]!)
  const missing = page.filter((p) => !index.inHtml.has(index.ids[p]!) && !index.cards.has(index.ids[p]!))
  await loadBlocks(index, blocksFor(spec, state, missing, index.ids.length, file))
  if (ids.some((id) => !index.inHtml.has(id) && !index.cards.has(id))) throw new Error('a card of the page is in none of its blocks')
  return { state, limit, ids, count: positions.length, kept: keep !== null }
}

/** The cards of the JSON in the default order of the spec (the prerendered list's order, ties included). */
function sourceOfJson(cards: readonly Card[], spec: ListSpec, prerendered: readonly CardFacts[]): Source {
  const all = cards.map(cardFacts)
  const facts = sortCards(all, spec, defaultFilterState(spec).sort).map((i) => all[i]!)
  const first = prerendered[0]?.id
  return {
    facts,
    cards: new Map(cards.map((card) => [card.id, card])),
    inHtml: new Set(prerendered.map((card) => card.id)),
    offset: Math.max(
      0,
      facts.findIndex((card) => card.id === first),
    ),
  }
}

/**
 * Cards rendered on the client, with the same component as the prerendered ones (so the markup is
 * the same), into a detached list from which they are moved into the page's list. The array only
 * grows and every card is memoized, so React renders a card once and never touches it again.
 */
const ClientCards = memo(function ClientCards({ cards }: { cards: readonly Card[] }) {
  const portal = usePortal()
  return cards.map((card) =>
    createElement(MemoCard, {
      key: card.id,
      card,
      verticalKey: portal.verticals.find((vertical) => vertical.id === card.verticalId)?.key ?? '',
      productsPath: portal.paths.products,
    }),
  )
})
const MemoCard = memo(ProductCard)

/**
 * Keeps the prerendered list in step with the filter state over the whole vertical: the matching
 * cards, sorted, the first `limit` of them in the document. The list's HTML holds the first page
 * only; the vertical's cards come from its JSON (`cardsUrl`), fetched once when the island wakes,
 * unless the HTML already holds every card. Until they arrive the page stays as prerendered, and
 * the state the visitor set meanwhile is applied when they do. A card in the HTML is moved, never
 * re-rendered; a card that is not is rendered once by ProductCard (a portal into a detached
 * element) and kept. Any change of the state shows one page again (PAGE_SIZE), so an update moves
 * and renders at most about two pages of cards however long the vertical is; "show more" adds a
 * page. The pagination links under the list (`${listId}-pages`) are hidden while the list is
 * filtered or sorted otherwise. The address follows the state (replaceState).
 */
export function useCardList({ listId, cardsUrl, indexUrl, total, spec, state, initialState, withCards = false, keep = null }: Options) {
  const [list, setList] = useState<HTMLElement | null>(null)
  const [source, setSource] = useState<Source | null>(null)
  const [index, setIndex] = useState<IndexSource | null>(null)
  const [indexed, setIndexed] = useState<View | null>(null)
  // The limit belongs to the state it was set for: a new state object means a new first page.
  const [paging, setPaging] = useState<{ state: FilterState; limit: number }>({ state: initialState, limit: PAGE_SIZE })
  const limit = paging.state === state ? paging.limit : PAGE_SIZE
  // Every card element the list can show, by id: the prerendered ones, then those rendered here.
  const elements = useRef(new Map<number, HTMLElement>())
  const [rendered, setRendered] = useState<readonly Card[]>([])
  const [slot] = useState(() => (typeof document === 'undefined' ? null : document.createElement('ul')))
  const focusFrom = useRef<number | null>(null)
  // The facts of the prerendered cards, which the list falls back to when its cards cannot be had.
  const htmlFacts = useRef<readonly CardFacts[]>([])
  // The index's file loader from the moment the island wakes, so the files of the visitor's first
  // choice are fetched beside the ids rather than after them (one round trip less on a phone).
  const indexLoader = useRef<((name: string) => Promise<unknown>) | null>(null)
  if (indexUrl !== undefined && typeof document !== 'undefined') indexLoaderFor(spec, indexUrl)

  useEffect(() => {
    const element = document.getElementById(listId)
    if (!element) return
    const prerendered = readCards(element)
    for (const entry of prerendered) elements.current.set(entry.facts.id, entry.element)
    setList(element)
    const facts = prerendered.map((entry) => entry.facts)
    htmlFacts.current = facts
    // The HTML is in the default order; it is the whole vertical when it holds every card.
    const fromHtml = () => setSource({ facts, cards: new Map(), inHtml: new Set(facts.map((card) => card.id)), offset: 0 })
    if (prerendered.length >= total) {
      fromHtml()
      return
    }
    let live = true
    if (indexUrl !== undefined) {
      // A long list: the ids first (every page of cards needs them), the rest as choices need it.
      const { loaded, load } = indexLoaderFor(spec, indexUrl)
      indexLoader.current = load
      load('ids').then(
        (value) => {
          if (!live) return
          try {
            const ids = readIds(value, total)
            const inHtml = new Set(facts.map((card) => card.id))
            setIndex({ ids, load, loaded, cards: new Map(), inHtml, offset: Math.max(0, ids.indexOf(facts[0]?.id ?? -1)) })
          } catch {
            fromHtml()
          }
        },
        () => {
          if (live) fromHtml()
        },
      )
      return () => {
        live = false
      }
    }
    void loadCards(cardsUrl).then((cards) => {
      if (!live) return
      let loaded: Source | null = null
      try {
        if (cards !== null) loaded = sourceOfJson(cards, spec, facts)
      } catch {
        // A card the build did not write: the list keeps to its own cards.
      }
      // Without the JSON, the list filters the cards it has, as before it had one.
      if (loaded) setSource(loaded)
      else fromHtml()
    })
    return () => {
      live = false
    }
  }, [listId, cardsUrl, indexUrl, total, spec])

  // In idle time once the cards are there, the first card "show more" would add is rendered ahead:
  // the first card React renders here pays for the message formats and code paths that every card
  // after it reuses, which would otherwise fall on the visitor's first update. Over an index, that
  // card's block is fetched first (the page "show more" adds). Not once the visitor has chosen: the
  // choice's own cards pay those costs then, and the block would share the phone's link with them.
  const chosen = useRef(false)
  chosen.current = filterQuery(state, spec) !== ''
  useEffect(() => {
    let card: (() => Promise<Card | undefined>) | undefined
    if (index) {
      const position = index.ids.findIndex((id, p) => p >= index.offset && !index.inHtml.has(id))
      if (position >= 0) {
        const id = index.ids[position]!
        const block = blockFileName(spec, { option: null, sort: spec.sorts[0]?.id ?? '' }, Math.floor(position / CARD_BLOCK))
        card = () =>
          loadBlocks(index, [block]).then(
            () => index.cards.get(id),
            () => undefined,
          )
      }
    } else if (source && source.cards.size > 0) {
      const next = source.facts.slice(source.offset).find((card) => !source.inHtml.has(card.id))
      const found = next && source.cards.get(next.id)
      card = () => Promise.resolve(found)
    }
    if (!card) return
    const ahead = card
    let live = true
    const warm = () => {
      if (chosen.current) return
      void ahead().then((found) => {
        if (live && found) setRendered((cards) => (cards.length > 0 ? cards : [found]))
      })
    }
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(warm, { timeout: 2000 })
      return () => {
        live = false
        window.cancelIdleCallback(id)
      }
    }
    const id = window.setTimeout(warm, 200)
    return () => {
      live = false
      window.clearTimeout(id)
    }
  }, [source, index, spec])

  // The data of the cards the HTML holds, when the list needs it (withCards) and has not fetched it.
  const [htmlCards, setHtmlCards] = useState<ReadonlyMap<number, Card>>(() => new Map())
  // The same function while what it knows stays the same: the loan figures follow it (decision 057).
  const cardOf = useMemo(
    () =>
      (id: number): Card | undefined =>
        source?.cards.get(id) ?? index?.cards.get(id) ?? htmlCards.get(id),
    [source, index, htmlCards],
  )
  const keeps = keep !== null && (source !== null || index !== null)
  const visible = useMemo(() => {
    if (!source) return null
    const matches = filterCards(source.facts, spec, state)
    if (keep === null) return matches
    return matches.map((match, i) => {
      if (!match) return false
      const card = cardOf(source.facts[i]!.id)
      return card === undefined || keep(card)
    })
  }, [source, spec, state, keep, cardOf])
  const order = useMemo(() => (source ? sortCards(source.facts, spec, state.sort) : null), [source, spec, state.sort])
  // Filtered or sorted otherwise, the list pages through the matches from the first; in the default
  // state it starts where the page's own cards do (a crawlable /page/N shows its cards, not page 1's).
  const filtered = filterQuery(state, spec) !== '' || keeps
  const offset = source && !filtered ? source.offset : index && !filtered ? index.offset : 0
  // Over the JSON: the `limit` matches from `offset` (ids, in the sorted order) and how many match.
  const fromJson = useMemo((): View | null => {
    if (!source || !visible || !order) return null
    const ids: number[] = []
    let count = 0
    for (const i of order) {
      if (!visible[i]) continue
      if (count >= offset && count < offset + limit) ids.push(source.facts[i]!.id)
      count++
    }
    return { state, limit, ids, count, kept: keeps }
  }, [source, visible, order, limit, offset, state, keeps])

  // A choice's files are asked for at once, beside the ids if they are still on their way; so is the
  // first block of its cards when it can be named before the query (one provider: the commonest pick).
  useEffect(() => {
    if (indexLoader.current) askFor(indexLoader.current, spec, state, keep !== null)
  }, [spec, state, keep])

  // Over the index: the view arrives when its files and cards have; until then the last one stays.
  useEffect(() => {
    if (!index) return
    let live = true
    indexView(index, spec, state, limit, keep).then(
      (view) => {
        if (live) setIndexed(view)
      },
      () => {
        // A file that cannot be had: the list keeps to its own cards, as without the JSON.
        if (!live) return
        const facts = htmlFacts.current
        setIndex(null)
        setSource({ facts, cards: new Map(), inHtml: new Set(facts.map((card) => card.id)), offset: 0 })
      },
    )
    return () => {
      live = false
    }
  }, [index, spec, state, limit, keep])

  // The data of the cards the HTML holds, when the list needs it (withCards) and has not fetched it.
  useEffect(() => {
    if (!withCards) return
    let live = true
    if (index) {
      // The blocks of the default order that hold the page's own cards.
      const sort = { option: null, sort: spec.sorts[0]?.id ?? '' }
      const first = Math.floor(index.offset / CARD_BLOCK)
      const last = Math.floor(Math.max(index.offset, index.offset + index.inHtml.size - 1) / CARD_BLOCK)
      const names: string[] = []
      for (let block = first; block <= last; block++) names.push(blockFileName(spec, sort, block))
      loadBlocks(index, names).then(
        () => {
          if (live) setHtmlCards(new Map(index.cards))
        },
        () => undefined,
      )
    } else if (source && source.cards.size === 0 && indexUrl === undefined) {
      void loadCards(cardsUrl).then((cards) => {
        if (live && cards) setHtmlCards(new Map(cards.map((card) => [card.id, card])))
      })
    }
    return () => {
      live = false
    }
  }, [withCards, source, index, spec, cardsUrl, indexUrl])

  const view = source ? fromJson : index ? indexed : null
  const inHtml = source?.inHtml ?? index?.inHtml ?? new Set<number>()
  const page = view?.ids ?? null
  const count = view?.count ?? total
  // What the list shows is the view's state, which over an index can still be the last one.
  const shownFiltered = view ? filterQuery(view.state, spec) !== '' || view.kept === true : false
  const shownOffset = view && !shownFiltered ? (source?.offset ?? index?.offset ?? 0) : 0

  // Cards of the page that are neither in the HTML nor rendered yet: those at the top of what the
  // update shows (the first page, or the page "show more" adds) are rendered in this same commit, the
  // others in a transition just after it (CARDS_IN_FIRST_FRAME).
  const renderedIds = useMemo(() => new Set(rendered.map((card) => card.id)), [rendered])
  const { now, later } = useMemo(() => {
    const now: Card[] = []
    const later: Card[] = []
    if (!view) return { now, later }
    const first = Math.max(0, view.limit - PAGE_SIZE) + CARDS_IN_FIRST_FRAME
    view.ids.forEach((id, position) => {
      const card = cardOf(id)
      if (card && !inHtml.has(id) && !renderedIds.has(id)) (position < first ? now : later).push(card)
    })
    return { now, later }
    // cardOf and inHtml follow source and index, which the view is made from.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [view, renderedIds])
  if (now.length > 0) setRendered([...rendered, ...now])
  useEffect(() => {
    if (later.length === 0) return
    startTransition(() =>
      setRendered((cards) => {
        const have = new Set(cards.map((card) => card.id))
        const add = later.filter((card) => !have.has(card.id))
        return add.length > 0 ? [...cards, ...add] : cards
      }),
    )
  }, [later])

  // Before paint, so the count and the cards change in the same frame.
  useLayoutEffect(() => {
    if (!list || !page) return
    // Cards rendered in this commit are in the detached list: from now on they are moved like the others.
    if (slot) for (const child of Array.from(slot.children)) if (child instanceof HTMLElement) elements.current.set(Number(child.dataset.id), child)
    const cards: HTMLElement[] = []
    for (const id of page) {
      const element = elements.current.get(id)
      if (element) cards.push(element)
    }
    showCards(list, cards)
    const pages = document.getElementById(`${listId}-pages`)
    if (pages) pages.hidden = shownFiltered
    document.dispatchEvent(new CustomEvent(LIST_CHANGED))
    if (focusFrom.current !== null) {
      list.children[focusFrom.current]?.querySelector<HTMLElement>('h3 a')?.focus()
      focusFrom.current = null
    }
  }, [list, listId, page, shownFiltered, rendered, slot])

  const renderedRef = useRef(rendered)
  renderedRef.current = rendered
  // React removes the cards it rendered from the detached list it put them in: they go back there
  // before the island unmounts (this effect's owner is an ancestor of the portal, so it runs first).
  useLayoutEffect(() => {
    const known = elements.current
    return () => {
      if (!slot) return
      for (const card of renderedRef.current) {
        const element = known.get(card.id)
        if (element && element.parentNode !== slot) slot.append(element)
      }
    }
  }, [slot])

  // The address changes after the frame is painted: replacing it restyles every relative link of
  // the page, which need not delay the cards.
  useEffect(() => {
    if (!list) return
    const query = filterQuery(state, spec)
    const timer = window.setTimeout(() => {
      const url = `${window.location.pathname}${query ? `?${query}` : ''}${window.location.hash}`
      if (url !== `${window.location.pathname}${window.location.search}${window.location.hash}`) window.history.replaceState(window.history.state, '', url)
    }, 0)
    return () => window.clearTimeout(timer)
  }, [list, state, spec])

  const shown = page?.length ?? count
  const showMore = () => {
    focusFrom.current = shown
    setPaging({ state, limit: shown + PAGE_SIZE })
  }
  const clientCards: ReactNode = slot && rendered.length > 0 ? createPortal(createElement(ClientCards, { cards: rendered }), slot) : null
  /** How many cards "Show more" adds (0: none left after those shown). */
  const more = page ? Math.max(0, Math.min(PAGE_SIZE, count - shownOffset - shown)) : 0
  // Waiting: the list does not show the state yet (its files or cards are on their way).
  const waiting = view === null ? filtered : view.state !== state
  return { ready: view !== null, waiting, count, shown, more, showMore, clientCards, cardOf }
}
