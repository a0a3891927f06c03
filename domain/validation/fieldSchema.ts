import * as v from 'valibot'
import { isEmpty, textOf, type FieldValue } from './checks'
import type { TextCheck } from './contactRules'
import { INVALID } from './messageRef'

/** Any value a form field may hold; anything else is reported with the generic "Please fix this field." */
export const FieldValueSchema = v.nullish(v.union([v.string(), v.boolean(), v.array(v.string())], INVALID))

/** One validation step of a field; its message is a message reference (see messageRef.ts). */
export type FieldAction = v.BaseValidation<FieldValue, FieldValue, v.BaseIssue<unknown>>

/** The schema of one field: its value passes through unchanged, issues carry message references. */
export type FieldSchema = v.GenericSchema<FieldValue, FieldValue>

/** The schema of a form: field name to field schema. */
export type FormSchema = v.GenericSchema<Record<string, FieldValue>, Record<string, FieldValue>>

/** A field schema running `actions` in order and stopping at the first failure (one message per field). */
export function fieldSchema(actions: readonly FieldAction[]): FieldSchema {
  let schema: FieldSchema = FieldValueSchema
  // Nested pipes rather than one v.pipe(...spread): pipe's overloads take a fixed number of items.
  for (const action of actions) schema = v.pipe(schema, action)
  return v.config(schema, { abortPipeEarly: true })
}

/** A step that fails on empty: whitespace-only text, an unticked box, no option chosen. */
export function requiredAction(message = 'validation.required'): FieldAction {
  return v.check((value: FieldValue) => !isEmpty(value), message)
}

/** A step that passes on an empty field (other rules then do not apply) and otherwise tests the trimmed text. */
export function whenFilled(test: (text: string) => boolean, message: string): FieldAction {
  return v.check((value: FieldValue) => isEmpty(value) || test(textOf(value)), message)
}

/** The steps of shared text checks (domain/validation/contactRules.ts) on a form field: each passes on an empty field. */
export function checkSteps(checks: readonly TextCheck[]): FieldAction[] {
  return checks.map((check) => whenFilled(check.test, check.message))
}

/** A form schema from its fields' schemas; fields absent from the input count as empty. */
export function formSchema(fields: Readonly<Record<string, FieldSchema>>): FormSchema {
  return v.object({ ...fields })
}

/** Rule names of a field from a '|'-joined list or an array; names trimmed. */
export function splitRules(rules: string | readonly string[]): string[] {
  const list = typeof rules === 'string' ? (rules.trim() === '' ? [] : rules.split('|')) : [...rules]
  return list.map((rule) => rule.trim())
}

/** A rule family: rule name to the steps it adds, given the family's context. */
export type RuleTable<C> = Readonly<Record<string, (context: C) => FieldAction | readonly FieldAction[]>>

/** The steps of one rule from a rule table; throws an Error naming the field for an unknown rule. */
export function ruleActions<C>(field: string, rule: string, table: RuleTable<C>, context: C): FieldAction[] {
  const make = Object.hasOwn(table, rule) ? table[rule] : undefined
  if (!make) throw new Error(`Field "${field}": unknown validation rule "${rule}"`)
  return [make(context)].flat()
}

/** Compiles a field's rule names against a rule table; throws an Error naming the field for an unknown rule. */
export function compileRules<C>(field: string, rules: string | readonly string[], table: RuleTable<C>, context: C): FieldSchema {
  return fieldSchema(splitRules(rules).flatMap((rule) => ruleActions(field, rule, table, context)))
}

/** The first message of each field (top-level field name to message reference) from a failed parse. */
export function fieldErrors(issues: readonly v.BaseIssue<unknown>[]): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const issue of issues) {
    const field = issue.path?.[0]?.key
    const name = typeof field === 'string' ? field : ''
    if (!(name in errors)) errors[name] = issue.message
  }
  return errors
}
