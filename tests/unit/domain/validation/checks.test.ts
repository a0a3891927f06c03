import { describe, expect, it } from 'vitest'
import { digitCount, isEmail, isEmpty, isLettersOnly, isName, isPhoneNumber, isPhoneOfLength, isTicked, textOf } from '../../../../domain/validation/checks'

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
    ['09171234567', 11, 15, true],
    ['0917123456', 11, 15, false],
    ['0917-123-4567', 11, 15, true], // 13 characters
    ['+63917123456789', 11, 15, true],
    ['+639171234567890', 11, 15, false],
    ['1-2-3-4-5-6', 11, 15, false], // 11 characters but 6 digits: docs/requirements/forms-and-leads.md#phone-number phones have 7 to 15 digits
    ['12 345 678 901 234 567', 11, 25, false], // 17 digits
  ])('isPhoneOfLength(%j, %i, %i) = %s', (text, min, max, ok) => {
    expect(isPhoneOfLength(text, min, max)).toBe(ok)
  })
})

describe('names and e-mail', () => {
  it.each([
    ['Juan Dela Cruz', true, true],
    ['José Rizal', true, true],
    ['Siti Nurhaliza', true, true],
    ['Peña', true, true],
    ["O'Brien", false, true],
    ['Mary-Ann', false, true],
    ['Ma. Clara', false, true],
    ['R2D2', false, false],
    ['   ', false, false],
    ['.-', false, false],
  ])('%j: name %s, lettersonly %s', (text, name, letters) => {
    expect(isName(text)).toBe(name)
    expect(isLettersOnly(text)).toBe(letters)
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
