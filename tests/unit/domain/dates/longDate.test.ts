import { describe, expect, test } from 'vitest'
import { longDate } from '../../../../domain/dates/longDate'

describe('longDate (decision 067: "1 December 2026" / "1 Desember 2026", never ISO)', () => {
  test.each([
    ['2026-12-01', 'en-PH', '1 December 2026'],
    ['2026-12-01', 'id-ID', '1 Desember 2026'],
    ['2026-11-27', 'en-PH', '27 November 2026'],
    ['2026-02-28', 'id-ID', '28 Februari 2026'],
    ['2024-08-17', 'id-ID', '17 Agustus 2024'],
  ])('%s in %s is %s', (iso, locale, expected) => {
    expect(longDate(iso, locale)).toBe(expected)
  })

  test('a date that does not exist gives no text', () => {
    expect(longDate('2026-02-30', 'en-PH')).toBe('')
  })
})
