import { describe, expect, it } from 'vitest'
import { CAROUSEL_DEFAULTS, itemsAt, keenBreakpoints, steppedIndex } from '../../../../domain/products/carousel'

describe('carousel defaults (docs/requirements/pages-and-portals.md#carousel)', () => {
  it('are 3 items, 300 ms slides, 400 ms paging and breakpoints 1200: 3, 1024: 3, 768: 2, 520: 1', () => {
    expect(CAROUSEL_DEFAULTS).toMatchObject({ items: 3, slideSpeedMs: 300, pagingSpeedMs: 400, breakpoints: { 1200: 3, 1024: 3, 768: 2, 520: 1 } })
  })

  it.each([
    [1440, 3],
    [1201, 3],
    [1200, 3],
    [1024, 3],
    [1000, 3],
    [769, 3],
    [768, 2],
    [600, 2],
    [521, 2],
    [520, 1],
    [375, 1],
  ])('at %d px shows %d', (width, items) => {
    expect(itemsAt(width, CAROUSEL_DEFAULTS)).toBe(items)
  })

  it('gives keen-slider the breakpoints widest first, so the narrowest match is merged last', () => {
    expect(Object.entries(keenBreakpoints(CAROUSEL_DEFAULTS))).toEqual([
      ['(max-width: 1200px)', { slides: { perView: 3 } }],
      ['(max-width: 1024px)', { slides: { perView: 3 } }],
      ['(max-width: 768px)', { slides: { perView: 2 } }],
      ['(max-width: 520px)', { slides: { perView: 1 } }],
    ])
  })
})

describe('steppedIndex (docs/requirements/forms-and-leads.md#multi-step-landing-form: rewind at the ends)', () => {
  it.each<[number, number, number, 1 | -1, number]>([
    [0, 5, 1, 1, 1],
    [3, 5, 1, 1, 4],
    [4, 5, 1, 1, 0],
    [0, 5, 1, -1, 4],
    [2, 5, 1, -1, 1],
    // Two in view of five: the last first-slide is 3.
    [3, 5, 2, 1, 0],
    [0, 5, 2, -1, 3],
    // All in view: nothing to move to.
    [0, 3, 3, 1, 0],
    [0, 3, 3, -1, 0],
  ])('from %d of %d (%d in view), step %d gives %d', (current, count, perView, step, expected) => {
    expect(steppedIndex(current, count, perView, step)).toBe(expected)
  })
})
