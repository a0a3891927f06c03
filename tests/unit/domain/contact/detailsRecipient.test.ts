import { readFileSync } from 'node:fs'
import * as v from 'valibot'
import { describe, expect, test } from 'vitest'
import { detailsRecipient } from '../../../../domain/contact/detailsRecipient'
import { PortalConfigSchema, type PortalConfig } from '../../../../domain/portal'

// Issue 47 item 3, decision 055: one answer to "who receives the details" of a form opening: a chosen
// product's provider, a partner, or the portal's own advisers. The brand comes from the portal config.
const config = (file: string): PortalConfig => v.parse(PortalConfigSchema, JSON.parse(readFileSync(file, 'utf8')))
const PORTALS = [
  { code: 'ECM', portal: config('data/portals/ecm.json'), partner: 'aub' },
  { code: 'CKJ', portal: config('data/portals/ckj.json'), partner: 'bank-mega' },
] as const

describe.each(PORTALS)('$code detailsRecipient', ({ portal, partner: code }) => {
  const brand = portal.brand
  const partner = portal.partners.find((item) => item.code === code)!

  test('a chosen product: its provider, named as the link names it', () => {
    expect(detailsRecipient({ product: 'Gold Card', provider: 'Metrobank', partner: null, brand })).toEqual({
      kind: 'provider',
      name: 'Metrobank',
      product: 'Gold Card',
    })
    // The product alone: its provider, unnamed.
    expect(detailsRecipient({ product: 'Gold Card', provider: null, brand })).toEqual({ kind: 'provider', name: null, product: 'Gold Card' })
    // Spaces around the names are no names.
    expect(detailsRecipient({ product: '  Gold Card ', provider: '  ', brand })).toEqual({ kind: 'provider', name: null, product: 'Gold Card' })
  })

  test('a partner variant or opener: the partner, by the name of the portal config, with the product when one was chosen', () => {
    expect(detailsRecipient({ product: '', provider: partner.name, partner, brand })).toEqual({
      kind: 'partner',
      code: partner.code,
      name: partner.name,
      product: null,
    })
    // A partner's product card names the provider its own way; the partner's name is the consent's.
    expect(detailsRecipient({ product: 'Platinum', provider: 'AUB', partner, brand })).toEqual({
      kind: 'partner',
      code: partner.code,
      name: partner.name,
      product: 'Platinum',
    })
  })

  test("neither: the portal's own advisers, by the portal's brand", () => {
    expect(brand).toBe(portal.code === 'ECM' ? 'eCompareMo' : 'CekAja')
    expect(detailsRecipient({ product: '', provider: null, partner: null, brand })).toEqual({ kind: 'advisor', brand })
    expect(detailsRecipient({ brand })).toEqual({ kind: 'advisor', brand })
    // The portal's own campaign names the brand as its company: no provider was chosen.
    expect(detailsRecipient({ product: 'Credit card promo', provider: brand, brand })).toEqual({ kind: 'advisor', brand })
  })
})
