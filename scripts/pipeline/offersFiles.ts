// The loan calculators' offers files (docs/data.md#the-calculators-offers-files): per loan vertical a
// calculator leads to, data/offers/{verticalKey}.json with, per term of the calculator, the products
// that accept it, cheapest first, as few as keep the five cheapest for every amount (domain/calculators/loanOffers.ts).
// Written by the page loop (scripts/pipeline/productPages.ts) with the vertical's other files.
import type { ProductCard } from '../../domain/content/schemas'
import { buildOffersFile, type OfferCard } from '../../domain/calculators/loanOffers'
import { CALCULATION_VERTICAL, loanTenors, type LoanKind } from '../../domain/calculators/loanTerms'
import type { PortalConfig } from '../../domain/portal'

/** The offers file of a vertical (none when no loan calculator leads to it): its path under the site root and its JSON. */
export function offersFiles(
  portal: Pick<PortalConfig, 'calculatorLimits' | 'tenors'>,
  verticalKey: string,
  cards: readonly ProductCard[],
): { path: string; json: string }[] {
  const kinds = (Object.keys(CALCULATION_VERTICAL) as LoanKind[]).filter((kind) => CALCULATION_VERTICAL[kind] === verticalKey)
  return kinds.map((kind) => {
    const loans = cards.filter((card): card is Extract<ProductCard, { contractType: 'loan' }> => card.contractType === 'loan') satisfies OfferCard[]
    const file = buildOffersFile(loans, loanTenors(portal, kind).options, portal.calculatorLimits[kind].amount)
    return { path: `data/offers/${verticalKey}.json`, json: JSON.stringify(file) }
  })
}
