import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import type { Fee, ProductCard } from '../../../domain/content/schemas'

// The sample credit cards' fees within the regulators' caps (decision 064; docs/requirements/catalogue.md,
// "Fee caps of the sample data"). The caps are the law's figures, written here on their own:
// - Philippines, BSP Circular No. 1098 s.2020 as amended by Circular No. 1165 s.2023: interest or finance
//   charge at most 3% a month (36% a year); installment add-on at most 1% a month; cash advances no other
//   charge than a processing fee of at most ₱200 a transaction.
// - Indonesia, Bank Indonesia: credit-card interest at most 1.75% a month; late fee at most 1% of the
//   bill and at most Rp 100.000.

type Card = Extract<ProductCard, { contractType: 'credit-card' }>
const cards = (portal: string) => JSON.parse(readFileSync(`data/products/${portal}/credit-cards.json`, 'utf8')) as Card[]
const fee = (card: Card, label: RegExp): Fee => {
  const found = card.fees.find((row) => label.test(row.label))
  expect(found, `${card.slug}: a fee labelled ${label}`).toBeDefined()
  return found!
}

describe('sample fees within the caps', () => {
  it.each(cards('ecm'))('ECM $slug: BSP ceilings', (card) => {
    const monthly = card.interestRateBasis === 'monthly' ? card.interestRatePct : card.interestRatePct / 12
    expect(monthly).toBeLessThanOrEqual(3)
    expect(fee(card, /^Interest/).percent).toBeLessThanOrEqual(3)
    expect(fee(card, /^Installment add-on/).percent).toBeLessThanOrEqual(1)
    const cash = card.fees.filter((row) => /cash advance/i.test(row.label))
    expect(cash).toHaveLength(1)
    expect(cash[0]!.amount).toBeLessThanOrEqual(200)
    expect(cash[0]!.percent).toBeUndefined()
  })

  it.each(cards('ckj'))('CKJ $slug: Bank Indonesia caps', (card) => {
    const monthly = card.interestRateBasis === 'monthly' ? card.interestRatePct : card.interestRatePct / 12
    expect(monthly).toBeLessThanOrEqual(1.75)
    expect(fee(card, /^Bunga/).percent).toBeLessThanOrEqual(1.75)
    const late = fee(card, /^Denda keterlambatan/)
    expect(late.percent).toBeLessThanOrEqual(1)
    // The amount cap is the row's note ("Paling banyak Rp 100.000"): a visitor reads it there.
    const most = /Paling banyak Rp ([\d.]+)/.exec(late.note ?? '')
    expect(most, card.slug).not.toBeNull()
    expect(Number(most![1]!.replaceAll('.', ''))).toBeLessThanOrEqual(100_000)
  })
})
