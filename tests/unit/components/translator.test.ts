import { describe, expect, it } from 'vitest'
import { createTranslator } from '../../../components/translator'

// Numbers in messages are written as each portal writes them (ICU messages over the browser's Intl).

describe('createTranslator', () => {
  it('formats pesos and rupiah as each portal writes them, plurals included', () => {
    const ecm = createTranslator('en-PH', { total: '{n, number} products', one: '{n, plural, one {# product} other {# products}}' })
    const ckj = createTranslator('id-ID', { total: '{n, number} produk' })
    expect(ecm('total', { n: 1234567 })).toBe('1,234,567 products')
    expect(ecm('one', { n: 1 })).toBe('1 product')
    expect(ckj('total', { n: 1234567 })).toBe('1.234.567 produk')
  })
})
