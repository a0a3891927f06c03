import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import * as v from 'valibot'
import { describe, expect, test } from 'vitest'
import { checkVariants, ContactVariantsSchema, variantFields, type ContactVariants } from '../../../domain/contact/variantSchema'
import { PORTAL_KEYS, PORTALS } from '../portalHarness'

function variantsOf(key: string): ContactVariants {
  return v.parse(ContactVariantsSchema, JSON.parse(readFileSync(join('data', 'contact', `variants.${key}.json`), 'utf8')))
}

/** Every banner value the portal's product cards use (data/products/{portal}/*.json bannerKey). */
function bannersOfProducts(key: string): string[] {
  const dir = join('data', 'products', key)
  return readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .flatMap((file) => (JSON.parse(readFileSync(join(dir, file), 'utf8')) as { bannerKey: string }[]).map((card) => card.bannerKey))
}

describe.each(PORTAL_KEYS)('%s contact variants', (key) => {
  test('the file matches its schema and has a variant for every banner the product cards use', () => {
    const variants = variantsOf(key)
    const banners = bannersOfProducts(key)
    expect(banners.length).toBeGreaterThan(0)
    expect(checkVariants(variants, PORTALS[key].portal, banners)).toEqual([])
  })

  test('partner variants name the portal partners and complete as partners', () => {
    const variants = variantsOf(key)
    for (const partner of PORTALS[key].portal.partners) {
      expect(variants.variants[partner.code], partner.code).toMatchObject({ partner: partner.code, completion: 'partner' })
    }
  })
})

describe('checkVariants', () => {
  const ecm = PORTALS.ecm.portal
  const base = (): ContactVariants => structuredClone(variantsOf('ecm'))
  test.each([
    {
      name: 'a banner without a variant',
      change: (_: ContactVariants) => undefined,
      banners: ['no-such-banner'],
      problem: 'no variant for the banner "no-such-banner" used by a product card',
    },
    {
      name: 'the generic variant missing',
      change: (f: ContactVariants) => void delete f.variants['call-schedule'],
      banners: [],
      problem: 'no variant for the generic banner "call-schedule"',
    },
    {
      name: 'a partner of the other portal',
      change: (f: ContactVariants) => void (f.variants.aub!.partner = 'bank-mega'),
      banners: [],
      problem: 'variant "aub": "bank-mega" is not a partner of ECM',
    },
    {
      name: 'a vertical ECM does not offer',
      change: (f: ContactVariants) => void (f.variants.deposit!.verticalId = 10),
      banners: [],
      problem: 'variant "deposit": vertical 10 is not offered on ECM',
    },
    {
      name: 'a vertical without fields',
      change: (f: ContactVariants) => void delete f.verticalFields['3'],
      banners: [],
      problem: 'no field list for vertical 3',
    },
    {
      name: 'a list without e-mail',
      change: (f: ContactVariants) => void (f.variants.claims!.fields = ['firstName', 'lastName', 'mobilePhoneNumber', 'callWindow']),
      banners: [],
      problem: 'variant "claims" in vertical 2 does not ask email',
    },
  ])('reports $name', ({ change, banners, problem }) => {
    const file = base()
    change(file)
    expect(checkVariants(file, ecm, banners)).toContain(problem)
  })

  test('a required extra comes after the required answers, before the optional ones, once', () => {
    const file = base()
    // data/contact/variants.ecm.json: ofw asks the country of work beside the personal-loan fields.
    const fields = variantFields(file, file.variants.ofw!, 1)
    const optional = file.optionalFields?.['1'] ?? []
    expect(fields.slice(0, 5)).toEqual(['title', 'firstName', 'lastName', 'mobilePhoneNumber', 'callWindow'])
    expect(fields.slice(fields.indexOf('countryWorkIn') + 1).every((id) => optional.includes(id))).toBe(true)
    expect(fields.slice(0, fields.indexOf('countryWorkIn')).some((id) => optional.includes(id))).toBe(false)
    expect(fields.filter((id) => id === 'countryWorkIn')).toHaveLength(1)
  })
})
