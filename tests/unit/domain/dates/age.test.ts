import { describe, expect, it } from 'vitest'
import { ageOn } from '../../../../domain/dates/age'

describe('ageOn', () => {
  // Completed years; a birthday counts from its first day (docs/requirements/forms-and-leads.md#minimum-age).
  it.each([
    ['2004-06-15', '2025-06-15', 21], // 21st birthday itself
    ['2004-06-16', '2025-06-15', 20], // one day short
    ['2004-06-14', '2025-06-15', 21],
    ['06/15/2004', '2025-06-15', 21], // combined birthday-dropdown value
    ['1925-06-15', '2025-06-15', 100],
    ['2025-06-15', '2025-06-15', 0],
    ['2025-06-16', '2025-06-15', -1], // born after the day
  ])('born %s, on %s -> %i', (birthdate, day, age) => {
    expect(ageOn(birthdate, day)).toBe(age)
  })

  // Born 29 Feb: a year older on 1 March in a common year (Admin. Code 1987 Bk I s.31; HK Cap. 410;
  // BGB §§ 187(2), 188(3)), on 29 Feb in a leap year.
  it.each([
    ['2004-02-29', '2025-02-28', 20],
    ['2004-02-29', '2025-03-01', 21],
    ['2004-02-29', '2024-02-28', 19],
    ['2004-02-29', '2024-02-29', 20],
    ['2003-03-01', '2024-02-29', 20], // born 1 March: not yet 21 on 29 Feb
    ['2003-02-28', '2024-02-28', 21],
  ])('leap day: born %s, on %s -> %i', (birthdate, day, age) => {
    expect(ageOn(birthdate, day)).toBe(age)
  })

  it.each([
    ['02/30/2000', '2025-01-01'],
    ['', '2025-01-01'],
    ['2000-01-01', 'today'],
  ])('unreadable dates give null (%j, %j)', (birthdate, day) => {
    expect(ageOn(birthdate, day)).toBeNull()
  })
})
