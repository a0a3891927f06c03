import { useForm, useSelector, type AnyFieldLikeMeta } from '@tanstack/react-form'
import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react'
import { flushSync } from 'react-dom'

/** Translated message per field name; empty when every field is accepted. */
export type Messages = Record<string, string>

export interface SiteFormOptions<V extends object> {
  defaultValues: V
  /**
   * The local rules (docs/requirements/forms-and-leads.md#modal-rules): a translated message per refused field. Checked on
   * Submit, and again after each change for the fields that show a message (docs/requirements/forms-and-leads.md#showing-errors).
   */
  check: (values: V, now: Date) => Messages
  /** Rules the server answers (e.g. an e-mail already registered), asked once the local rules pass. */
  checkRemote?: (values: V) => Promise<Messages>
  /** Sends accepted answers. Resolves to the messages of the fields the API refused, or null. */
  send: (values: V, now: Date) => Promise<Messages | null>
  /**
   * Shows a submission's messages: returns the id of the control to focus (the first in error, in
   * the form's order), after any change of view it needs (the landing goes to the step).
   */
  focusFor: (messages: Messages, values: V) => string | null
}

export interface SiteForm<V extends object> {
  values: V
  /** The message shown under each field (from the local, remote or the API's rules). */
  errors: Messages
  /** Counts shown submissions, so the error summary is announced again when the same errors recur. */
  attempt: number
  /** True while the remote rules are asked. */
  checking: boolean
  /** Sets an answer; the messages shown follow it (`follow` below). */
  setValue: <K extends keyof V & string>(name: K, value: V[K]) => void
  /** Sets several answers at once (e.g. those typed before the island took over); the messages shown follow them. */
  setValues: (patch: Partial<V>) => void
  /** Checks the answers and, when every field is accepted, sends them. */
  submit: (event?: FormEvent) => void
  /**
   * Checks the named fields only (a landing step on Next), with the local rules: their messages are
   * shown as a Submit shows them (under the fields, in the summary, focus to the first). True when
   * every named field is accepted.
   */
  checkFields: (names: readonly string[]) => boolean
}

// Where a message comes from in a field's errorMap: the form's rules on Submit (local, then remote),
// or the API's refusal after the post.
const RULES = 'onSubmit'
const API = 'onServer'

/**
 * The one form engine of the site's forms (the Contact-Me modal, the landing, income and birthday
 * forms, the validated forms), on TanStack Form: the answers, each field's message (in its errorMap),
 * the submission (rules, remote rules, send) and whether it is under way live in a FormApi. What
 * docs/requirements/forms-and-leads.md#modal-rules asks of every form is here once: all messages go on Submit and the new ones are shown
 * together, under the fields and in the summary (`attempt`), focus moves to the first field in error,
 * and the API's refusal is shown the same way. After that, a shown message follows its field as the
 * visitor changes it: it goes the moment the field is valid, and says what is wrong now while it is not
 * (`follow`); a field without a message gets none before the next Submit.
 */
export function useSiteForm<V extends object>(options: SiteFormOptions<V>): SiteForm<V> {
  // The form's callbacks read the latest options (the answers' labels, the step) through this ref.
  const latest = useRef(options)
  latest.current = options
  const [attempt, setAttempt] = useState(0)
  const focusRef = useRef<string | null>(null)
  // The fields whose message under RULES came from the remote rules (the server's answer), not the local ones.
  const remoteNames = useRef<ReadonlySet<string>>(new Set())

  // Called when TanStack's submission ends, in a microtask after the submit event: flushSync shows the
  // messages, the summary and the focus in one commit before the next frame, as a submit handler would.
  const shown = useCallback((messages: Messages, values: V) => {
    flushSync(() => {
      focusRef.current = latest.current.focusFor(messages, values)
      setAttempt((n) => n + 1)
    })
  }, [])

  const form = useForm({
    defaultValues: options.defaultValues,
    // Messages are cleared before each Submit (submit below), so none blocks the submission itself.
    canSubmitWhenInvalid: true,
    validators: {
      onSubmit: ({ value }) => fieldErrors(latest.current.check(value, new Date())),
      // Only reached when the local rules pass (TanStack runs asynchronous rules after synchronous ones).
      onSubmitAsync: async ({ value }) => {
        const remote = latest.current.checkRemote
        const messages = remote ? await remote(value) : {}
        remoteNames.current = new Set(Object.keys(messages).filter((name) => messages[name]))
        return fieldErrors(messages)
      },
    },
    onSubmit: async ({ value }) => {
      const refused = await latest.current.send(value, new Date())
      if (refused === null || Object.keys(refused).length === 0) return
      setMessages(form as unknown as MetaStore, refused, API)
      shown(refused, value)
    },
    onSubmitInvalid: ({ value, formApi }) => shown(messagesOf(formApi.state.fieldMeta), value),
  })

  const values = useSelector(form.store, (state) => state.values) as V
  const fieldMeta = useSelector(form.store, (state) => state.fieldMeta)
  const checking = useSelector(form.store, (state) => state.isFormValidating)
  const errors = useMemo(() => messagesOf(fieldMeta), [fieldMeta])

  useEffect(() => {
    if (focusRef.current === null) return
    document.getElementById(focusRef.current)?.focus()
    focusRef.current = null
  }, [attempt])

  // After a change, each message shown follows the answers (docs/requirements/forms-and-leads.md#showing-errors). A local rule's
  // message is checked again whichever answer changed: a field's rule may read another (a partial
  // birthday, a date bounded by another, a question shown only after a Yes), and a control's message
  // name is not always its answer's (the modal's province, of `location`). The server's messages
  // (the remote rules', the API's) cannot be checked here: one goes once its own answer changes, and
  // the local rule then says what is wrong with the new answer, if anything.
  const follow = useCallback(
    (changed: readonly string[]) => {
      const store = form as unknown as MetaStore
      const showing = Object.keys(messagesOf(store.state.fieldMeta))
      if (showing.length === 0) return
      const current = latest.current.check(form.state.values as V, new Date())
      const remote = new Set(remoteNames.current)
      for (const name of showing) {
        const meta = store.state.fieldMeta[name]
        const fromServer = meta?.errorMap[API] !== undefined || remote.has(name)
        if (fromServer && !changed.includes(name)) continue
        if (fromServer) {
          remote.delete(name)
          if (meta?.errorMap[API] !== undefined) setMessage(store, name, undefined, [API])
        }
        const message = current[name] || undefined
        if (message !== meta?.errorMap[RULES] || fromServer) setMessage(store, name, message, [RULES])
      }
      remoteNames.current = remote
    },
    [form],
  )

  const setValue = useCallback(
    <K extends keyof V & string>(name: K, value: V[K]) => {
      form.setFieldValue(name, value as never)
      follow([name])
    },
    [form, follow],
  )

  const setValues = useCallback(
    (patch: Partial<V>) => {
      for (const [name, value] of Object.entries(patch)) form.setFieldValue(name as keyof V & string, value as never, { dontValidate: true })
      follow(Object.keys(patch))
    },
    [form, follow],
  )

  const submit = useCallback(
    (event?: FormEvent) => {
      event?.preventDefault()
      if (form.state.isSubmitting) return
      // Every message goes first (docs/requirements/forms-and-leads.md#modal-rules); the rules decide again. (A field still holding a
      // message would also make TanStack refuse the submission before running the form's rules.)
      setMessages(form as unknown as MetaStore, {}, RULES)
      setMessages(form as unknown as MetaStore, {}, API)
      remoteNames.current = new Set()
      void form.handleSubmit()
    },
    [form],
  )

  const checkFields = useCallback(
    (names: readonly string[]) => {
      // The store's answers, not this render's: a tap on Next held before hydration is replayed right
      // after the takeover has set what the visitor typed, before React has rendered it.
      const answers = form.state.values as V
      const all = latest.current.check(answers, new Date())
      const messages = Object.fromEntries(names.filter((name) => all[name] !== undefined).map((name) => [name, all[name]!]))
      const store = form as unknown as MetaStore
      for (const name of names) {
        const meta = store.state.fieldMeta[name]
        if (meta?.errorMap[API] !== undefined) setMessage(store, name, undefined, [API])
        if (messages[name] !== meta?.errorMap[RULES]) setMessage(store, name, messages[name], [RULES])
      }
      remoteNames.current = new Set([...remoteNames.current].filter((name) => !names.includes(name)))
      if (Object.keys(messages).length === 0) return true
      shown(messages, answers)
      return false
    },
    [form, shown],
  )

  return { values, errors, attempt, checking, setValue, setValues, submit, checkFields }
}

/** A form-level rule's result: each refused field's message goes to that field's errorMap. */
function fieldErrors(messages: Messages): { fields: Messages } | undefined {
  return Object.keys(messages).length > 0 ? { fields: messages } : undefined
}

type MessageKey = typeof RULES | typeof API

interface MetaStore {
  state: { fieldMeta: Partial<Record<string, AnyFieldLikeMeta>> }
  setFieldMeta: (name: never, updater: (meta: AnyFieldLikeMeta | undefined) => AnyFieldLikeMeta) => void
}

// The meta of a field the form has not seen yet (as TanStack's own default): a message can still go to it.
const FRESH_META = {
  isValidating: false,
  isTouched: false,
  isBlurred: false,
  isDirty: false,
  isPristine: true,
  isValid: true,
  isDefaultValue: true,
  errors: [],
  errorMap: {},
  errorSourceMap: {},
} as unknown as AnyFieldLikeMeta

function setMessage(form: MetaStore, name: string, message: string | undefined, keys: readonly MessageKey[]): void {
  form.setFieldMeta(name as never, (meta = FRESH_META) => {
    const errorMap = { ...meta.errorMap }
    for (const key of keys) errorMap[key] = message
    return { ...meta, errorMap }
  })
}

/** Puts `messages` in the fields' errorMap under `key`: the named fields get theirs, every other field loses its own. */
function setMessages(form: MetaStore, messages: Messages, key: MessageKey): void {
  const names = new Set([...Object.keys(form.state.fieldMeta), ...Object.keys(messages)])
  for (const name of names) {
    const message = messages[name] || undefined
    if (message !== form.state.fieldMeta[name]?.errorMap[key]) setMessage(form, name, message, [key])
  }
}

/** Each field's message: the rules' on Submit, else the API's. */
function messagesOf(fieldMeta: Partial<Record<string, AnyFieldLikeMeta>>): Messages {
  const messages: Messages = {}
  for (const [name, meta] of Object.entries(fieldMeta)) {
    const message = meta?.errorMap[RULES] ?? meta?.errorMap[API]
    if (typeof message === 'string' && message) messages[name] = message
  }
  return messages
}
