import { describe, expect, it } from 'vitest'
import { birthdayDayOptions, birthdayMonthOptions, birthYearOptions, combineBirthdate } from '../../../../domain/dates/birthday'

describe('birthdayDayOptions', () => {
  // docs/requirements/forms-and-leads.md#birthday-dropdowns: 02 hides 30 and 31 (29 stays, leap or not); 04, 06, 09, 11 hide 31; others show all.
  it.each([
    ['02', 29],
    [2, 29],
    ['04', 30],
    ['06', 30],
    ['09', 30],
    ['11', 30],
    ['01', 31],
    ['03', 31],
    ['05', 31],
    ['07', 31],
    ['08', 31],
    ['10', 31],
    ['12', 31],
    ['', 31], // no month chosen yet
  ])('month %j offers days 1 to %i', (month, last) => {
    const days = birthdayDayOptions(month)
    expect(days[0]).toBe(1)
    expect(days.at(-1)).toBe(last)
    expect(days).toHaveLength(last)
  })
})

describe('combineBirthdate', () => {
  // docs/requirements/forms-and-leads.md#birthday-dropdowns: the hidden birthdate is month/day/year, rebuilt after any change.
  it.each([
    ['02', '29', '2000', '02/29/2000'],
    ['2', '9', '1990', '02/09/1990'],
    ['02', '29', '2001', '02/29/2001'], // combined as chosen; the birthdate rule rejects it
    ['', '12', '1990', ''],
    ['12', '', '1990', ''],
    ['12', '12', '', ''],
    ['12', '12', '90', ''],
  ])('%j %j %j -> %j', (month, day, year, combined) => {
    expect(combineBirthdate(month, day, year)).toBe(combined)
  })
})

describe('birthYearOptions', () => {
  it('modal bounds 21 to 100 on 2025-06-15 give 2004 down to 1925 (docs/requirements/forms-and-leads.md#minimum-age 21; docs/requirements/forms-and-leads.md#minimum-age age at most 100)', () => {
    const years = birthYearOptions({ minAge: 21, maxAge: 100 }, '2025-06-15')
    expect(years[0]).toBe(2004)
    expect(years.at(-1)).toBe(1925)
    expect(years).toHaveLength(80)
  })

  it('landing defaults 18 to 70 on 2026-01-01 give 2008 down to 1956 (docs/requirements/forms-and-leads.md#date-picker)', () => {
    const years = birthYearOptions({ minAge: 18, maxAge: 70 }, '2026-01-01')
    expect([years[0], years.at(-1)]).toEqual([2008, 1956])
  })

  it('rejects a malformed today', () => {
    expect(() => birthYearOptions({ minAge: 18, maxAge: 70 }, '06/15/2025')).toThrow(RangeError)
  })
})

describe('birthdayMonthOptions', () => {
  it.each([
    ['en-PH', 'January', 'December'],
    ['id-ID', 'Januari', 'Desember'],
  ])('%s names the months', (locale, first, last) => {
    const months = birthdayMonthOptions(locale)
    expect(months).toHaveLength(12)
    expect(months[0]).toEqual({ value: '01', label: first })
    expect(months[11]).toEqual({ value: '12', label: last })
  })
})
