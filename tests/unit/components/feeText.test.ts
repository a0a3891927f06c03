import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { feeValue } from '../../../components/products/feeText'
import { createTranslator } from '../../../components/translator'
import type { PortalConfig } from '../../../domain/portal'

// A fee's row in "Fees and charges" (decision 064): an amount in the portal's money or a percentage in
// its notation, then its basis; 0 is "None". The expected texts are written out as each portal writes
// money (₱ with centavos; Rp with a no-break space, no decimals, dots for thousands) and percentages.

const portal = (code: string) => JSON.parse(readFileSync(`data/portals/${code}.json`, 'utf8')) as PortalConfig
const messages = (locale: string) => JSON.parse(readFileSync(`data/messages/parts/products.${locale}.json`, 'utf8')) as Record<string, string>
const ecm = { portal: portal('ecm'), t: createTranslator('en-PH', messages('en-PH')) }
const ckj = { portal: portal('ckj'), t: createTranslator('id-ID', messages('id-ID')) }

describe('feeValue (components/products/feeText.ts)', () => {
  it('writes an amount in pesos with its basis', () => {
    expect(feeValue({ label: 'Annual fee', amount: 1550, basis: 'per year' }, ecm.portal, ecm.t)).toBe('₱1,550.00 per year')
    expect(feeValue({ label: 'Cash advance fee', amount: 200 }, ecm.portal, ecm.t)).toBe('₱200.00')
  })

  it('writes an amount in rupiah with its basis', () => {
    expect(feeValue({ label: 'Penggantian kartu', amount: 50_000, basis: 'per kartu' }, ckj.portal, ckj.t)).toBe('Rp\u00a050.000 per kartu')
  })

  it('writes a percentage in the portal’s notation', () => {
    expect(feeValue({ label: 'Interest', percent: 2.5, basis: 'a month' }, ecm.portal, ecm.t)).toBe('2.5% a month')
    expect(feeValue({ label: 'Bunga', percent: 1.75, basis: 'per bulan' }, ckj.portal, ckj.t)).toBe('1,75% per bulan')
    expect(feeValue({ label: 'Denda', percent: 1 }, ckj.portal, ckj.t)).toBe('1%')
  })

  it('says None / Tidak ada for an amount of 0, without its basis', () => {
    expect(feeValue({ label: 'Account opening', amount: 0, basis: 'once' }, ecm.portal, ecm.t)).toBe('None')
    expect(feeValue({ label: 'Pembukaan rekening', amount: 0, basis: 'sekali' }, ckj.portal, ckj.t)).toBe('Tidak ada')
  })
})
