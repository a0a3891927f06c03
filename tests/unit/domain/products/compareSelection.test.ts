import { describe, expect, it } from 'vitest'
import {
  addToSelection,
  compareHref,
  MAX_COMPARE,
  parseCompareQuery,
  parseStoredSelection,
  removeFromSelection,
  selectionKey,
} from '../../../../domain/products/compareSelection'

describe('parseCompareQuery', () => {
  it.each([
    ['?vertical=credit-cards&ids=1201,1202,1203', { vertical: 'credit-cards', ids: [1201, 1202, 1203], dropped: 0 }],
    // What the plain HTML form sends: the ids repeated.
    ['vertical=deposits&ids=5&ids=6', { vertical: 'deposits', ids: [5, 6], dropped: 0 }],
    ['ids=1,2,3,4,5', { vertical: null, ids: [1, 2, 3], dropped: 2 }],
    ['ids=1,1,x,-2,2.5,2', { vertical: null, ids: [1, 2], dropped: 0 }],
    ['vertical=../etc&ids=', { vertical: null, ids: [], dropped: 0 }],
    ['', { vertical: null, ids: [], dropped: 0 }],
  ])('%s', (query, expected) => {
    expect(parseCompareQuery(query)).toEqual(expected)
  })
})

describe('compareHref', () => {
  it('puts the vertical and at most three ids in the address', () => {
    expect(compareHref('/compare', 'credit-cards', [1, 2, 3, 4])).toBe('/compare?vertical=credit-cards&ids=1,2,3')
    expect(compareHref('/bandingkan', 'kpr', [9])).toBe('/bandingkan?vertical=kpr&ids=9')
  })
})

describe('selection', () => {
  const a = { id: 1, name: 'A' }
  const b = { id: 2, name: 'B' }
  const c = { id: 3, name: 'C' }
  it('holds at most three products', () => {
    expect(MAX_COMPARE).toBe(3)
    expect(addToSelection([a, b], c)).toEqual({ items: [a, b, c], added: true })
    expect(addToSelection([a, b, c], { id: 4, name: 'D' })).toEqual({ items: [a, b, c], added: false })
    expect(addToSelection([a, b, c], b)).toEqual({ items: [a, b, c], added: true })
    expect(removeFromSelection([a, b, c], 2)).toEqual([a, c])
  })

  it.each([
    [null, []],
    ['not json', []],
    ['{"id":1}', []],
    ['[{"id":1,"name":"A"},{"id":"2","name":"B"},{"id":1,"name":"again"},{"id":3,"name":"C"}]', [a, c]],
    ['[{"id":1,"name":"A"},{"id":2,"name":"B"},{"id":3,"name":"C"},{"id":4,"name":"D"}]', [a, b, c]],
  ])('reads stored %s', (raw, expected) => {
    expect(parseStoredSelection(raw)).toEqual(expected)
  })

  it('keeps one selection per portal and vertical', () => {
    expect(selectionKey('ECM', 'credit-cards')).toBe('compare:ECM:credit-cards')
  })
})
