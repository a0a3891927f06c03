import { cleanup, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { CompareTable } from '../../../components/products/CompareTable'
import type { ProductCard } from '../../../domain/content/schemas'
import { formatMoney } from '../../../domain/format/numbers'
import { monthlyCost } from '../../../domain/products/compareMarks'
import { PORTAL_KEYS, PORTALS, renderInPortal, type PortalKey } from '../portalHarness'
import { snapshotCards } from './productData'

// The words of the marks, as the visitor reads them (decision 058): one term per concept on each portal.
const MARKS: Record<PortalKey, { fee: string; cost: string; rating: string; notOffered: string }> = {
  ecm: { fee: 'Lowest fee', cost: 'Lowest cost', rating: 'Highest rating', notOffered: 'Not offered for this amount and term' },
  ckj: { fee: 'Biaya terendah', cost: 'Cicilan terendah', rating: 'Penilaian tertinggi', notOffered: 'Tidak tersedia untuk jumlah dan tenor ini' },
}

afterEach(cleanup)

function table(portal: PortalKey, cards: ProductCard[], loan: { amount: number; months: number } | null = null) {
  renderInPortal(
    portal,
    <CompareTable
      cards={cards}
      verticalKey={cards[0]!.contractType === 'loan' ? 'personal-loans' : 'credit-cards'}
      caption="Compared"
      onRemove={() => {}}
      loan={loan}
    />,
  )
  return screen.getByRole('table')
}

/** The row's cells that carry `mark`, by product position. */
function markedIn(row: HTMLElement, mark: string): number[] {
  return [...row.querySelectorAll('td')].flatMap((td, i) => (within(td).queryByText(mark) ? [i] : []))
}

const row = (t: HTMLElement, key: string) => t.querySelector<HTMLElement>(`tr[data-figure="${key}"]`)!

describe.each(PORTAL_KEYS)('%s compare table marks', (portal) => {
  const words = MARKS[portal]

  it('cards: the lowest annual fee (both tied products) and the highest rating, as text in the cell', () => {
    const cards = snapshotCards(portal, 'credit-cards')
      .slice(0, 3)
      .map((c, i) => ({ ...c, annualFee: [1500, 0, 0][i]!, rating: [4.1, 4.8, 3.9][i]! })) as ProductCard[]
    const t = table(portal, cards)
    expect(markedIn(row(t, 'annualFee'), words.fee)).toEqual([1, 2])
    expect(markedIn(row(t, 'rating'), words.rating)).toEqual([1])
    // Read with the cell, as a screen reader reads it: the figure, then the mark.
    const cell = row(t, 'rating').querySelectorAll('td')[1]!
    expect(cell.textContent).toContain(words.rating)
    // No other row marked, no cost row without the visitor's loan.
    expect(t.querySelectorAll('.best-mark')).toHaveLength(3)
    expect(t.querySelector('tr[data-figure="monthlyCost"]')).toBeNull()
  })

  it('loans: the cost row for the visitor’s amount and term marks the lowest instalment; a product that does not lend it marks nothing', () => {
    const loans = snapshotCards(portal, 'personal-loans')
    const base = loans[0]!
    if (base.contractType !== 'loan') throw new Error('not a loan')
    const cards = [1.4, 0.9, 1.1].map((rate, i) => ({
      ...base,
      id: base.id + i,
      slug: `${base.slug}-${i}`,
      interestRatePct: rate,
      interestRateBasis: 'monthly-add-on' as const,
    })) as ProductCard[]
    const loan = { amount: base.loanMin, months: base.tenorMonths.min }
    const portalConfig = PORTALS[portal].portal
    let t = table(portal, cards, loan)
    const costs = row(t, 'monthlyCost')
    expect(within(costs).getByRole('rowheader').textContent).toContain(formatMoney(loan.amount, portalConfig))
    expect([...costs.querySelectorAll('td')].map((td) => td.textContent)).toEqual(
      cards.map((c, i) => formatMoney(monthlyCost(c, loan)!, portalConfig) + (i === 1 ? ` ${words.cost}` : '')),
    )
    expect(markedIn(costs, words.cost)).toEqual([1])
    cleanup()

    const refuses = [...cards.slice(0, 2), { ...cards[2]!, loanMin: loan.amount + 1 } as ProductCard]
    t = table(portal, refuses, loan)
    expect(markedIn(row(t, 'monthlyCost'), words.cost)).toEqual([])
    expect(within(row(t, 'monthlyCost')).getByText(words.notOffered)).toBeTruthy()
  })
})
