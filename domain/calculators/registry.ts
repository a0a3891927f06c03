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
  /**
   * Its page's texts: `calc.page.<page>.*` (data/messages/parts/calc.*.json). The page itself is the
   * folder `pages/calculators/<path in kebab case>/` (pageFolder).
   */
  page: string
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
  { key: 'personalLoan', path: 'personalLoanCalculator', page: 'personal', island: 'LoanCalculator', firstField: 'amount', label: 'personal-loan calculator' },
  { key: 'houseLoan', path: 'houseLoanCalculator', page: 'house', island: 'LoanCalculator', firstField: 'amount', label: 'house-loan calculator' },
  {
    key: 'tax',
    path: 'taxCalculator',
    page: 'tax',
    island: 'TaxCalculator',
    firstField: 'salary',
    label: 'tax calculator',
    reopen: '[data-island="TaxCalculator"] .calc-result button.secondary',
  },
  { key: 'business', path: 'businessCalculator', page: 'business', island: 'BusinessCalculator', firstField: 'assetValue', label: 'business calculator' },
] as const satisfies readonly CalculatorEntry[]

export type CalculatorKey = (typeof CALCULATORS)[number]['key']

/** The calculators a portal offers, each with its address there. */
export function offeredCalculators(paths: PortalConfig['paths']): { key: CalculatorKey; href: string; entry: (typeof CALCULATORS)[number] }[] {
  return CALCULATORS.flatMap((entry) => {
    const href = paths[entry.path]
    return href === undefined ? [] : [{ key: entry.key, href, entry }]
  })
}

/** The folder of a calculator's page under pages/calculators/: its portal path in kebab case (taxCalculator: tax-calculator). */
export function pageFolder(entry: CalculatorEntry): string {
  return entry.path.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)
}

/** The calculator whose page vike is rendering, from the page's id (`/pages/calculators/<folder>`). */
export function calculatorOfPage(pageId: string): (typeof CALCULATORS)[number] {
  const folder = pageId.split('/').at(-1)
  const entry = CALCULATORS.find((candidate) => pageFolder(candidate) === folder)
  if (!entry) throw new Error(`${pageId} is not the page of a calculator in domain/calculators/registry.ts`)
  return entry
}
