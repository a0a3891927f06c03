import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import type { ProductCard } from '../../../../domain/content/schemas'
import { eligibility, type RegulatorRules } from '../../../../domain/products/eligibility'

// The figures are the rules' own (docs/requirements/eligibility.md): Bank Indonesia's floor for a
// credit cardholder is an income of Rp 3,000,000 a month (PBI 14/2/PBI/2012 and SEBI 14/17/DASP as
// amended; Bank Indonesia's statement of 1 October 2014); ECM has no regulator floor. The cards are
// real sample cards with the figure under test written over.

const read = (file: string) => JSON.parse(readFileSync(`data/products/${file}.json`, 'utf8')) as ProductCard[]
const ckjCard = read('ckj/credit-cards')[0]!
const ckjLoan = read('ckj/personal-loans')[0]!
const ecmCard = read('ecm/credit-cards')[0]!
const ecmInsurance = read('ecm/travel-insurance')[0]!
const with_ = (card: ProductCard, over: Record<string, unknown>): ProductCard => {
  const copy = { ...card, ...over } as Record<string, unknown>
  for (const [key, value] of Object.entries(over)) if (value === undefined) delete copy[key]
  return copy as unknown as ProductCard
}
const BI: RegulatorRules = {
  employmentTypes: ['employed', 'self-employed', 'business-owner'],
  creditCardIncomeFloor: { monthly: 3_000_000, authority: 'Bank Indonesia' },
}
const full = { age: 30, employment: 'employed' } as const

describe('eligibility: the regulator floor on CKJ credit cards', () => {
  const lowCard = with_(ckjCard, { minIncomeMonthly: 2_500_000, minAge: 21, maxAge: 65, employmentTypes: ['employed'] })
  it('a card whose own minimum is under Rp 3,000,000 needs Rp 3,000,000, naming Bank Indonesia', () => {
    expect(eligibility(lowCard, { ...full, monthlyIncome: 2_999_999 }, BI)).toEqual({
      status: 'not',
      reasons: [{ key: 'products.eligibility.reason.incomeRule', values: { amount: 3_000_000, authority: 'Bank Indonesia' } }],
    })
    expect(eligibility(lowCard, { ...full, monthlyIncome: 3_000_000 }, BI)).toEqual({ status: 'likely', reasons: [] })
  })
  it('a card whose own minimum is higher needs its own, not naming the regulator', () => {
    const card = with_(lowCard, { minIncomeMonthly: 5_000_000 })
    expect(eligibility(card, { ...full, monthlyIncome: 4_000_000 }, BI).reasons).toEqual([
      { key: 'products.eligibility.reason.income', values: { amount: 5_000_000 } },
    ])
  })
  it("the floor is the credit cards' only: a loan with no minimum of its own asks for no income", () => {
    const loan = with_(ckjLoan, { minIncomeMonthly: 0, minAge: 21, maxAge: 55, employmentTypes: ['employed'] })
    expect(eligibility(loan, { ...full, monthlyIncome: 1_000_000 }, BI)).toEqual({ status: 'likely', reasons: [] })
  })
})

describe('eligibility: each rule of the product', () => {
  const card = with_(ecmCard, { minIncomeMonthly: 30_000, minAge: 21, maxAge: 65, employmentTypes: ['employed', 'ofw'] })
  it('ECM has no floor: ₱29,999 is short of a ₱30,000 card, ₱30,000 is not', () => {
    expect(eligibility(card, { ...full, monthlyIncome: 29_999 }, undefined).reasons).toEqual([
      { key: 'products.eligibility.reason.income', values: { amount: 30_000 } },
    ])
    expect(eligibility(card, { ...full, monthlyIncome: 30_000 }, undefined).status).toBe('likely')
  })
  it('ages 21 to 65: 20 and 66 are outside, 21 and 65 inside', () => {
    const at = (age: number) => eligibility(card, { monthlyIncome: 50_000, employment: 'employed', age }, undefined)
    expect(at(20)).toEqual({ status: 'not', reasons: [{ key: 'products.eligibility.reason.ageRange', values: { min: 21, max: 65 } }] })
    expect(at(66).status).toBe('not')
    expect(at(21).status).toBe('likely')
    expect(at(65).status).toBe('likely')
  })
  it('one end of the age range only', () => {
    const from = with_(card, { maxAge: undefined })
    const upTo = with_(card, { minAge: undefined })
    expect(eligibility(from, { monthlyIncome: 50_000, employment: 'employed', age: 19 }, undefined).reasons).toEqual([
      { key: 'products.eligibility.reason.ageFrom', values: { min: 21 } },
    ])
    expect(eligibility(upTo, { monthlyIncome: 50_000, employment: 'employed', age: 70 }, undefined).reasons).toEqual([
      { key: 'products.eligibility.reason.ageUpTo', values: { max: 65 } },
    ])
  })
  it('work the product does not take', () => {
    expect(eligibility(card, { monthlyIncome: 50_000, age: 30, employment: 'self-employed' }, undefined)).toEqual({
      status: 'not',
      reasons: [{ key: 'products.eligibility.reason.employment.self-employed', values: {} }],
    })
    expect(eligibility(card, { monthlyIncome: 50_000, age: 30, employment: 'ofw' }, undefined).status).toBe('likely')
  })
  it('every rule that fails is a reason, in the order income, age, work', () => {
    expect(eligibility(card, { monthlyIncome: 10_000, age: 70, employment: 'business-owner' }, undefined).reasons.map((r) => r.key)).toEqual([
      'products.eligibility.reason.income',
      'products.eligibility.reason.ageRange',
      'products.eligibility.reason.employment.business-owner',
    ])
  })
})

describe('eligibility: what cannot be told', () => {
  const card = with_(ecmCard, { minIncomeMonthly: 30_000, minAge: 21, maxAge: 65, employmentTypes: ['employed'] })
  it('a profile without what a rule needs is unknown, never likely', () => {
    expect(eligibility(card, { monthlyIncome: 50_000 }, undefined)).toEqual({ status: 'unknown', reasons: [] })
    expect(eligibility(card, { monthlyIncome: 50_000, age: 30 }, undefined).status).toBe('unknown')
    expect(eligibility(card, {}, undefined).status).toBe('unknown')
  })
  it('a rule that fails says not, though the profile lacks another', () => {
    expect(eligibility(card, { monthlyIncome: 20_000 }, undefined).status).toBe('not')
  })
  it('a product without the data never claims eligibility', () => {
    const bare = with_(ecmCard, { minIncomeMonthly: 0, minAge: undefined, maxAge: undefined, employmentTypes: undefined })
    expect(eligibility(bare, { monthlyIncome: 90_000, age: 30, employment: 'employed' }, undefined)).toEqual({ status: 'unknown', reasons: [] })
  })
  it('insurance says nothing, though it has an age range', () => {
    expect(eligibility(ecmInsurance, { monthlyIncome: 90_000, age: 30, employment: 'employed' }, undefined).status).toBe('unknown')
  })
})
