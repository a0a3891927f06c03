// The benchmarks' shared statistics and tables (scripts/bench/stats.ts, scripts/bench/markdown.ts), read
// by bench:filter and bench:interaction alike (docs/benchmarks.md holds what they print).
import { describe, expect, test } from 'vitest'
import { markdownTable } from '../../../scripts/bench/markdown'
import { median, worst } from '../../../scripts/bench/stats'

describe('benchmark statistics', () => {
  test('the median is the middle value, the upper one of an even count; NaN for no values', () => {
    expect(median([30, 10, 20])).toBe(20)
    expect(median([4, 1, 3, 2])).toBe(3)
    expect(median([])).toBeNaN()
    expect(worst([3, 9, 1])).toBe(9)
    expect(worst([])).toBeNaN()
  })
})

describe('benchmark tables', () => {
  test('columns padded to their widest cell, right-aligned columns marked in the rule', () => {
    expect(
      markdownTable(
        ['page', 'median ms'],
        [
          ['/kalkulator-kta', '39'],
          ['/', '120'],
        ],
        ['l', 'r'],
      ).split('\n'),
    ).toEqual(['| page            | median ms |', '| --------------- | --------: |', '| /kalkulator-kta | 39        |', '| /               | 120       |'])
  })

  test('without alignments every column is left-aligned, and a rule is never shorter than three dashes', () => {
    expect(markdownTable(['n'], [['1']]).split('\n')).toEqual(['| n   |', '| --- |', '| 1   |'])
  })
})
