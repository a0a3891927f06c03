import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react'
import type { ConsentText } from '../../domain/consent/consentSchema'
import type { IsoDate } from '../../domain/dates/isoDate'
import type { LandingStep } from '../../domain/landings/landingSchema'
import { buildLeadPayload } from '../../domain/leads/leadPayload'
import { buildSubscribePayload } from '../../domain/leads/newsletterPayload'
import { track } from '../analytics/analytics'
import { formUrl, readIpAddress, readRefCode, readUtm } from '../contact/browserContext'
import { CheckboxField } from '../fields/CheckboxField'
import { ErrorSummary } from '../fields/ErrorSummary'
import { SubmitButton } from '../fields/SubmitButton'
import { emptyAnswer, liveAnswers, ruleValues, type Answer, type Answers } from '../landing/answers'
import { FormField } from '../landing/FormField'
import { landingErrors } from '../landing/landingErrors'
import { departureFieldOf, landingFieldView } from '../landing/landingViews'
import { leadFormValues, subscribeFormValues } from '../landing/leadAnswers'
import { navigation } from '../landing/navigate'
import { LandingProgress } from '../landing/LandingProgress'
import { subscribeAfterLead, subscribeUrl } from '../landing/subscribeAfterLead'
import { refusedFields, translateErrors } from '../landing/translateRef'
import { LEAD_URL, type FollowUp } from '../outbox/outbox'
import { useDelivery } from '../outbox/useDelivery'
import { useToday } from '../landing/useToday'
import { useTakeOver } from '../LiveState'
import { usePortal, useT } from '../PortalContext'
import '../landing.css'

export interface LandingFormProps {
  steps: LandingStep[]
  verticalId: number
  /** Newsletter code of the vertical (CC, CLO ...), for analytics events. */
  verticalCode: string
  affiliate?: string
  company: string
  product: string
  /** Newsletter list offered with the form; no subscription without it. */
  listId?: string
  /** Where the visitor goes once the lead is stored (landingRedirect). */
  redirect: string
  consent: ConsentText
  submitLabel?: string
  /** The day the page was prerendered (yyyy-mm-dd in the portal's zone). */
  renderedOn: IsoDate
}

const ID = 'landing'
const fieldId = (name: string) => `${ID}-${name}`
const headingId = (step: number) => `${ID}-step-${step + 1}`

/**
 * The multi-step landing form (SPEC.md §4): numbered steps, Next and Back; Submit checks every step
 * and returns to the first with a problem, focusing the field, its errors kept until the field changes.
 * A valid form posts the lead with the landing extras, then (only with a list and the visitor's
 * yes) subscribes, then redirects whether or not the subscription worked.
 */
export function LandingForm({ steps, verticalId, verticalCode, affiliate, company, product, listId, redirect, consent, submitLabel, renderedOn }: LandingFormProps) {
  const portal = usePortal()
  const t = useT()
  const today = useToday(portal.timeZone, renderedOn)
  const fields = useMemo(() => steps.flatMap((step) => step.fields), [steps])
  const departure = useMemo(() => departureFieldOf(fields), [fields])
  const [answers, setAnswers] = useState<Answers>(() => Object.fromEntries(fields.map((field) => [field.name, emptyAnswer(field.type)])))
  const [subscribe, setSubscribe] = useState(false)
  // What the visitor typed, picked or ticked before the island took over is where it starts.
  useTakeOver((live) => {
    setAnswers((current) => ({ ...current, ...liveAnswers(fields, live, fieldId, portal.ageFieldOrder) }))
    const list = live.values('List')
    if (list !== undefined) setSubscribe(list.length > 0)
  })
  const [step, setStep] = useState(0)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [attempt, setAttempt] = useState(0)
  const focusRef = useRef<string | null>(null)
  const last = steps.length - 1

  // The subscription of the submission under way: it travels with its lead (useDelivery's `then`).
  const subscription = useRef<FollowUp | null>(null)

  const finish = async (byOutbox: boolean) => {
    // Stored by the outbox, the lead's subscription has been posted with it.
    if (!byOutbox && subscription.current) await subscribeAfterLead(subscription.current.url, subscription.current.body, subscription.current.key)
    track({ event: 'landing_redirect', vertical: verticalCode, productName: product })
    navigation.go(redirect)
  }
  const delivery = useDelivery((byOutbox) => void finish(byOutbox))

  useEffect(() => {
    if (focusRef.current === null) return
    document.getElementById(focusRef.current)?.focus()
    focusRef.current = null
  }, [attempt])

  // Shows a step with its errors; focus goes to its first field in error, else to its heading.
  const goTo = (index: number, shown: Record<string, string>) => {
    setErrors(shown)
    setStep(index)
    const first = steps[index]?.fields.find((field) => field.name in shown)
    focusRef.current = first ? fieldId(first.name) : headingId(index)
    setAttempt((n) => n + 1)
  }

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (delivery.status === 'sending' || delivery.status === 'done') return
    // Next moves on (Enter in a field too); only Submit checks the answers (SPEC.md §4).
    if (step < last) return goTo(step + 1, errors)
    const now = new Date()
    const found = translateErrors(t, landingErrors(fields, ruleValues(answers), { portal, today: now }))
    const firstBad = steps.findIndex((item) => item.fields.some((field) => field.name in found))
    if (firstBad >= 0) return goTo(firstBad, found)
    setErrors({})
    const values = ruleValues(answers)
    const pageUrl = formUrl()
    const lead = leadFormValues(values, fields, { verticalId, affiliate, company, product, today })
    const body = buildLeadPayload(lead, {
      portal,
      utm: readUtm(),
      ipAddress: readIpAddress(),
      refCode: readRefCode(),
      formUrl: pageUrl,
      idempotencyKey: '',
      consentVersion: consent.version,
      now,
    })
    subscription.current =
      listId !== undefined && subscribe
        ? { key: `subscribe:${delivery.keyFor(body)}`, url: subscribeUrl(portal.newsletter.service), body: buildSubscribePayload(subscribeFormValues(values, listId), { portal, now }) }
        : null
    track({ event: 'landing_submit', vertical: verticalCode, productName: product })
    const refused = await delivery.send(body, LEAD_URL, { ...(subscription.current ? { then: subscription.current } : {}), redirect })
    if (refused === null) return
    const shown = refusedFields(refused.errors, fields.map((field) => field.name))
    const index = steps.findIndex((item) => item.fields.some((field) => field.name in shown))
    if (index >= 0) goTo(index, shown)
  }

  // A field's error goes once the visitor changes it; the others stay until the next Submit.
  const change = (name: string) => (value: Answer) => {
    setAnswers((current) => ({ ...current, [name]: value }))
    setErrors((current) => (name in current ? Object.fromEntries(Object.entries(current).filter(([key]) => key !== name)) : current))
  }
  const current = steps[step]
  const values = ruleValues(answers)
  const summary = (current?.fields ?? [])
    .filter((field) => errors[field.name] !== undefined)
    .map((field) => ({ targetId: fieldId(field.name), label: field.label ?? t('landing.consent'), message: errors[field.name] ?? '' }))
  const busy = delivery.status === 'sending' || delivery.status === 'done'

  return (
    <form className="landing-form" noValidate onSubmit={submit} aria-labelledby={headingId(step)}>
      <LandingProgress titles={steps.map((item) => item.title)} current={step} />
      <ErrorSummary title={t('landing.errors.title')} errors={summary} attempt={attempt} />
      {current && (
        <section className="landing-step" aria-labelledby={headingId(step)}>
          <h2 id={headingId(step)} tabIndex={-1}>{t('landing.stepTitle', { n: step + 1, total: steps.length, title: current.title })}</h2>
          {current.fields.map((field) => (
            <FormField
              key={field.name}
              id={fieldId(field.name)}
              field={landingFieldView(field, today, values, departure)}
              value={answers[field.name] ?? emptyAnswer(field.type)}
              onChange={change(field.name)}
              error={errors[field.name]}
              consentText={consent.text}
            />
          ))}
          {step === last && listId !== undefined && (
            <CheckboxField id={fieldId('List')} name="List" label={t('landing.newsletter', { brand: portal.brand })} checked={subscribe} onChange={setSubscribe} />
          )}
        </section>
      )}
      <div className="landing-notice" role="status">
        {delivery.notice ? <p className={`notice ${delivery.notice}`}>{t(`landing.${delivery.notice}`)}</p> : null}
        {delivery.status === 'done' ? <p className="notice done">{t('landing.redirecting')}</p> : null}
      </div>
      <div className="landing-actions">
        {step > 0 && (
          <button type="button" className="button secondary" disabled={busy} onClick={() => goTo(step - 1, errors)}>
            {t('landing.back')}
          </button>
        )}
        {step < last ? (
          <button type="submit" className="button">{t('landing.next')}</button>
        ) : (
          <SubmitButton label={delivery.status === 'queued' ? t('landing.retry') : (submitLabel ?? t('landing.submit'))} loading={busy} loadingLabel={t('landing.sending')} />
        )}
      </div>
    </form>
  )
}
