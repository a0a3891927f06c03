import { describe, expect, it } from 'vitest'
import { digitCount, isEmail, isEmpty, isPersonName, isPhoneNumber, phoneDigits, isTicked, textOf } from '../../../../domain/validation/checks'

describe('isEmpty (docs/requirements/forms-and-leads.md#landing-rules: whitespace-only counts as empty)', () => {
  it.each([
    [undefined, true],
    [null, true],
    ['', true],
    ['   \t', true],
    [false, true],
    [[], true],
    [['', ' '], true],
    ['a', false],
    [true, false],
    [['x'], false],
  ])('%j -> %s', (value, empty) => {
    expect(isEmpty(value)).toBe(empty)
  })
})

describe('small checks', () => {
  it.each([
    [true, true],
    ['true', true],
    ['on', true],
    [false, false],
    ['false', false],
    [undefined, false],
  ])('isTicked(%j) = %s', (value, ticked) => {
    expect(isTicked(value)).toBe(ticked)
  })

  it('textOf trims text and ignores other values', () => {
    expect(textOf('  a b ')).toBe('a b')
    expect(textOf(['a'])).toBe('')
    expect(textOf(true)).toBe('')
  })

  it('digitCount counts digits only', () => {
    expect(digitCount('+63 917-123-4567')).toBe(12)
  })
})

describe('isPhoneNumber (docs/requirements/forms-and-leads.md#phone-number: digits, dashes or spaces, optional leading +)', () => {
  it.each([
    ['1234567', 7, 15, true], // 7 digits: the phone minimum
    ['123456', 7, 15, false],
    ['123456789012345', 7, 15, true], // 15 digits: the phone maximum
    ['1234567890123456', 7, 15, false],
    ['+63 2 8123-4567', 7, 15, true],
    ['02 8123 4567', 7, 15, true],
    ['0917+1234567', 7, 15, false], // + only in front
    ['0917--1234567', 7, 15, false],
    ['-09171234567', 7, 15, false],
    ['0917 123 456a', 7, 15, false],
    ['0917123456', 10, 13, true], // 10 digits: the modal mobile minimum
    ['+6281234567890', 10, 13, true], // 13 digits: the modal mobile maximum
    ['+62812345678901', 10, 13, false],
  ])('%j with %i to %i digits -> %s', (text, min, max, ok) => {
    expect(isPhoneNumber(text, min, max)).toBe(ok)
  })

  it.each([
    ['+63 917-123-4567', '+639171234567'],
    [' 0812 3456 7890', '081234567890'],
  ])('phoneDigits(%j) = %j', (text, digits) => {
    expect(phoneDigits(text)).toBe(digits)
  })
})

describe('names and e-mail', () => {
  // docs/forms.md "Names": the real names both portals must take, and what is not a name.
  it.each([
    ['Juan Dela Cruz', true],
    ['José Rizal', true],
    ['Siti Nurhaliza', true],
    ['Peña', true],
    ['Ma. Cristina', true],
    ['Sto. Niño', true],
    ['Sto. Nin\u0303o', true], // decomposed ñ
    ["O'Brien", true],
    ['O\u2019Brien', true], // typographic apostrophe
    ['Santos-Reyes', true],
    ['dela Cruz', true],
    ['Nyoman', true],
    ['Ni Luh Putu', true],
    ['R2D2', false],
    ['   ', false],
    ['.-', false],
    ['Juan_Luna', false],
  ])('isPersonName(%j) = %s', (text, ok) => {
    expect(isPersonName(text)).toBe(ok)
  })

  it.each([
    ['juan@example.com', true],
    ['siti.nur+promo@mail.co.id', true],
    ['juan@localhost', false],
    ['juan@@example.com', false],
    ['juan example@example.com', false],
    [`${'a'.repeat(250)}@example.com`, false], // over 254 characters
  ])('isEmail(%j) = %s', (text, ok) => {
    expect(isEmail(text)).toBe(ok)
  })
})
