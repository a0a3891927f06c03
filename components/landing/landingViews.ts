import { birthYearOptions } from '../../domain/dates/birthday'
import { parseDateInput, type IsoDate } from '../../domain/dates/isoDate'
import { birthDateLimits, departureDateLimits, returnDateLimits, travelDateLimits, type DateLimits } from '../../domain/dates/pickerLimits'
import type { LandingField } from '../../domain/landings/landingSchema'
import type { FieldValue } from '../../domain/validation/checks'
import { splitRules } from '../../domain/validation/fieldSchema'
import { LANDING_LIMITS } from '../../domain/validation/landingRules'
import type { FieldView } from './FormField'

/** Rules that make a field one the visitor must fill or tick. */
const REQUIRING_RULES = new Set(['required', 'group', 'agree', 'insureragree'])

// The picker offers birth dates from 70 years ago by default (docs/requirements/forms-and-leads.md#date-picker) even though
// the landing rule accepts ages up to 200; a field's own maximum age replaces the 70.
function birthAges(field: LandingField): { minAge: number; maxAge?: number } {
  return { minAge: field.ageLimit ?? LANDING_LIMITS.minAge, ...(field.maxAge === undefined ? {} : { maxAge: field.maxAge }) }
}

function dateLimits(field: LandingField, rules: readonly string[], today: IsoDate, departure: FieldValue): DateLimits | undefined {
  if (rules.includes('departuredate')) return departureDateLimits(today)
  if (rules.includes('returndate')) {
    const start = typeof departure === 'string' ? parseDateInput(departure) : null
    return start === null ? travelDateLimits(today) : returnDateLimits(start)
  }
  if (rules.includes('birthdate')) return birthDateLimits(today, birthAges(field))
  return undefined
}

/**
 * How a landing field is shown on `today`: required or not, the date picker's bounds (the return
 * date's follow the departure chosen in `values`), the birth years of a birthday field, the province
 * whose cities a city field lists.
 */
export function landingFieldView(
  field: LandingField,
  today: IsoDate,
  values: Readonly<Record<string, FieldValue>>,
  departureField: string | undefined,
  provinceId = '',
): FieldView {
  const rules = splitRules(field.rules)
  const ages = birthAges(field)
  return {
    name: field.name,
    type: field.type,
    label: field.label ?? '',
    hint: field.hint,
    options: field.options,
    required: rules.some((rule) => REQUIRING_RULES.has(rule)),
    dateLimits: field.type === 'date' ? dateLimits(field, rules, today, departureField === undefined ? undefined : values[departureField]) : undefined,
    birthYears: field.type === 'birthday' ? birthYearOptions({ minAge: ages.minAge, maxAge: ages.maxAge ?? 70 }, today) : undefined,
    provinceId: field.type === 'city' ? provinceId : undefined,
  }
}

/** Name of the field holding the departure date, if the form has one. */
export function departureFieldOf(fields: readonly LandingField[]): string | undefined {
  return fields.find((field) => splitRules(field.rules).includes('departuredate'))?.name
}
