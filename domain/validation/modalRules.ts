import * as v from 'valibot'
import { parseAmount } from '../format/numbers'
import { isTicked, type FieldValue } from './checks'
import { EMAIL_CHECKS, mobileChecks, nameChecks, TELEPHONE_CHECKS } from './contactRules'
import {
  checkSteps,
  compileRules,
  formSchema,
  requiredAction,
  whenFilled,
  type FieldAction,
  type FieldSchema,
  type FormSchema,
  type RuleTable,
} from './fieldSchema'
import { incomeAtLeast } from './incomeRule'
import { messageRef } from './messageRef'
import { ageCheck, realDate, resolveContext, type ResolvedContext, type RuleContext } from './ruleContext'

/** Contact-Me modal limits (docs/requirements/forms-and-leads.md#limits). */
export const MODAL_LIMITS = {
  /** Smallest amount the "number" rule accepts, in pesos or rupiah. */
  minAmount: 5_000,
  /** Largest value of the "age" rule, in years. */
  maxAge: 100,
  /** Minimum age of the birthdate and birthday rules, in years. */
  minAge: 21,
} as const

function ticked(message: string): FieldAction {
  return v.check((value: FieldValue) => isTicked(value), message)
}

function minimumAge(context: ResolvedContext): FieldAction[] {
  return [
    realDate('validation.lib.date'),
    ageCheck(context.today, (age) => age >= MODAL_LIMITS.minAge, messageRef('validation.minAge', { n: MODAL_LIMITS.minAge })),
  ]
}

/**
 * Contact-Me modal rules of docs/requirements/forms-and-leads.md#name, by the names the modal's field definitions use. The name,
 * e-mail, mobile and phone rules are the shared contact-detail checks the lead API applies too
 * (domain/validation/contactRules.ts, docs/forms.md).
 */
export const MODAL_RULES = {
  required: () => requiredAction(),
  email: () => checkSteps(EMAIL_CHECKS),
  number: (c) =>
    whenFilled(
      (text) => {
        const amount = parseAmount(text, c.portal)
        return amount !== null && amount >= MODAL_LIMITS.minAmount
      },
      messageRef('validation.numberMin', { min: MODAL_LIMITS.minAmount }),
    ),
  // The portal's least income (minMonthlyIncome): a month's, and twelve months' for the gross annual income.
  income: (c) => incomeAtLeast(c.portal, 1),
  'annual-income': (c) => incomeAtLeast(c.portal, 12),
  age: () => whenFilled((text) => /^\d{1,3}$/.test(text) && Number(text) <= MODAL_LIMITS.maxAge, 'validation.age'),
  'phone-number': () => checkSteps(TELEPHONE_CHECKS),
  'mobile-number': (c) => checkSteps(mobileChecks(c.portal.mobile)),
  name: () => checkSteps(nameChecks()),
  birthdate: minimumAge,
  // The birthday dropdowns feed the same combined MM/DD/YYYY value into the same rule.
  birthday: minimumAge,
  'required-agreement': () => ticked('validation.agreement'),
  'insurance-agreement': () => ticked('validation.insuranceAgreement'),
  'claims-agreement': () => ticked('validation.claimsAgreement'),
} as const satisfies RuleTable<ResolvedContext>

/** A Contact-Me rule name. */
export type ModalRule = keyof typeof MODAL_RULES

/** Schema of one modal field from its rules ('required|email' or a list); throws naming the field on an unknown rule. */
export function modalFieldSchema(field: string, rules: string | readonly ModalRule[], context: RuleContext): FieldSchema {
  return compileRules(field, rules, MODAL_RULES, resolveContext(context))
}

/** Schema of a whole modal form: field name to its rules. */
export function modalFormSchema(fields: Readonly<Record<string, string | readonly ModalRule[]>>, context: RuleContext): FormSchema {
  const resolved = resolveContext(context)
  const schemas: Record<string, FieldSchema> = {}
  for (const [field, rules] of Object.entries(fields)) schemas[field] = compileRules(field, rules, MODAL_RULES, resolved)
  return formSchema(schemas)
}
