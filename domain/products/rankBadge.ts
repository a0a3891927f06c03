/** What a pie ranking badge draws for a percent value (docs/requirements/pages-and-portals.md#ranking-badge Page behaviours). */
export interface RankBadge {
  /** Rotation of the pie's filling half, in degrees (3.6 per percent). */
  rotationDeg: number
  /** Above 50 percent the pie needs its second half (the large variant). */
  large: boolean
  /** The "top X%" the text equivalent states: 100 minus the percent, at least 1. */
  topPercent: number
}

/** The badge of a rank percent (0-100, higher is better; outside values are clamped). */
export function rankBadge(rankPercent: number): RankBadge {
  const p = Math.min(100, Math.max(0, Math.round(rankPercent)))
  return { rotationDeg: Math.round(p * 36) / 10, large: p > 50, topPercent: Math.max(1, 100 - p) }
}
