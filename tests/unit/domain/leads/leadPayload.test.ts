import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import ckjJson from '../../../../data/portals/ckj.json'
import ecmJson from '../../../../data/portals/ecm.json'
import { EMPTY_UTM } from '../../../../domain/campaign/utm'
import { buildLeadPayload, createLeadSchema, type LeadFormValues } from '../../../../domain/leads/leadPayload'
import { REMARKS_KEYS } from '../../../../domain/leads/remarks'
import { PortalConfigSchema } from '../../../../domain/portal'
import { fieldErrors } from '../../../../domain/validation/fieldSchema'

const PORTALS = { ECM: v.parse(PortalConfigSchema, ecmJson), CKJ: v.parse(PortalConfigSchema, ckjJson) }
const KEY = '3f1c8f9e-2b7a-4c1d-9e8f-0a1b2c3d4e5f'
// 2025-06-15 09:30 in Manila (UTC+8) and 08:30 in Jakarta (UTC+7).
const NOW = new Date('2025-06-15T01:30:00Z')

function context(portal: 'ECM' | 'CKJ', extra: Partial<Parameters<typeof buildLeadPayload>[1]> = {}) {
  return {
    portal: PORTALS[portal],
    utm: EMPTY_UTM,
    ipAddress: null,
    formUrl: 'https://www.ecomparemo.com/credit-cards',
    idempotencyKey: KEY,
    consentVersion: 'ecm-cards-2026-11',
    now: NOW,
    ...extra,
  }
}

const MODAL: LeadFormValues = {
  verticalId: 2,
  firstName: 'Juana',
  lastName: 'Dela Cruz',
  gender: 'female',
  maritalStatus: 'married',
  mobilePhoneNumber: '0917 123 4567',
  email: 'juana@example.com',
  callWindow: { start: new Date('2025-06-15T03:00:00Z'), end: new Date('2025-06-15T06:00:00Z') },
  birthdate: '06/16/1990',
  monthlyIncome: '25,000',
  remarks: { Company: 'Asia United Bank', Product: 'AUB Classic Mastercard', CreditCardHolder: 'true', Tenure: '', Seller: null },
}

describe('buildLeadPayload (SPEC.md §3 call schedule payload)', () => {
  it('ECM modal lead: every field as a form string, Remarks with only the keys that have values', () => {
    const utm = { ...EMPTY_UTM, utm_source: 'google', utm_campaign: 'summer' }
    const body = buildLeadPayload(MODAL, context('ECM', { utm, ipAddress: '203.177.1.2' }))
    expect(body).toEqual({
      Portal: 'ECM',
      IdempotencyKey: KEY,
      ConsentVersion: 'ecm-cards-2026-11',
      VerticalId: '2',
      FirstName: 'Juana',
      LastName: 'Dela Cruz',
      IsMale: 'false',
      Title: 'Mrs.', // female, married
      MobilePhoneNumber: '0917 123 4567',
      Email: 'juana@example.com',
      StartDate: '2025-06-15T03:00:00.000Z', // UTC
      EndDate: '2025-06-15T06:00:00.000Z',
      FormUrl: 'https://www.ecomparemo.com/credit-cards',
      utm_source: 'google',
      utm_campaign: 'summer',
      IPAddress: '203.177.1.2',
      Age: '34', // born 16 June 1990: 34 on 15 June 2025
      Remarks: expect.any(String),
    })
    expect(JSON.parse(body.Remarks ?? '')).toEqual({
      Company: 'Asia United Bank',
      Product: 'AUB Classic Mastercard',
      CreditCardHolder: 'true',
      Birthdate: '06/16/1990',
      Age: '34',
      MonthlyIncome: '25000', // separators stripped
      MonthlyIncomeRange: '25000', // SPEC.md §9: 25000 for 20,000 to 29,999
    })
  })

  it('CKJ lead: Bapak, IsMale true, rupiah read with dot separators, gross annual band', () => {
    const body = buildLeadPayload(
      { verticalId: 1, firstName: 'Budi', lastName: 'Santoso', gender: 'male', telephoneNumber: '021 555 1234', email: 'budi@example.co.id', monthlyIncome: '15.000', grossAnnualIncome: '180.000' },
      context('CKJ', { formUrl: 'https://www.cekaja.com/kredit-tanpa-agunan', consentVersion: 'ckj-loans-2026-11' }),
    )
    expect(body).toMatchObject({ Portal: 'CKJ', IsMale: 'true', Title: 'Bapak', TelephoneNumber: '021 555 1234' })
    // SPEC.md §9: monthly 15,000 -> 17500; gross annual 180,000 -> 16500.
    expect(JSON.parse(body.Remarks ?? '')).toEqual({ MonthlyIncome: '15000', MonthlyIncomeRange: '17500', GrossAnnualIncome: '16500' })
    expect(body).not.toHaveProperty('StartDate')
  })

  it.each([
    ['CKJ', 'single', 'Nona'],
    ['CKJ', 'married', 'Nyonya'],
    ['ECM', 'single', 'Ms.'],
  ] as const)('%s female %s -> %s', (portal, maritalStatus, title) => {
    expect(buildLeadPayload({ ...MODAL, maritalStatus }, context(portal)).Title).toBe(title)
  })

  it('landing extras: CardNumber prefixed 2018-, checkbox group joined by commas, Age from Birthdate (SPEC.md §3)', () => {
    const body = buildLeadPayload(
      {
        verticalId: 5,
        firstName: 'Ana',
        lastName: "O'Neil",
        mobilePhoneNumber: '09171234567',
        email: 'ana@example.com',
        birthdate: '1995-06-15',
        cardNumber: '123456',
        occupation: 'Nurse',
        city: 'Makati',
        province: 'Metro Manila',
        choices: ['Asia', ' Europe ', ''],
      },
      context('ECM'),
    )
    expect(body).toMatchObject({ CardNumber: '2018-123456', Choices: 'Asia,Europe', Age: '30', Occupation: 'Nurse', City: 'Makati', Province: 'Metro Manila' })
    expect(body).not.toHaveProperty('Title') // the form did not ask
    expect(body).not.toHaveProperty('IsMale')
  })

  it('keeps numbers and booleans of Remarks as they are, and drops blank ones', () => {
    const body = buildLeadPayload({ ...MODAL, birthdate: undefined, monthlyIncome: undefined, remarks: { NumberOfCreditCards: 2, Mortgaged: false, Seller: ' ', Tenure: ' 24 ' } }, context('ECM'))
    expect(JSON.parse(body.Remarks ?? '')).toEqual({ NumberOfCreditCards: 2, Mortgaged: false, Tenure: '24' })
  })

  it('leaves Remarks and Age out when there is nothing to send, and ignores a future birthdate', () => {
    const body = buildLeadPayload({ verticalId: 3, firstName: 'Ana', lastName: 'Cruz', mobilePhoneNumber: '09171234567', email: 'a@example.com', birthdate: '2030-01-01' }, context('ECM'))
    expect(body).not.toHaveProperty('Remarks')
    expect(body).not.toHaveProperty('Age')
  })

  it.each(['ECM', 'CKJ'] as const)('%s: what the builder makes, the schema accepts', (portal) => {
    // The income as each portal writes 25,000: '25,000' on ECM, '25.000' on CKJ.
    const income = portal === 'ECM' ? '25,000' : '25.000'
    const body = buildLeadPayload({ ...MODAL, monthlyIncome: income }, context(portal, { ipAddress: '2001:db8::1', utm: { ...EMPTY_UTM, utm_medium: 'email' } }))
    const output = v.parse(createLeadSchema(PORTALS[portal]), body)
    expect(output).toMatchObject({ VerticalId: 2, IsMale: false, Age: 34, StartDate: new Date('2025-06-15T03:00:00Z') })
    expect(output.Remarks).toMatchObject({ MonthlyIncomeRange: '25000' })
  })
})

describe('createLeadSchema: the lead API parses the body with it', () => {
  const ecmBody = buildLeadPayload(MODAL, context('ECM'))
  const errors = (portal: 'ECM' | 'CKJ', changes: Record<string, string | undefined>) => {
    const body: Record<string, string | undefined> = { ...ecmBody, Portal: portal, ...changes }
    const result = v.safeParse(createLeadSchema(PORTALS[portal]), body)
    return result.success ? {} : fieldErrors(result.issues)
  }

  it.each([
    [{ FirstName: 'Juana2' }, { FirstName: 'validation.name' }],
    [{ FirstName: '  ' }, { FirstName: 'validation.required' }],
    [{ LastName: undefined }, { LastName: 'validation.required' }],
    [{ FirstName: 'J'.repeat(51) }, { FirstName: 'validation.lib.maxlength|{"n":50}' }],
    [{ Email: 'juana@' }, { Email: 'validation.email' }],
    [{ Title: 'Mr.' }, { Title: 'validation.invalid' }], // Mr. with IsMale false
    [{ Title: 'Bapak' }, { Title: 'validation.invalid' }], // not an ECM title
    [{ IsMale: 'yes' }, { IsMale: 'validation.invalid' }],
    [{ Title: undefined }, { Title: 'validation.invalid' }], // IsMale without a title
    [{ MobilePhoneNumber: '12345' }, { MobilePhoneNumber: 'validation.mobileNumber' }],
    [{ MobilePhoneNumber: '' }, { MobilePhoneNumber: 'validation.required' }], // no number to call
    [{ MobilePhoneNumber: '', TelephoneNumber: '8123456' }, {}],
    [{ StartDate: '2025-06-15 03:00' }, { StartDate: 'validation.invalid' }], // not a UTC ISO string
    [{ EndDate: '2025-06-15T02:00:00.000Z' }, { EndDate: 'validation.invalid' }], // ends before it starts
    [{ EndDate: undefined }, { EndDate: 'validation.invalid' }],
    [{ Remarks: '{"Company":"AUB","Salary":"1"}' }, { Remarks: 'validation.invalid' }], // not a Remarks key
    [{ Remarks: '{not json' }, { Remarks: 'validation.invalid' }],
    [{ Remarks: '{"Age":{"n":1}}' }, { Remarks: 'validation.invalid' }],
    [{ Remarks: `{"Company":"${'x'.repeat(501)}"}` }, { Remarks: 'validation.invalid' }],
    [{ VerticalId: '12' }, { VerticalId: 'validation.invalid' }],
    [{ VerticalId: 'two' }, { VerticalId: 'validation.lib.digits' }],
    [{ CardNumber: '123456' }, { CardNumber: 'validation.cardNumber|{"n":6}' }], // must carry 2018-
    [{ CardNumber: '2018-123456' }, {}],
    [{ Age: '201' }, { Age: 'validation.lib.max|{"n":200}' }],
    [{ IPAddress: '999.1.1.1' }, { IPAddress: 'validation.invalid' }],
    [{ FormUrl: 'javascript:alert(1)' }, { FormUrl: 'validation.invalid' }],
    [{ IdempotencyKey: 'abc' }, { IdempotencyKey: 'validation.invalid' }],
    [{ ConsentVersion: 'ECM default' }, { ConsentVersion: 'validation.invalid' }],
    [{ AffiliateGuid: '9B2E4A1C-7D3F-4E5A-8B6C-1D2E3F4A5B6C' }, {}],
    [{ AffiliateGuid: 'partner-7' }, { AffiliateGuid: 'validation.invalid' }],
    [{ utm_source: 'x'.repeat(201) }, { utm_source: 'validation.lib.maxlength|{"n":200}' }],
    [{ Portal: 'CKJ' }, { Portal: 'validation.invalid' }], // body for another portal
  ])('ECM body with %j -> %j', (changes, expected) => {
    expect(errors('ECM', changes)).toEqual(expected)
  })

  it('CKJ accepts its own titles', () => {
    expect(errors('CKJ', { Title: 'Nyonya' })).toEqual({})
    expect(errors('CKJ', { Title: 'Mrs.' })).toEqual({ Title: 'validation.invalid' })
  })

  it('every Remarks key of SPEC.md §3 is accepted', () => {
    expect(REMARKS_KEYS).toHaveLength(47)
    const remarks = JSON.stringify(Object.fromEntries(REMARKS_KEYS.map((key) => [key, 'x'])))
    expect(errors('ECM', { Remarks: remarks })).toEqual({})
  })
})
