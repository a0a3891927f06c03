// Whether a visitor is likely to get a product, from the product's own data and the portal's regulator
// rules (docs/requirements/eligibility.md, decision 060). Pure: the visitor's profile is given, never read.
import type { EmploymentKind, ProductCard } from '../content/schemas'
import type { PortalConfig } from '../portal'

/** What the visitor told the list about themselves; kept in their browser only (components/products/visitorProfile.ts). */
export interface VisitorProfile {
  /** Monthly income, in the portal's currency. */
  monthlyIncome?: number
  /** Age in whole years. */
  age?: number
  employment?: EmploymentKind
}

/** The portal's rules beyond each product's data: its config's `eligibility` (Bank Indonesia's income floor on CKJ). */
export type RegulatorRules = NonNullable<PortalConfig['eligibility']>

/** One rule the visitor does not meet: a message key and its values (money values in the portal's currency, formatted by the page). */
export type EligibilityReason =
  | { key: 'products.eligibility.reason.income'; values: { amount: number } }
  | { key: 'products.eligibility.reason.incomeRule'; values: { amount: number; authority: string } }
  | { key: 'products.eligibility.reason.ageRange'; values: { min: number; max: number } }
  | { key: 'products.eligibility.reason.ageFrom'; values: { min: number } }
  | { key: 'products.eligibility.reason.ageUpTo'; values: { max: number } }
  | { key: `products.eligibility.reason.employment.${EmploymentKind}`; values: Record<string, never> }

export interface Eligibility {
  /** likely: every rule the product has data for is met and the profile gave what each needs; not: a known rule fails; unknown: otherwise. */
  status: 'likely' | 'not' | 'unknown'
  /** The rules not met, in the order income, age, work (empty unless status is 'not'). */
  reasons: EligibilityReason[]
}

const UNKNOWN: Eligibility = { status: 'unknown', reasons: [] }

/** What the rules read of a product: a list's card, or the calculators' offers product (domain/calculators/loanOffers.ts). */
export interface EligibilityFacts {
  contractType: ProductCard['contractType']
  /** 0: no least income. */
  minIncomeMonthly: number
  minAge?: number
  maxAge?: number
  employmentTypes?: readonly EmploymentKind[]
}

/**
 * The facts of a credit card or loan that the rules read, and nothing else: what a page hands an island
 * that judges one product (the product page's check, decision 070), without the card's other fields.
 */
export function eligibilityFacts(card: Extract<ProductCard, { contractType: 'credit-card' | 'loan' }>): EligibilityFacts {
  return {
    contractType: card.contractType,
    minIncomeMonthly: card.minIncomeMonthly,
    ...(card.minAge === undefined ? {} : { minAge: card.minAge }),
    ...(card.maxAge === undefined ? {} : { maxAge: card.maxAge }),
    ...(card.employmentTypes === undefined ? {} : { employmentTypes: card.employmentTypes }),
  }
}

/**
 * The product's eligibility for the visitor. Only credit cards and loans say who they are for; every
 * other product is 'unknown'. The rules: the least monthly income, the product's own
 * (`minIncomeMonthly`, 0: none) or, on a credit card, the regulator's floor when that is higher; the age
 * range (`minAge`, `maxAge`); the kinds of work (`employmentTypes`). A rule without data is no rule: a
 * product with none is never 'likely'.
 */
export function eligibility(card: ProductCard | EligibilityFacts, profile: VisitorProfile, rules: RegulatorRules | undefined): Eligibility {
  if (card.contractType !== 'credit-card' && card.contractType !== 'loan') return UNKNOWN
  const reasons: EligibilityReason[] = []
  let rulesWithData = 0
  let missing = false

  const floor = card.contractType === 'credit-card' ? rules?.creditCardIncomeFloor : undefined
  const ruleFloor = floor !== undefined && floor.monthly > card.minIncomeMonthly ? floor : undefined
  const income = Math.max(card.minIncomeMonthly, ruleFloor?.monthly ?? 0)
  if (income > 0) {
    rulesWithData++
    if (profile.monthlyIncome === undefined) missing = true
    else if (profile.monthlyIncome < income) {
      reasons.push(
        ruleFloor === undefined
          ? { key: 'products.eligibility.reason.income', values: { amount: income } }
          : { key: 'products.eligibility.reason.incomeRule', values: { amount: income, authority: ruleFloor.authority } },
      )
    }
  }

  const { minAge, maxAge } = card
  if (minAge !== undefined || maxAge !== undefined) {
    rulesWithData++
    if (profile.age === undefined) missing = true
    else if ((minAge !== undefined && profile.age < minAge) || (maxAge !== undefined && profile.age > maxAge)) {
      reasons.push(
        minAge !== undefined && maxAge !== undefined
          ? { key: 'products.eligibility.reason.ageRange', values: { min: minAge, max: maxAge } }
          : minAge !== undefined
            ? { key: 'products.eligibility.reason.ageFrom', values: { min: minAge } }
            : { key: 'products.eligibility.reason.ageUpTo', values: { max: maxAge! } },
      )
    }
  }

  if (card.employmentTypes !== undefined) {
    rulesWithData++
    if (profile.employment === undefined) missing = true
    else if (!card.employmentTypes.includes(profile.employment)) {
      reasons.push({ key: `products.eligibility.reason.employment.${profile.employment}`, values: {} })
    }
  }

  if (reasons.length > 0) return { status: 'not', reasons }
  if (missing || rulesWithData === 0) return UNKNOWN
  return { status: 'likely', reasons: [] }
}
