import type { AmortisationRow } from '../../domain/calculators/loans'

export interface ChartBar {
  /** Month or year number, from 1. */
  period: number
  principal: number
  interest: number
}

/** Bars a chart can show legibly: one per month up to five years, one per year beyond. */
export const MAX_MONTHLY_BARS = 60

/** Groups an amortisation schedule into the bars of its chart, per month or per year. */
export function chartBars(rows: readonly AmortisationRow[]): { unit: 'month' | 'year'; bars: ChartBar[] } {
  if (rows.length <= MAX_MONTHLY_BARS) {
    return { unit: 'month', bars: rows.map((r) => ({ period: r.month, principal: r.principal, interest: r.interest })) }
  }
  const bars: ChartBar[] = []
  for (const row of rows) {
    const period = Math.ceil(row.month / 12)
    const bar = bars[period - 1] ?? (bars[period - 1] = { period, principal: 0, interest: 0 })
    bar.principal += row.principal
    bar.interest += row.interest
  }
  return { unit: 'year', bars }
}
