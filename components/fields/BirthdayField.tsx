import { useMemo } from 'react'
import { birthdayDayOptions, birthdayMonthOptions, combineBirthdate } from '../../domain/dates/birthday'
import { FieldFrame } from './FieldFrame'
import type { FieldBaseProps } from './fieldProps'

/** The three dropdowns' values: month '01' to '12', day '1' to '31', year '2004'; '' until chosen. */
export interface BirthdayParts {
  month: string
  day: string
  year: string
}

export type BirthdayPart = keyof BirthdayParts

/** No part chosen yet. */
export const EMPTY_BIRTHDAY: BirthdayParts = { month: '', day: '', year: '' }

interface BirthdayFieldProps extends FieldBaseProps {
  value: BirthdayParts
  onChange: (value: BirthdayParts) => void
  /** The dropdowns' order (the portal's ageFieldOrder). */
  order: readonly BirthdayPart[]
  /** Birth years offered, newest first (birthYearOptions of domain/dates/birthday.ts). */
  years: readonly number[]
  /** Locale of the month names, e.g. 'en-PH'. */
  locale: string
  /** Label and empty-choice text of each dropdown. */
  partLabels: Record<BirthdayPart, string>
}

/** Id of one dropdown: the first in order carries the field's id (error links focus it). */
export function birthdayPartId(id: string, order: readonly BirthdayPart[], part: BirthdayPart): string {
  return order[0] === part ? id : `${id}-${part}`
}

/**
 * Birthday as month, day and year dropdowns (docs/requirements/forms-and-leads.md#birthday-dropdowns): the day list follows the month (February
 * hides 30 and 31; April, June, September and November hide 31), and a hidden input named `name`
 * holds the combined MM/DD/YYYY once all three are chosen.
 */
export function BirthdayField({ name, value, onChange, order, years, locale, partLabels, ...frame }: BirthdayFieldProps) {
  const days = birthdayDayOptions(value.month)
  // The month names from Intl, worked out once per locale rather than at every keystroke of the form.
  const months = useMemo(() => birthdayMonthOptions(locale), [locale])
  const choices: Record<BirthdayPart, { value: string; label: string }[]> = {
    month: months,
    day: days.map((day) => ({ value: String(day), label: String(day) })),
    year: years.map((year) => ({ value: String(year), label: String(year) })),
  }
  const change = (part: BirthdayPart, chosen: string) => {
    const next = { ...value, [part]: chosen }
    // A day the new month does not show is hidden, so it cannot stay chosen.
    if (part === 'month' && next.day !== '' && !birthdayDayOptions(chosen).includes(Number(next.day))) next.day = ''
    onChange(next)
  }
  return (
    <FieldFrame {...frame} kind="group" className="birthday">
      {(aria) => (
        <>
          <div className="birthday-parts">
            {order.map((part) => {
              const partId = birthdayPartId(frame.id, order, part)
              return (
                <div key={part} className={`birthday-part birthday-${part}`}>
                  <label htmlFor={partId}>{partLabels[part]}</label>
                  <select
                    id={partId}
                    value={value[part]}
                    onChange={(event) => change(part, event.target.value)}
                    autoComplete={part === 'month' ? 'bday-month' : part === 'day' ? 'bday-day' : 'bday-year'}
                    {...aria}
                  >
                    <option value="">{partLabels[part]}</option>
                    {choices[part].map((choice) => (
                      <option key={choice.value} value={choice.value}>
                        {choice.label}
                      </option>
                    ))}
                  </select>
                </div>
              )
            })}
          </div>
          <input type="hidden" name={name} value={combineBirthdate(value.month, value.day, value.year)} />
        </>
      )}
    </FieldFrame>
  )
}
