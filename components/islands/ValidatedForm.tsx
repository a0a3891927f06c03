import { useEffect, useRef, useState, type FormEvent } from 'react'
import type { ConsentText } from '../../domain/consent/consentSchema'
import type { IsoDate } from '../../domain/dates/isoDate'
import { buildLeadPayload } from '../../domain/leads/leadPayload'
import { buildSubscribePayload } from '../../domain/leads/newsletterPayload'
import { track } from '../analytics/analytics'
import { formUrl, readIpAddress, readRefCode, readUtm } from '../contact/browserContext'
import { ErrorSummary } from '../fields/ErrorSummary'
import { SubmitButton } from '../fields/SubmitButton'
import { emptyAnswer, liveAnswers, ruleValues, type Answer, type Answers } from '../landing/answers'
import { FormField } from '../landing/FormField'
import { leadFormValues, subscribeFormValues } from '../landing/leadAnswers'
import { navigation } from '../landing/navigate'
import { remoteCheck } from '../landing/remoteCheck'
import { subscribeUrl } from '../landing/subscribeAfterLead'
import { refusedFields, translateErrors, translateRef } from '../landing/translateRef'
import { LEAD_URL } from '../outbox/outbox'
import { useDelivery } from '../outbox/useDelivery'
import { useToday } from '../landing/useToday'
import { validatedErrors, validatedFieldView, type ValidatedFieldDefinition } from '../landing/validatedFields'
import { useTakeOver } from '../LiveState'
import { usePortal, useT } from '../PortalContext'
import '../landing.css'

/** What a valid form does: book a call-back (then redirect), or subscribe to a newsletter list (then redirect). */
export type ValidatedFormAction =
  | { kind: 'lead'; verticalId: number; verticalCode: string; company: string; product: string; affiliate?: string; consent: ConsentText; redirect: string; typedIncome?: boolean }
  | { kind: 'subscribe'; list: string; redirect: string }

export interface ValidatedFormProps {
  /** Id of the form; each control's id is `${id}-${name}`. */
  id: string
  fields: ValidatedFieldDefinition[]
  action: ValidatedFormAction
  submitLabel: string
  /** The day the page was prerendered (yyyy-mm-dd in the portal's zone). */
  renderedOn: IsoDate
}

// Text-like fields may be filled from the address (?MonthlyIncome=25000), e.g. by a calculator's link.
const PREFILLED: ReadonlySet<string> = new Set(['text', 'email', 'tel', 'amount', 'select'])

function initialAnswers(fields: readonly ValidatedFieldDefinition[]): Answers {
  return Object.fromEntries(fields.map((field) => [field.name, field.initial ?? emptyAnswer(field.type)]))
}

/**
 * A form validated by its fields' generic rules (SPEC.md §5): errors under each field, whose group
 * is marked in error, and in a linked summary; remote rules asked once the local rules pass; the
 * action runs only when every field is valid. Amounts are shown with separators as typed (an initial
 * value too) and sent without them.
 */
export function ValidatedForm({ id, fields, action, submitLabel, renderedOn }: ValidatedFormProps) {
  const portal = usePortal()
  const t = useT()
  const today = useToday(portal.timeZone, renderedOn)
  const [answers, setAnswers] = useState<Answers>(() => initialAnswers(fields))
  // What the visitor typed, picked or ticked before the island took over is where it starts.
  const typed = useRef<Answers>({})
  useTakeOver((live) => {
    typed.current = liveAnswers(fields, live, (name) => `${id}-${name}`, portal.ageFieldOrder)
    setAnswers((current) => ({ ...current, ...typed.current }))
  })
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [attempt, setAttempt] = useState(0)
  const [checking, setChecking] = useState(false)
  const focusRef = useRef<string | null>(null)
  const delivery = useDelivery(() => {
    track({ event: 'form_redirect', vertical: action.kind === 'lead' ? action.verticalCode : undefined })
    navigation.go(action.redirect)
  })

  useEffect(() => {
    const query = new URLSearchParams(window.location.search)
    // A field the visitor already typed in keeps their text over the address's.
    const found = fields.filter((field) => PREFILLED.has(field.type) && query.get(field.name) && !(field.name in typed.current))
    if (found.length > 0) setAnswers((current) => ({ ...current, ...Object.fromEntries(found.map((field) => [field.name, query.get(field.name) ?? ''])) }))
  }, [fields])

  useEffect(() => {
    if (focusRef.current === null) return
    document.getElementById(focusRef.current)?.focus()
    focusRef.current = null
  }, [attempt])

  const show = (found: Record<string, string>) => {
    setErrors(found)
    const first = fields.find((field) => field.name in found)
    focusRef.current = first ? `${id}-${first.name}` : null
    setAttempt((n) => n + 1)
  }

  const remoteErrors = async (values: ReturnType<typeof ruleValues>): Promise<Record<string, string>> => {
    const asked = fields.filter((field) => field.remote && typeof values[field.name] === 'string' && String(values[field.name]).trim() !== '')
    if (asked.length === 0) return {}
    setChecking(true)
    const verdicts = await Promise.all(asked.map((field) => remoteCheck(field.remote!, field.name, String(values[field.name]).trim())))
    setChecking(false)
    return Object.fromEntries(asked.flatMap((field, index) => {
      const verdict = verdicts[index]
      return verdict && !verdict.valid ? [[field.name, translateRef(t, verdict.message)]] : []
    }))
  }

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (checking || delivery.status === 'sending' || delivery.status === 'done') return
    const now = new Date()
    const values = ruleValues(answers)
    const local = translateErrors(t, validatedErrors(fields, values, { portal, today: now }))
    if (Object.keys(local).length > 0) return show(local)
    const remote = await remoteErrors(values)
    if (Object.keys(remote).length > 0) return show(remote)
    setErrors({})
    const refused = action.kind === 'subscribe' ? await subscribe(values, now, action.list) : await sendLead(values, now, action)
    // The API answers 400 with the fields it refused, named as the form names them.
    if (refused === null) return
    const shown = refusedFields(refused.errors, fields.map((field) => field.name))
    if (Object.keys(shown).length > 0) show(shown)
  }

  const subscribe = (values: ReturnType<typeof ruleValues>, now: Date, list: string) =>
    delivery.send(buildSubscribePayload(subscribeFormValues(values, list), { portal, now }), subscribeUrl(portal.newsletter.service))

  const sendLead = (values: ReturnType<typeof ruleValues>, now: Date, lead: Extract<ValidatedFormAction, { kind: 'lead' }>) => {
    const pageUrl = formUrl()
    const body = buildLeadPayload(leadFormValues(values, fields, { ...lead, today }), {
      portal,
      utm: readUtm(),
      ipAddress: readIpAddress(),
      refCode: readRefCode(),
      formUrl: pageUrl,
      // useDelivery names the submission by its content.
      idempotencyKey: '',
      consentVersion: lead.consent.version,
      now,
    })
    track({ event: 'form_submit', vertical: lead.verticalCode, productName: lead.product })
    return delivery.send(body, LEAD_URL, { redirect: lead.redirect })
  }

  const change = (name: string) => (value: Answer) => setAnswers((current) => ({ ...current, [name]: value }))
  const summary = fields
    .filter((field) => errors[field.name] !== undefined)
    .map((field) => ({ targetId: `${id}-${field.name}`, label: field.type === 'consent' ? t('landing.consent') : field.label, message: errors[field.name] ?? '' }))
  const busy = checking || delivery.status === 'sending' || delivery.status === 'done'

  return (
    <form id={id} className="validated-form" noValidate onSubmit={submit}>
      <ErrorSummary title={t('landing.errors.title')} errors={summary} attempt={attempt} />
      {fields.map((field) => (
        <FormField
          key={field.name}
          id={`${id}-${field.name}`}
          field={validatedFieldView(field, today)}
          value={answers[field.name] ?? emptyAnswer(field.type)}
          onChange={change(field.name)}
          error={errors[field.name]}
          consentText={action.kind === 'lead' ? action.consent.text : undefined}
        />
      ))}
      <div className="landing-notice" role="status">
        {delivery.notice ? <p className={`notice ${delivery.notice}`}>{t(`landing.${delivery.notice}`)}</p> : null}
        {delivery.status === 'done' ? <p className="notice done">{t('landing.redirecting')}</p> : null}
      </div>
      <SubmitButton label={delivery.status === 'queued' ? t('landing.retry') : submitLabel} loading={busy} loadingLabel={t(checking ? 'landing.checking' : 'landing.sending')} />
    </form>
  )
}
