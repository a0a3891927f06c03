import { afterEach, describe, expect, it, vi } from 'vitest'
import { createTranslator } from '../../../components/translator'

// Formatting a message for the first time must not redo what every message shares: resolving the
// locale (Intl.NumberFormat.supportedLocalesOf) and building an Intl formatter for the same options.
// On the emulated phone those repeats cost a calculator's first result 55-60 ms.

afterEach(() => vi.restoreAllMocks())

describe('createTranslator', () => {
  it('formats pesos and rupiah as each portal writes them, plurals included', () => {
    const ecm = createTranslator('en-PH', { total: '{n, number} products', one: '{n, plural, one {# product} other {# products}}' })
    const ckj = createTranslator('id-ID', { total: '{n, number} produk' })
    expect(ecm('total', { n: 1234567 })).toBe('1,234,567 products')
    expect(ecm('one', { n: 1 })).toBe('1 product')
    expect(ckj('total', { n: 1234567 })).toBe('1.234.567 produk')
  })

  it('resolves a locale once and shares one number format between messages with the same options', () => {
    const supported = vi.spyOn(Intl.NumberFormat, 'supportedLocalesOf')
    const messages = Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`m${i}`, `Item ${i}: {n, number}`]))
    const t = createTranslator('en-PH', messages)
    const NumberFormat = Intl.NumberFormat
    let built = 0
    vi.spyOn(Intl, 'NumberFormat').mockImplementation(function (this: unknown, ...args: ConstructorParameters<typeof Intl.NumberFormat>) {
      built++
      return new NumberFormat(...args)
    } as unknown as typeof Intl.NumberFormat)
    for (let i = 0; i < 20; i++) expect(t(`m${i}`, { n: 5000 + i })).toBe(`Item ${i}: ${(5000 + i).toLocaleString('en-PH')}`)
    expect(supported.mock.calls.length).toBeLessThanOrEqual(1)
    expect(built).toBeLessThanOrEqual(1)
  })
})
