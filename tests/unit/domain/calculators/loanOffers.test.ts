import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { buildOffersFile, offersFor, readOffersFile, type OfferCard } from '../../../../domain/calculators/loanOffers'
import { offersFiles } from '../../../../scripts/pipeline/offersFiles'

// docs/data.md#the-calculators-offers-files. Costs are worked out here, with the formulas of
// docs/requirements/calculators.md written in the test, never with the code under test.
function cost(card: Pick<OfferCard, 'interestRatePct' | 'interestRateBasis'>, months: number): number {
  const r = card.interestRatePct / 100
  const annuity = (i: number) => (i === 0 ? 1 / months : i / (1 - (1 + i) ** -months))
  switch (card.interestRateBasis) {
    case 'monthly-add-on':
      return (1 + months * r) / months
    case 'annual-add-on':
      return (1 + (months * r) / 12) / months
    case 'annual':
      return annuity(r / 12)
    case 'monthly':
      return annuity(r)
    case 'annual-effective':
      return annuity((1 + r) ** (1 / 12) - 1)
  }
}

let nextId = 1
function card(rate: number, basis: OfferCard['interestRateBasis'], min: number, max: number, tenor: [number, number]): OfferCard {
  const id = nextId++
  return {
    id,
    name: `Loan ${id}`,
    provider: `Bank ${id}`,
    slug: `loan-${id}`,
    applyType: 'wizard',
    bannerKey: 'personal-loans',
    verticalId: 1,
    interestRatePct: rate,
    interestRateBasis: basis,
    loanMin: min,
    loanMax: max,
    tenorMonths: { min: tenor[0], max: tenor[1] },
    minIncomeMonthly: 10_000 + id,
  }
}

// A deterministic mix of bases, rates and ranges.
function cards(count: number): OfferCard[] {
  const bases = ['monthly-add-on', 'annual-add-on', 'annual', 'annual-effective', 'monthly'] as const
  return Array.from({ length: count }, (_, i) => {
    const basis = bases[i % bases.length]!
    const rate = basis === 'monthly-add-on' ? 0.5 + ((i * 37) % 150) / 100 : basis === 'monthly' ? 0.6 + ((i * 13) % 90) / 100 : 6 + ((i * 53) % 200) / 10
    const min = 10_000 * (1 + ((i * 7) % 40))
    const max = min + 50_000 * (1 + ((i * 11) % 30))
    const tenor: [number, number] = [[6, 12, 12, 18][i % 4]!, [24, 36, 48, 60][(i * 3) % 4]!]
    return card(Math.round(rate * 100) / 100, basis, min, max, tenor)
  })
}

const TERMS = [12, 24, 36, 60]
const RANGE = { min: 10_000, max: 3_000_000 }

describe('buildOffersFile', () => {
  const all = cards(400)
  const file = buildOffersFile(all, TERMS, RANGE)

  it('lists, per term, products that accept the term, cheapest first', () => {
    expect(Object.keys(file.terms).map(Number)).toEqual(TERMS)
    for (const months of TERMS) {
      const listed = file.terms[String(months)]!.map((i) => file.products[i]!)
      expect(listed.length).toBeGreaterThan(0)
      for (const p of listed) expect(p.tenorMin <= months && months <= p.tenorMax).toBe(true)
      const costs = listed.map((p) => cost({ interestRatePct: p.rate, interestRateBasis: p.basis }, months))
      for (let i = 1; i < costs.length; i++) expect(costs[i]!).toBeGreaterThanOrEqual(costs[i - 1]! - 1e-15)
    }
  })

  it('keeps each product with its own rate, basis, ranges and income', () => {
    for (const p of file.products) {
      const source = all.find((c) => c.id === p.id)!
      expect(p).toMatchObject({
        rate: source.interestRatePct,
        basis: source.interestRateBasis,
        min: source.loanMin,
        max: source.loanMax,
        tenorMin: source.tenorMonths.min,
        tenorMax: source.tenorMonths.max,
        income: source.minIncomeMonthly,
      })
    }
  })

  it('holds, for every amount and term, the five cheapest products of all that accept both', () => {
    const amounts = [10_000, 15_000, 59_999, 60_000, 123_456, 400_000, 1_000_000, 1_950_000, 2_000_000, 3_000_000]
    for (const months of TERMS)
      for (const amount of amounts) {
        const expected = all
          .filter((c) => c.loanMin <= amount && amount <= c.loanMax && c.tenorMonths.min <= months && months <= c.tenorMonths.max)
          .sort((a, b) => cost(a, months) - cost(b, months) || a.id - b.id)
          .slice(0, 5)
          .map((c) => c.id)
        expect(
          offersFor(file, amount, months).offers.map((o) => o.product.id),
          `${amount} over ${months}`,
        ).toEqual(expected)
      }
  })

  it('keeps far fewer products than it was given', () => {
    expect(file.products.length).toBeLessThan(all.length / 2)
  })

  it('reads back as itself, and refuses what is not an offers file', () => {
    expect(readOffersFile(JSON.parse(JSON.stringify(file)))).toEqual(file)
    expect(readOffersFile(null)).toBeNull()
    expect(readOffersFile({ products: [], terms: { 12: [0] } })).toBeNull()
    expect(readOffersFile('<html>')).toBeNull()
  })
})

describe('offersFor', () => {
  it('figures each offer at its own rate and basis; too few matching, the closest follow, at the amount they lend', () => {
    nextId = 1000
    const a = card(1, 'monthly-add-on', 10_000, 100_000, [12, 36])
    const b = card(12, 'annual', 50_000, 500_000, [12, 36])
    const c = card(2, 'monthly-add-on', 200_000, 900_000, [12, 36])
    const file = buildOffersFile([a, b, c], [12, 24], RANGE)
    const { offers, closest } = offersFor(file, 80_000, 12)
    expect(offers.map((o) => o.product.id)).toEqual([b.id, a.id]) // 12% a year amortised is cheaper than 1% a month add-on
    // 80,000 at 12% a year amortised: 80,000 x 0.01 / (1 - 1.01^-12); at 1% a month add-on: (80,000 + 9,600) / 12.
    expect(offers[0]!.instalment).toBeCloseTo((80_000 * 0.01) / (1 - 1.01 ** -12), 6)
    expect(offers[1]!.instalment).toBeCloseTo(89_600 / 12, 6)
    expect(offers[1]!.total).toBeCloseTo(89_600, 6)
    expect(closest.map((o) => o.product.id)).toEqual([c.id])
    // c lends from 200,000: its figure is for that amount, (200,000 + 200,000 x 12 x 2%) / 12.
    expect(closest[0]!.instalment).toBeCloseTo(248_000 / 12, 6)
    expect(closest[0]!.accepts).toBe(false)
    expect(offersFor(file, 80_000, 48)).toEqual({ offers: [], closest: [] })
  })
})

describe('offersFiles (the build)', () => {
  for (const portalCode of ['ecm', 'ckj'])
    for (const vertical of ['personal-loans', 'house-loans'])
      it(`${portalCode} ${vertical}: data/offers/${vertical}.json lists, for each calculator term, the cheapest products that accept it`, () => {
        const portal = JSON.parse(readFileSync(`data/portals/${portalCode}.json`, 'utf8'))
        const products = JSON.parse(readFileSync(`data/products/${portalCode}/${vertical}.json`, 'utf8'))
        const [written] = offersFiles(portal, vertical, products)
        expect(written?.path).toBe(`data/offers/${vertical}.json`)
        const file = readOffersFile(JSON.parse(written!.json))!
        const kind = vertical === 'personal-loans' ? 'personal' : 'house'
        const terms: number[] = portal.calculatorLimits[kind].tenors?.options ?? portal.tenors
        expect(Object.keys(file.terms).map(Number)).toEqual(terms)
        const amount: number = portal.calculatorLimits[kind].amount.initial
        for (const months of terms) {
          const expected = products
            .filter((c: OfferCard) => c.loanMin <= amount && amount <= c.loanMax && c.tenorMonths.min <= months && months <= c.tenorMonths.max)
            .sort((x: OfferCard, y: OfferCard) => cost(x, months) - cost(y, months) || x.id - y.id)
            .slice(0, 5)
            .map((c: OfferCard) => c.id)
          expect(offersFor(file, amount, months).offers.map((o) => o.product.id)).toEqual(expected)
        }
      })

  it('writes no offers file for a vertical no loan calculator leads to', () => {
    const portal = JSON.parse(readFileSync('data/portals/ecm.json', 'utf8'))
    expect(offersFiles(portal, 'credit-cards', [])).toEqual([])
  })
})
