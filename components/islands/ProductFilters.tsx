import { useEffect, useLayoutEffect, useMemo, useRef, useState, type MouseEvent } from 'react'
import { activeFilterCount, defaultFilterState, filterCards, filterQuery, parseFilterQuery, sortCards, type FilterState } from '../../domain/products/filterCards'
import type { ListSpec } from '../../domain/products/listSpec'
import { useT } from '../PortalContext'
import { applyToList, LIST_CHANGED, readCards, type CardEntry } from '../products/cardListDom'
import { FilterGroupField } from '../products/FilterGroupField'
import { QuickFilters } from '../products/QuickFilters'
import '../products.css'

export interface ProductFiltersProps {
  spec: ListSpec
  /** Cards in the prerendered list. */
  total: number
  /** Id of the prerendered list (ul) this island filters. */
  listId: string
  /** The list page's own path: the form's action and the "clear" link. */
  action: string
}

/**
 * The list's filter menu, sort and card count. Prerendered in its default state (every card
 * shown) as a GET form; once hydrated it reads the state from the address, filters and sorts by
 * taking out and moving the prerendered cards (never re-rendering them), and keeps the address in
 * step with replaceState so a filtered list can be shared and survives a reload.
 */
export function ProductFilters({ spec, total, listId, action }: ProductFiltersProps) {
  const t = useT()
  const [state, setState] = useState<FilterState>(() => defaultFilterState(spec))
  const [entries, setEntries] = useState<CardEntry[] | null>(null)
  const [open, setOpen] = useState(false)
  const listRef = useRef<HTMLElement | null>(null)

  useEffect(() => {
    const list = document.getElementById(listId)
    if (!list) return
    listRef.current = list
    const fromAddress = parseFilterQuery(window.location.search, spec)
    setEntries(readCards(list))
    setState(fromAddress)
    if (window.matchMedia?.('(min-width: 960px)').matches || activeFilterCount(fromAddress, spec) > 0) setOpen(true)
    return dismissBannersOnEscape(list)
  }, [listId, spec])

  const facts = useMemo(() => entries?.map((e) => e.facts) ?? null, [entries])
  const visible = useMemo(() => (facts ? filterCards(facts, spec, state) : null), [facts, spec, state])
  const order = useMemo(() => (facts ? sortCards(facts, spec, state.sort) : null), [facts, spec, state.sort])
  const count = visible ? visible.filter(Boolean).length : total

  // Before paint, so the count, the cards and the address change in the same frame.
  useLayoutEffect(() => {
    const list = listRef.current
    if (!list || !entries || !visible || !order) return
    applyToList(list, entries, visible, order)
    document.dispatchEvent(new CustomEvent(LIST_CHANGED))
    // The address changes after the frame is painted: replacing it restyles every relative link of
    // the page, which need not delay the cards.
    const query = filterQuery(state, spec)
    const timer = window.setTimeout(() => {
      const url = `${window.location.pathname}${query ? `?${query}` : ''}${window.location.hash}`
      if (url !== `${window.location.pathname}${window.location.search}${window.location.hash}`) window.history.replaceState(window.history.state, '', url)
    }, 0)
    return () => window.clearTimeout(timer)
  }, [entries, visible, order, state, spec])

  const setGroup = (id: string, values: string[]) => setState((s) => ({ ...s, values: { ...s.values, [id]: values } }))
  const clear = (event: MouseEvent) => {
    event.preventDefault()
    setState(defaultFilterState(spec))
  }
  const active = activeFilterCount(state, spec)
  const featureGroup = spec.groups.find((g) => g.kind === 'checkbox')

  return (
    <form className="filters" method="get" action={action} aria-label={t('products.filters.label')} onSubmit={(e) => e.preventDefault()}>
      <div className="filter-bar">
        <p className="card-count" role="status" aria-live="polite" id={`${listId}-count`}>{t('products.list.count', { count })}</p>
        <div className="sort-field">
          <label htmlFor="list-sort">{t('products.sort.label')}</label>
          <select id="list-sort" name="sort" value={state.sort} onChange={(e) => setState((s) => ({ ...s, sort: e.target.value }))}>
            {spec.sorts.map((sort) => (
              <option key={sort.id} value={sort.id}>{t(`products.sort.${sort.id}.${sort.direction}`)}</option>
            ))}
          </select>
        </div>
      </div>
      {featureGroup && featureGroup.kind === 'checkbox' && (
        <QuickFilters group={featureGroup} state={state} spec={spec} action={action} onPick={(values) => setState({ values, sort: state.sort })} />
      )}
      <details className="filter-panel" open={open} onToggle={(e) => setOpen(e.currentTarget.open)}>
        <summary>{active > 0 ? t('products.filters.titleActive', { count: active }) : t('products.filters.title')}</summary>
        <div className="filter-body">
          {spec.groups.map((group) => (
            <FilterGroupField key={group.id} group={group} selected={state.values[group.id] ?? []} onChange={(values) => setGroup(group.id, values)} />
          ))}
          <div className="filter-actions">
            <button type="submit" className="button">{t('products.filters.show')}</button>
            <a className="button secondary" href={action} onClick={clear}>{t('products.filters.clear')}</a>
          </div>
          <noscript><p>{t('products.filters.noScript')}</p></noscript>
        </div>
      </details>
      <div className="empty-result" hidden={count > 0}>
        <p>{t('products.list.empty')}</p>
        <a className="button secondary" href={action} onClick={clear}>{t('products.filters.clear')}</a>
      </div>
    </form>
  )
}

/** Escape hides the hover banner of the card under the pointer or focus until the pointer leaves it (WCAG 1.4.13). */
function dismissBannersOnEscape(list: HTMLElement): () => void {
  const onKey = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return
    for (const card of list.querySelectorAll<HTMLElement>('.product-card:hover, .product-card:focus-within')) {
      card.classList.add('banner-dismissed')
      card.addEventListener('pointerleave', () => card.classList.remove('banner-dismissed'), { once: true })
      card.addEventListener('focusout', () => card.classList.remove('banner-dismissed'), { once: true })
    }
  }
  document.addEventListener('keydown', onKey)
  return () => document.removeEventListener('keydown', onKey)
}
