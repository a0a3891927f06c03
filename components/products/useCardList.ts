import { createElement, memo, startTransition, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import { createPortal } from 'react-dom'
import type { ProductCard as Card } from '../../domain/content/schemas'
import { cardFacts, type CardFacts } from '../../domain/products/cardFacts'
import { defaultFilterState, filterCards, filterQuery, sortCards, type FilterState } from '../../domain/products/filterCards'
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

interface Options {
  /** Id of the prerendered list (ul). */
  listId: string
  /** Address of the vertical's cards (a JSON array of ProductCard). */
  cardsUrl: string
  /** Cards in the whole vertical. */
  total: number
  spec: ListSpec
  state: FilterState
  initialState: FilterState
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
export function useCardList({ listId, cardsUrl, total, spec, state, initialState }: Options) {
  const [list, setList] = useState<HTMLElement | null>(null)
  const [source, setSource] = useState<Source | null>(null)
  // The limit belongs to the state it was set for: a new state object means a new first page.
  const [paging, setPaging] = useState<{ state: FilterState; limit: number }>({ state: initialState, limit: PAGE_SIZE })
  const limit = paging.state === state ? paging.limit : PAGE_SIZE
  // Every card element the list can show, by id: the prerendered ones, then those rendered here.
  const elements = useRef(new Map<number, HTMLElement>())
  const [rendered, setRendered] = useState<readonly Card[]>([])
  const [slot] = useState(() => (typeof document === 'undefined' ? null : document.createElement('ul')))
  const focusFrom = useRef<number | null>(null)

  useEffect(() => {
    const element = document.getElementById(listId)
    if (!element) return
    const prerendered = readCards(element)
    for (const entry of prerendered) elements.current.set(entry.facts.id, entry.element)
    setList(element)
    const facts = prerendered.map((entry) => entry.facts)
    // The HTML is in the default order; it is the whole vertical when it holds every card.
    const fromHtml = () => setSource({ facts, cards: new Map(), inHtml: new Set(facts.map((card) => card.id)), offset: 0 })
    if (prerendered.length >= total) {
      fromHtml()
      return
    }
    let live = true
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
  }, [listId, cardsUrl, total, spec])

  // In idle time once the cards are there, the first card "show more" would add is rendered ahead:
  // the first card React renders here pays for the message formats and code paths that every card
  // after it reuses, which would otherwise fall on the visitor's first update.
  useEffect(() => {
    if (!source || source.cards.size === 0) return
    const next = source.facts.slice(source.offset).find((card) => !source.inHtml.has(card.id))
    const card = next && source.cards.get(next.id)
    if (!card) return
    const warm = () => setRendered((cards) => (cards.length > 0 ? cards : [card]))
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(warm, { timeout: 2000 })
      return () => window.cancelIdleCallback(id)
    }
    const id = window.setTimeout(warm, 200)
    return () => window.clearTimeout(id)
  }, [source])

  const visible = useMemo(() => (source ? filterCards(source.facts, spec, state) : null), [source, spec, state])
  const order = useMemo(() => (source ? sortCards(source.facts, spec, state.sort) : null), [source, spec, state.sort])
  // Filtered or sorted otherwise, the list pages through the matches from the first; in the default
  // state it starts where the page's own cards do (a crawlable /page/N shows its cards, not page 1's).
  const filtered = filterQuery(state, spec) !== ''
  const offset = source && !filtered ? source.offset : 0
  // The `limit` matches from `offset` (indexes into source.facts, in the sorted order) and how many match.
  const { page, count } = useMemo(() => {
    if (!visible || !order) return { page: null, count: total }
    const page: number[] = []
    let count = 0
    for (const i of order) {
      if (!visible[i]) continue
      if (count >= offset && count < offset + limit) page.push(i)
      count++
    }
    return { page, count }
  }, [visible, order, limit, offset, total])

  // Cards of the page that are neither in the HTML nor rendered yet: those at the top of what the
  // update shows (the first page, or the page "show more" adds) are rendered in this same commit, the
  // others in a transition just after it (CARDS_IN_FIRST_FRAME).
  const renderedIds = useMemo(() => new Set(rendered.map((card) => card.id)), [rendered])
  const { now, later } = useMemo(() => {
    const now: Card[] = []
    const later: Card[] = []
    if (!source || !page) return { now, later }
    const first = Math.max(0, limit - PAGE_SIZE) + CARDS_IN_FIRST_FRAME
    page.forEach((i, position) => {
      const id = source.facts[i]!.id
      const card = source.cards.get(id)
      if (card && !source.inHtml.has(id) && !renderedIds.has(id)) (position < first ? now : later).push(card)
    })
    return { now, later }
  }, [source, page, limit, renderedIds])
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
    if (!list || !source || !page) return
    // Cards rendered in this commit are in the detached list: from now on they are moved like the others.
    if (slot) for (const child of Array.from(slot.children)) if (child instanceof HTMLElement) elements.current.set(Number(child.dataset.id), child)
    const cards: HTMLElement[] = []
    for (const i of page) {
      const element = elements.current.get(source.facts[i]!.id)
      if (element) cards.push(element)
    }
    showCards(list, cards)
    const pages = document.getElementById(`${listId}-pages`)
    if (pages) pages.hidden = filtered
    document.dispatchEvent(new CustomEvent(LIST_CHANGED))
    if (focusFrom.current !== null) {
      list.children[focusFrom.current]?.querySelector<HTMLElement>('h3 a')?.focus()
      focusFrom.current = null
    }
  }, [list, listId, source, page, filtered, rendered, slot])

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
  const more = page ? Math.max(0, Math.min(PAGE_SIZE, count - offset - shown)) : 0
  return { ready: source !== null, count, shown, more, showMore, clientCards }
}
