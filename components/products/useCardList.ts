import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react'
import { filterCards, filterQuery, sortCards, type FilterState } from '../../domain/products/filterCards'
import type { ListSpec } from '../../domain/products/listSpec'
import { applyToList, LIST_CHANGED, readCards, type CardEntry } from './cardListDom'

/** Cards a filtered list shows before "Show more": what one screenful or two of scrolling holds. */
export const PAGE_SIZE = 24

const TRIM_BATCH = 100

// Safari has no requestIdleCallback: a short timeout stands in for it.
const hasIdle = typeof window !== 'undefined' && typeof window.requestIdleCallback === 'function'

function whenIdle(fn: () => void): number {
  return hasIdle ? window.requestIdleCallback(fn, { timeout: 1000 }) : window.setTimeout(fn, 50)
}

function cancelIdle(id: number): void {
  if (hasIdle) window.cancelIdleCallback(id)
  else window.clearTimeout(id)
}

/**
 * Keeps the prerendered list in step with the filter state: the matching cards, sorted, the first
 * `limit` of them in the document. Any change of the state shows one page again (PAGE_SIZE), so an
 * update moves at most about two pages of cards however long the list is; "show more" adds a page.
 * A long list left in its default state is trimmed to one page in idle time after hydration, in
 * small batches, so no long task blocks the page. The address follows the state (replaceState).
 */
export function useCardList(listId: string, spec: ListSpec, state: FilterState, initialState: FilterState) {
  const [entries, setEntries] = useState<CardEntry[] | null>(null)
  // The limit belongs to the state it was set for: a new state object means a new first page.
  const [paging, setPaging] = useState<{ state: FilterState; limit: number }>({ state: initialState, limit: Infinity })
  const listRef = useRef<HTMLElement | null>(null)
  const focusFrom = useRef<number | null>(null)
  const limit = paging.state === state ? paging.limit : PAGE_SIZE

  useEffect(() => {
    const list = document.getElementById(listId)
    if (!list) return
    listRef.current = list
    setEntries(readCards(list))
  }, [listId])

  // Trims a long, unfiltered list to its first page while the browser is idle.
  useEffect(() => {
    const list = listRef.current
    if (!list || !entries || paging.state !== state || paging.limit !== Infinity || entries.length <= PAGE_SIZE) return
    let id = 0
    const step = () => {
      for (let i = 0; i < TRIM_BATCH && list.children.length > PAGE_SIZE; i++) list.lastElementChild?.remove()
      if (list.children.length > PAGE_SIZE) id = whenIdle(step)
      else setPaging({ state, limit: PAGE_SIZE })
    }
    id = whenIdle(step)
    return () => cancelIdle(id)
  }, [entries, paging, state])

  const facts = useMemo(() => entries?.map((e) => e.facts) ?? null, [entries])
  const visible = useMemo(() => (facts ? filterCards(facts, spec, state) : null), [facts, spec, state])
  const order = useMemo(() => (facts ? sortCards(facts, spec, state.sort) : null), [facts, spec, state.sort])
  const count = visible ? visible.filter(Boolean).length : (entries?.length ?? 0)
  const shown = Math.min(count, limit)

  // Before paint, so the count and the cards change in the same frame.
  useLayoutEffect(() => {
    const list = listRef.current
    if (!list || !entries || !visible || !order) return
    // While an idle trim is under way the list is left to it.
    if (limit !== Infinity) applyToList(list, entries, visible, order, limit)
    document.dispatchEvent(new CustomEvent(LIST_CHANGED))
    if (focusFrom.current !== null) {
      list.children[focusFrom.current]?.querySelector<HTMLElement>('h3 a')?.focus()
      focusFrom.current = null
    }
  }, [entries, visible, order, limit])

  // The address changes after the frame is painted: replacing it restyles every relative link of
  // the page, which need not delay the cards.
  useEffect(() => {
    if (!entries) return
    const query = filterQuery(state, spec)
    const timer = window.setTimeout(() => {
      const url = `${window.location.pathname}${query ? `?${query}` : ''}${window.location.hash}`
      if (url !== `${window.location.pathname}${window.location.search}${window.location.hash}`) window.history.replaceState(window.history.state, '', url)
    }, 0)
    return () => window.clearTimeout(timer)
  }, [entries, state, spec])

  const showMore = () => {
    focusFrom.current = shown
    setPaging({ state, limit: shown + PAGE_SIZE })
  }
  return { ready: entries !== null, count, shown, showMore }
}
