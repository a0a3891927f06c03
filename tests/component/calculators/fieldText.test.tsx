import { describe, expect, test } from 'vitest'
import { chartBars } from '../../../components/calculators/chartBars'
import { caretAfterRegroup, fieldTextFor, fieldTextFromQuery, parseFieldText, queryValueFor } from '../../../components/calculators/fieldText'
import { amortisationSchedule } from '../../../domain/calculators/loans'
import { PORTALS } from '../portalHarness'

describe('caretAfterRegroup', () => {
  test.each([
    // [typed text, caret before regrouping, regrouped text, caret after]
    ['1234', 4, '1,234', 5], // typing at the end stays at the end
    ['12,3845', 5, '123,845', 5], // '8' typed after the '3' of '12,3|45': the caret stays after the 8
    ['100000', 3, '100,000', 3], // Backspace over the separator of '100,|000' lands before it
    ['0012', 2, '12', 0], // dropped leading zeros do not count
    ['0012', 4, '12', 2],
    ['1.234.5678', 8, '12.345.678', 8], // CKJ groups with dots
    ['', 0, '', 0],
  ] as const)('%s with the caret at %d regroups to %s with the caret at %d', (raw, caret, formatted, expected) => {
    expect(caretAfterRegroup(raw, caret, formatted)).toBe(expected)
  })
})

describe('field text', () => {
  test.each([
    ['1,5', 'decimal', 'ckj', 1.5], // Indonesian decimal comma
    ['1.5', 'decimal', 'ckj', 1.5], // a dot typed on a phone keyboard
    ['1.5%', 'decimal', 'ecm', 1.5],
    ['1,2,3', 'decimal', 'ckj', null],
    ['abc', 'decimal', 'ecm', null],
    ['1,000,000', 'amount', 'ecm', 1_000_000],
    ['1.000.000', 'amount', 'ckj', 1_000_000],
    ['1,00,000', 'amount', 'ecm', null], // badly grouped
    ['30', 'whole', 'ckj', 30],
    ['3.5', 'whole', 'ckj', null],
  ] as const)('%s (%s on %s) reads as %s', (text, kind, key, value) => {
    expect(parseFieldText(text, kind, PORTALS[key].portal)).toBe(value)
  })

  test.each([
    // Links we write: plain digits and a '.' decimal point.
    ['171000', 'amount', 'ecm', '171,000'],
    ['0.59', 'decimal', 'ecm', '0.59'],
    ['1.5', 'decimal', 'ckj', '1,5'],
    // A form sent without JavaScript: the field's own text, separators included.
    ['48.000.000', 'amount', 'ckj', '48.000.000'],
    ['1,000,000', 'amount', 'ecm', '1,000,000'],
    // Not a number: shown as it came, for the field's message to point at.
    ['abc', 'amount', 'ecm', 'abc'],
    ['1,000.50', 'amount', 'ecm', '1,000.50'],
  ] as const)('query value %s (%s on %s) shows as %s', (raw, kind, key, text) => {
    expect(fieldTextFromQuery(raw, kind, PORTALS[key].portal)).toBe(text)
  })

  test.each([
    ['1,000,000', 'amount', 'ecm', '1000000'], // docs/requirements/forms-and-leads.md#number-formatting: separators stripped before submit
    ['1.000.000', 'amount', 'ckj', '1000000'],
    ['1,5', 'decimal', 'ckj', '1.5'],
  ] as const)('field text %s (%s on %s) goes into the address as %s', (text, kind, key, value) => {
    expect(queryValueFor(text, kind, PORTALS[key].portal)).toBe(value)
  })

  test('slider positions are written with at most two decimals and the portal mark', () => {
    expect(fieldTextFor(6.25, 'decimal', PORTALS.ckj.portal)).toBe('6,25')
    expect(fieldTextFor(0.1 + 0.2, 'decimal', PORTALS.ecm.portal)).toBe('0.3')
    expect(fieldTextFor(2_500_000, 'amount', PORTALS.ckj.portal)).toBe('2.500.000')
  })
})

describe('chartBars', () => {
  test('up to 60 months: one bar a month', () => {
    const { unit, bars } = chartBars(amortisationSchedule(100_000, 12, 60))
    expect(unit).toBe('month')
    expect(bars).toHaveLength(60)
    expect(bars[0]?.interest).toBeCloseTo(1_000, 6) // 1% of 100,000
  })

  test('beyond 60 months: one bar a year, adding the months of each year', () => {
    // https://bestcashcow.com/mortgage-calculator/product-48556: 220,000 at 6.5% over 120 months;
    // month 1 interest 1,191.67, month 2 1,184.59 (both fall in year 1).
    const { unit, bars } = chartBars(amortisationSchedule(220_000, 6.5, 120))
    expect(unit).toBe('year')
    expect(bars.map((b) => b.period)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
    // The principal of all the bars repays the loan.
    expect(bars.reduce((sum, b) => sum + b.principal, 0)).toBeCloseTo(220_000, 6)
    expect(bars[0]?.interest).toBeGreaterThan(1_191.67 + 1_184.59)
    expect(bars[0]!.interest).toBeGreaterThan(bars[9]!.interest)
  })
})
