import { formatThousands, type NumberPortal } from '../format/numbers'
import type { LandingStep } from '../landings/landingSchema'

/** A loan calculation as the wizard reads it: the amount in the portal's currency and the term in months. */
export interface CalculatedLoan {
  amount: number
  months: number
}

/** The whole number of months an option of a term field stands for ("24", "24 months"); null for another text. */
function monthsOf(value: string): number | null {
  const match = /^(\d{1,3})(?: months?)?$/.exec(value.trim())
  return match ? Number(match[1]) : null
}

/**
 * The wizard's answers from a loan calculation (docs/forms.md#the-application-wizard): LoanAmount as the
 * amount field shows it (with the portal's separators), Tenure as the option of that many months.
 * A step without such a field, or a term no option offers, gets nothing: no answer is made up.
 */
export function wizardAnswersFrom(steps: readonly LandingStep[], loan: CalculatedLoan, portal: NumberPortal): Record<string, string> {
  const answers: Record<string, string> = {}
  for (const field of steps.flatMap((step) => step.fields)) {
    if (field.name === 'LoanAmount' && field.type === 'amount' && Number.isFinite(loan.amount) && loan.amount > 0)
      answers.LoanAmount = formatThousands(String(Math.round(loan.amount)), portal)
    if (field.name === 'Tenure' && field.type === 'select') {
      const option = field.options?.find((item) => monthsOf(item.value) === loan.months)
      if (option) answers.Tenure = option.value
    }
  }
  return answers
}
