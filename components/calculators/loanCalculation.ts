// The last loan calculation of the visit, kept in session storage so that the application wizard starts
// from the amount and term the visitor chose (docs/forms.md#the-application-wizard). Only these two
// figures are kept: the site keeps no other answer between pages.
import { STORAGE_KEYS } from '../../domain/storage/storageKeys'
import type { CalculationKind } from '../../domain/calculators/loanTerms'

/** A loan calculation: which calculator, the amount in the portal's currency and the term in months. */
export interface LoanCalculation {
  kind: CalculationKind
  amount: number
  months: number
}

export { CALCULATION_VERTICAL } from '../../domain/calculators/loanTerms'

/** The session storage key of a portal's calculation (a loan list's filters wake when it is there, decision 057). */
export const loanCalculationKey = (portalCode: string) => `${STORAGE_KEYS.loanCalculationPrefix}${portalCode}`
const keyOf = loanCalculationKey

// Session storage may be blocked (privacy modes, sandboxed frames, a full quota): then nothing is kept, and nothing breaks.

/** Keeps the calculation for the rest of the visit; a refused storage keeps nothing, silently. */
export function keepLoanCalculation(portalCode: string, calculation: LoanCalculation): void {
  try {
    window.sessionStorage.setItem(keyOf(portalCode), JSON.stringify(calculation))
  } catch {
    // Not kept.
  }
}

function stored(portalCode: string): string | null {
  try {
    return window.sessionStorage.getItem(keyOf(portalCode))
  } catch {
    return null
  }
}

/** The visit's last calculation, or null (none, or a stored text in another shape). */
export function loanCalculation(portalCode: string): LoanCalculation | null {
  const text = stored(portalCode)
  if (text === null) return null
  try {
    const value = JSON.parse(text) as Partial<LoanCalculation> | null
    if (value === null || typeof value !== 'object') return null
    const { kind, amount, months } = value
    if ((kind !== 'personal' && kind !== 'house' && kind !== 'business') || typeof amount !== 'number' || typeof months !== 'number') return null
    if (!Number.isFinite(amount) || amount <= 0 || !Number.isInteger(months) || months <= 0) return null
    return { kind, amount, months }
  } catch {
    return null
  }
}
