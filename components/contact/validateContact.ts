import * as v from 'valibot'
import type { PortalConfig } from '../../domain/portal'
import { wholeAmountErrors } from '../../domain/validation/checks'
import { fieldErrors } from '../../domain/validation/fieldSchema'
import { modalFormSchema } from '../../domain/validation/modalRules'
import type { ContactValues, FieldCheck } from './contactValues'

/** Validates the shown controls with the Contact-Me rules of docs/requirements/forms-and-leads.md#name; control name to message reference, {} when valid. */
export function validateContact(checks: readonly FieldCheck[], values: ContactValues, portal: PortalConfig, now: Date): Record<string, string> {
  const schema = modalFormSchema(Object.fromEntries(checks.map((item) => [item.name, item.rules])), { portal, today: now })
  const result = v.safeParse(schema, Object.fromEntries(checks.map((item) => [item.name, item.value(values)])))
  // The modal's amounts (docs/requirements/forms-and-leads.md#contact-me-modal): whole pesos or rupiah.
  const amounts = checks.filter((item) => AMOUNT_FIELDS.has(item.name)).map((item) => [item.name, item.value(values)] as const)
  return { ...(result.success ? {} : fieldErrors(result.issues)), ...wholeAmountErrors(Object.fromEntries(amounts), portal) }
}

const AMOUNT_FIELDS: ReadonlySet<string> = new Set(['monthlyIncome', 'grossAnnualIncome', 'loanAmount'])
