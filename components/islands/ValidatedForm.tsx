import { useEffect, useRef, type FormEvent } from 'react'
import type { ConsentText } from '../../domain/consent/consentSchema'
import type { IsoDate } from '../../domain/dates/isoDate'
import { buildLeadPayload } from '../../domain/leads/leadPayload'
import { buildSubscribePayload } from '../../domain/leads/newsletterPayload'
import { track } from '../analytics/analytics'
import { pageLeadContext } from '../contact/browserContext'
import { ErrorSummary } from '../fields/ErrorSummary'
import { useSiteForm } from '../fields/useSiteForm'
import { SubmitButton } from '../fields/SubmitButton'
import { emptyAnswer, liveAnswers, ruleValues, type Answer, type Answers } from '../landing/answers'
import { FormField } from '../landing/FormField'
import { leadFormValues, subscribeFormValues } from '../landing/leadAnswers'
import { navigation } from '../navigation'
import { remoteCheck } from '../landing/remoteCheck'
import { subscribeUrl } from '../landing/subscribeAfterLead'
import { refusedFields } from '../landing/leadRefusals'
import { translateErrors, translateRef } from '../translator'
import { LEAD_URL } from '../outbox/outbox'
import { useDelivery } from '../outbox/useDelivery'
import { useToday } from '../landing/useToday'
import { validatedErrors, validatedFieldView, type ValidatedFieldDefinition } from '../landing/validatedFields'
import { useTakeOver } from '../LiveState'
import { usePortal, useT } from '../PortalContext'

/** What a valid form does: book a call-back (then redirect), or subscribe to a newsletter list (then redirect). */
export type ValidatedFormAction =
  | {
      kind: 'lead'
      verticalId: number
      verticalCode: string
      company: string
      product: string
      affiliate?: string
      consent: ConsentText
      redirect: string
      typedIncome?: boolean
    }
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
 * A form validated by its fields' generic rules (docs/requirements/forms-and-leads.md#showing-errors): errors under each field, whose group
 * is marked in error, and in a linked summary; remote rules asked once the local rules pass; the
 * action runs only when every field is valid. Amounts are shown with separators as typed (an initial
 * value too) and sent without them.
 */
export function ValidatedForm({ id, fields, action, submitLabel, renderedOn }: ValidatedFormProps) {
  const portal = usePortal()
  const t = useT()
  const today = useToday(portal.timeZone, renderedOn)
  const delivery = useDelivery(() => {
    track({ event: 'form_redirect', vertical: action.kind === 'lead' ? action.verticalCode : undefined })
    navigation.go(action.redirect)
  })

  const subscribe = (values: ReturnType<typeof ruleValues>, now: Date, list: string) =>
    delivery.send(buildSubscribePayload(subscribeFormValues(values, list), { portal, now }), subscribeUrl(portal.newsletter.service))

  const sendLead = (values: ReturnType<typeof ruleValues>, now: Date, lead: Extract<ValidatedFormAction, { kind: 'lead' }>) => {
    const body = buildLeadPayload(leadFormValues(values, fields, { ...lead, today }), pageLeadContext(portal, lead.consent.version, now))
    track({ event: 'form_submit', vertical: lead.verticalCode, productName: lead.product })
    return delivery.send(body, LEAD_URL, { redirect: lead.redirect })
  }

  const form = useSiteForm<Answers>({
    defaultValues: initialAnswers(fields),
    check: (answers, now) => translateErrors(t, validatedErrors(fields, ruleValues(answers), { portal, today: now })),
    // Remote rules are asked once the local rules pass, for the fields that have an answer.
    checkRemote: async (answers) => {
      const values = ruleValues(answers)
      const asked = fields.filter((field) => field.remote && typeof values[field.name] === 'string' && String(values[field.name]).trim() !== '')
      const verdicts = await Promise.all(asked.map((field) => remoteCheck(field.remote!, field.name, String(values[field.name]).trim())))
      return Object.fromEntries(
        asked.flatMap((field, index) => {
          const verdict = verdicts[index]
          return verdict && !verdict.valid ? [[field.name, translateRef(t, verdict.message)]] : []
        }),
      )
    },
    focusFor: (messages) => {
      const first = fields.find((field) => field.name in messages)
      return first ? `${id}-${first.name}` : null
    },
    send: async (answers, now) => {
      const values = ruleValues(answers)
      const refused = action.kind === 'subscribe' ? await subscribe(values, now, action.list) : await sendLead(values, now, action)
      // The API answers 400 with the fields it refused, named as the form names them.
      return refused === null
        ? null
        : refusedFields(
            refused.errors,
            fields.map((field) => field.name),
          )
    },
  })
  const { values: answers, errors, checking, setValues } = form

  // What the visitor typed, picked or ticked before the island took over is where it starts.
  const typed = useRef<Answers>({})
  useTakeOver((live) => {
    typed.current = liveAnswers(fields, live, (name) => `${id}-${name}`, portal.ageFieldOrder)
    form.setValues(typed.current)
  })

  useEffect(() => {
    const query = new URLSearchParams(window.location.search)
    // A field the visitor already typed in keeps their text over the address's.
    const found = fields.filter((field) => PREFILLED.has(field.type) && query.get(field.name) && !(field.name in typed.current))
    if (found.length > 0) setValues(Object.fromEntries(found.map((field) => [field.name, query.get(field.name) ?? ''])))
    // Once, on load (setValues is stable): the address does not change while the form is open.
  }, [fields, setValues])

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (checking || delivery.status === 'sending' || delivery.status === 'done') return
    form.submit()
  }

  const change = (name: string) => (value: Answer) => form.setValue(name, value)
  const summary = fields
    .filter((field) => errors[field.name] !== undefined)
    .map((field) => ({
      targetId: `${id}-${field.name}`,
      label: field.type === 'consent' ? t('landing.consent') : field.label,
      message: errors[field.name] ?? '',
    }))
  const busy = checking || delivery.status === 'sending' || delivery.status === 'done'

  return (
    <form id={id} className="validated-form" noValidate onSubmit={submit}>
      <ErrorSummary title={t('landing.errors.title')} errors={summary} attempt={form.attempt} />
      {fields.map((field) => (
        <FormField
          key={field.name}
          id={`${id}-${field.name}`}
          field={validatedFieldView(field, today)}
          value={answers[field.name] ?? emptyAnswer(field.type)}
          onChange={change(field.name)}
          error={errors[field.name]}
          consent={action.kind === 'lead' ? action.consent : undefined}
        />
      ))}
      <div className="landing-notice" role="status">
        {delivery.notice ? <p className={`notice ${delivery.notice}`}>{t(`landing.${delivery.notice}`)}</p> : null}
        {delivery.status === 'done' ? <p className="notice done">{t('landing.redirecting')}</p> : null}
      </div>
      <SubmitButton
        label={delivery.status === 'queued' ? t('landing.retry') : submitLabel}
        loading={busy}
        loadingLabel={t(checking ? 'landing.checking' : 'landing.sending')}
      />
    </form>
  )
}
