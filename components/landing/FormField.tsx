import { memo, type HTMLInputAutoCompleteAttribute } from 'react'
import type { DateLimits } from '../../domain/dates/pickerLimits'
import type { LandingFieldType } from '../../domain/landings/landingSchema'
import { AmountField } from '../fields/AmountField'
import { BirthdayField, type BirthdayParts } from '../fields/BirthdayField'
import { CheckboxField } from '../fields/CheckboxField'
import { ConsentField } from '../fields/ConsentField'
import type { Choice } from '../fields/fieldProps'
import { RadioGroupField } from '../fields/RadioGroupField'
import { SelectField } from '../fields/SelectField'
import { TextField } from '../fields/TextField'
import { usePortal, useT } from '../PortalContext'
import type { Answer } from './answers'
import { CheckboxGroupField } from './CheckboxGroupField'
import { DateField } from './DateField'
import { CitySelect, ProvinceSelect } from './LocationField'

/** A field as the form shows it, whatever defined it (a landing file or a validated form's definition). */
export interface FieldView {
  name: string
  type: LandingFieldType
  /** Translated label; the consent box shows the consent text instead. */
  label: string
  hint?: string
  options?: readonly Choice[]
  required: boolean
  dateLimits?: DateLimits
  /** Birth years of a birthday field, newest first. */
  birthYears?: readonly number[]
  /** A city field: the id of the province chosen ('' until one is). */
  provinceId?: string
}

interface FormFieldProps {
  id: string
  field: FieldView
  value: Answer
  onChange: (value: Answer) => void
  error?: string
  /** The consent the consent box shows: its sentence and whole text (domain/consent). */
  consent?: { summary: string; text: string } | undefined
}

// Browsers fill these from the visitor's saved details (WCAG 1.3.5, identify input purpose).
const AUTOCOMPLETE: Readonly<Record<string, HTMLInputAutoCompleteAttribute>> = {
  FirstName: 'given-name',
  MiddleName: 'additional-name',
  LastName: 'family-name',
  Name: 'name',
  Email: 'email',
  MobilePhoneNumber: 'tel',
  TelephoneNumber: 'tel',
  Birthdate: 'bday',
}

const text = (value: Answer): string => (typeof value === 'string' ? value : '')

/**
 * One field of a landing or validated form, drawn with the shared field components. Memoised: a form
 * that keeps its props the same objects redraws only the field that changed.
 */
// Two short answers sit side by side ("Yes" / "No"); longer ones, one a row, so that a phone's half
// width never holds a word wider than itself ("Comprehensive (own damage, theft and third party)").
const SIDE_BY_SIDE_CHARACTERS = 18

function sideBySide(options: readonly { label: string }[]): boolean {
  return options.length <= 2 && options.every((option) => option.label.length <= SIDE_BY_SIDE_CHARACTERS)
}

export const FormField = memo(function FormField({ id, field, value, onChange, error, consent }: FormFieldProps) {
  const portal = usePortal()
  const t = useT()
  const common = { id, name: field.name, label: field.label, hint: field.hint, error, required: field.required, optionalText: t('landing.optional') }
  switch (field.type) {
    case 'amount':
      return <AmountField {...common} value={text(value)} onChange={onChange} portal={portal} prefix={portal.currencySymbol} />
    case 'date':
      return <DateField {...common} value={text(value)} onChange={onChange} limits={field.dateLimits} autoComplete={AUTOCOMPLETE[field.name]} />
    case 'birthday':
      return (
        <BirthdayField
          {...common}
          value={value as BirthdayParts}
          onChange={onChange}
          order={portal.ageFieldOrder}
          years={field.birthYears ?? []}
          locale={portal.locale}
          partLabels={{ month: t('landing.birthday.month'), day: t('landing.birthday.day'), year: t('landing.birthday.year') }}
        />
      )
    case 'select':
      return (
        <SelectField {...common} value={text(value)} onChange={(chosen) => onChange(chosen)} options={field.options ?? []} placeholder={t('landing.choose')} />
      )
    case 'province':
      return <ProvinceSelect {...common} value={text(value)} onChange={onChange} options={field.options} />
    case 'city':
      return <CitySelect {...common} value={text(value)} onChange={onChange} provinceId={field.provinceId ?? ''} />
    case 'radio':
      return <RadioGroupField {...common} value={text(value)} onChange={onChange} options={field.options ?? []} inline={sideBySide(field.options ?? [])} />
    case 'checkboxes':
      return <CheckboxGroupField {...common} value={Array.isArray(value) ? value : []} onChange={onChange} options={field.options ?? []} />
    case 'checkbox':
      return (
        <CheckboxField id={id} name={field.name} label={field.label} checked={value === true} onChange={onChange} error={error} required={field.required} />
      )
    case 'consent':
      if (consent === undefined) {
        return <CheckboxField id={id} name={field.name} label={field.label} checked={value === true} onChange={onChange} error={error} required />
      }
      return (
        <ConsentField
          id={id}
          name={field.name}
          consent={consent}
          checked={value === true}
          onChange={onChange}
          error={error}
          texts={{ readFull: t('landing.consentFull'), terms: t('landing.terms'), privacy: t('landing.privacy') }}
          links={{ terms: portal.paths.terms, privacy: portal.paths.privacy }}
        />
      )
    default: {
      const type = field.type === 'email' || field.type === 'tel' ? field.type : 'text'
      const inputMode = type === 'tel' ? 'tel' : type === 'email' ? 'email' : field.name === 'CardNumber' ? 'numeric' : undefined
      return (
        <TextField
          {...common}
          type={type}
          value={text(value)}
          onChange={onChange}
          autoComplete={AUTOCOMPLETE[field.name]}
          inputMode={inputMode}
          maxLength={field.name === 'CardNumber' ? 6 : 200}
        />
      )
    }
  }
})
