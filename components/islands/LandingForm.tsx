import { startTransition, useEffect, useMemo, useRef, useState, type FormEvent } from 'react'
import type { ConsentText } from '../../domain/consent/consentSchema'
import type { IsoDate } from '../../domain/dates/isoDate'
import type { LandingStep } from '../../domain/landings/landingSchema'
import { buildLeadPayload } from '../../domain/leads/leadPayload'
import { buildSubscribePayload } from '../../domain/leads/newsletterPayload'
import type { RemarksValues } from '../../domain/leads/remarks'
import { track } from '../analytics/analytics'
import { pageLeadContext } from '../contact/browserContext'
import { CheckboxField } from '../fields/CheckboxField'
import { useSiteForm } from '../fields/useSiteForm'
import { ErrorSummary } from '../fields/ErrorSummary'
import { SubmitButton } from '../fields/SubmitButton'
import { emptyAnswer, liveAnswers, ruleValue, ruleValues, type Answer, type Answers } from '../landing/answers'
import { FormField } from '../landing/FormField'
import { landingErrors } from '../landing/landingErrors'
import { departureFieldOf, landingFieldView } from '../landing/landingViews'
import { leadFormValues, subscribeFormValues } from '../landing/leadAnswers'
import { withLocationOptions } from '../landing/locationAnswers'
import { getLookup } from '../lookups/lookupClient'
import { navigation } from '../navigation'
import { LandingProgress } from '../landing/LandingProgress'
import { subscribeAfterLead, subscribeUrl } from '../landing/subscribeAfterLead'
import { refusedFields } from '../landing/leadRefusals'
import { translateErrors } from '../translator'
import { LEAD_URL, type FollowUp } from '../outbox/outbox'
import { useDelivery } from '../outbox/useDelivery'
import { useToday } from '../landing/useToday'
import { useTakeOver } from '../LiveState'
import { usePortal, useT } from '../PortalContext'

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
  /** Remarks of the page's own beside the answers (the wizard's product, docs/requirements/wire-contract.md#wizard-leads). */
  remarks?: RemarksValues
  /** Answers the visitor already gave elsewhere (the wizard's calculator amount and term): the form starts from them. */
  initialAnswers?: Answers
}

const ID = 'landing'
// The newsletter tick box, held beside the answers (a name no landing field can have: it has a space).
const SUBSCRIBE = 'subscribe to list'

/** The form's values: the answers by field name, and the newsletter tick. */
type LandingValues = Answers

function answersOf(values: LandingValues): Answers {
  const { [SUBSCRIBE]: _ticked, ...answers } = values
  return answers
}
const fieldId = (name: string) => `${ID}-${name}`
const headingId = (step: number) => `${ID}-step-${step + 1}`

/**
 * The multi-step landing form (docs/layout.md, rule 12): numbered steps, Next and Back. Next checks the step it
 * leaves and stays there while a field has a problem, focusing the first; Submit checks every step
 * and returns to the first with a problem (a safety net: an answer the API refuses), its errors kept
 * until the field changes.
 * A valid form posts the lead with the landing extras, then (only with a list and the visitor's
 * yes) subscribes, then redirects whether or not the subscription worked.
 */
export function LandingForm({
  steps,
  verticalId,
  verticalCode,
  affiliate,
  company,
  product,
  listId,
  redirect,
  consent,
  submitLabel,
  renderedOn,
  remarks,
  initialAnswers,
}: LandingFormProps) {
  const portal = usePortal()
  const t = useT()
  const today = useToday(portal.timeZone, renderedOn)
  const fields = useMemo(() => steps.flatMap((step) => step.fields), [steps])
  const departure = useMemo(() => departureFieldOf(fields), [fields])
  // A landing's Province and City (docs/data.md "Landing forms"): the city field lists the chosen province's cities.
  const province = useMemo(() => fields.find((field) => field.type === 'province')?.name, [fields])
  const cities = useMemo(() => fields.filter((field) => field.type === 'city').map((field) => field.name), [fields])
  const [step, setStep] = useState(0)
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

  // The step of the first field in error: the form shows it, its first field in error takes focus.
  const stepOf = (messages: Record<string, string>) => steps.findIndex((item) => item.fields.some((field) => field.name in messages))
  const firstOn = (index: number, messages: Record<string, string>) => steps[index]?.fields.find((field) => field.name in messages)

  const form = useSiteForm<LandingValues>({
    defaultValues: {
      ...Object.fromEntries(fields.map((field) => [field.name, initialAnswers?.[field.name] ?? emptyAnswer(field.type)])),
      [SUBSCRIBE]: false,
    },
    check: (answers, now) => translateErrors(t, landingErrors(fields, ruleValues(answersOf(answers)), { portal, today: now })),
    focusFor: (messages) => {
      const index = stepOf(messages)
      if (index < 0) return null
      setStep(index)
      return fieldId(firstOn(index, messages)?.name ?? '')
    },
    send: async (answers, now) => {
      const values = ruleValues(answersOf(answers))
      // Province and City go as label plus id: the names are read from the lookups the visitor chose from.
      const located = await withLocationOptions(fields, values, (path) => getLookup(portal.code, path))
      const lead = leadFormValues(values, located, { verticalId, affiliate, company, product, today, ...(remarks ? { remarks } : {}) })
      const body = buildLeadPayload(lead, pageLeadContext(portal, consent.version, now))
      subscription.current =
        listId !== undefined && answers[SUBSCRIBE] === true
          ? {
              key: `subscribe:${delivery.keyFor(body)}`,
              url: subscribeUrl(portal.newsletter.service),
              body: buildSubscribePayload(subscribeFormValues(values, listId), { portal, now }),
            }
          : null
      track({ event: 'landing_submit', vertical: verticalCode, productName: product })
      const refused = await delivery.send(body, LEAD_URL, { ...(subscription.current ? { then: subscription.current } : {}), redirect })
      return refused === null
        ? null
        : refusedFields(
            refused.errors,
            fields.map((field) => field.name),
          )
    },
  })
  const answers = useMemo(() => answersOf(form.values), [form.values])
  const subscribe = form.values[SUBSCRIBE] === true
  const errors = form.errors

  // What the visitor typed, picked or ticked before the island took over is where it starts.
  useTakeOver((live) => {
    const list = live.values('List')
    form.setValues({ ...liveAnswers(fields, live, fieldId, portal.ageFieldOrder), ...(list !== undefined ? { [SUBSCRIBE]: list.length > 0 } : {}) })
  })

  // The other steps are drawn once the island has taken over, in a transition that yields to the
  // visitor's keys: laid out out of sight (.is-waiting), so that Next only moves a step into view. On
  // the emulated phone, building and first laying out step 2 on the press was most of the first Next's
  // 280-310 ms (decision 022). The prerendered HTML holds the first step only.
  const [drawn, setDrawn] = useState(false)
  useEffect(() => startTransition(() => setDrawn(true)), [])

  // Shows a step; focus goes to its first field in error, else to its heading.
  const focusRef = useRef<string | null>(null)
  const [moved, setMoved] = useState(0)
  useEffect(() => {
    if (focusRef.current === null) return
    document.getElementById(focusRef.current)?.focus()
    focusRef.current = null
  }, [moved])
  const goTo = (index: number) => {
    setStep(index)
    const first = firstOn(index, errors)
    focusRef.current = first ? fieldId(first.name) : headingId(index)
    setMoved((n) => n + 1)
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (delivery.status === 'sending' || delivery.status === 'done') return
    // Next (Enter in a field too) checks the step's own fields and moves on only when they pass;
    // Submit checks every step, and goes back to the first with a problem (docs/layout.md, rule 12).
    if (step < last) {
      if (form.checkFields(steps[step]!.fields.map((field) => field.name))) goTo(step + 1)
      return
    }
    form.submit()
  }

  const current = steps[step]
  // Each field's view and change handler stay the same objects from one render to the next (FormField
  // is memoised): a key redraws the field it changed, and Next only the steps' visibility. Only the
  // departure date, which bounds the return date, changes a view.
  const departureValue = departure === undefined ? undefined : ruleValue(answers[departure])
  const provinceValue = province === undefined ? '' : String(ruleValue(answers[province]) ?? '')
  const views = useMemo(
    () =>
      new Map(
        fields.map((field) => [
          field.name,
          landingFieldView(
            field,
            today,
            departure === undefined || departureValue === undefined ? {} : { [departure]: departureValue },
            departure,
            provinceValue,
          ),
        ]),
      ),
    [fields, today, departure, departureValue, provinceValue],
  )
  const { setValue } = form
  const changes = useMemo(
    () =>
      new Map(
        fields.map((field) => [
          field.name,
          (value: Answer) => {
            setValue(field.name, value)
            // Another province: the city chosen belongs to the old one.
            if (field.name === province) for (const city of cities) setValue(city, '')
          },
        ]),
      ),
    [fields, setValue, province, cities],
  )
  const summary = (current?.fields ?? [])
    .filter((field) => errors[field.name] !== undefined)
    .map((field) => ({ targetId: fieldId(field.name), label: field.label ?? t('landing.consent'), message: errors[field.name] ?? '' }))
  const busy = delivery.status === 'sending' || delivery.status === 'done'

  return (
    <form className="landing-form" noValidate onSubmit={submit} aria-labelledby={headingId(step)}>
      <LandingProgress titles={steps.map((item) => item.title)} current={step} />
      <ErrorSummary title={t('landing.errors.title')} errors={summary} attempt={form.attempt} />
      {steps.map((item, index) => {
        const shown = index === step
        if (!shown && !drawn) return null
        // A step the visitor is not on is drawn but kept out of sight (.is-waiting), out of the tab
        // order (inert) and out of the accessibility tree (aria-hidden, and the style's visibility).
        return (
          <section
            key={index}
            className={shown ? 'landing-step' : 'landing-step is-waiting'}
            aria-labelledby={headingId(index)}
            inert={!shown || undefined}
            aria-hidden={!shown || undefined}
          >
            <h2 id={headingId(index)} tabIndex={-1}>
              {/* The count is shown by the progress above; said here too, for whoever lands on the heading. */}
              <span className="visually-hidden">{t('landing.stepOf', { n: index + 1, total: steps.length })}, </span>
              {item.title}
            </h2>
            {item.fields.map((field) => (
              <FormField
                key={field.name}
                id={fieldId(field.name)}
                field={views.get(field.name)!}
                value={answers[field.name] ?? emptyAnswer(field.type)}
                onChange={changes.get(field.name)!}
                error={errors[field.name]}
                consent={consent}
              />
            ))}
            {index === last && listId !== undefined && (
              <CheckboxField
                id={fieldId('List')}
                name="List"
                label={t('landing.newsletter', { brand: portal.brand })}
                checked={subscribe}
                onChange={(ticked) => form.setValue(SUBSCRIBE, ticked)}
              />
            )}
          </section>
        )
      })}
      <div className="landing-notice" role="status">
        {delivery.notice ? <p className={`notice ${delivery.notice}`}>{t(`landing.${delivery.notice}`)}</p> : null}
        {delivery.status === 'done' ? <p className="notice done">{t('landing.redirecting')}</p> : null}
      </div>
      <div className="landing-actions">
        {step > 0 && (
          <button key="back" type="button" className="button secondary" disabled={busy} onClick={() => goTo(step - 1)}>
            {t('landing.back')}
          </button>
        )}
        {/* One button element for Next and Submit (the same key and type): replacing the focused Next
            with another element cost about 85 ms of the press on the emulated phone (decision 022). */}
        <SubmitButton
          key="primary"
          label={step < last ? t('landing.next') : delivery.status === 'queued' ? t('landing.retry') : (submitLabel ?? t('landing.submit'))}
          loading={step === last && busy}
          loadingLabel={t('landing.sending')}
        />
      </div>
    </form>
  )
}
