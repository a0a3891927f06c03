// The checks of a portal's config that its schema cannot make alone (docs/data.md, "A portal's
// config"): what Intl knows, pages that would share an address, the messages its data asks for, the
// calculators its country's rules allow. Each problem names file › field, and the other file where
// two collide; the build stops on any of them before vike starts (docs/decisions/027-a-portal-is-data.md).
import { INCOME_TAX_COUNTRY } from '../domain/calculators/incomeTax'
import { SME_FINANCING_COUNTRY } from '../domain/calculators/smeFinancing'
import { portalFolder, type PortalConfig } from '../domain/portal'
import type { InputProblem } from './checks'

/** A page address a portal's data claims, and where: 'data/portals/ecm.json' › 'paths.terms'. */
export interface ClaimedPath {
  path: string
  file: string
  field: string
  /** Addresses under it are its pages too: a vertical's paged lists and facet pages, the product pages. */
  tree: boolean
}

/** The config file of a portal, as the problems name it. */
export function portalFile(portal: Pick<PortalConfig, 'code'>): string {
  return `data/portals/${portalFolder(portal)}.json`
}

/** The country whose rules a portal follows: the region of its locale ('en-PH' -> 'PH'), or null without one. */
export function portalCountry(portal: Pick<PortalConfig, 'locale'>): string | null {
  try {
    return new Intl.Locale(portal.locale).region ?? null
  } catch {
    return null
  }
}

/** Currency, time zone and locale: each must be one Intl knows, or every price and date would be printed wrong. */
export function intlProblems(portal: PortalConfig): InputProblem[] {
  const file = portalFile(portal)
  const problems: InputProblem[] = []
  if (!Intl.supportedValuesOf('currency').includes(portal.currency))
    problems.push({ file, field: 'currency', expected: `an ISO 4217 currency code that Intl knows (such as PHP, IDR, MYR), got "${portal.currency}"` })
  if (!Intl.supportedValuesOf('timeZone').includes(portal.timeZone))
    problems.push({ file, field: 'timeZone', expected: `an IANA time zone that Intl knows (such as Asia/Manila), got "${portal.timeZone}"` })
  let supported: string[] = []
  try {
    supported = Intl.NumberFormat.supportedLocalesOf([portal.locale])
  } catch {
    // Not a locale tag at all: named below.
  }
  if (supported.length === 0 || Intl.DateTimeFormat.supportedLocalesOf([portal.locale]).length === 0)
    problems.push({ file, field: 'locale', expected: `a locale that Intl formats numbers and dates in (such as en-PH, id-ID), got "${portal.locale}"` })
  return problems
}

/** Calculators implement one country's rules: a portal of another country may not offer them. */
export function calculatorProblems(portal: PortalConfig): InputProblem[] {
  const file = portalFile(portal)
  const country = portalCountry(portal)
  const problems: InputProblem[] = []
  const rules = [
    { field: 'paths.taxCalculator', set: portal.paths.taxCalculator !== undefined, country: INCOME_TAX_COUNTRY, law: 'Philippine income tax' },
    {
      field: 'paths.businessCalculator',
      set: portal.paths.businessCalculator !== undefined,
      country: SME_FINANCING_COUNTRY,
      law: 'Indonesian small-business financing',
    },
  ]
  for (const rule of rules)
    if (rule.set && country !== rule.country)
      problems.push({
        file,
        field: rule.field,
        expected: `no such page: the calculator computes ${rule.law} and is offered only by a portal whose locale's country is ${rule.country} (locale "${portal.locale}")`,
      })
  return problems
}

/** Every address a portal's config claims: its page paths, the apply landing, each vertical's list (with its paged lists and facet pages). */
export function configPaths(portal: PortalConfig): ClaimedPath[] {
  const file = portalFile(portal)
  const claimed: ClaimedPath[] = [{ path: '/', file, field: 'the home page', tree: false }]
  for (const [name, path] of Object.entries(portal.paths))
    if (typeof path === 'string') claimed.push({ path, file, field: `paths.${name}`, tree: name === 'products' })
  portal.verticals.forEach((vertical, index) => claimed.push({ path: vertical.path, file, field: `verticals.${index}.path (${vertical.key})`, tree: true }))
  if (portal.applyLanding) claimed.push({ path: portal.applyLanding.path, file, field: 'applyLanding.path', tree: false })
  return claimed
}

const normal = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path).toLowerCase()
const where = (claim: ClaimedPath) => `${claim.file} › ${claim.field}`

/**
 * Whether `claim` takes an address one of `earlier` has, or lies inside one's tree (a vertical's /page/2
 * and facet pages, the product pages), or holds one inside its own: the problem names the first it meets.
 */
export function pathClash(claim: ClaimedPath, earlier: readonly ClaimedPath[]): InputProblem | null {
  const a = normal(claim.path)
  for (const other of earlier) {
    const b = normal(other.path)
    const clash =
      a === b
        ? `"${claim.path}" is also ${where(other)}`
        : other.tree && a.startsWith(`${b}/`)
          ? `"${claim.path}" is inside "${other.path}" (${where(other)}), whose list and facet pages live there`
          : claim.tree && b.startsWith(`${a}/`)
            ? `"${other.path}" (${where(other)}) is inside "${claim.path}", whose list and facet pages live there`
            : null
    if (clash !== null) return { file: claim.file, field: claim.field, expected: `an address of its own: ${clash}` }
  }
  return null
}

/** Two pages of one portal's config at one address, or one inside another's tree: each later claim is named with the first it meets. */
export function pathProblems(claims: readonly ClaimedPath[]): InputProblem[] {
  return claims.flatMap((claim, index) => pathClash(claim, claims.slice(0, index)) ?? [])
}

/** A message the data asks for, and the file › field that asks. */
export interface RequiredMessage {
  key: string
  file: string
  field: string
}

/** The messages a portal's data asks for in its locale: each call-window slot, each vertical, each product tag its cards carry (tag -> the first product file that carries it), each calculator it offers. */
export function requiredMessageKeys(portal: PortalConfig, tags: ReadonlyMap<string, string> = new Map()): RequiredMessage[] {
  const file = portalFile(portal)
  const keys: RequiredMessage[] = []
  if (portal.callWindows.offersNow) keys.push({ key: 'callWindow.now', file, field: 'callWindows.offersNow' })
  portal.callWindows.slots.forEach((slot, index) => keys.push({ key: `callWindow.${slot.id}`, file, field: `callWindows.slots.${index}.id` }))
  portal.verticals.forEach((vertical, index) => {
    for (const part of ['name', 'phrase', 'nav', 'pitch']) keys.push({ key: `vertical.${vertical.key}.${part}`, file, field: `verticals.${index}.key` })
  })
  const calculators = [
    ['personalLoanCalculator', 'personalLoan'],
    ['houseLoanCalculator', 'houseLoan'],
    ['taxCalculator', 'tax'],
    ['businessCalculator', 'business'],
  ] as const
  for (const [path, key] of calculators)
    if (portal.paths[path] !== undefined) for (const part of ['nav', 'pitch']) keys.push({ key: `calculators.${key}.${part}`, file, field: `paths.${path}` })
  for (const [tag, where] of tags) keys.push({ key: `products.tag.${tag}`, file: where, field: 'tags' })
  return keys
}
