import * as v from 'valibot'
import { landingFieldSpecs } from '../../domain/landings/landingChecks'
import type { LandingField } from '../../domain/landings/landingSchema'
import { wholeAmountErrors, type FieldValue } from '../../domain/validation/checks'
import { fieldErrors, splitRules } from '../../domain/validation/fieldSchema'
import { landingFieldSchema, landingFormSchema } from '../../domain/validation/landingRules'
import { isMessageKey, textMessage } from '../../domain/validation/messageRef'
import type { RuleContext } from '../../domain/validation/ruleContext'

// The editor's message for the rule that failed: the first rule that fails on its own, or, when each
// passes alone, the return date's link to the departure date (checked across the two fields).
function editorMessage(field: LandingField, value: FieldValue, context: RuleContext): string | undefined {
  if (field.messages === undefined) return undefined
  const rules = splitRules(field.rules)
  const messages = field.messages.split('|')
  const limits = { minAge: field.ageLimit, maxAge: field.maxAge }
  let failed = rules.findIndex((rule) => !v.is(landingFieldSchema(field.name, { rules: rule, ...limits }, context), value))
  if (failed < 0) failed = rules.indexOf('returndate')
  const text = messages[failed]?.trim() ?? ''
  if (text === '') return undefined
  return isMessageKey(text) ? text : textMessage(text)
}

/**
 * Checks a landing form's answers with the landing rules of docs/requirements/forms-and-leads.md#date-picker (the travel date pair
 * included): field name to message reference, {} when every field passes. A field's own message
 * from the landing file replaces the rule's when it has one.
 */
export function landingErrors(fields: readonly LandingField[], values: Readonly<Record<string, FieldValue>>, context: RuleContext): Record<string, string> {
  const schema = landingFormSchema(landingFieldSpecs(fields), context)
  const result = v.safeParse(schema, Object.fromEntries(fields.map((field) => [field.name, values[field.name]])))
  const whole = wholeAmountErrors(
    Object.fromEntries(fields.filter((field) => field.type === 'amount').map((field) => [field.name, values[field.name]])),
    context.portal,
  )
  if (result.success) return whole
  const errors = { ...fieldErrors(result.issues), ...whole }
  for (const field of fields) {
    if (!(field.name in errors) || field.name in whole) continue
    const own = editorMessage(field, values[field.name], context)
    if (own !== undefined) errors[field.name] = own
  }
  return errors
}
