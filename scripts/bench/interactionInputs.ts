// What the interaction benchmark (scripts/bench/benchInteraction.ts) and the audit's user flows
// (scripts/quality/auditFlows.ts) type into a portal's pages, from its config (paths, calculator limits,
// income form) and its landing files (content/landings.ts), so that neither script names a portal:
// a portal added as a file is measured too, and a page a portal does not have is left out.
import { checkLandings } from '../../content/landings'
import { dataDirFromEnv, type Portal } from '../../content/portals'
import type { Landing } from '../../domain/landings/landingSchema'
import type { PortalConfig } from '../../domain/portal'
import type { CalculatorKey } from '../../domain/calculators/registry'

type SliderRange = PortalConfig['calculatorLimits']['personal']['amount']

/** Two figures typed into one field: the first after the page loads, the later one a changed value. */
export interface TypedPair {
  first: string
  later: string
}

/** What a visitor types into a portal's figures, as digits. */
export interface PortalFigures {
  personalLoan: TypedPair
  houseLoan: TypedPair
  /** The business calculator's asset value, where the portal has its limits. */
  businessAsset?: TypedPair
  /** The tax calculator's monthly salary. */
  salary: TypedPair
  /** A monthly income (landing forms, the income form). */
  income: string
  /** The personal-loan list's income filter. */
  incomeFilter: string
}

/** What each calculator's first field is typed with, from a portal's figures (none: the portal has no limits for it). */
export const CALCULATOR_FIGURES: Record<CalculatorKey, (figures: PortalFigures) => TypedPair | undefined> = {
  personalLoan: (figures) => figures.personalLoan,
  houseLoan: (figures) => figures.houseLoan,
  tax: (figures) => figures.salary,
  business: (figures) => figures.businessAsset,
}

/**
 * A figure of a slider's range: its starting value times `factor`, on the slider's step, inside the
 * range and of at least five digits where the range allows (so that typing it takes a while).
 */
export function typedFigure(range: SliderRange, factor: number): string {
  const step = range.step > 0 ? range.step : 1
  const onStep = Math.round((range.initial * factor) / step) * step
  const least = Math.max(range.min, Math.min(range.max, 10_000))
  return String(Math.min(range.max, Math.max(least, onStep)))
}

function pair(range: SliderRange, first: number, later: number): TypedPair {
  return { first: typedFigure(range, first), later: typedFigure(range, later) }
}

/** A portal's figures: its calculators' starting values scaled (never the starting value itself, so the result changes), incomes from its least accepted income. */
export function portalFigures(config: PortalConfig): PortalFigures {
  const limits = config.calculatorLimits
  // The income form's least monthly income, else the least personal loan: a floor in the portal's currency.
  const floor = config.minMonthlyIncome
  const income = floor * 9
  return {
    personalLoan: pair(limits.personal.amount, 1.5, 2.5),
    houseLoan: pair(limits.house.amount, 1.5, 2.5),
    // Asset values low enough for the asset limit, not the repayment limit, to decide the headline figure.
    ...(limits.business ? { businessAsset: pair(limits.business.assetValue, 0.3, 0.18) } : {}),
    salary: { first: String(income), later: String(Math.round(income * 1.4)) },
    income: String(income),
    incomeFilter: String(floor * 5),
  }
}

/** The landing forms the scripts drive: a loan amount and income first, or names first (the card promos). */
export type LandingKind = 'loan' | 'names'

/** Which kind of landing form this is by its first step's fields; null: one the scripts do not drive. */
export function landingKind(landing: Landing): LandingKind | null {
  const names = landing.steps[0]?.fields.map((field) => field.name) ?? []
  if (names.includes('LoanAmount') && names.includes('MonthlyIncome')) return 'loan'
  if (names[0] === 'FirstName' && names[1] === 'LastName') return 'names'
  return null
}

/** The landing files of every portal that pass the build's checks, by portal folder, in file order. */
export function landingsByPortal(portals: readonly Portal[], dataDir = dataDirFromEnv()): Map<string, Landing[]> {
  const { landings } = checkLandings(
    dataDir,
    portals.map((portal) => portal.config),
  )
  const byPortal = new Map<string, Landing[]>(portals.map((portal) => [portal.folder, []]))
  for (const loaded of landings) {
    const portal = portals.find((candidate) => candidate.code === loaded.portal)
    if (portal) byPortal.get(portal.folder)!.push(loaded.landing)
  }
  return byPortal
}

/** The path of a portal's list of a vertical, if it has that vertical. */
export function verticalPath(config: PortalConfig, verticalId: number): string | undefined {
  return config.verticals.find((vertical) => vertical.id === verticalId)?.path
}
