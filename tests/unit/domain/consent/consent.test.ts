import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import ckjConsentJson from '../../../../data/consent/ckj.json'
import ecmConsentJson from '../../../../data/consent/ecm.json'
import ckjJson from '../../../../data/portals/ckj.json'
import ecmJson from '../../../../data/portals/ecm.json'
import { chooseConsent, consentByVersion, recipientConsent } from '../../../../domain/consent/chooseConsent'
import { ConsentSchema } from '../../../../domain/consent/consentSchema'
import { detailsRecipient } from '../../../../domain/contact/detailsRecipient'
import { PortalConfigSchema } from '../../../../domain/portal'

const PORTALS = [
  { code: 'ECM', config: v.parse(PortalConfigSchema, ecmJson), consents: v.parse(ConsentSchema, ecmConsentJson) },
  { code: 'CKJ', config: v.parse(PortalConfigSchema, ckjJson), consents: v.parse(ConsentSchema, ckjConsentJson) },
] as const
const ECM = PORTALS[0].consents
const CKJ = PORTALS[1].consents

describe('consent data', () => {
  it.each(PORTALS)('$code: the file is for its portal', ({ code, consents }) => {
    expect(consents.portal).toBe(code)
  })

  it.each(PORTALS)('$code: every partner of the portal config has its own text naming it', ({ config, consents }) => {
    for (const partner of config.partners) {
      const text = chooseConsent(consents, null, partner.code)
      expect(text.version, partner.code).toContain(partner.code)
      expect(text.text, partner.code).toContain(partner.name)
    }
  })

  it.each(PORTALS)('$code: every vertical of the portal config belongs to a family', ({ config, consents }) => {
    for (const vertical of config.verticals) expect(chooseConsent(consents, vertical.id).version, vertical.key).not.toBe(consents.default.version)
  })

  it.each(PORTALS)('$code: one family each for loans, cards, insurance and deposits', ({ consents }) => {
    expect(consents.verticals.map((family) => family.family).sort()).toEqual(['cards', 'deposits', 'insurance', 'loans'])
  })

  // Each text names its law, the data subject's rights and the contact of the data protection officer.
  it.each([
    [ECM, ['Republic Act No. 10173', 'National Privacy Commission', 'dpo@ecomparemo.com', 'withdraw', 'two years']],
    [
      CKJ,
      [
        'Undang-Undang Nomor 27 Tahun 2022 tentang Pelindungan Data Pribadi',
        'Pejabat Pelindungan Data Pribadi',
        'dpo@cekaja.com',
        'menarik kembali persetujuan',
        'dua tahun',
      ],
    ],
  ])('%#: every text covers the law', (consents, phrases) => {
    for (const text of [consents.default, consents.advisor, ...consents.verticals, ...Object.values(consents.partners)]) {
      for (const phrase of phrases) expect(text.text, `${text.version} lacks ${phrase}`).toContain(phrase)
    }
  })
})

describe('chooseConsent (docs/requirements/forms-and-leads.md#agreements: by portal, vertical id and partner code)', () => {
  it.each([
    [ECM, 2, 'aub', 'ecm-aub-2026-12'], // the partner's own text wins
    [ECM, 5, 'axa', 'ecm-axa-2026-12'],
    [ECM, 1, undefined, 'ecm-loans-2026-12'],
    [ECM, 6, null, 'ecm-loans-2026-12'],
    [ECM, 2, 'unknown-bank', 'ecm-cards-2026-12'],
    [ECM, 8, undefined, 'ecm-insurance-2026-12'],
    [ECM, 3, undefined, 'ecm-deposits-2026-12'],
    [ECM, null, undefined, 'ecm-default-2026-12'],
    [CKJ, 2, 'bank-mega', 'ckj-bank-mega-2026-12'],
    [CKJ, 2, 'cimb', 'ckj-cimb-2026-12'],
    [CKJ, 10, undefined, 'ckj-loans-2026-12'],
    [CKJ, 4, 'toString', 'ckj-insurance-2026-12'],
    [CKJ, 99, undefined, 'ckj-default-2026-12'],
  ])('%#: vertical %s, partner %s -> %s', (consents, verticalId, partner, version) => {
    expect(chooseConsent(consents, verticalId, partner).version).toBe(version)
  })

  // Decision 055: nothing chosen (no product, no partner) is the advisers' text; a partner still wins.
  it.each([
    [ECM, 2, undefined, 'ecm-advisor-2026-12'],
    [ECM, 1, null, 'ecm-advisor-2026-12'],
    [ECM, null, undefined, 'ecm-advisor-2026-12'],
    [ECM, 2, 'aub', 'ecm-aub-2026-12'],
    [CKJ, 2, undefined, 'ckj-advisor-2026-12'],
    [CKJ, 10, null, 'ckj-advisor-2026-12'],
    [CKJ, 2, 'bank-mega', 'ckj-bank-mega-2026-12'],
  ])('%#: nothing chosen, vertical %s, partner %s -> %s', (consents, verticalId, partner, version) => {
    expect(chooseConsent(consents, verticalId, partner, 'nothing').version).toBe(version)
  })

  it('finds a text by its version id, for the lead API to check', () => {
    expect(consentByVersion(CKJ, 'ckj-cimb-2026-11')?.text).toContain('CIMB Niaga')
    expect(consentByVersion(CKJ, 'ecm-aub-2026-11')).toBeNull()
  })
})

// Decision 055: the consent follows who receives the details (domain/contact/detailsRecipient.ts).
describe('recipientConsent: the text of who receives the details', () => {
  it.each([
    { code: 'ECM', consents: ECM, config: PORTALS[0].config, cards: 'ecm-cards-2026-12', advisor: 'ecm-advisor-2026-12', partner: 'aub' },
    { code: 'CKJ', consents: CKJ, config: PORTALS[1].config, cards: 'ckj-cards-2026-12', advisor: 'ckj-advisor-2026-12', partner: 'bank-mega' },
  ])("$code: a chosen product is its vertical's, a partner its own, nothing chosen the advisers'", ({ consents, config, cards, advisor, partner }) => {
    const brand = config.brand
    const bank = config.partners.find((item) => item.code === partner)!
    const product = recipientConsent(consents, 2, detailsRecipient({ product: 'Gold Card', provider: 'Test Bank', brand }))
    expect(product.version).toBe(cards)
    const byPartner = recipientConsent(consents, 2, detailsRecipient({ partner: bank, provider: bank.name, brand }))
    expect(byPartner.version).toBe(`${consents.portal.toLowerCase()}-${partner}-2026-12`)
    expect(byPartner.summary).toContain(bank.name)
    const nothing = recipientConsent(consents, 2, detailsRecipient({ product: '', provider: null, brand }))
    expect(nothing.version).toBe(advisor)
    // The portal's own campaign (its company is the brand) chose no provider either.
    expect(recipientConsent(consents, 2, detailsRecipient({ product: 'Credit card promo', provider: brand, brand })).version).toBe(advisor)
  })

  it.each([
    [ECM, 'eCompareMo adviser', ['only with the provider of the product I choose', 'under a data sharing agreement', 'with no provider before I have chosen']],
    [CKJ, 'konsultan CekAja', ['hanya kepada penyedia produk yang saya pilih', 'berdasarkan perjanjian berbagi data', 'sebelum saya memilih produk']],
  ])("%#: the advisers' text says the advisers call to help choose, and the details go only to the provider then chosen", (consents, adviser, phrases) => {
    expect(consents.advisor.summary).toContain(adviser)
    expect(consents.advisor.text).toContain(adviser)
    for (const phrase of phrases) expect(consents.advisor.text).toContain(phrase)
    // Not the words of a product already chosen.
    expect(consents.advisor.summary).not.toMatch(/I chose|saya pilih dapat/)
  })
})

describe('ConsentSchema', () => {
  const text = 'x'.repeat(200)
  const summary = 'I agree to the consent terms of this test, as described.'
  const base = { portal: 'ECM', default: { version: 'a-1', summary, text }, advisor: { version: 'a-advisor-1', summary, text }, verticals: [], partners: {} }

  it.each([
    [{ ...base, partners: { aub: { version: 'a-1', summary, text } } }, 'every consent version id appears once'],
    [
      {
        ...base,
        verticals: [
          { family: 'x', verticalIds: [1], version: 'b', summary, text },
          { family: 'y', verticalIds: [1], version: 'c', summary, text },
        ],
      },
      'every vertical id belongs to at most one family',
    ],
    [{ ...base, default: { version: 'A 1', summary, text } }, 'a version id such as ecm-default-2026-11'],
    [{ ...base, default: { version: 'a', text: 'too short' } }, 'a consent text of at least 200 characters'],
    [{ ...base, verticals: [{ family: 'x', verticalIds: [12], version: 'b', summary, text }] }, 'a vertical id of docs/requirements/catalogue.md#verticals'],
    [{ ...base, default: { version: 'a-1', text } }, 'Invalid key: Expected "summary" but received undefined'],
    [{ ...base, default: { version: 'a-1', summary: 'I agree.', text } }, 'a sentence of at least 40 characters'],
    [{ ...base, advisor: { version: 'a-1', summary, text } }, 'every consent version id appears once'],
    [(({ advisor: _advisor, ...rest }) => rest)(base), 'Invalid key: Expected "advisor" but received undefined'],
  ])('%#: rejects with %j', (file, message) => {
    const result = v.safeParse(ConsentSchema, file)
    expect(result.issues?.map((issue) => issue.message)).toContain(message)
  })
})
