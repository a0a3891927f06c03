import { describe, expect, it } from 'vitest'
import {
  addDays,
  addMonths,
  addYears,
  daysBetween,
  daysInMonth,
  isLeapYear,
  parseDateInput,
  parseIsoDate,
  toIsoDate,
  toMonthDayYear,
} from '../../../../domain/dates/isoDate'

describe('isLeapYear', () => {
  // Gregorian rule (papal bull Inter gravissimas, 1582): every 4th year, except centuries not divisible by 400.
  it.each([
    [2024, true],
    [2023, false],
    [2000, true],
    [1900, false],
    [2100, false],
    [2400, true],
  ])('%i -> %s', (year, leap) => {
    expect(isLeapYear(year)).toBe(leap)
  })
})

describe('daysInMonth', () => {
  // Gregorian calendar month lengths.
  it.each([
    [2023, 1, 31],
    [2023, 2, 28],
    [2024, 2, 29],
    [2023, 4, 30],
    [2023, 6, 30],
    [2023, 9, 30],
    [2023, 11, 30],
    [2023, 12, 31],
  ])('%i-%i has %i days', (year, month, days) => {
    expect(daysInMonth(year, month)).toBe(days)
  })
})

describe('parseIsoDate and parseDateInput', () => {
  it.each([
    ['2024-02-29', { year: 2024, month: 2, day: 29 }],
    ['2023-02-29', null], // 2023 is a common year
    ['2023-13-01', null],
    ['2023-00-10', null],
    ['2023-04-31', null], // April has 30 days
    ['0000-01-01', null], // there is no year 0
    ['2023-1-01', null],
    ['not a date', null],
  ])('parseIsoDate(%j)', (text, expected) => {
    expect(parseIsoDate(text)).toEqual(expected)
  })

  it.each([
    ['2024-02-29', '2024-02-29'],
    [' 1990-05-17 ', '1990-05-17'],
    ['05/17/1990', '1990-05-17'], // docs/requirements/forms-and-leads.md#birthday-dropdowns: the combined birthdate is month/day/year
    ['5/7/1990', '1990-05-07'],
    ['02/29/2001', null], // 2001 is a common year
    ['17/05/1990', null], // day/month order is not accepted: month 17 does not exist
    ['1990/05/17', null],
    ['', null],
  ])('parseDateInput(%j) -> %j', (text, expected) => {
    expect(parseDateInput(text)).toBe(expected)
  })

  it('writes dates back with zero padding', () => {
    expect(toIsoDate({ year: 987, month: 3, day: 4 })).toBe('0987-03-04')
    expect(toMonthDayYear('1990-05-07')).toBe('05/07/1990')
  })
})

describe('date arithmetic', () => {
  it.each([
    ['2025-01-31', 1, '2025-02-01'],
    ['2024-02-28', 1, '2024-02-29'], // leap year
    ['2023-02-28', 1, '2023-03-01'],
    ['2025-12-31', 1, '2026-01-01'],
    ['2025-01-01', -1, '2024-12-31'],
    ['2025-06-15', 182, '2025-12-14'], // 15 Jun + 15 (Jun) + 31 + 31 + 30 + 31 + 30 + 14 = 182
    ['0050-03-01', -1, '0050-02-28'], // years below 100 are not shifted to 19xx
  ])('addDays(%s, %i) = %s', (date, days, expected) => {
    expect(addDays(date, days)).toBe(expected)
  })

  it.each([
    ['2025-01-31', 1, '2025-02-28'], // kept within February
    ['2024-01-31', 1, '2024-02-29'],
    ['2025-06-15', 12, '2026-06-15'],
    ['2025-03-31', -1, '2025-02-28'],
    ['2025-01-15', -13, '2023-12-15'],
  ])('addMonths(%s, %i) = %s', (date, months, expected) => {
    expect(addMonths(date, months)).toBe(expected)
  })

  it.each([
    ['2024-02-29', 1, '2025-02-28'],
    ['2024-02-29', 4, '2028-02-29'],
    ['2025-06-15', -18, '2007-06-15'],
  ])('addYears(%s, %i) = %s', (date, years, expected) => {
    expect(addYears(date, years)).toBe(expected)
  })

  it.each([
    ['2025-06-15', '2025-12-14', 182],
    ['2025-12-14', '2025-06-15', -182],
    ['2024-02-28', '2024-03-01', 2], // through 29 Feb
    ['2023-02-28', '2023-03-01', 1],
  ])('daysBetween(%s, %s) = %i', (from, to, days) => {
    expect(daysBetween(from, to)).toBe(days)
  })

  it('throws on a malformed date, naming it', () => {
    expect(() => addDays('2025-02-30', 1)).toThrow(/2025-02-30/)
    expect(() => daysBetween('x', '2025-01-01')).toThrow(RangeError)
  })
})
