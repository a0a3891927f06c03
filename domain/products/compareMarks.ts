// What the compare page marks (docs/requirements/pages-and-portals.md#compare, decision 058): in a row where
// lower or higher is plainly better, the product or products with the best figure.
import { loanRepaymentForBasis } from '../calculators/loans'
import type { ProductCard } from '../content/schemas'

/** The three marks: the lowest fee, the lowest monthly cost for the visitor's loan, the highest rating. */
export type CompareMark = 'fee' | 'cost' | 'rating'

/**
 * The positions of the best of the compared values: the lowest or the highest, every tied one. A
 * missing value (null, not a finite number) is not compared; fewer than two compared values, or all of
 * them equal, and nothing stands out: no position is marked.
 */
export function bestIndices(values: readonly (number | null)[], best: 'lowest' | 'highest'): number[] {
  const present = values.flatMap((value, i) => (value !== null && Number.isFinite(value) ? [{ value, i }] : []))
  if (present.length < 2) return []
  const target = best === 'lowest' ? Math.min(...present.map((p) => p.value)) : Math.max(...present.map((p) => p.value))
  const marked = present.filter((p) => p.value === target).map((p) => p.i)
  return marked.length === present.length ? [] : marked
}

/** The visitor's loan: the amount, in the portal's currency, and the term in months. */
export interface LoanFigures {
  amount: number
  months: number
}

/**
 * A loan's instalment for the visitor's amount and term, by the product's own rate and rate basis
 * (loanRepaymentForBasis, as the calculators' offers); null for a product that is no loan, or that does
 * not lend that amount or over that term.
 */
export function monthlyCost(card: ProductCard, loan: LoanFigures): number | null {
  if (card.contractType !== 'loan') return null
  if (loan.amount < card.loanMin || loan.amount > card.loanMax) return null
  if (loan.months < card.tenorMonths.min || loan.months > card.tenorMonths.max) return null
  return loanRepaymentForBasis(loan.amount, card.interestRatePct, card.interestRateBasis, loan.months).instalment
}

/** The figure row (figureRows' key) of a vertical's main fee and the card's fee in it: a card's annual fee, a loan's processing fee. */
function mainFee(card: ProductCard): { key: string; value: number | null } | null {
  if (card.contractType === 'credit-card') return { key: 'annualFee', value: card.annualFee }
  if (card.contractType === 'loan') return { key: 'processingFee', value: card.processingFeePct ?? null }
  return null
}

/** The compare table's row of the monthly cost (not one of figureRows': it exists only with the visitor's loan). */
export const COST_ROW = 'monthlyCost'

/**
 * The marks of a comparison, by row key (figureRows' keys, 'rating' and COST_ROW): for each row, the
 * mark and the positions of the cards it goes to. The cost row is marked only when every card lends the
 * visitor's amount over the term; costs are compared as shown, rounded to `decimals`.
 */
export function compareMarks(cards: readonly ProductCard[], loan: LoanFigures | null, decimals: number): Map<string, { mark: CompareMark; indices: number[] }> {
  const marks = new Map<string, { mark: CompareMark; indices: number[] }>()
  const put = (row: string, mark: CompareMark, indices: number[]) => {
    if (indices.length > 0) marks.set(row, { mark, indices })
  }
  put(
    'rating',
    'rating',
    bestIndices(
      cards.map((c) => c.rating),
      'highest',
    ),
  )
  const fees = cards.map(mainFee)
  const feeRow = fees[0]?.key
  if (feeRow !== undefined && fees.every((f) => f?.key === feeRow))
    put(
      feeRow,
      'fee',
      bestIndices(
        fees.map((f) => f?.value ?? null),
        'lowest',
      ),
    )
  if (loan !== null) {
    const scale = 10 ** decimals
    const costs = cards.map((c) => monthlyCost(c, loan))
    if (costs.every((c) => c !== null))
      put(
        COST_ROW,
        'cost',
        bestIndices(
          costs.map((c) => Math.round(c * scale) / scale),
          'lowest',
        ),
      )
  }
  return marks
}
