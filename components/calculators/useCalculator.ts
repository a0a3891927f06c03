import { revalidateLogic, useForm, useSelector, type AnyFieldLikeMeta } from '@tanstack/react-form'
import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent, type RefObject } from 'react'
import { flushSync } from 'react-dom'
import { useTakeOver, type LiveState } from '../LiveState'
import { usePortal, useT } from '../PortalContext'
import { fieldTextFromQuery, queryValueFor, type FieldKind } from './fieldText'

/** A field of a calculator form: typed text of a kind, or one of fixed options (a select or radios). */
export type FieldSpec = { kind: FieldKind } | { options: readonly string[] }

export type Values = Record<string, string>

export interface Validation<R> {
  /** Translated message per field name; empty when every field is accepted. */
  errors: Record<string, string>
  /** The calculation when every field is accepted (no message), null otherwise. */
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

/** What a submission of the form carries: Calculate's, or refused inputs read from the address. */
interface SubmitMeta {
  fromAddress: boolean
}

const CALCULATE: SubmitMeta = { fromAddress: false }
const FROM_ADDRESS: SubmitMeta = { fromAddress: true }

/** The result and the live region's sentence: not inputs, so React state beside the form, changed together. */
interface Outcome<R> {
  result: R | null
  announcement: string
}

/**
 * State of a calculator whose inputs live in the address bar: Calculate validates, shows the result
 * and pushes the inputs as a query (so Back undoes it and the link can be shared); on load and on
 * Back/Forward the query is read again. Server HTML and the first client render use the defaults,
 * so hydration matches; the query is applied right after.
 *
 * The inputs, their messages and whether Calculate was pressed live in a TanStack Form (values,
 * each field's errorMap, submissionAttempts); the result and the announcement are React state.
 */
export function useCalculator<R>(options: CalculatorOptions<R>): Calculator<R> {
  const portal = usePortal()
  const t = useT()
  const [outcome, setOutcome] = useState<Outcome<R>>({ result: null, announcement: '' })
  const [focusSummary, setFocusSummary] = useState(0)
  const [calculated, setCalculated] = useState(0)
  const summaryRef = useRef<HTMLDivElement | null>(null)
  // Effects, listeners and the form's callbacks read the latest options through this ref.
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
      } else read[name] = fieldTextFromQuery(raw, spec.kind, portal)
    }
    return read
  }, [portal])

  const writeHistory = useCallback(
    (current: Values, withInputs: boolean) => {
      const { fields, activeFields } = latest.current
      const params = new URLSearchParams(window.location.search)
      for (const name of Object.keys(fields)) params.delete(name)
      if (withInputs) {
        for (const name of activeFields ? activeFields(current) : Object.keys(fields)) {
          const spec = fields[name]
          const text = current[name] ?? ''
          params.set(name, spec && 'kind' in spec ? queryValueFor(text, spec.kind, portal) : text)
        }
      }
      const query = params.toString()
      const url = `${window.location.pathname}${query ? `?${query}` : ''}`
      const state: HistoryState = { calculatorInputs: current }
      // Calculating the same inputs twice adds no second history entry for Back to step through.
      if (url === `${window.location.pathname}${window.location.search}`) window.history.replaceState(state, '', url)
      else window.history.pushState(state, '', url)
    },
    [portal],
  )

  const form = useForm({
    defaultValues: options.defaults,
    // Calculate validates; once it was pressed, messages follow the fields as they are corrected.
    validationLogic: revalidateLogic({ mode: 'submit', modeAfterSubmission: 'change' }),
    validators: {
      // One form-level check: each refused field's message goes to that field's errorMap.
      onDynamic: ({ value }) => {
        const { errors } = latest.current.validate(value)
        return Object.keys(errors).length > 0 ? { fields: errors } : undefined
      },
    },
    // Calculate always checks the inputs again, whatever messages are showing.
    canSubmitWhenInvalid: true,
    onSubmitMeta: CALCULATE,
    // The form's submission ends after the submit event, in a microtask: flushSync shows its outcome
    // in one commit with the messages the form has just set, before the next frame, as Calculate did.
    onSubmit: ({ value }) => {
      const { result } = latest.current.validate(value)
      // Every field was accepted, so there is a result (Validation).
      if (result === null) return
      const text = latest.current.announce(result)
      writeHistory(value, true)
      flushSync(() => {
        // The same sentence twice would not be read again: a trailing no-break space makes it new.
        setOutcome((previous) => ({ result, announcement: renewed(previous.announcement, text) }))
        setCalculated((n) => n + 1)
      })
    },
    onSubmitInvalid: ({ meta }) => {
      // Inputs read from the address show their messages without taking focus or speaking.
      if (meta.fromAddress) return
      const cleared = t('calc.resultCleared')
      flushSync(() => {
        // A result next to a refused input would answer a question the form no longer asks.
        setOutcome((previous) =>
          previous.result !== null ? { result: null, announcement: renewed(previous.announcement, cleared) } : { result: null, announcement: '' },
        )
        setFocusSummary((n) => n + 1)
      })
    },
  })
  const values = useSelector(form.store, (state) => state.values)
  const fieldMeta = useSelector(form.store, (state) => state.fieldMeta)
  const errors = useMemo(() => messagesOf(fieldMeta), [fieldMeta])

  // What the visitor typed before the island took over is where it starts (components/LiveState.tsx).
  const typed = useRef<Values>({})
  useTakeOver((live) => {
    typed.current = typedBeforeTakeover(live, options.fields)
    for (const [name, text] of Object.entries(typed.current)) form.setFieldValue(name, text)
  })

  const restore = useCallback(
    (fromHistory: boolean) => {
      const queried = readQuery()
      // On load, a field the visitor already typed in keeps their text over the address's.
      const fromQuery = queried && !fromHistory ? { ...queried, ...typed.current } : queried
      if (fromQuery) {
        const { result } = latest.current.validate(fromQuery)
        // A reset form shows no message and counts no Calculate, so messages wait for one...
        form.reset(fromQuery, { keepDefaultValues: true })
        setOutcome((previous) => ({ ...previous, result }))
        // ...unless the address's inputs are refused: submitted quietly, their messages show and
        // follow the fields from now on, as after Calculate.
        if (result === null) void form.handleSubmit(FROM_ADDRESS)
        return
      }
      const saved = fromHistory ? (window.history.state as HistoryState | null)?.calculatorInputs : undefined
      // No message, and none before Calculate.
      form.reset(saved ?? form.state.values, { keepDefaultValues: true })
      setOutcome((previous) => ({ ...previous, result: null }))
    },
    [readQuery, form],
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

  const setValue = useCallback((name: string, text: string) => form.setFieldValue(name, text), [form])

  const submit = useCallback(
    (event: FormEvent) => {
      event.preventDefault()
      void form.handleSubmit()
    },
    [form],
  )

  const recalculate = useCallback(() => {
    // The live region no longer speaks of a result that is gone.
    setOutcome({ result: null, announcement: '' })
    writeHistory(form.state.values, false)
  }, [form, writeHistory])

  return { values, errors, result: outcome.result, announcement: outcome.announcement, setValue, submit, recalculate, summaryRef }
}

/** The sentence for the live region; the same sentence twice gets a trailing no-break space, to be read again. */
function renewed(previous: string, text: string): string {
  return previous === text ? `${text}\u00a0` : text
}

/** Each field's message, as the form-level check left it in the field's errorMap. */
function messagesOf(fieldMeta: Partial<Record<string, AnyFieldLikeMeta>>): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const [name, meta] of Object.entries(fieldMeta)) {
    const message = meta?.errorMap.onDynamic
    if (typeof message === 'string' && message) errors[name] = message
  }
  return errors
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
