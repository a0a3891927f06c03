import { useCallback, useEffect, useRef, useState, type FormEvent, type RefObject } from 'react'
import { useTakeOver, type LiveState } from '../LiveState'
import { usePortal, useT } from '../PortalContext'
import { fieldTextFromQuery, queryValueFor, type FieldKind } from './fieldText'

/** A field of a calculator form: typed text of a kind, or one of fixed options (a select or radios). */
export type FieldSpec = { kind: FieldKind } | { options: readonly string[] }

export type Values = Record<string, string>

export interface Validation<R> {
  /** Translated message per field name; empty when every field is accepted. */
  errors: Record<string, string>
  result: R | null
}

export interface CalculatorOptions<R> {
  /** Field name (also its query parameter) to spec, in the order the form shows them. */
  fields: Record<string, FieldSpec>
  /** The text each field starts with. */
  defaults: Values
  validate: (values: Values) => Validation<R>
  /** The sentence the live region reads once a result is calculated. */
  announce: (result: R) => string
  /** The fields a result depends on (default: all); only these go into the address bar. */
  activeFields?: (values: Values) => readonly string[]
  /** Runs after a result is shown by Calculate (not on load), e.g. to move focus to it. */
  onCalculated?: () => void
}

export interface Calculator<R> {
  values: Values
  errors: Record<string, string>
  result: R | null
  announcement: string
  setValue: (name: string, text: string) => void
  submit: (event: FormEvent) => void
  /** Leaves the result for the inputs, keeping them (the tax calculator's Recalculate). */
  recalculate: () => void
  summaryRef: RefObject<HTMLDivElement | null>
}

interface HistoryState {
  calculatorInputs?: Values
}

/**
 * State of a calculator whose inputs live in the address bar: Calculate validates, shows the result
 * and pushes the inputs as a query (so Back undoes it and the link can be shared); on load and on
 * Back/Forward the query is read again. Server HTML and the first client render use the defaults,
 * so hydration matches; the query is applied right after.
 */
export function useCalculator<R>(options: CalculatorOptions<R>): Calculator<R> {
  const portal = usePortal()
  const t = useT()
  const [values, setValues] = useState<Values>(options.defaults)
  // What the visitor typed before the island took over is where it starts (components/LiveState.tsx).
  const typed = useRef<Values>({})
  useTakeOver((live) => {
    typed.current = typedBeforeTakeover(live, options.fields)
    setValues((current) => ({ ...current, ...typed.current }))
  })
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [attempted, setAttempted] = useState(false)
  const [result, setResult] = useState<R | null>(null)
  const [announcement, setAnnouncement] = useState('')
  const [focusSummary, setFocusSummary] = useState(0)
  const [calculated, setCalculated] = useState(0)
  const summaryRef = useRef<HTMLDivElement | null>(null)
  // Effects and listeners registered once read the latest options through this ref.
  const latest = useRef(options)
  latest.current = options

  const readQuery = useCallback((): Values | null => {
    const { fields, defaults } = latest.current
    const params = new URLSearchParams(window.location.search)
    if (!Object.keys(fields).some((name) => params.has(name))) return null
    const read: Values = { ...defaults }
    for (const [name, spec] of Object.entries(fields)) {
      const raw = params.get(name)
      if (raw === null) continue
      if ('options' in spec) {
        // A value no option has cannot be shown by a select: the field keeps its default.
        if (spec.options.includes(raw)) read[name] = raw
      } else read[name] = fieldTextFromQuery(raw, spec.kind, portal.code)
    }
    return read
  }, [portal.code])

  const restore = useCallback(
    (fromHistory: boolean) => {
      const queried = readQuery()
      // On load, a field the visitor already typed in keeps their text over the address's.
      const fromQuery = queried && !fromHistory ? { ...queried, ...typed.current } : queried
      if (fromQuery) {
        const checked = latest.current.validate(fromQuery)
        setValues(fromQuery)
        setErrors(checked.errors)
        setAttempted(checked.result === null)
        setResult(checked.result)
        return
      }
      const saved = fromHistory ? (window.history.state as HistoryState | null)?.calculatorInputs : undefined
      if (saved) setValues(saved)
      setErrors({})
      setAttempted(false)
      setResult(null)
    },
    [readQuery],
  )

  useEffect(() => {
    restore(false)
    const onPopState = () => restore(true)
    window.addEventListener('popstate', onPopState)
    return () => window.removeEventListener('popstate', onPopState)
  }, [restore])

  useEffect(() => {
    if (focusSummary > 0) summaryRef.current?.focus()
  }, [focusSummary])

  useEffect(() => {
    if (calculated > 0) latest.current.onCalculated?.()
  }, [calculated])

  const writeHistory = useCallback(
    (current: Values, withInputs: boolean) => {
      const { fields, activeFields } = latest.current
      const params = new URLSearchParams(window.location.search)
      for (const name of Object.keys(fields)) params.delete(name)
      if (withInputs) {
        for (const name of activeFields ? activeFields(current) : Object.keys(fields)) {
          const spec = fields[name]
          const text = current[name] ?? ''
          params.set(name, spec && 'kind' in spec ? queryValueFor(text, spec.kind, portal.code) : text)
        }
      }
      const query = params.toString()
      const url = `${window.location.pathname}${query ? `?${query}` : ''}`
      const state: HistoryState = { calculatorInputs: current }
      // Calculating the same inputs twice adds no second history entry for Back to step through.
      if (url === `${window.location.pathname}${window.location.search}`) window.history.replaceState(state, '', url)
      else window.history.pushState(state, '', url)
    },
    [portal.code],
  )

  const setValue = useCallback(
    (name: string, text: string) => {
      const next = { ...values, [name]: text }
      setValues(next)
      // Once Calculate was pressed, messages follow the fields as they are corrected.
      if (attempted) setErrors(latest.current.validate(next).errors)
    },
    [values, attempted],
  )

  const submit = useCallback(
    (event: FormEvent) => {
      event.preventDefault()
      const checked = latest.current.validate(values)
      setErrors(checked.errors)
      setAttempted(true)
      if (checked.result === null) {
        // A result next to a refused input would answer a question the form no longer asks.
        if (result !== null) {
          setResult(null)
          const cleared = t('calc.resultCleared')
          setAnnouncement((previous) => (previous === cleared ? `${cleared}\u00a0` : cleared))
        } else setAnnouncement('')
        setFocusSummary((n) => n + 1)
        return
      }
      const text = latest.current.announce(checked.result)
      // The same sentence twice would not be read again: a trailing no-break space makes it new.
      setAnnouncement((previous) => (previous === text ? `${text}\u00a0` : text))
      setResult(checked.result)
      writeHistory(values, true)
      setCalculated((n) => n + 1)
    },
    [values, result, writeHistory, t],
  )

  const recalculate = useCallback(() => {
    setResult(null)
    // The live region no longer speaks of a result that is gone.
    setAnnouncement('')
    writeHistory(values, false)
  }, [values, writeHistory])

  return { values, errors, result, announcement, setValue, submit, recalculate, summaryRef }
}

/** The calculator fields whose text the visitor changed before the island took over. */
function typedBeforeTakeover(live: LiveState, fields: Record<string, FieldSpec>): Values {
  const typed: Values = {}
  for (const [name, spec] of Object.entries(fields)) {
    const value = live.values(name)?.[0]
    if (value === undefined) continue
    // A select or radio holds one of its options; text fields hold whatever was typed, exactly.
    if ('options' in spec && !spec.options.includes(value)) continue
    typed[name] = value
  }
  return typed
}
