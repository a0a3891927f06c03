import { readFileSync } from 'node:fs'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { loanRepaymentForBasis } from '../../../../domain/calculators/loans'
import { ProductsFileSchema, type ProductCard } from '../../../../domain/content/schemas'
import { bestIndices, compareMarks, COST_ROW, monthlyCost } from '../../../../domain/products/compareMarks'

const snapshotCards = (portal: string, vertical: string): ProductCard[] =>
  v.parse(ProductsFileSchema, JSON.parse(readFileSync(`data/products/${portal}/${vertical}.json`, 'utf8')))

describe('bestIndices: the compared values in, the positions of the best out (decision 058)', () => {
  it.each([
    { values: [3, 1, 2], best: 'lowest', marked: [1] },
    { values: [3, 1, 2], best: 'highest', marked: [0] },
    // Ties: every tied product.
    { values: [1, 2, 1], best: 'lowest', marked: [0, 2] },
    { values: [4.5, 4.5, 4.1], best: 'highest', marked: [0, 1] },
    { values: [0, 0, 1500], best: 'lowest', marked: [0, 1] },
    // Missing values are not compared; the rest are.
    { values: [null, 2, 5], best: 'lowest', marked: [1] },
    { values: [Number.NaN, 2, 5], best: 'highest', marked: [2] },
    // Fewer than two compared values: nothing.
    { values: [null, 2, null], best: 'lowest', marked: [] },
    { values: [7], best: 'lowest', marked: [] },
    { values: [], best: 'highest', marked: [] },
    // All equal: nothing stands out.
    { values: [4, 4, 4], best: 'highest', marked: [] },
    { values: [null, 4, 4], best: 'lowest', marked: [] },
  ] as const)('$values, $best: $marked', ({ values, best, marked }) => {
    expect(bestIndices(values, best)).toEqual(marked)
  })
})

describe('compareMarks on the snapshot products', () => {
  const loans = snapshotCards('ecm', 'personal-loans')
  const cards = snapshotCards('ecm', 'credit-cards')

  it('the monthly cost is the domain’s instalment for the product’s basis, and null where the product does not lend the amount or term', () => {
    const loan = loans[0]!
    if (loan.contractType !== 'loan') throw new Error('not a loan')
    const at = { amount: loan.loanMin, months: loan.tenorMonths.min }
    expect(monthlyCost(loan, at)).toBe(loanRepaymentForBasis(at.amount, loan.interestRatePct, loan.interestRateBasis, at.months).instalment)
    expect(monthlyCost(loan, { ...at, amount: loan.loanMax + 1 })).toBeNull()
    expect(monthlyCost(loan, { ...at, months: loan.tenorMonths.max + 1 })).toBeNull()
    expect(monthlyCost(cards[0]!, at)).toBeNull()
  })

  it('cards: the lowest annual fee and the highest rating; no cost row without a loan', () => {
    const picked = cards.slice(0, 3).map((c, i) => ({ ...c, annualFee: [1500, 0, 0][i]!, rating: [4.1, 4.8, 3.9][i]! })) as ProductCard[]
    const marks = compareMarks(picked, null, 2)
    expect(marks.get('annualFee')).toEqual({ mark: 'fee', indices: [1, 2] })
    expect(marks.get('rating')).toEqual({ mark: 'rating', indices: [1] })
    expect(marks.has(COST_ROW)).toBe(false)
  })

  it('loans: the lowest cost only when every product lends the amount over the term, compared as shown', () => {
    const base = loans[0]!
    if (base.contractType !== 'loan') throw new Error('not a loan')
    const make = (rate: number, extra: Partial<typeof base> = {}) => ({
      ...base,
      interestRatePct: rate,
      interestRateBasis: 'monthly-add-on' as const,
      ...extra,
    })
    const at = { amount: base.loanMin, months: base.tenorMonths.min }
    expect(compareMarks([make(1.2), make(0.9), make(1.5)], at, 2).get(COST_ROW)).toEqual({ mark: 'cost', indices: [1] })
    // One product does not lend the amount: the row marks nothing.
    expect(compareMarks([make(1.2), make(0.9), make(1.5, { loanMin: at.amount + 1 })], at, 2).has(COST_ROW)).toBe(false)
    // Costs that differ below the money shown tie.
    expect(compareMarks([make(1), make(1.0000001), make(2)], at, 0).get(COST_ROW)).toEqual({ mark: 'cost', indices: [0, 1] })
    // The processing fee is the loans' fee; a product that states none is left out of it.
    expect(
      compareMarks([make(1, { processingFeePct: 3 }), make(1, { processingFeePct: undefined }), make(2, { processingFeePct: 1.5 })], null, 2).get(
        'processingFee',
      ),
    ).toEqual({
      mark: 'fee',
      indices: [2],
    })
  })
})
