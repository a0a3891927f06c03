import { describe, expect, test } from 'vitest'
import { pollUntil, TAG_MANAGER_POLL } from '../../../renderer/site/pollUntil'
import { scrolledPercent } from '../../../renderer/site/dialogs'
import { BACK_TO_TOP_AFTER_PX } from '../../../renderer/site/scrolling'
import { scrollPositionAt, SMOOTH_SCROLL_MS } from '../../../renderer/site/smoothScroll'

// docs/requirements/wire-contract.md#analytics: analytics load check every 500 ms up to 5 retries; back-to-top after 280 px; smooth
// scroll 600 ms.
describe('constants of docs/requirements/wire-contract.md#analytics', () => {
  test('the values', () => {
    expect(TAG_MANAGER_POLL).toEqual({ intervalMs: 500, maxRetries: 5 })
    expect(BACK_TO_TOP_AFTER_PX).toBe(280)
    expect(SMOOTH_SCROLL_MS).toBe(600)
  })
})

/** A scheduler that runs callbacks at once and records the waits asked for. */
function recorder() {
  const waits: number[] = []
  return { waits, schedule: (fn: () => void, ms: number) => (waits.push(ms), queueMicrotask(fn)) }
}

describe('pollUntil', () => {
  test('gives up after the first check and 5 retries, 500 ms apart', async () => {
    const { waits, schedule } = recorder()
    let checks = 0
    expect(await pollUntil(() => (checks++, false), TAG_MANAGER_POLL, schedule)).toBe(false)
    expect(checks).toBe(6)
    expect(waits).toEqual([500, 500, 500, 500, 500])
  })

  test.each([
    [0, 0],
    [2, 2],
    [5, 5],
  ])('passes as soon as the check does (after %d retries)', async (passAt, expectedWaits) => {
    const { waits, schedule } = recorder()
    let checks = 0
    expect(await pollUntil(() => checks++ === passAt, TAG_MANAGER_POLL, schedule)).toBe(true)
    expect(waits).toHaveLength(expectedWaits)
  })
})

describe('smooth scroll position', () => {
  test.each([
    [0, 0],
    [150, 125],
    [300, 500],
    [450, 875],
    [600, 1000],
    [900, 1000],
  ])('at %d ms of a 0 -> 1000 px scroll: %d px (ease-in-out)', (ms, px) => {
    // Ease-in-out quadratic: 2t^2 below half time, 1 - (2 - 2t)^2 / 2 above; t = ms / 600.
    expect(scrollPositionAt(0, 1000, ms, SMOOTH_SCROLL_MS)).toBeCloseTo(px, 6)
  })

  test('scrolling up mirrors scrolling down', () => {
    expect(scrollPositionAt(1000, 0, 150, SMOOTH_SCROLL_MS)).toBeCloseTo(875, 6)
  })
})

describe('scrolled share of the page', () => {
  test.each([
    [0, 3000, 800, 0],
    [1100, 3000, 800, 50],
    [2200, 3000, 800, 100],
    [0, 700, 800, 100],
  ])('scrollY %d of a %d px page in a %d px window: %d%%', (y, height, viewport, percent) => {
    expect(scrolledPercent(y, height, viewport)).toBe(percent)
  })
})
