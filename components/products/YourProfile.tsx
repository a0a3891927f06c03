import { useId, useState } from 'react'
import { EMPLOYMENT_KINDS, type EmploymentKind } from '../../domain/content/schemas'
import type { VisitorProfile } from '../../domain/products/eligibility'
import { fieldTextFor, parseFieldText } from '../calculators/fieldText'
import { usePortal, useT } from '../PortalContext'
import { PROFILE_AGE } from './visitorProfile'

/**
 * "Your profile" on a list of credit cards or loans (decision 060): the visitor's age and work (their
 * income is the list's income filter above) and "Only what I can get", which keeps only the cards they
 * are not known to miss. Its fields have no name, so the filter form's address leaves them out; rendered
 * by the filter island once it has woken, never prerendered. `withIncome`: the monthly income too, where
 * no filter asks it (a product page, a calculator's offers: decision 070), with that place's own legend.
 */
export function YourProfile({
  profile,
  onChange,
  only,
  onOnly,
  withIncome = false,
}: {
  profile: VisitorProfile
  onChange: (profile: VisitorProfile) => void
  /** "Only what I can get" ticked or not; null: not offered (a product page, a calculator's offers: one product or a short list). */
  only: boolean | null
  onOnly: (only: boolean) => void
  withIncome?: boolean
}) {
  const portal = usePortal()
  const t = useT()
  const id = useId()
  const kinds = portal.eligibility?.employmentTypes ?? EMPLOYMENT_KINDS.filter((kind) => kind !== 'ofw')
  const ageValue = (text: string): number | undefined | null => {
    const digits = text.trim()
    if (digits === '') return undefined
    if (!/^\d{1,3}$/.test(digits)) return null
    const value = Number(digits)
    return value >= PROFILE_AGE.min && value <= PROFILE_AGE.max ? value : null
  }
  return (
    <fieldset className={withIncome ? 'your-profile' : 'filter-group your-profile'}>
      <legend>{t(withIncome ? 'products.profile.check.legend' : 'products.profile.legend')}</legend>
      <p className="calc-hint" id={`${id}-hint`}>
        {t(withIncome ? 'products.profile.check.hint' : 'products.profile.hint')}
      </p>
      {withIncome && (
        <ProfileNumber
          id={`${id}-income`}
          hintId={`${id}-hint`}
          label={t('products.profile.income')}
          error={t('products.profile.income.error')}
          initial={profile.monthlyIncome === undefined ? '' : fieldTextFor(profile.monthlyIncome, 'amount', portal)}
          parse={(text) => (text.trim() === '' ? undefined : parseFieldText(text, 'amount', portal))}
          format={(value) => fieldTextFor(value, 'amount', portal)}
          onValue={(monthlyIncome) => monthlyIncome !== profile.monthlyIncome && onChange({ ...profile, monthlyIncome })}
        />
      )}
      <ProfileNumber
        id={`${id}-age`}
        hintId={`${id}-hint`}
        label={t('products.profile.age')}
        error={t('products.profile.age.error', { min: PROFILE_AGE.min, max: PROFILE_AGE.max })}
        initial={profile.age === undefined ? '' : String(profile.age)}
        parse={ageValue}
        onValue={(age) => age !== profile.age && onChange({ ...profile, age })}
      />
      <label htmlFor={`${id}-work`}>{t('products.profile.employment')}</label>
      <select
        id={`${id}-work`}
        value={profile.employment ?? ''}
        onChange={(e) => onChange({ ...profile, employment: e.target.value === '' ? undefined : (e.target.value as EmploymentKind) })}
      >
        <option value="">{t('products.profile.employment.none')}</option>
        {kinds.map((kind) => (
          <option key={kind} value={kind}>
            {t(`products.profile.employment.${kind}`)}
          </option>
        ))}
      </select>
      {only !== null && (
        <label className="choice">
          <input type="checkbox" checked={only} onChange={(e) => onOnly(e.target.checked)} />
          {t('products.profile.only')}
        </label>
      )}
    </fieldset>
  )
}

/**
 * A number of the profile typed as text (the income, the age): a value being typed or out of range
 * gives none, and its error shows once the field is left and goes as soon as it is fixed.
 */
function ProfileNumber({
  id,
  hintId,
  label,
  error,
  initial,
  parse,
  format,
  onValue,
}: {
  id: string
  hintId: string
  label: string
  error: string
  initial: string
  /** The value of a text: undefined for none given, null for one that is not a value. */
  parse: (text: string) => number | undefined | null
  /** The text a value is shown as once the field is left (the income with its grouping). */
  format?: (value: number) => string
  onValue: (value: number | undefined) => void
}) {
  const [text, setText] = useState(initial)
  const [touched, setTouched] = useState(false)
  const wrong = touched && parse(text) === null
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        className="range-number"
        type="text"
        inputMode="numeric"
        autoComplete="off"
        value={text}
        aria-invalid={wrong || undefined}
        aria-describedby={wrong ? `${hintId} ${id}-error` : hintId}
        onChange={(e) => {
          setText(e.target.value)
          const value = parse(e.target.value)
          onValue(value ?? undefined)
          if (value !== null) setTouched(false)
        }}
        onBlur={() => {
          setTouched(true)
          const value = parse(text)
          if (typeof value === 'number' && format) setText(format(value))
        }}
      />
      {wrong && (
        <p className="field-error" id={`${id}-error`} role="alert">
          {error}
        </p>
      )}
    </>
  )
}
