import { describe, expect, test } from 'vitest'
import { axisTicks } from '../../../components/calculators/chartBars'

// Decision 065: the house-loan chart's gridlines at round amounts (issue 49: "ticks at unrounded
// values"). The expected ticks are worked by hand: the tallest bar over three ticks gives a rough step,
// taken up to the next of 1, 2, 2.5 or 5 times a power of ten; ticks at its multiples up to the bar.
describe('axisTicks', () => {
  test.each([
    // 183,456,789 / 3 = 61.2 million: step 100 million; two steps reach the bar.
    [183_456_789, [100_000_000, 200_000_000]],
    // 9,876,543 / 3 = 3.29 million: step 5 million.
    [9_876_543, [5_000_000, 10_000_000]],
    // 48,000 / 3 = 16,000: step 20,000; 40,000 is short of the bar, 60,000 tops it.
    [48_000, [20_000, 40_000, 60_000]],
    // 7 / 3 = 2.33: step 2.5.
    [7, [2.5, 5, 7.5]],
    // 20,000 / 3 = 6,667: step 10,000; the bar's own height is the top tick.
    [20_000, [10_000, 20_000]],
    // 0.3 / 3 = 0.1: step 0.1, written without a float's tail.
    [0.3, [0.1, 0.2, 0.3]],
  ])('tallest bar %d: ticks %j', (highest, ticks) => {
    expect(axisTicks(highest)).toEqual(ticks)
  })

  test('nothing to draw: no tick', () => {
    expect(axisTicks(0)).toEqual([])
    expect(axisTicks(Number.NaN)).toEqual([])
  })
})
