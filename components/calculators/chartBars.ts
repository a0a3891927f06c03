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

/** The steps a value axis counts in, times a power of ten: 1, 2, 2.5 or 5 (decision 065). */
const NICE_STEPS = [1, 2, 2.5, 5, 10] as const

/**
 * The value axis of a chart whose tallest bar is `highest`: ticks at whole multiples of a round step
 * (1, 2, 2.5 or 5 times a power of ten), the smallest step with which `count` ticks reach the bar, the
 * last tick at or above it (the axis's top). Nothing to draw gives no tick.
 */
export function axisTicks(highest: number, count = 3): number[] {
  if (!(highest > 0) || !Number.isFinite(highest)) return []
  const rough = highest / count
  const power = 10 ** Math.floor(Math.log10(rough))
  const step = (NICE_STEPS.find((nice) => nice * power >= rough - 1e-9 * power) ?? 10) * power
  const ticks: number[] = []
  for (let k = 1; ticks.length === 0 || ticks[ticks.length - 1]! < highest - 1e-9 * step; k++) ticks.push(Number((k * step).toPrecision(12)))
  return ticks
}
