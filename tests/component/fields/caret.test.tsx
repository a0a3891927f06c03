import { describe, expect, test } from 'vitest'
import { caretAfterFormat } from '../../../components/fields/caret'
import { formatThousands } from '../../../domain/format/numbers'
import { PORTALS } from '../portalHarness'

// Expected carets worked out by hand: the caret stays after the same significant digit it followed.
describe('caretAfterFormat', () => {
  test.each([
    // raw as typed, caret in raw, portal, formatted, expected caret
    ['12345', 5, 'ecm', '12,345', 6], // typing at the end: caret at the end
    ['1234', 4, 'ecm', '1,234', 5],
    ['12,3945', 5, 'ecm', '123,945', 5], // '9' typed after '3': caret after the 9, the 4th digit, at index 4 of '123,945', so 5
    ['1,2345', 1, 'ecm', '12,345', 1], // caret after the first digit
    ['12.3945', 5, 'ckj', '123.945', 5], // same on CKJ with its dot
    ['0012', 3, 'ecm', '12', 1], // leading zeros dropped: caret after the 1
    ['000', 3, 'ecm', '0', 1], // zeros only format as '0'
    ['12a', 3, 'ecm', '12', 2], // a letter typed at the end is removed, caret after the 2
    ['', 0, 'ecm', '', 0],
  ] as const)('%s with the caret at %i on %s gives %s, caret %i', (raw, caret, key, formatted, expected) => {
    expect(formatThousands(raw, PORTALS[key].portal)).toBe(formatted)
    expect(caretAfterFormat(raw, caret, formatted)).toBe(expected)
  })
})
