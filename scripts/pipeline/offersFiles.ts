// The loan calculators' offers files (docs/data.md#the-calculators-offers-files): per loan vertical a
// calculator leads to (the two loan calculators, and on CKJ the small-business financing one), data/offers/{verticalKey}.json with, per term of the calculator, the products
// that accept it, cheapest first, as few as keep the five cheapest for every amount (domain/calculators/loanOffers.ts).
// Written by the page loop (scripts/pipeline/productPages.ts) with the vertical's other files.
import type { ProductCard } from '../../domain/content/schemas'
import { buildOffersFile, type OfferCard } from '../../domain/calculators/loanOffers'
import { CALCULATION_VERTICAL, loanTenors, type CalculationKind } from '../../domain/calculators/loanTerms'
import type { PortalConfig } from '../../domain/portal'

type LoanCard = Extract<ProductCard, { contractType: 'loan' }>

/**
 * The terms and amounts a calculator's offers cover: a loan calculator's own; the business financing
 * calculator's terms are the portal's, and its result, a financing amount, can be any amount the
 * vertical's products lend.
 */
function offerRange(portal: Pick<PortalConfig, 'calculatorLimits' | 'tenors'>, kind: CalculationKind, loans: readonly LoanCard[]) {
  if (kind !== 'business') return { terms: loanTenors(portal, kind).options, amounts: portal.calculatorLimits[kind].amount }
  const lent = loans.length === 0 ? [0] : loans.flatMap((card) => [card.loanMin, card.loanMax])
  return { terms: [...portal.tenors], amounts: { min: Math.min(...lent), max: Math.max(...lent) } }
}

/** The offers file of a vertical (none when no calculator leads to it): its path under the site root and its JSON. */
export function offersFiles(
  portal: Pick<PortalConfig, 'calculatorLimits' | 'tenors'>,
  verticalKey: string,
  cards: readonly ProductCard[],
): { path: string; json: string }[] {
  const kinds = (Object.keys(CALCULATION_VERTICAL) as CalculationKind[]).filter((kind) => CALCULATION_VERTICAL[kind] === verticalKey)
  return kinds.map((kind) => {
    const loans = cards.filter((card): card is LoanCard => card.contractType === 'loan') satisfies OfferCard[]
    const { terms, amounts } = offerRange(portal, kind, loans)
    const file = buildOffersFile(loans, terms, amounts)
    return { path: `data/offers/${verticalKey}.json`, json: JSON.stringify(file) }
  })
}
