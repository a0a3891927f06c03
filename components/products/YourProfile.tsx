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
  /** "Only what I can get" ticked or not; null: not offered (a long list, decision 060). */
  only: boolean | null
  onOnly: (only: boolean) => void
  withIncome?: boolean
}) {
  const portal = usePortal()
  const t = useT()
  const id = useId()
  const [age, setAge] = useState(() => (profile.age === undefined ? '' : String(profile.age)))
  const [touched, setTouched] = useState(false)
  const [income, setIncome] = useState(() => (profile.monthlyIncome === undefined ? '' : fieldTextFor(profile.monthlyIncome, 'amount', portal)))
  const [incomeTouched, setIncomeTouched] = useState(false)
  const incomeValue = (text: string): number | undefined | null => (text.trim() === '' ? undefined : parseFieldText(text, 'amount', portal))
  const incomeError = incomeTouched && incomeValue(income) === null
  const changeIncome = (text: string) => {
    setIncome(text)
    const value = incomeValue(text)
    const next = value ?? undefined
    if (next !== profile.monthlyIncome) onChange({ ...profile, monthlyIncome: next })
    if (value !== null) setIncomeTouched(false)
  }
  const kinds = portal.eligibility?.employmentTypes ?? EMPLOYMENT_KINDS.filter((kind) => kind !== 'ofw')
  const ageValue = (text: string): number | undefined | null => {
    const digits = text.trim()
    if (digits === '') return undefined
    if (!/^\d{1,3}$/.test(digits)) return null
    const value = Number(digits)
    return value >= PROFILE_AGE.min && value <= PROFILE_AGE.max ? value : null
  }
  const parsed = ageValue(age)
  const error = touched && parsed === null
  const changeAge = (text: string) => {
    setAge(text)
    const value = ageValue(text)
    // An age being typed ("6" of "62") or out of range gives no age; its error shows once the field is left.
    const next = value ?? undefined
    if (next !== profile.age) onChange({ ...profile, age: next })
    if (value !== null) setTouched(false)
  }
  return (
    <fieldset className={withIncome ? 'your-profile' : 'filter-group your-profile'}>
      <legend>{t(withIncome ? 'products.profile.check.legend' : 'products.profile.legend')}</legend>
      <p className="calc-hint" id={`${id}-hint`}>
        {t(withIncome ? 'products.profile.check.hint' : 'products.profile.hint')}
      </p>
      {withIncome && (
        <>
          <label htmlFor={`${id}-income`}>{t('products.profile.income')}</label>
          <input
            id={`${id}-income`}
            className="range-number"
            type="text"
            inputMode="numeric"
            autoComplete="off"
            value={income}
            aria-invalid={incomeError || undefined}
            aria-describedby={incomeError ? `${id}-hint ${id}-income-error` : `${id}-hint`}
            onChange={(e) => changeIncome(e.target.value)}
            onBlur={() => {
              setIncomeTouched(true)
              const value = incomeValue(income)
              if (typeof value === 'number') setIncome(fieldTextFor(value, 'amount', portal))
            }}
          />
          {incomeError && (
            <p className="field-error" id={`${id}-income-error`} role="alert">
              {t('products.profile.income.error')}
            </p>
          )}
        </>
      )}
      <label htmlFor={`${id}-age`}>{t('products.profile.age')}</label>
      <input
        id={`${id}-age`}
        className="range-number"
        type="text"
        inputMode="numeric"
        autoComplete="off"
        value={age}
        aria-invalid={error || undefined}
        aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
        onChange={(e) => changeAge(e.target.value)}
        onBlur={() => setTouched(true)}
      />
      {error && (
        <p className="field-error" id={`${id}-error`} role="alert">
          {t('products.profile.age.error', { min: PROFILE_AGE.min, max: PROFILE_AGE.max })}
        </p>
      )}
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
