import type { PortalConfig } from '../portal'

// Every calculator of the site, in the order the menu and the home page list them (docs/contributing.md
// "Add a calculator"). The header, the home page, the audit's user flows, the interaction benchmark and
// the screenshots read this list; a portal offers a calculator when its config names the path.

/** The portal paths that lead to a calculator. */
type CalculatorPath = Extract<keyof PortalConfig['paths'], `${string}Calculator`>

export interface CalculatorEntry {
  /** Its messages' key: `calculators.<key>.nav` and `.pitch` (data/messages/parts/calc.*.json). */
  key: string
  /** Where the portal config names its address (`paths.<path>`). */
  path: CalculatorPath
  /** The island that computes it (components/islands/). */
  island: string
  /** The field a visitor types a figure into first (the flows and benchmarks type into it). */
  firstField: string
  /** Its name in reports (benchmarks, audits), in English. */
  label: string
  /** A control to press before a second figure can be typed: the tax calculator hides its form behind the result's Recalculate. */
  reopen?: string
}

export const CALCULATORS = [
  { key: 'personalLoan', path: 'personalLoanCalculator', island: 'LoanCalculator', firstField: 'amount', label: 'personal-loan calculator' },
  { key: 'houseLoan', path: 'houseLoanCalculator', island: 'LoanCalculator', firstField: 'amount', label: 'house-loan calculator' },
  {
    key: 'tax',
    path: 'taxCalculator',
    island: 'TaxCalculator',
    firstField: 'salary',
    label: 'tax calculator',
    reopen: '[data-island="TaxCalculator"] .calc-result button.secondary',
  },
  { key: 'business', path: 'businessCalculator', island: 'BusinessCalculator', firstField: 'assetValue', label: 'business calculator' },
] as const satisfies readonly CalculatorEntry[]

export type CalculatorKey = (typeof CALCULATORS)[number]['key']

/** The calculators a portal offers, each with its address there. */
export function offeredCalculators(paths: PortalConfig['paths']): { key: CalculatorKey; href: string; entry: (typeof CALCULATORS)[number] }[] {
  return CALCULATORS.flatMap((entry) => {
    const href = paths[entry.path]
    return href === undefined ? [] : [{ key: entry.key, href, entry }]
  })
}
