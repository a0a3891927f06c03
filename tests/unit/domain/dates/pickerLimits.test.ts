import { describe, expect, it } from 'vitest'
import {
  birthDateLimits,
  callDateLimits,
  departureDateLimits,
  pickerYearRange,
  returnDateLimits,
  travelDateLimits,
} from '../../../../domain/dates/pickerLimits'

describe('date-picker limits (docs/requirements/forms-and-leads.md#date-picker)', () => {
  it('call date: today or later', () => {
    expect(callDateLimits('2025-06-15')).toEqual({ min: '2025-06-15' })
  })

  it.each([
    ['2025-06-15', '2026-06-15'],
    ['2024-02-29', '2025-02-28'], // no 29 Feb in 2025: the range ends on 28 Feb
  ])('travel range from %s: up to 12 months, to %s', (today, max) => {
    expect(travelDateLimits(today)).toEqual({ min: today, max })
  })

  it('birth dates: from 70 to 18 years ago by default', () => {
    expect(birthDateLimits('2025-06-15')).toEqual({ min: '1955-06-15', max: '2007-06-15' })
  })

  it('birth dates follow a form of 21 to 100 years', () => {
    expect(birthDateLimits('2025-06-15', { minAge: 21, maxAge: 100 })).toEqual({ min: '1925-06-15', max: '2004-06-15' })
  })

  it('year menu: current year minus 10 to plus 10', () => {
    expect(pickerYearRange('2025-06-15')).toEqual({ from: 2015, to: 2035 })
    expect(() => pickerYearRange('')).toThrow(RangeError)
  })
})

describe('landing travel limits (docs/requirements/forms-and-leads.md#date-picker: 182 days)', () => {
  it('departure: today to 182 days ahead', () => {
    // 2025-06-15 + 182 days = 2025-12-14 (15 + 31 + 31 + 30 + 31 + 30 + 14).
    expect(departureDateLimits('2025-06-15')).toEqual({ min: '2025-06-15', max: '2025-12-14' })
  })

  it('return: the day after departure to 182 days after it', () => {
    expect(returnDateLimits('2025-07-01')).toEqual({ min: '2025-07-02', max: '2025-12-30' })
  })
})
