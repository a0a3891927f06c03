import { useEffect, useMemo, useRef, useState, type FormEvent, type MouseEvent } from 'react'
import { createPortal } from 'react-dom'
import {
  activeFilterCount,
  defaultFilterState,
  filterQuery,
  parseFilterQuery,
  rangeDefault,
  rangeProblem,
  type FilterState,
} from '../../domain/products/filterCards'
import { eligibility, type EligibilityFacts, type VisitorProfile } from '../../domain/products/eligibility'
import type { ListSpec } from '../../domain/products/listSpec'
import { CALCULATION_VERTICAL } from '../../domain/calculators/loanTerms'
import { CONTRACT_TYPE_OF_VERTICAL, type ProductCard } from '../../domain/content/schemas'
import { keepLoanCalculation, loanCalculation, type LoanCalculation } from '../calculators/loanCalculation'
import { useFormats } from '../calculators/useFormats'
import { readLiveState, useTakeOver, type LiveState } from '../LiveState'
import { usePortal, useT } from '../PortalContext'
import { LIST_CHANGED } from '../products/cardListDom'
import { showEligibility, type EligibilityLine } from '../products/cardEligibility'
import { followList } from '../products/featuredFollow'
import { isEmptyProfile, keepVisitorProfile, visitorProfile } from '../products/visitorProfile'
import { YourProfile } from '../products/YourProfile'
import { useEligibilityLine } from '../products/useEligibilityLine'
import { FilterGroupField } from '../products/FilterGroupField'
import { showLoanFigures, type LoanFigureText } from '../products/loanCardFigures'
import { YourLoan } from '../products/YourLoan'
import { QuickFilters } from '../products/QuickFilters'
import { prefetchIndexFiles, useCardList } from '../products/useCardList'

export interface ProductFiltersProps {
  spec: ListSpec
  /** Cards in the whole vertical (the prerendered list holds its first page). */
  total: number
  /** Address of the vertical's cards, a JSON array of ProductCard (/data/products/{verticalKey}.json), fetched when the island wakes. */
  cardsUrl: string
  /**
   * Folder of the vertical's filter index (/data/products/{verticalKey}/), given for a long list: the
   * island then fetches the files a choice needs and the cards of the page, not the whole JSON (decision 035).
   */
  indexUrl?: string
  /** Id of the prerendered list (ul) this island filters. */
  listId: string
  /** The list page's own path: the form's action and the "clear" link. */
  action: string
}

/**
 * The list's filter menu, sort and card count. Prerendered in its default state (the first page of
 * cards shown) as a GET form; once hydrated it reads the state from the address, loads the
 * vertical's cards (cardsUrl) and filters and sorts all of them, showing a page at a time: the
 * prerendered cards are moved, never re-rendered, the others are rendered once on the client with
 * the same markup (see useCardList). It keeps the address in step so a filtered list can be shared
 * and survives a reload.
 */
export function ProductFilters({ spec, total, cardsUrl, indexUrl, listId, action }: ProductFiltersProps) {
  const t = useT()
  const portal = usePortal()
  const [initial] = useState<FilterState>(() => defaultFilterState(spec))
  const [state, setState] = useState<FilterState>(initial)
  // The visitor's choices made before the island took over, over the address's.
  const typedFirst = useRef(false)
  useTakeOver((live) => {
    typedFirst.current = true
    setState(liveFilterState(live, spec, window.location.search))
  })
  const [open, setOpen] = useState(false)
  const [moreSlot, setMoreSlot] = useState<HTMLElement | null>(null)
  // A loan list shows each card's figures for the visitor's amount and term (decision 057).
  const vertical = portal.verticals.find((item) => item.path === action)
  const loans = vertical !== undefined && CONTRACT_TYPE_OF_VERTICAL[vertical.id] === 'loan'
  // A list of credit cards or loans says, card by card, whether the visitor is likely to get it (decision 060).
  const profiled = loans || (vertical !== undefined && CONTRACT_TYPE_OF_VERTICAL[vertical.id] === 'credit-card')
  const [calculation, setCalculation] = useState<LoanCalculation | null>(null)
  const [woken, setWoken] = useState(false)
  const [profile, setProfile] = useState<VisitorProfile>({})
  // "Only what I can get": for this page only, never in the address (a list's filters there are as before).
  const [only, setOnly] = useState(false)
  useEffect(() => {
    setWoken(true)
    if (loans) setCalculation(loanCalculation(portal.code))
    if (profiled) setProfile(visitorProfile(portal.code))
  }, [loans, profiled, portal.code])
  // The visitor's income is the list's income filter when they set it, or the one they gave before.
  const rangeIncome = incomeOf(spec, state)
  const lastIncome = useRef<number | undefined>(undefined)
  useEffect(() => {
    if (!profiled || rangeIncome === lastIncome.current) return
    const gone = rangeIncome === undefined
    lastIncome.current = rangeIncome
    // Set: kept as the profile's income; cleared: the profile forgets it.
    setProfile((current) => {
      const next = { ...current, monthlyIncome: rangeIncome }
      if (gone) delete next.monthlyIncome
      keepVisitorProfile(portal.code, next)
      return next
    })
  }, [profiled, rangeIncome, portal.code])
  const { monthlyIncome: keptIncome, age, employment } = profile
  const income = rangeIncome ?? keptIncome
  const given = useMemo<VisitorProfile>(() => ({ monthlyIncome: income, age, employment }), [income, age, employment])
  const rules = portal.eligibility
  const profileGiven = profiled && !isEmptyProfile(given)
  // Over a long list's index the facts come from its eligibility file (decision 071).
  const keep = useMemo(
    () => (profiled && only ? (card: ProductCard | EligibilityFacts) => eligibility(card, given, rules).status !== 'not' : null),
    [profiled, only, given, rules],
  )
  const cards = useCardList({
    listId,
    cardsUrl,
    indexUrl,
    total,
    spec,
    state,
    initialState: initial,
    withCards: calculation !== null || profileGiven,
    keep,
  })
  const { money, wholeMoney } = useFormats()
  const eligibilityLine = useEligibilityLine()
  const lineOf = useRef<(card: ProductCard) => EligibilityLine | null>(() => null)
  lineOf.current = (card) => eligibilityLine(card, given)
  useEffect(() => {
    const list = document.getElementById(listId)
    if (!list || !profiled) return
    const write = () => showEligibility(list, cards.cardOf, profileGiven ? (card) => lineOf.current(card) : null)
    write()
    // The cards the list shows next (a filter, "show more") get theirs in the same frame.
    document.addEventListener(LIST_CHANGED, write)
    return () => document.removeEventListener(LIST_CHANGED, write)
  }, [listId, profiled, profileGiven, given, cards.cardOf])
  const changeProfile = (value: VisitorProfile) => {
    const next = { ...value, monthlyIncome: keptIncome }
    if (next.monthlyIncome === undefined) delete next.monthlyIncome
    keepVisitorProfile(portal.code, next)
    setProfile(next)
  }
  const figureText = useRef<LoanFigureText['text']>(() => '')
  figureText.current = (figures) =>
    calculation === null
      ? ''
      : t('calc.offers.figure', {
          instalment: money(figures.instalment),
          amount: wholeMoney(calculation.amount),
          months: calculation.months,
          total: money(figures.total),
        })
  useEffect(() => {
    const list = document.getElementById(listId)
    if (!list || !loans) return
    const figure = calculation && {
      amount: calculation.amount,
      months: calculation.months,
      text: (f: { instalment: number; total: number }) => figureText.current(f),
    }
    const write = () => showLoanFigures(list, cards.cardOf, figure)
    write()
    // The cards the list shows next (a filter, "show more") get theirs in the same frame.
    document.addEventListener(LIST_CHANGED, write)
    return () => document.removeEventListener(LIST_CHANGED, write)
  }, [listId, loans, calculation, cards.cardOf])
  const changeLoan = (value: LoanCalculation) => {
    keepLoanCalculation(portal.code, value)
    setCalculation(value)
  }
  const tookOver = useRef(false)
  if (!tookOver.current && indexUrl !== undefined && typeof document !== 'undefined') listenForEarlyChoice(listId, spec, indexUrl)

  useEffect(() => {
    tookOver.current = true
    stopEarlyChoice(listId)
    const fromAddress = parseFilterQuery(window.location.search, spec)
    // A shared address puts its state in; the default state stays the same object.
    if (!typedFirst.current && filterQuery(fromAddress, spec) !== '') setState(fromAddress)
    // Open beside the results on a desktop; on a phone the panel is a sheet the visitor opens (decision 069).
    if (wide() || typedFirst.current) setOpen(true)
    setMoreSlot(document.getElementById(`${listId}-more`))
    const list = document.getElementById(listId)
    return list ? dismissBannersOnEscape(list) : undefined
  }, [listId, spec])

  const count = cards.ready ? cards.count : total
  const countText =
    cards.ready && cards.shown < cards.count ? t('products.list.countShown', { shown: cards.shown, count }) : t('products.list.count', { count })

  const clear = (event: MouseEvent) => {
    event.preventDefault()
    setState(defaultFilterState(spec))
    setOnly(false)
  }
  // "Show N results": the list follows the filters as they change; under 1024 px the sheet closes. The
  // focus goes to the count, the results' heading, and the first result comes into view, never the
  // panel's foot (decision 069).
  const showResults = (event: FormEvent) => {
    event.preventDefault()
    if (!wide()) setOpen(false)
    revealResults(listId)
  }
  const panelRef = useRef<HTMLDetailsElement | null>(null)
  const bodyRef = useRef<HTMLDivElement | null>(null)
  // The sheet, while open on a phone: its first control takes the focus, Tab stays inside it, Escape closes it.
  const sheetOpen = open && woken && !wide()
  useEffect(() => {
    if (!sheetOpen) return
    const body = bodyRef.current
    if (body && !body.contains(document.activeElement)) focusables(body)[0]?.focus()
  }, [sheetOpen])
  const onPanelKey = useRef<(event: KeyboardEvent) => void>(() => undefined)
  onPanelKey.current = (event) => {
    const body = bodyRef.current
    if (!body || !open || wide()) return
    if (event.key === 'Escape') {
      event.preventDefault()
      setOpen(false)
      panelRef.current?.querySelector('summary')?.focus()
      return
    }
    if (event.key !== 'Tab') return
    const list = focusables(body)
    const first = list[0]
    const last = list[list.length - 1]
    if (!first || !last) return
    const at = document.activeElement
    if (event.shiftKey && (at === first || !body.contains(at))) {
      event.preventDefault()
      last.focus()
    } else if (!event.shiftKey && (at === last || !body.contains(at))) {
      event.preventDefault()
      first.focus()
    }
  }
  // Heard on the panel itself: the lint takes a details element for a non-interactive one.
  useEffect(() => {
    const panel = panelRef.current
    if (!panel) return
    const onKey = (event: KeyboardEvent) => onPanelKey.current(event)
    panel.addEventListener('keydown', onKey)
    return () => panel.removeEventListener('keydown', onKey)
  }, [])

  const featureGroup = spec.groups.find((g) => g.kind === 'checkbox')
  // The controls follow the state alone: the renders that bring a choice's cards (three or four a
  // choice) leave them as they are, which at a phone's CPU saves about 100 ms a render (decision 050).
  const controls = useMemo(
    () => ({
      sort: (
        <select id="list-sort" name="sort" value={state.sort} onChange={(e) => setState((s) => ({ ...s, sort: e.target.value }))}>
          {spec.sorts.map((sort) => (
            <option key={sort.id} value={sort.id}>
              {t(`products.sort.${sort.id}.${sort.direction}`)}
            </option>
          ))}
        </select>
      ),
      quick: featureGroup && featureGroup.kind === 'checkbox' && (
        <QuickFilters group={featureGroup} state={state} spec={spec} action={action} onPick={(values) => setState({ values, sort: state.sort })} />
      ),
      groups: spec.groups.map((group) => (
        <FilterGroupField
          key={group.id}
          group={group}
          selected={state.values[group.id] ?? []}
          onChange={(values) => setState((s) => ({ ...s, values: { ...s.values, [group.id]: values } }))}
        />
      )),
    }),
    [spec, state, action, t, featureGroup],
  )
  const active = activeFilterCount(state, spec) + (keep !== null ? 1 : 0)
  // The featured strip above follows the list: what it shows, past the list's top row (decision 069).
  const filtering = useRef(false)
  filtering.current = active > 0
  useEffect(() => {
    const list = document.getElementById(listId)
    return list ? followList(list, () => filtering.current) : undefined
  }, [listId])
  // Until the cards have arrived the list and its count stay as they were: the count is not
  // announced for a state it does not show yet.
  const waiting = cards.waiting

  return (
    <form className="filters" method="get" action={action} aria-label={t('products.filters.label')} onSubmit={showResults}>
      <div className="filter-bar">
        <p className="card-count" role="status" aria-live="polite" aria-busy={waiting || undefined} id={`${listId}-count`} tabIndex={-1}>
          {countText}
        </p>
        <div className="sort-field">
          <label htmlFor="list-sort">{t('products.sort.label')}</label>
          {controls.sort}
        </div>
      </div>
      {controls.quick}
      <details ref={panelRef} className="filter-panel" open={open} onToggle={(e) => setOpen(e.currentTarget.open)}>
        <summary>{active > 0 ? t('products.filters.titleActive', { count: active }) : t('products.filters.title')}</summary>
        <div ref={bodyRef} className="filter-body" role="group" aria-label={t('products.filters.title')}>
          {controls.groups}
          {/* After the filters: added when the island wakes, they move nothing above them (decisions 057, 060). */}
          {profiled && woken && <YourProfile profile={profile} onChange={changeProfile} only={only} onOnly={setOnly} />}
          {loans && woken && (
            <YourLoan kind={vertical.key === CALCULATION_VERTICAL.house ? 'house' : 'personal'} calculation={calculation} onChange={changeLoan} />
          )}
          <div className="filter-actions">
            <button type="submit" className="button">
              {t('products.filters.showCount', { count })}
            </button>
            <a className="button secondary" href={action} onClick={clear}>
              {t('products.filters.clear')}
            </a>
          </div>
          <noscript>
            <p>{t('products.filters.noScript')}</p>
          </noscript>
        </div>
      </details>
      <div className="empty-result" hidden={count > 0}>
        <p>{t('products.list.empty')}</p>
        <a className="button secondary" href={action} onClick={clear}>
          {t('products.filters.clear')}
        </a>
      </div>
      {moreSlot &&
        cards.more > 0 &&
        createPortal(
          <button type="button" className="button secondary" onClick={cards.showMore}>
            {t('products.list.more', { count: cards.more })}
          </button>,
          moreSlot,
        )}
      {cards.clientCards}
    </form>
  )
}

/** The width from which the filters are a sidebar beside the results, always open (decision 069). */
function wide(): boolean {
  return window.matchMedia?.('(min-width: 1024px)').matches ?? false
}

/** The controls of the sheet a Tab moves between, in order. */
function focusables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, [tabindex="0"]')].filter(
    (element) => !element.hasAttribute('disabled') && element.getClientRects().length > 0,
  )
}

/** After "Show N results": the focus on the count (the results' heading) and the first result in view. */
function revealResults(listId: string): void {
  const count = document.getElementById(`${listId}-count`)
  count?.focus({ preventScroll: true })
  const first = document.getElementById(listId)?.querySelector<HTMLElement>(':scope > li:not([hidden])')
  const target = first ?? count
  if (!target) return
  const box = target.getBoundingClientRect()
  if (box.top >= 0 && box.top < window.innerHeight * 0.75) return
  // The count and the first result together when both fit; else the first result at the top.
  const head = count?.getBoundingClientRect()
  if (count && head && box.top - head.top < window.innerHeight * 0.6) count.scrollIntoView({ block: 'start' })
  else target.scrollIntoView({ block: 'start' })
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

/** The filter state of the address, with the controls the visitor changed before the takeover as they left them. */
/** The listeners of listenForEarlyChoice, by list id. */
const earlyChoices = new Map<string, (event: Event) => void>()

/**
 * While React takes the island over (from the visitor's first touch, about a second on a phone, hydrating
 * at once when a control changes: decision 010), a choice in the prerendered form has the index files
 * it needs asked for at its change event: heard on the document, in the capture phase, before React's
 * own listener hydrates the rest of the island (decision 050); a choice made before is asked for at
 * once. Added in the island's first render in the browser, removed once it has taken over.
 */
function listenForEarlyChoice(listId: string, spec: ListSpec, indexUrl: string): void {
  if (earlyChoices.has(listId)) return
  const form = document.getElementById(`${listId}-count`)?.closest('form')
  if (!form) return
  const prefetch = () => prefetchIndexFiles(spec, indexUrl, liveFilterState(readLiveState(form), spec, window.location.search))
  const listener = (event: Event) => {
    if (event.target instanceof Node && form.contains(event.target)) prefetch()
  }
  earlyChoices.set(listId, listener)
  document.addEventListener('change', listener, true)
  // A choice made before this render (the island's code still on its way) is asked for now.
  if (readLiveState(form).changed) prefetch()
}

function stopEarlyChoice(listId: string): void {
  const listener = earlyChoices.get(listId)
  if (listener) document.removeEventListener('change', listener, true)
  earlyChoices.delete(listId)
}

/** The monthly income of the state's income filter, when it is set and usable. */
function incomeOf(spec: ListSpec, state: FilterState): number | undefined {
  const group = spec.groups.find((item) => item.kind === 'range' && item.id === 'income')
  const raw = state.values.income?.[0]
  if (group?.kind !== 'range' || raw === undefined || rangeProblem(group, raw) !== null) return undefined
  const value = Number(raw.replace(/\D/g, ''))
  return value === rangeDefault(group) ? undefined : value
}

function liveFilterState(live: LiveState, spec: ListSpec, search: string): FilterState {
  const params = new URLSearchParams(search)
  for (const name of [...spec.groups.map((group) => group.id), 'sort']) {
    // A range's slider has no name (the number field next to it has): it counts when only it moved.
    const values = live.values(name) ?? [live.valueOfId(`filter-${name}-slider`)].filter((value) => value !== undefined)
    if (values.length === 0 && live.values(name) === undefined) continue
    params.delete(name)
    for (const value of values) params.append(name, value)
  }
  return parseFilterQuery(params.toString(), spec)
}
