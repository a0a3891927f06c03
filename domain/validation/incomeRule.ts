import { parseAmount } from '../format/numbers'
import type { PortalConfig } from '../portal'
import { whenFilled, type FieldAction } from './fieldSchema'
import { messageRef } from './messageRef'

/**
 * The `income` rule of every lead form (docs/forms.md "One definition per form"): an amount of at least
 * the portal's `minMonthlyIncome` a month, or twelve times it for a year's income. One minimum, in the
 * portal data, for the call-back modal, the landing forms and the wizard.
 */
export function incomeAtLeast(portal: PortalConfig, months: 1 | 12): FieldAction {
  const min = portal.minMonthlyIncome * months
  return whenFilled(
    (text) => {
      const amount = parseAmount(text, portal)
      return amount !== null && amount >= min
    },
    messageRef('validation.incomeMin', { min }),
  )
}
