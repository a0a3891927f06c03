import { CONTACT_FIELD_IDS, type AgreementId, type ContactFieldId } from '../../domain/contact/variantSchema'
import { AGREEMENT_CHECKS, CONTACT_FIELDS, type ContactFieldDefinition, type ContactValues, type FieldCheck } from './contactFields'

export { EMPTY_VALUES, type ContactValues, type FieldCheck } from './contactFields'

/** The controls of each field, in display order, with their rules: the checks of CONTACT_FIELDS (components/contact/contactFields.ts). */
const DEFINITIONS: Readonly<Record<ContactFieldId, ContactFieldDefinition>> = CONTACT_FIELDS
export const FIELD_CHECKS = Object.fromEntries(CONTACT_FIELD_IDS.map((id) => [id, DEFINITIONS[id].checks])) as Record<ContactFieldId, readonly FieldCheck[]>

/** Whether a control's rules make it required (a control without "required" shows the optional marker). */
export function isRequired(item: FieldCheck): boolean {
  return item.rules.split('|').some((rule) => rule.trim() === 'required')
}

/** A check without its "required" rule: an optional answer is checked only when given. */
function withoutRequired(item: FieldCheck): FieldCheck {
  return {
    ...item,
    rules: item.rules
      .split('|')
      .filter((rule) => rule.trim() !== 'required')
      .join('|'),
  }
}

/**
 * The checks of a field as a session asks it (docs/requirements/forms-and-leads.md#optional-answers):
 * an optional field's question loses "required"; the follow-up a given answer opens (the region of a
 * province chosen, the tenure of a Yes) keeps its rules, so an answer once started is complete.
 */
export function fieldChecks(id: ContactFieldId, optional: readonly ContactFieldId[] = []): readonly FieldCheck[] {
  return optional.includes(id) ? FIELD_CHECKS[id].map((item, index) => (index === 0 ? withoutRequired(item) : item)) : FIELD_CHECKS[id]
}

/** The checks that apply now, in display order: the fields' shown controls, then the tick boxes. */
export function activeChecks(
  fields: readonly ContactFieldId[],
  agreements: readonly AgreementId[],
  values: ContactValues,
  optional: readonly ContactFieldId[] = [],
): FieldCheck[] {
  const controls = fields.flatMap((id) => fieldChecks(id, optional)).filter((item) => item.shown === undefined || item.shown(values))
  return [...controls, ...agreements.map((id) => AGREEMENT_CHECKS[id])]
}
