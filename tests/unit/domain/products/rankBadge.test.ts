import { describe, expect, it } from 'vitest'
import { rankBadge } from '../../../../domain/products/rankBadge'

// docs/requirements/pages-and-portals.md#ranking-badge: pie badges rotate according to the percent (a full turn is 100%); above 50 percent
// they get the large variant. The text says "top X%" with X = 100 - percent.
describe('rankBadge', () => {
  it.each([
    [96, { rotationDeg: 345.6, large: true, topPercent: 4 }],
    [51, { rotationDeg: 183.6, large: true, topPercent: 49 }],
    [50, { rotationDeg: 180, large: false, topPercent: 50 }],
    [36, { rotationDeg: 129.6, large: false, topPercent: 64 }],
    [0, { rotationDeg: 0, large: false, topPercent: 100 }],
    [100, { rotationDeg: 360, large: true, topPercent: 1 }],
    [140, { rotationDeg: 360, large: true, topPercent: 1 }],
    [-5, { rotationDeg: 0, large: false, topPercent: 100 }],
  ])('%d%%', (percent, expected) => {
    expect(rankBadge(percent)).toEqual(expected)
  })
})
