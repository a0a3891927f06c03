// The pages of the interaction benchmark (scripts/bench/benchInteraction.ts): every island kind of
// every portal of the registry, the fields typed into each and the presses timed on it.
import { loadPortals, type Portal } from '../../../content/portals'
import type { Landing } from '../../../domain/landings/landingSchema'
import { CALCULATORS } from '../../../domain/calculators/registry'
import { VERTICAL_IDS } from '../../../domain/portal'
import {
  CALCULATOR_FIGURES,
  landingKind,
  landingsByPortal,
  portalFigures,
  verticalPath,
  type LandingKind,
  type PortalFigures,
  type TypedPair,
} from '../interactionInputs'

export interface Field {
  selector: string
  text: string
  /** amount: compared by digits (regrouped or not); text: compared exactly. */
  kind: 'amount' | 'text'
}

interface CalculatorPress {
  kind: 'calculator'
  /** The field changed before the later press, and its new text. */
  later: { selector: string; text: string }
  /** A button to press before the later change (the tax calculator's Recalculate hides the result). */
  reopen?: string
}

interface LandingPress {
  kind: 'landing'
  later: { selector: string; text: string }
}

export interface Scenario {
  /** The portal's folder: its dist/ folder and its server's key. */
  portal: string
  kind: string
  path: string
  island: string
  fields: Field[]
  /** Runs once the page's HTML is in, before the first field is focused (not timed). */
  prepare?: 'open-filter-panel'
  press?: CalculatorPress | LandingPress
}

/**
 * Every page kind of every portal of the registry, page kind by page kind and portal by portal in
 * their order: the calculators its paths name, its loan and card-promo landing files, its income form
 * and its personal-loan list. A page a portal does not have is no scenario. Figures: scripts/bench/interactionInputs.ts.
 */
export function scenarios(
  portals: readonly Portal[] = loadPortals(),
  landings: ReadonlyMap<string, readonly Landing[]> = landingsByPortal(portals),
): Scenario[] {
  const calculator = (portal: Portal, kind: string, path: string, island: string, name: string, typed: TypedPair, reopen?: string): Scenario => ({
    portal: portal.folder,
    kind,
    path,
    island,
    fields: [{ selector: `input[name=${name}]`, text: typed.first, kind: 'amount' }],
    press: { kind: 'calculator', later: { selector: `input[name=${name}]`, text: typed.later }, ...(reopen ? { reopen } : {}) },
  })
  const loanLanding = (portal: Portal, path: string, figures: PortalFigures): Scenario => ({
    portal: portal.folder,
    kind: 'landing form (loan)',
    path,
    island: 'LandingForm',
    fields: [
      { selector: '#landing-LoanAmount', text: figures.personalLoan.first, kind: 'amount' },
      { selector: '#landing-MonthlyIncome', text: figures.income, kind: 'amount' },
    ],
    press: { kind: 'landing', later: { selector: '#landing-LoanAmount', text: figures.personalLoan.later } },
  })
  const nameLanding = (portal: Portal, path: string): Scenario => ({
    portal: portal.folder,
    kind: 'landing form (names)',
    path,
    island: 'LandingForm',
    fields: [
      { selector: '#landing-FirstName', text: 'Maria', kind: 'text' },
      { selector: '#landing-LastName', text: 'Santos', kind: 'text' },
    ],
    press: { kind: 'landing', later: { selector: '#landing-LastName', text: 'Reyes' } },
  })
  const incomeForm = (portal: Portal, path: string, income: string): Scenario => ({
    portal: portal.folder,
    kind: 'income form',
    path,
    island: 'ValidatedForm',
    fields: [
      { selector: '#income-FirstName', text: 'Maria', kind: 'text' },
      { selector: '#income-LastName', text: 'Santos', kind: 'text' },
      { selector: '#income-MonthlyIncome', text: income, kind: 'amount' },
    ],
  })
  const listFilter = (portal: Portal, path: string, income: string): Scenario => ({
    portal: portal.folder,
    kind: 'list range filter',
    path,
    island: 'ProductFilters',
    prepare: 'open-filter-panel',
    fields: [{ selector: 'input.range-number', text: income, kind: 'amount' }],
  })
  const landingsOf = (portal: Portal, kind: LandingKind) => (landings.get(portal.folder) ?? []).filter((landing) => landingKind(landing) === kind)
  // One list per page kind, each over every portal: the rows come out page kind by page kind.
  const kinds: ((portal: Portal, figures: PortalFigures) => Scenario[])[] = [
    // One page kind a calculator (domain/calculators/registry.ts), each where the portal offers it and has its figures.
    ...CALCULATORS.map((entry) => (portal: Portal, figures: PortalFigures): Scenario[] => {
      const href = portal.config.paths[entry.path]
      const typed = CALCULATOR_FIGURES[entry.key](figures)
      return href === undefined || typed === undefined
        ? []
        : [calculator(portal, entry.label, href, entry.island, entry.firstField, typed, 'reopen' in entry ? entry.reopen : undefined)]
    }),
    (portal, figures) => landingsOf(portal, 'loan').map((landing) => loanLanding(portal, landing.path, figures)),
    (portal) => landingsOf(portal, 'names').map((landing) => nameLanding(portal, landing.path)),
    (portal, figures) => {
      const path = portal.config.paths.incomeForm
      return path === undefined ? [] : [incomeForm(portal, path, figures.income)]
    },
    (portal, figures) => {
      const path = verticalPath(portal.config, VERTICAL_IDS.personalLoan)
      return path === undefined ? [] : [listFilter(portal, path, figures.incomeFilter)]
    },
  ]
  return kinds.flatMap((build) => portals.flatMap((portal) => build(portal, portalFigures(portal.config))))
}
