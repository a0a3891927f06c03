import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import ckjJson from '../../../../data/portals/ckj.json'
import ecmJson from '../../../../data/portals/ecm.json'
import { EMPTY_UTM } from '../../../../domain/campaign/utm'
import { buildLeadPayload, createLeadSchema, type LeadFormValues } from '../../../../domain/leads/leadPayload'
import { REMARKS_FIELDS, REMARKS_KEYS, type RemarkKind } from '../../../../domain/leads/remarks'
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
  mobilePhoneNumber: '0917 123 4567',
  email: 'juana@example.com',
  callWindow: { id: 'noon', start: new Date('2025-06-15T03:00:00Z'), end: new Date('2025-06-15T06:00:00Z') },
  birthdate: '06/16/1990',
  monthlyIncome: '25,000',
  cardHolder: { holds: true, heldAtLeastThreshold: true, thresholdMonths: 1 },
  remarks: { Company: 'Asia United Bank', Product: 'AUB Classic Mastercard', Seller: null },
}

// Expected values below are the live contract's (docs/requirements/wire-contract.md), not this code's.
describe("buildLeadPayload (docs/requirements/wire-contract.md#lead-fields call schedule payload in the live contract's shape)", () => {
  it('ECM modal lead: every contract key present, wire title, UTC without milliseconds, Remarks as the contract writes them', () => {
    const utm = { ...EMPTY_UTM, utm_source: 'google', utm_campaign: 'summer' }
    const body = buildLeadPayload(MODAL, context('ECM', { utm, ipAddress: '203.177.1.2' }))
    expect(body).toEqual({
      AffiliateGuid: '',
      VerticalId: '2',
      FirstName: 'Juana',
      MiddleName: '',
      LastName: 'Dela Cruz',
      IsMale: 'false',
      Title: 'Ms./Mrs.', // one value for a woman, with the slash
      TelephoneNumber: '',
      MobilePhoneNumber: '0917 123 4567',
      Email: 'juana@example.com',
      StartDate: '2025-06-15T03:00:00Z', // UTC, no milliseconds
      EndDate: '2025-06-15T06:00:00Z',
      Remarks: expect.any(String),
      FormUrl: 'https://www.ecomparemo.com/credit-cards',
      utm_source: 'google',
      utm_medium: '',
      utm_term: '',
      utm_content: '',
      utm_campaign: 'summer',
      IPAddress: '203.177.1.2',
      Portal: 'ECM',
      IdempotencyKey: KEY,
      ConsentVersion: 'ecm-cards-2026-11',
    })
    expect(JSON.parse(body.Remarks ?? '')).toEqual({
      Company: 'Asia United Bank',
      Product: 'AUB Classic Mastercard',
      ApplyDate: '2025-06-15T01:30:00Z',
      FormURL: 'https://www.ecomparemo.com/credit-cards',
      Birthdate: '06/16/1990',
      Age: 34, // born 16 June 1990: 34 on 15 June 2025, a JSON number
      MonthlyIncome: '25000', // docs/requirements/forms-and-leads.md#income-bands: band value 25000 for 20,000 to 29,999
      MonthlyIncomeRange: 'PHP20,000.00 - PHP29,999.00', // the band's label
      CreditCardHolder: 'true',
      CreditCardHolderTenure: 'More than 1 month',
      TimeAvailable: 'Noontime Today',
    })
  })

  it('CKJ lead: Bapak, IsMale true, typed income without separators, Tenure as a number, NPWP, DD/MM/YYYY birthdate', () => {
    const body = buildLeadPayload(
      {
        verticalId: 1,
        firstName: 'Budi',
        lastName: 'Santoso',
        gender: 'male',
        telephoneNumber: '021 555 1234',
        email: 'budi@example.co.id',
        monthlyIncome: '15.000.000',
        birthdate: '1990-01-31',
        tenorMonths: 24,
        npwpOwnership: false,
        cardHolder: { holds: true, heldAtLeastThreshold: false, thresholdMonths: 12 },
        callWindow: { id: 'afternoon', start: new Date('2025-06-15T05:00:00Z'), end: new Date('2025-06-15T07:00:00Z') },
      },
      context('CKJ', { formUrl: 'https://www.cekaja.com/kredit-tanpa-agunan', consentVersion: 'ckj-loans-2026-11' }),
    )
    expect(body).toMatchObject({ Portal: 'CKJ', IsMale: 'true', Title: 'Bapak', TelephoneNumber: '021 555 1234', MobilePhoneNumber: '' })
    expect(JSON.parse(body.Remarks ?? '')).toMatchObject({
      MonthlyIncome: '15000000',
      Birthdate: '31/01/1990',
      Age: 35,
      Tenure: '24',
      NPWPOwnership: 'Tidak',
      CreditCardHolder: 'Yes',
      CreditCardHolderTenure: 'Kurang dari 12 bulan',
      TimeAvailable: 'Sore in', // sic: the value the call centre has always received
    })
    expect(JSON.parse(body.Remarks ?? '')).not.toHaveProperty('MonthlyIncomeRange')
  })

  it.each([
    ['CKJ', 'Nona/Nyonya'],
    ['ECM', 'Ms./Mrs.'],
  ] as const)('%s sends one title for every woman: %s', (portal, title) => {
    expect(buildLeadPayload({ ...MODAL, callWindow: undefined }, context(portal)).Title).toBe(title)
  })

  it('landing extras go inside Remarks: CardNumber prefixed 2018-, label and id, each group under its own name joined by ", "', () => {
    const body = buildLeadPayload(
      {
        verticalId: 5,
        firstName: 'Ana',
        lastName: "O'Neil",
        mobilePhoneNumber: '09171234567',
        email: 'ana@example.com',
        birthdate: '1995-06-15',
        cardNumber: '123456',
        occupation: { label: 'Employed - private', id: '1' },
        city: { label: 'Makati', id: '' },
        province: { label: 'Metro Manila', id: '1300000000' },
        checkboxGroups: { Destinations: ['Asia', ' Europe ', ''] },
        landing: true,
      },
      context('ECM'),
    )
    expect(body).toMatchObject({ Title: '', IsMale: '', StartDate: '2025-06-15T01:30:00Z', EndDate: '2025-06-15T01:30:00Z' })
    for (const key of ['CardNumber', 'Occupation', 'City', 'Province', 'Choices', 'Age']) expect(body).not.toHaveProperty(key)
    expect(JSON.parse(body.Remarks ?? '')).toMatchObject({
      CardNumber: '2018-123456',
      Destinations: 'Asia, Europe',
      Age: 30,
      Occupation: 'Employed - private',
      EmploymentTypeId: '1',
      City: 'Makati',
      Province: 'Metro Manila',
      ProvinceId: '1300000000',
    })
  })

  it('keeps numbers and booleans of Remarks as they are, and drops blank ones but for the four keys always sent', () => {
    const body = buildLeadPayload(
      {
        ...MODAL,
        birthdate: undefined,
        monthlyIncome: undefined,
        cardHolder: undefined,
        callWindow: undefined,
        remarks: { NumberOfCreditCards: 2, Mortgaged: false, Seller: ' ', Product: ' ' },
      },
      context('ECM'),
    )
    expect(JSON.parse(body.Remarks ?? '')).toEqual({
      Company: '',
      Product: '',
      ApplyDate: '2025-06-15T01:30:00Z',
      FormURL: 'https://www.ecomparemo.com/credit-cards',
      NumberOfCreditCards: 2,
      Mortgaged: false,
    })
    expect(body).toMatchObject({ StartDate: '', EndDate: '' })
  })

  it('ignores a future birthdate (no Age), the form rejects it before', () => {
    const body = buildLeadPayload(
      { verticalId: 3, firstName: 'Ana', lastName: 'Cruz', mobilePhoneNumber: '09171234567', email: 'a@example.com', birthdate: '2030-01-01' },
      context('ECM'),
    )
    expect(JSON.parse(body.Remarks ?? '')).not.toHaveProperty('Age')
  })

  it.each(['ECM', 'CKJ'] as const)('%s: what the builder makes, the schema accepts', (portal) => {
    // The income as each portal writes 25,000: '25,000' on ECM, '25.000' on CKJ.
    const income = portal === 'ECM' ? '25,000' : '25.000'
    const window = { id: 'tomorrow-morning', start: new Date('2025-06-15T03:00:00Z'), end: new Date('2025-06-15T06:00:00Z') }
    // Each portal's own mobile numbering (docs/forms.md "Mobile numbers").
    const mobilePhoneNumber = portal === 'ECM' ? '0917 123 4567' : '0812 3456 7890'
    const body = buildLeadPayload(
      { ...MODAL, monthlyIncome: income, callWindow: window, mobilePhoneNumber },
      context(portal, { ipAddress: '2001:db8::1', utm: { ...EMPTY_UTM, utm_medium: 'email' } }),
    )
    const output = v.parse(createLeadSchema(PORTALS[portal]), body)
    expect(output).toMatchObject({ VerticalId: 2, IsMale: false, StartDate: new Date('2025-06-15T03:00:00Z') })
    expect(output.Remarks).toMatchObject({ Age: 34 })
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
    [{ MobilePhoneNumber: '+62 812 3456 7890' }, { MobilePhoneNumber: 'validation.mobileNumber' }], // another country's code on ECM
    [{ MobilePhoneNumber: '+63 917 123 4567' }, {}],
    [{ FirstName: 'Ma. Cristina', MiddleName: 'Sto. Niño', LastName: "O'Brien" }, {}], // docs/forms.md "Names"
    [{ FirstName: 'Juana', LastName: 'Santos-Reyes' }, {}],
    [{ MobilePhoneNumber: '' }, { MobilePhoneNumber: 'validation.required' }], // no number to call
    [{ MobilePhoneNumber: '', TelephoneNumber: '8123456' }, { MobilePhoneNumber: 'validation.required' }], // every form requires the mobile (docs/forms.md)
    [{ StartDate: '2025-06-15 03:00' }, { StartDate: 'validation.invalid' }], // not a UTC ISO string
    [{ EndDate: '2025-06-15T02:00:00.000Z' }, { EndDate: 'validation.invalid' }], // ends before it starts
    [{ EndDate: undefined }, { EndDate: 'validation.invalid' }],
    [{ Remarks: '{"Company":"AUB","<b>x</b>":"1"}' }, { Remarks: 'validation.invalid' }], // not a Remarks name
    [{ Remarks: '{"Company":"AUB","CardPreferences":"rewards, travel"}' }, {}], // a landing group under its own name
    [{ Remarks: '{not json' }, { Remarks: 'validation.invalid' }],
    [{ Remarks: '{"Age":{"n":1}}' }, { Remarks: 'validation.invalid' }],
    [{ Remarks: `{"Company":"${'x'.repeat(501)}"}` }, { Remarks: 'validation.invalid' }],
    [{ VerticalId: '12' }, { VerticalId: 'validation.invalid' }],
    [{ VerticalId: 'two' }, { VerticalId: 'validation.lib.digits' }],
    [{ Title: 'Ms./Mrs.' }, {}], // the contract's title for a woman
    [{ Portal: '', IdempotencyKey: '', ConsentVersion: '' }, {}], // the live shape: our extras are optional
    [{ StartDate: '2025-06-15T03:00:00.000Z', EndDate: '2025-06-15T06:00:00.000Z' }, {}], // milliseconds from an older page
    [{ IPAddress: '999.1.1.1' }, { IPAddress: 'validation.invalid' }],
    [{ FormUrl: 'javascript:alert(1)' }, { FormUrl: 'validation.invalid' }],
    [{ IdempotencyKey: 'abc' }, { IdempotencyKey: 'validation.invalid' }],
    [{ ConsentVersion: 'ECM default' }, { ConsentVersion: 'validation.invalid' }],
    [{ AffiliateGuid: '9B2E4A1C-7D3F-4E5A-8B6C-1D2E3F4A5B6C' }, {}],
    [{ AffiliateGuid: 'partner-7' }, {}], // a referral code
    [{ AffiliateGuid: 'a b<c>' }, { AffiliateGuid: 'validation.invalid' }],
    [{ utm_source: 'x'.repeat(201) }, { utm_source: 'validation.lib.maxlength|{"n":200}' }],
    [{ Portal: 'CKJ' }, { Portal: 'validation.invalid' }], // body for another portal
  ])('ECM body with %j -> %j', (changes, expected) => {
    expect(errors('ECM', changes)).toEqual(expected)
  })

  it('CKJ accepts its own titles', () => {
    const mobile = { MobilePhoneNumber: '0812 3456 7890' }
    expect(errors('CKJ', { ...mobile, Title: 'Nyonya' })).toEqual({})
    expect(errors('CKJ', { ...mobile, Title: 'Nona/Nyonya' })).toEqual({})
    expect(errors('CKJ', { ...mobile, Title: 'Mrs.' })).toEqual({ Title: 'validation.invalid' })
  })

  // One value of each kind as the live contract's fixtures show it (docs/requirements/wire-contract.md#remarks), and one that is not.
  const GOOD: Record<RemarkKind, unknown> = {
    text: 'Employed - private',
    id: '31.73',
    digits: '50000000',
    year: '2024',
    date: '11/24/2026',
    moment: '2026-11-24T01:30:00Z',
    address: 'https://www.ecomparemo.com/credit-cards',
    age: 35,
    cards: '>2',
    contractType: 'credit-card',
    cardNumber: '2018-123456',
  }
  const BAD: Record<RemarkKind, unknown> = {
    text: 'a\u0000b',
    id: 'Quezon City',
    digits: '50,000,000',
    year: '24',
    date: '2026-11-24',
    moment: '2026-11-24T01:30:00.123Z',
    address: 'javascript:alert(1)',
    age: '35',
    cards: '3',
    contractType: 'mortgage',
    cardNumber: '1234',
  }

  it('every Remarks key of docs/requirements/wire-contract.md#remarks is accepted with a value of its kind', () => {
    expect(REMARKS_KEYS).toHaveLength(49)
    const remarks = JSON.stringify(Object.fromEntries(Object.entries(REMARKS_FIELDS).map(([key, kind]) => [key, GOOD[kind]])))
    expect(errors('ECM', { Remarks: remarks })).toEqual({})
  })

  it.each(Object.entries(REMARKS_FIELDS))('Remarks %s (%s) of another kind is refused', (key, kind) => {
    expect(errors('ECM', { Remarks: JSON.stringify({ [key]: BAD[kind] }) })).toEqual({ Remarks: 'validation.invalid' })
  })

  it('a Remarks name it does not know is kept as received, of any plain type', () => {
    expect(errors('ECM', { Remarks: JSON.stringify({ CardPreferences: 'rewards, travel', Extra_1: 3, Flag: true }) })).toEqual({})
    expect(errors('ECM', { Remarks: JSON.stringify({ CardPreferences: { nested: 1 } }) })).toEqual({ Remarks: 'validation.invalid' })
  })

  it('only the keys every lead carries may be blank', () => {
    expect(errors('ECM', { Remarks: JSON.stringify({ Company: '', Product: '', ApplyDate: '', FormURL: '' }) })).toEqual({})
    expect(errors('ECM', { Remarks: JSON.stringify({ LoanAmount: '' }) })).toEqual({ Remarks: 'validation.invalid' })
  })
})
