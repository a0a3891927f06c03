import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { jsonErrorOffset } from '../../../domain/content/jsonErrorOffset'
import { parseJsonText } from '../../../domain/content/problems'

describe('jsonErrorOffset', () => {
  // Offsets count characters from 0; each expected offset is where RFC 8259's grammar first fails.
  it.each([
    ['{"a": 1}', -1],
    ['  [1, 2.5e-3, "x\\u00e9", true, false, null, {}]  ', -1],
    ['{"a": }', 6],
    ['{"a": 1,}', 8],
    ['[1, 2', 5],
    ['', 0],
    ['{"a" 1}', 5],
    ['nope', 1],
    ['[01]', 2],
    ['"tab\there"', 4],
    ['{"a": 1} x', 9],
  ])('%j -> %i', (text, offset) => {
    expect(jsonErrorOffset(text)).toBe(offset)
  })

  it('agrees with JSON.parse on which texts are valid', () => {
    const accepts = (text: string) => {
      try {
        JSON.parse(text)
        return true
      } catch {
        return false
      }
    }
    fc.assert(fc.property(fc.json(), (text) => jsonErrorOffset(text) === -1))
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.json().map((text) => text.slice(0, -1)),
        ),
        (text) => (jsonErrorOffset(text) === -1) === accepts(text),
      ),
    )
  })
})

describe('parseJsonText', () => {
  it.each([
    // line and column count from 1, as editors show them
    ['{\n  "a": 1,\n}', 'a syntax error at line 3, column 1 (Expected double-quoted property name)'],
    ['[\n  1\n  2\n]', "a syntax error at line 3, column 3 (Expected ',' or ']' after array element)"],
    ['{"a": }', "a syntax error at line 1, column 7 (Unexpected token '}')"],
  ])('reports %j with its line and column', (text, received) => {
    expect(parseJsonText('products/ecm/deposits.json', text)).toEqual({
      ok: false,
      problem: { file: 'products/ecm/deposits.json', record: null, field: '', expected: 'valid JSON', received },
    })
  })

  it('accepts a file saved with a byte-order mark', () => {
    expect(parseJsonText('x.json', '\uFEFF[1]')).toEqual({ ok: true, value: [1] })
  })
})
