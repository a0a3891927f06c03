import fc from 'fast-check'
import { describe, expect, it, test } from 'vitest'
import {
  abbreviateCount,
  formatMoney,
  formatNumber,
  formatFullMoney,
  formatShortMoney,
  formatThousands,
  numberConventions,
  parseAmount,
  stripSeparators,
  hasDecimalPart,
  regroupAmount,
} from '../../../../domain/format/numbers'
import { wholeAmountErrors } from '../../../../domain/validation/checks'
import { ckj, ecm, PORTALS } from '../validation/helpers'

const CODES = ['ECM', 'CKJ'] as const
// Intl writes a no-break space between 'Rp' and the amount.
const NBSP = '\u00a0'

describe('numberConventions', () => {
  it.each([
    ['ECM', ecm],
    ['CKJ', ckj],
  ] as const)('%s matches the separators and locale of its portal config', (_code, config) => {
    expect(numberConventions(config)).toEqual({
      locale: config.locale,
      group: config.thousandsSeparator,
      decimal: config.decimalSeparator,
    })
  })
})

describe('formatThousands', () => {
  // docs/requirements/forms-and-leads.md#number-formatting: non-digits removed, thousands separator inserted, ECM ',' CKJ '.'.
  it.each([
    ['1234567', 'ECM', '1,234,567'],
    ['1234567', 'CKJ', '1.234.567'],
    ['999', 'ECM', '999'],
    ['1000', 'ECM', '1,000'],
    ['1000', 'CKJ', '1.000'],
    ['100000', 'ECM', '100,000'],
    ['12,345', 'ECM', '12,345'],
    ['12.345', 'CKJ', '12.345'],
    ['1.234', 'ECM', '1,234'],
    ['₱ 25,000.50', 'ECM', '2,500,050'],
    ['Rp 5.000.000', 'CKJ', '5.000.000'],
    ['abc', 'ECM', ''],
    ['', 'CKJ', ''],
    // Leading zeros are dropped so the field shows the number it will submit; zero stays '0'.
    ['007', 'ECM', '7'],
    ['0001234', 'CKJ', '1.234'],
    ['0', 'ECM', '0'],
    ['000', 'CKJ', '0'],
    ['12345678901234567890', 'ECM', '12,345,678,901,234,567,890'],
  ] as const)('%j on %s gives %j', (input, code, expected) => {
    expect(formatThousands(input, PORTALS[code])).toBe(expected)
  })

  it.each(CODES)('never throws and is idempotent on %s', (code) => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (input) => {
        const once = formatThousands(input, PORTALS[code])
        expect(formatThousands(once, PORTALS[code])).toBe(once)
      }),
    )
  })

  it.each([
    ['ECM', /^(?:\d{1,3}(?:,\d{3})*)?$/],
    ['CKJ', /^(?:\d{1,3}(?:\.\d{3})*)?$/],
  ] as const)('groups any text by threes on %s', (code, shape) => {
    fc.assert(
      fc.property(fc.string(), (input) => {
        expect(formatThousands(input, PORTALS[code])).toMatch(shape)
      }),
    )
  })

  it.each(CODES)('round-trips digits through stripSeparators on %s', (code) => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{1,40}$/), (digits) => {
        const significant = digits.replace(/^0+/, '') || '0'
        expect(stripSeparators(formatThousands(digits, PORTALS[code]))).toBe(significant)
      }),
    )
  })
})

describe('stripSeparators', () => {
  // docs/requirements/forms-and-leads.md#number-formatting: separators are stripped before submit.
  it.each([
    ['1,234,567', '1234567'],
    ['1.234.567', '1234567'],
    ['Rp 5.000.000', '5000000'],
    ['', ''],
    ['no digits', ''],
    ['٣٤٥', ''],
  ])('%j gives %j', (input, expected) => {
    expect(stripSeparators(input)).toBe(expected)
  })

  it('keeps only ASCII digits of any text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (input) => {
        expect(stripSeparators(input)).toMatch(/^\d*$/)
      }),
    )
  })
})

describe('abbreviateCount', () => {
  // docs/requirements/wire-contract.md#share-counts: counts of 1000 or more abbreviated with k, M, G: 999, 1k, 1.5k, 2M, 3G.
  // One decimal rounded half-up, a trailing .0 dropped, 1000 of a unit rolls to the next (brief of issue 3).
  it.each([
    [0, '0'],
    [1, '1'],
    [999, '999'],
    [999.4, '999'],
    [999.5, '1k'],
    [1000, '1k'],
    [1049, '1k'],
    [1050, '1.1k'],
    [1500, '1.5k'],
    [12_345, '12.3k'],
    [999_949, '999.9k'],
    [999_950, '1M'],
    [999_999, '1M'],
    [1_000_000, '1M'],
    [2_000_000, '2M'],
    [2_450_000, '2.5M'],
    [999_999_999, '1G'],
    [3e9, '3G'],
    [1.25e12, '1.3T'],
    [4e15, '4P'],
    [5e18, '5E'],
    [-1500, '-1.5k'],
    [-0.4, '0'],
    [Number.NaN, '-'],
    [Number.POSITIVE_INFINITY, '-'],
  ])('%d gives %j', (n, expected) => {
    expect(abbreviateCount(n)).toBe(expected)
  })

  it('never throws and always prints at most three digits and a decimal before the unit', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e20, max: 1e20, noNaN: true }), (n) => {
        expect(abbreviateCount(n)).toMatch(/^-?\d{1,3}(?:\.\d)?[kMGTPE]?$/)
      }),
    )
  })
})

describe('formatMoney', () => {
  // Brief of issue 3 item 2: PHP with centavos on ECM, whole rupiah on CKJ, halves rounded up.
  it.each([
    [1234.567, ecm, '₱1,234.57'],
    [1.005, ecm, '₱1.01'],
    [0, ecm, '₱0.00'],
    [-0.001, ecm, '₱0.00'],
    [-5, ecm, '-₱5.00'],
    [1_000_000, ecm, '₱1,000,000.00'],
    [1234567.5, ckj, `Rp${NBSP}1.234.568`],
    [1234567.49, ckj, `Rp${NBSP}1.234.567`],
    [0.4, ckj, `Rp${NBSP}0`],
  ] as const)('%d with %s config gives %j', (amount, config, expected) => {
    expect(formatMoney(amount, config)).toBe(expected)
  })

  it('never throws on any number', () => {
    fc.assert(
      fc.property(fc.double(), (n) => {
        expect(typeof formatMoney(n, ckj)).toBe('string')
      }),
    )
  })
})

describe('formatNumber', () => {
  it.each([
    [1234567, 'ECM', 0, '1,234,567'],
    [1234567, 'CKJ', 0, '1.234.567'],
    [1234.5, 'ECM', 2, '1,234.50'],
    [1234.5, 'CKJ', 2, '1.234,50'],
    [2.5, 'ECM', 0, '3'],
    [999, 'CKJ', 0, '999'],
    [-1234, 'ECM', 0, '-1,234'],
  ] as const)('%d on %s with %d decimals gives %j', (value, code, decimals, expected) => {
    expect(formatNumber(value, PORTALS[code], decimals)).toBe(expected)
  })
})

describe('parseAmount', () => {
  it.each([
    ['1,234', 'ECM', 1234],
    ['1,234,567.50', 'ECM', 1234567.5],
    ['1234', 'ECM', 1234],
    [' 1 234 ', 'ECM', 1234],
    ['0', 'ECM', 0],
    ['1.234.567', 'CKJ', 1234567],
    ['1.234,5', 'CKJ', 1234.5],
    ['1,5', 'CKJ', 1.5],
    ['', 'ECM', null],
    ['   ', 'CKJ', null],
    ['abc', 'ECM', null],
    ['-5', 'ECM', null],
    ['1,23', 'ECM', null],
    ['1.2.3', 'ECM', null],
    ['1,234.', 'ECM', null],
    // On CKJ '.' groups thousands, so '1.5' is a mistyped number, not one and a half.
    ['1.5', 'CKJ', null],
    ['9'.repeat(400), 'ECM', null],
  ] as const)('%j on %s gives %j', (input, code, expected) => {
    expect(parseAmount(input, PORTALS[code])).toBe(expected)
  })

  it.each(CODES)('reads back what formatThousands wrote on %s', (code) => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{1,15}$/), (digits) => {
        expect(parseAmount(formatThousands(digits, PORTALS[code]), PORTALS[code])).toBe(Number(digits))
      }),
    )
  })

  it.each(CODES)('never throws on %s', (code) => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (input) => {
        const value = parseAmount(input, PORTALS[code])
        expect(value === null || Number.isFinite(value)).toBe(true)
      }),
    )
  })
})

describe('centavos typed or pasted into an amount (issue: "15,000.50" became 1,500,050)', () => {
  test.each([
    // ECM: '.' is the decimal mark, ',' groups (docs/requirements/forms-and-leads.md#number-formatting amounts with the portal's separators).
    ['ECM', '15,000.50', true, '15,000.50'],
    ['ECM', '15000.5', true, '15,000.5'],
    ['ECM', '15000.', true, '15,000.'],
    ['ECM', '15,000', false, '15,000'],
    // Three digits after a dot are a group as typed the Indonesian way: fifteen thousand, as before.
    ['ECM', '15.000', false, '15,000'],
    // CKJ: ',' is the decimal mark, '.' groups.
    ['CKJ', '15.000,50', true, '15.000,50'],
    ['CKJ', '15.000.000', false, '15.000.000'],
    ['CKJ', '15,000,000', false, '15.000.000'],
    // Centavos pasted from an English page onto CKJ, or the other way round: still a decimal part,
    // shown with the portal's own mark, never folded into the digits.
    ['CKJ', '15,000.50', true, '15.000,50'],
    ['ECM', '15.000,50', true, '15,000.50'],
    ['CKJ', '15.', false, '15'],
  ] as const)('%s %j: decimal part %s, shown %j', (code, typed, decimal, shown) => {
    expect(hasDecimalPart(typed, PORTALS[code])).toBe(decimal)
    expect(regroupAmount(typed, PORTALS[code])).toBe(shown)
  })

  test('the forms refuse a decimal part with the whole-amount message instead of sending more digits', () => {
    expect(wholeAmountErrors({ LoanAmount: '15,000.50', MonthlyIncome: '45,000' }, ecm)).toEqual({ LoanAmount: 'validation.wholeAmount' })
    expect(wholeAmountErrors({ LoanAmount: '50.000.000,5' }, ckj)).toEqual({ LoanAmount: 'validation.wholeAmount' })
  })
})

// Decision 065: a card's figure never breaks inside itself and takes a compact form from a million on.
// The expected texts are written out by hand: 10,000,000,000 is ten billion pesos, "10 miliar" rupiah.
describe('formatFullMoney (a product or compare page, and what a short figure reads as)', () => {
  test.each([
    [3_000_000, '₱3,000,000', `Rp${NBSP}3.000.000`],
    [20_000, '₱20,000', `Rp${NBSP}20.000`],
    [1_234.5, '₱1,234.50', `Rp${NBSP}1.235`],
    [0, '₱0', `Rp${NBSP}0`],
  ])('%d: ECM %s, CKJ %s', (amount, onEcm, onCkj) => {
    expect(formatFullMoney(amount, ecm)).toBe(onEcm)
    expect(formatFullMoney(amount, ckj)).toBe(onCkj)
  })
})

describe('formatShortMoney', () => {
  const n = (text: string) => text.replace(/ /g, NBSP)
  test.each([
    [10_000_000_000, '₱10B', 'Rp 10 miliar'],
    [2_500_000_000, '₱2.5B', 'Rp 2,5 miliar'],
    [15_000_000, '₱15M', 'Rp 15 juta'],
    [1_250_000, '₱1.25M', 'Rp 1,25 juta'],
    [1_000_000, '₱1M', 'Rp 1 juta'],
    [999_999, '₱999,999', 'Rp 999.999'],
    [150_000, '₱150,000', 'Rp 150.000'],
    [1_500, '₱1,500', 'Rp 1.500'],
    [0, '₱0', 'Rp 0'],
  ])('%d: ECM %s, CKJ %s', (amount, onEcm, onCkj) => {
    expect(formatShortMoney(amount, ecm)).toBe(n(onEcm))
    expect(formatShortMoney(amount, ckj)).toBe(n(onCkj))
  })

  test('a sum with centavos keeps them; whole amounts show no ".00"', () => {
    expect(formatShortMoney(1_500.5, ecm)).toBe('₱1,500.50')
    expect(formatShortMoney(25_000, ecm)).not.toMatch(/\.00$/)
  })

  test('no ordinary space anywhere: the figure cannot wrap inside itself', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 13 }), (amount) => {
        for (const config of [ecm, ckj]) expect(formatShortMoney(amount, config)).not.toMatch(/ /)
      }),
    )
  })
})
