import * as v from 'valibot'
import { birthYearOptions } from '../../domain/dates/birthday'
import type { IsoDate } from '../../domain/dates/isoDate'
import { birthDateLimits, callDateLimits, travelDateLimits } from '../../domain/dates/pickerLimits'
import { wholeAmountErrors, type FieldValue } from '../../domain/validation/checks'
import { fieldErrors, splitRules } from '../../domain/validation/fieldSchema'
import { genericFormSchema, type GenericBounds } from '../../domain/validation/genericRules'
import type { RuleContext } from '../../domain/validation/ruleContext'
import type { Choice } from '../fields/fieldProps'
import type { FieldView } from './FormField'
import type { RemoteRule } from './remoteCheck'

/** A field of a validated form, as a page or content declares it (docs/requirements/forms-and-leads.md#generic-validated-forms). */
export interface ValidatedFieldDefinition {
  /** Field name; lead and subscription fields use the lead payload's names (FirstName, Email, MonthlyIncome ...). */
  name: string
  type: 'text' | 'email' | 'tel' | 'amount' | 'date' | 'birthday' | 'select' | 'checkbox' | 'consent'
  /** Label in the portal's language (the consent box shows the consent text). */
  label: string
  hint?: string
  /** Pipe-separated generic rules, e.g. 'required|number|min'. */
  rules: string
  /** Pipe-separated messages parallel to the rules (message keys or texts); empty entries keep the defaults. */
  messages?: string
  /** valmin, valmax, minage, maxage. */
  bounds?: GenericBounds
  options?: Choice[]
  /** Date picker limits of docs/requirements/forms-and-leads.md#date-picker: birth dates, travel dates or a call date. */
  picker?: 'birth' | 'travel' | 'call'
  remote?: RemoteRule
  /** Value shown before the visitor types (an amount is shown formatted). */
  initial?: string
}

function numberBound(bounds: GenericBounds | undefined, name: keyof GenericBounds): number | undefined {
  const raw = bounds?.[name]
  const value = typeof raw === 'string' ? Number(raw) : raw
  return value !== undefined && Number.isFinite(value) ? value : undefined
}

/** How a validated field is shown on `today`: required or not, its picker limits, its birth years. */
export function validatedFieldView(field: ValidatedFieldDefinition, today: IsoDate): FieldView {
  const ages = { minAge: numberBound(field.bounds, 'minage') ?? 18, maxAge: numberBound(field.bounds, 'maxage') ?? 70 }
  const limits =
    field.picker === 'birth'
      ? birthDateLimits(today, ages)
      : field.picker === 'travel'
        ? travelDateLimits(today)
        : field.picker === 'call'
          ? callDateLimits(today)
          : undefined
  return {
    name: field.name,
    type: field.type,
    label: field.label,
    hint: field.hint,
    options: field.options,
    required: splitRules(field.rules).includes('required'),
    dateLimits: field.type === 'date' ? limits : undefined,
    birthYears: field.type === 'birthday' ? birthYearOptions(ages, today) : undefined,
  }
}

/** Checks a validated form's values with its generic rules: field name to message reference, {} when all pass. */
export function validatedErrors(
  fields: readonly ValidatedFieldDefinition[],
  values: Readonly<Record<string, FieldValue>>,
  context: RuleContext,
): Record<string, string> {
  const schema = genericFormSchema(
    fields.map((field) => ({ field: field.name, rules: field.rules, messages: field.messages, bounds: field.bounds })),
    context,
  )
  const result = v.safeParse(schema, Object.fromEntries(fields.map((field) => [field.name, values[field.name]])))
  const whole = wholeAmountErrors(
    Object.fromEntries(fields.filter((field) => field.type === 'amount').map((field) => [field.name, values[field.name]])),
    context.portal,
  )
  return { ...(result.success ? {} : fieldErrors(result.issues)), ...whole }
}
