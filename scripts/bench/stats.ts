// Statistics of a benchmark's repeated runs (scripts/bench/benchFilter.ts, scripts/bench/interaction/summary.ts).

/** The median of some values (the upper one of an even count); NaN for none. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? NaN
}

/** The largest of some values; NaN for none. */
export function worst(values: readonly number[]): number {
  return values.length === 0 ? NaN : Math.max(...values)
}
