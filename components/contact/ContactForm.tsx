import { useRef, type FormEvent } from 'react'
import { todayIn } from '../../domain/dates/todayIn'
import { stripSeparators } from '../../domain/format/numbers'
import { buildLeadPayload } from '../../domain/leads/leadPayload'
import { cardHolderTenureThreshold } from '../../domain/partners/completion'
import { track } from '../analytics/analytics'
import { CheckboxField } from '../fields/CheckboxField'
import { ConsentField } from '../fields/ConsentField'
import { ErrorSummary } from '../fields/ErrorSummary'
import { useSiteForm } from '../fields/useSiteForm'
import { SubmitButton } from '../fields/SubmitButton'
import { useDelivery } from '../outbox/useDelivery'
import { usePortal, useT } from '../PortalContext'
import { pageLeadContext } from './browserContext'
import { ContactFields } from './ContactFields'
import { activeChecks, EMPTY_VALUES, type ContactValues } from './contactValues'
import { leadErrorsToFields } from './leadErrors'
import { toLeadFormValues } from './leadValues'
import type { ContactSession } from './session'
import { translateErrors } from '../translator'
import { validateContact } from './validateContact'

interface ContactFormProps {
  idPrefix: string
  session: ContactSession
  openedAt: Date
  /** Called once the lead is stored (by this post or by the outbox), with the answers, to run the completion. */
  onSent: (values: ContactValues) => void
}

/**
 * The modal's form: the variant's questions, the consent text, validation on submit (docs/requirements/forms-and-leads.md#agreements: all
 * errors removed first, messages under the fields and in a linked summary, focus to the first invalid
 * control), and the post (docs/requirements/forms-and-leads.md#contact-me-modal and docs/requirements/wire-contract.md#lead-call). A post that fails keeps the answers on screen and
 * the lead in the outbox, which sends it when the browser is back online.
 */
export function ContactForm({ idPrefix, session, openedAt, onSent }: ContactFormProps) {
  const portal = usePortal()
  const t = useT()
  const id = (suffix: string) => `${idPrefix}-${suffix}`
  const agreements = session.variant.agreements
  const labelValues = { currency: portal.currencySymbol, months: cardHolderTenureThreshold(session.verticalId), partner: session.company }

  // The one delivery of the site's forms: the key names the answers, so a retry of the same answers,
  // by the visitor or by the outbox, is stored once, and changed answers are a new lead.
  const sentValues = useRef<ContactValues>(EMPTY_VALUES)
  const delivery = useDelivery(() => onSent(sentValues.current))
  const { status, notice } = delivery

  const form = useSiteForm<ContactValues>({
    defaultValues: EMPTY_VALUES,
    check: (values, now) => translateErrors(t, validateContact(activeChecks(session.fields, agreements, values, session.optional), values, portal, now)),
    focusFor: (messages, values) => {
      const first = activeChecks(session.fields, agreements, values, session.optional).find((item) => item.name in messages)
      return first ? id(first.target) : null
    },
    send: async (values, now) => {
      sentValues.current = values
      const body = buildLeadPayload(
        toLeadFormValues(values, session, portal, todayIn(portal.timeZone, now)),
        pageLeadContext(portal, session.consent.version, now),
      )
      const amount = Number(stripSeparators(values.loanAmount))
      track({ event: 'contact_submit', vertical: session.verticalCode, productName: session.productName, ...(amount > 0 ? { value: amount } : {}) })
      const refused = await delivery.send(body)
      return refused === null ? null : translateErrors(t, leadErrorsToFields(refused.errors))
    },
  })
  const { values, errors } = form

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (status === 'sending' || status === 'done') return
    form.submit()
  }

  const checksNow = activeChecks(session.fields, agreements, values, session.optional)
  const summary = checksNow
    .filter((item) => errors[item.name] !== undefined)
    .map((item) => ({ targetId: id(item.target), label: t(item.labelKey, labelValues), message: errors[item.name] ?? '' }))
  const change = (patch: Partial<ContactValues>) => form.setValues(patch)

  return (
    <form className="contact-form" noValidate onSubmit={submit} aria-describedby={notice ? id('notice') : undefined}>
      <ErrorSummary title={t('contact.errors.count', { count: summary.length })} errors={summary} attempt={form.attempt} />
      <ContactFields idPrefix={idPrefix} session={session} values={values} onChange={change} errors={errors} openedAt={openedAt} />
      <ConsentField
        id={id('consent')}
        name="consent"
        consent={session.consent}
        checked={values.consent}
        onChange={(consent) => change({ consent })}
        error={errors.consent}
        texts={{ readFull: t('contact.consentFull'), terms: t('contact.terms'), privacy: t('contact.privacy') }}
        links={{ terms: portal.paths.terms, privacy: portal.paths.privacy }}
      />
      {agreements.includes('insuranceAgreement') && (
        <CheckboxField
          id={id('insuranceAgreement')}
          name="insuranceAgreement"
          label={t('contact.field.insuranceAgreement', { partner: session.company })}
          required
          checked={values.insuranceAgreement}
          onChange={(insuranceAgreement) => change({ insuranceAgreement })}
          error={errors.insuranceAgreement}
        />
      )}
      {agreements.includes('claimsAgreement') && (
        <CheckboxField
          id={id('claimsAgreement')}
          name="claimsAgreement"
          label={t('contact.field.claimsAgreement')}
          required
          checked={values.claimsAgreement}
          onChange={(claimsAgreement) => change({ claimsAgreement })}
          error={errors.claimsAgreement}
        />
      )}
      <div id={id('notice')} className="contact-notice" role="status">
        {notice ? <p className={`notice ${notice}`}>{t(`contact.${notice}`)}</p> : null}
      </div>
      <SubmitButton label={t(status === 'queued' ? 'contact.retry' : 'contact.submit')} loading={status === 'sending'} loadingLabel={t('contact.sending')} />
    </form>
  )
}
