import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { cardRepayment, type PricedCard } from '../../../../domain/calculators/loanOffers'

// A list card's figures for the visitor's amount and term (decision 057). Expected values come from the
// standard formulas written here: flat (add-on) monthly = amount x (1/n + r), r the monthly rate; annuity
// monthly = amount x r / (1 - (1 + r)^-n); never from the code under test.
const flat = (amount: number, monthlyRate: number, months: number) => amount * (1 / months + monthlyRate)
const annuity = (amount: number, monthlyRate: number, months: number) => (amount * monthlyRate) / (1 - (1 + monthlyRate) ** -months)

const loan = (rest: PricedCard): PricedCard => ({
  contractType: 'loan',
  loanMin: 10_000,
  loanMax: 5_000_000,
  tenorMonths: { min: 6, max: 60 },
  ...rest,
})

describe('cardRepayment', () => {
  it('monthly add-on: 250,000 at 1.2% a month over 24 months is 13,416.67 a month, 322,000 in all', () => {
    const figures = cardRepayment(loan({ interestRatePct: 1.2, interestRateBasis: 'monthly-add-on' }), 250_000, 24)
    expect(figures!.instalment).toBeCloseTo(flat(250_000, 0.012, 24), 8)
    expect(figures!.instalment).toBeCloseTo(13_416.666667, 5)
    expect(figures!.total).toBeCloseTo(322_000, 6)
  })

  it('annual add-on: 50,000,000 at 12% a year over 24 months is 2,583,333.33 a month (1% a month flat)', () => {
    const figures = cardRepayment(loan({ loanMax: 500_000_000, interestRatePct: 12, interestRateBasis: 'annual-add-on' }), 50_000_000, 24)
    expect(figures!.instalment).toBeCloseTo(flat(50_000_000, 0.01, 24), 5)
    expect(figures!.total).toBeCloseTo(62_000_000, 4)
  })

  it('annual: 3,000,000 at 6.5% a year over 60 months, by the annuity formula', () => {
    const figures = cardRepayment(loan({ interestRatePct: 6.5, interestRateBasis: 'annual' }), 3_000_000, 60)
    expect(figures!.instalment).toBeCloseTo(annuity(3_000_000, 0.065 / 12, 60), 6)
    expect(figures!.total).toBeCloseTo(annuity(3_000_000, 0.065 / 12, 60) * 60, 4)
  })

  it('monthly on the diminishing balance: 1% a month over 12 months on 100,000 is 8,884.88', () => {
    expect(cardRepayment(loan({ interestRatePct: 1, interestRateBasis: 'monthly' }), 100_000, 12)!.instalment).toBeCloseTo(annuity(100_000, 0.01, 12), 8)
  })

  it('effective a year: 12.682503% is 1% a month ((1.01)^12 = 1.12682503)', () => {
    expect(cardRepayment(loan({ interestRatePct: 12.682503, interestRateBasis: 'annual-effective' }), 100_000, 12)!.instalment).toBeCloseTo(
      annuity(100_000, 0.01, 12),
      4,
    )
  })

  it('says nothing for a term or an amount the product does not lend, a card without a rate, or a card that is no loan', () => {
    const card = loan({ interestRatePct: 1.2, interestRateBasis: 'monthly-add-on' })
    expect(cardRepayment(card, 250_000, 72)).toBeNull()
    expect(cardRepayment(card, 250_000, 3)).toBeNull()
    expect(cardRepayment(card, 5_000, 24)).toBeNull()
    expect(cardRepayment(card, 6_000_000, 24)).toBeNull()
    expect(cardRepayment(loan({ interestRateBasis: 'monthly-add-on' }), 250_000, 24)).toBeNull()
    expect(cardRepayment(loan({ interestRatePct: 1.2 }), 250_000, 24)).toBeNull()
    expect(cardRepayment({ ...card, contractType: 'credit-card' }, 250_000, 24)).toBeNull()
  })

  it('prices the bounds themselves: the smallest and largest amount, the shortest and longest term', () => {
    const card = loan({ interestRatePct: 1, interestRateBasis: 'monthly-add-on' })
    expect(cardRepayment(card, 10_000, 6)!.instalment).toBeCloseTo(flat(10_000, 0.01, 6), 8)
    expect(cardRepayment(card, 5_000_000, 60)!.instalment).toBeCloseTo(flat(5_000_000, 0.01, 60), 6)
  })

  it("prices a real ECM card from its own rate: BPI's 1.2% a month add-on, 250,000 over 24 months", () => {
    const cards = JSON.parse(readFileSync('data/products/ecm/personal-loans.json', 'utf8')) as (PricedCard & { id: number })[]
    const bpi = cards.find((card) => card.id === 1101)!
    expect(bpi.interestRateBasis).toBe('monthly-add-on')
    expect(cardRepayment(bpi, 250_000, 24)!.instalment).toBeCloseTo(flat(250_000, bpi.interestRatePct! / 100, 24), 8)
  })
})
