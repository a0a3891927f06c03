import { readFileSync } from 'node:fs'
import { describe, expect, test } from 'vitest'
import { leadFormValues, subscribeFormValues, type LeadField } from '../../../components/landing/leadAnswers'
import { withLocationOptions } from '../../../components/landing/locationAnswers'
import * as v from 'valibot'
import { buildLeadPayload, createLeadSchema } from '../../../domain/leads/leadPayload'
import { buildSubscribePayload } from '../../../domain/leads/newsletterPayload'
import type { PortalConfig } from '../../../domain/portal'

const ECM = JSON.parse(readFileSync('data/portals/ecm.json', 'utf8')) as PortalConfig
const CKJ = JSON.parse(readFileSync('data/portals/ckj.json', 'utf8')) as PortalConfig

const FIELDS: LeadField[] = [
  { name: 'FirstName', type: 'text' },
  { name: 'LastName', type: 'text' },
  { name: 'Gender', type: 'radio' },
  { name: 'Birthdate', type: 'birthday' },
  { name: 'Email', type: 'email' },
  { name: 'MobilePhoneNumber', type: 'tel' },
  { name: 'City', type: 'text' },
  {
    name: 'Occupation',
    type: 'select',
    options: [
      { value: '1', label: 'Employed - private' },
      { value: '3', label: 'Self-employed / business owner' },
    ],
  },
  { name: 'MonthlyIncome', type: 'amount' },
  { name: 'CardNumber', type: 'text' },
  { name: 'CardPerks', type: 'checkboxes' },
  { name: 'LoanAmount', type: 'amount' },
  { name: 'StartDateOfTravel', type: 'date' },
  { name: 'Agree', type: 'consent' },
]

const context = (portal: PortalConfig) => ({
  portal,
  utm: { utm_source: null, utm_medium: null, utm_term: null, utm_content: null, utm_campaign: null },
  ipAddress: null,
  formUrl: 'https://www.example.com/promo',
  idempotencyKey: '8d5c2e1a-4b7f-4c3d-9e2a-1f6b8c0d4e5a',
  consentVersion: 'test-1',
  // 2026-03-01 09:00 in Manila and Jakarta alike (UTC+8 / UTC+7): today is 2026-03-01 on both.
  now: new Date('2026-03-01T01:00:00Z'),
})

describe('a landing form lead (docs/requirements/wire-contract.md#landing-form-leads)', () => {
  test.each([
    // ECM writes amounts with commas, CKJ with dots; both are sent as digits.
    // Each with its own country's mobile number (docs/forms.md "Mobile numbers").
    ['ECM', ECM, '45,000', '1,250,000', '45000', '1250000', '09171234567'],
    ['CKJ', CKJ, '15.000.000', '50.000.000', '15000000', '50000000', '081234567890'],
  ])('%s: extras inside Remarks, Age from Birthdate, amounts without separators', (code, portal, income, loan, incomeDigits, loanDigits, mobile) => {
    const values = {
      FirstName: 'Maria',
      LastName: 'Santos',
      Gender: 'female',
      Birthdate: '03/15/1990',
      Email: 'maria@example.com',
      MobilePhoneNumber: mobile,
      City: 'Makati',
      Occupation: '1',
      MonthlyIncome: income,
      CardNumber: '123456',
      CardPerks: ['rewards', 'travel'],
      LoanAmount: loan,
      StartDateOfTravel: '2026-04-10',
      Agree: true,
    }
    const lead = leadFormValues(values, FIELDS, { verticalId: 2, company: 'Promo Co', product: 'Card promo', today: '2026-03-01' })
    const body = buildLeadPayload(lead, context(portal))
    for (const key of ['CardNumber', 'Choices', 'CardPerks', 'Occupation', 'City', 'Age', 'Agree']) expect(body).not.toHaveProperty(key)
    expect(body.IsMale).toBe('false')
    // docs/requirements/wire-contract.md#landing-form-leads: landing leads carry StartDate = EndDate = the moment of sending.
    expect([body.StartDate, body.EndDate]).toEqual(['2026-03-01T01:00:00Z', '2026-03-01T01:00:00Z'])
    // docs/requirements/forms-and-leads.md#income-bands monthly band 40000 for 30,000 to 49,999 (ECM); CKJ sends the typed amount.
    expect(JSON.parse(body.Remarks ?? '{}')).toEqual({
      Company: 'Promo Co',
      Product: 'Card promo',
      ApplyDate: '2026-03-01T01:00:00Z',
      FormURL: 'https://www.example.com/promo',
      // Born 15 March 1990: 35 on 1 March 2026 (the 36th birthday is two weeks later).
      Age: 35,
      Birthdate: code === 'ECM' ? '03/15/1990' : '15/03/1990',
      MonthlyIncome: code === 'ECM' ? '40000' : incomeDigits,
      ...(code === 'ECM' ? { MonthlyIncomeRange: 'PHP30,000.00 - PHP49,999.00' } : {}),
      LoanAmount: loanDigits,
      StartDateOfTravel: '04/10/2026',
      CardNumber: '2018-123456',
      CardPerks: 'rewards, travel',
      Occupation: 'Employed - private',
      EmploymentTypeId: '1',
      City: 'Makati',
    })
    // The lead API parses the very same body with the lead schema.
    expect(v.safeParse(createLeadSchema(portal), body).issues).toBeUndefined()
  })

  test('a subscription takes the first and last name, the birthdate and the list', () => {
    const values = {
      FirstName: 'Maria',
      LastName: 'Santos',
      Email: 'maria@example.com',
      MobilePhoneNumber: '09171234567',
      Gender: 'female',
      Birthdate: '03/15/1990',
    }
    expect(buildSubscribePayload(subscribeFormValues(values, 'ecm-cc'), { portal: ECM, now: new Date('2026-03-01T01:00:00Z') })).toEqual({
      Name: 'Maria Santos',
      Email: 'maria@example.com',
      Telephone: '',
      MobilePhoneNumber: '09171234567',
      Gender: 'false',
      Birthdate: '03/15/1990',
      ApplyDate: '2026-03-01T01:00:00Z',
      List: 'ecm-cc',
    })
  })

  test('a form with a single name field subscribes with that name', () => {
    expect(subscribeFormValues({ Name: ' Carla Diaz ', Email: 'c@example.com' }, 'ecm-main')).toMatchObject({ name: 'Carla Diaz', list: 'ecm-main' })
  })
})

describe("a landing lead's Province and City (docs/api.md: label plus id, from the lookups)", () => {
  const lookup = (folder: string) => async (path: string) => {
    const lookups = {
      '/lookups/provinces.json': JSON.parse(readFileSync(`data/lookups/${folder}/provinces.json`, 'utf8')) as unknown,
      ...Object.fromEntries(
        Object.entries(JSON.parse(readFileSync(`data/lookups/${folder}/regions.json`, 'utf8')) as Record<string, unknown>).map(([id, list]) => [
          `/lookups/regions/${id}.json`,
          list,
        ]),
      ),
    } as Record<string, unknown>
    if (!(path in lookups)) throw new Error(`no lookup ${path}`)
    return lookups[path]
  }
  const fields: LeadField[] = [
    { name: 'FirstName', type: 'text' },
    { name: 'LastName', type: 'text' },
    { name: 'Email', type: 'email' },
    { name: 'MobilePhoneNumber', type: 'tel' },
    { name: 'Province', type: 'province' },
    { name: 'City', type: 'city' },
  ]

  test.each([
    // data/lookups/ecm: Metro Manila 1300000000, its Quezon City 1381300000.
    ['ECM', ECM, 'ecm', '1300000000', '1381300000', { Province: 'Metro Manila', City: 'Quezon City' }],
    // data/lookups/ckj: Jawa Barat 32, its Kota Bandung 32.73.
    ['CKJ', CKJ, 'ckj', '32', '32.73', { Province: 'Jawa Barat', City: 'Kota Bandung' }],
  ])("%s: the chosen ids go with the lookups' names", async (_code, portal, folder, provinceId, regionId, names) => {
    const values = {
      FirstName: 'Maria',
      LastName: 'Santos',
      Email: 'maria@example.com',
      MobilePhoneNumber: '09171234567',
      Province: provinceId,
      City: regionId,
    }
    const located = await withLocationOptions(fields, values, lookup(folder))
    const lead = leadFormValues(values, located, { verticalId: 2, company: 'X', product: 'Y', today: '2026-03-01' })
    const remarks = JSON.parse(buildLeadPayload(lead, context(portal)).Remarks ?? '{}') as Record<string, unknown>
    expect(remarks).toMatchObject({ City: names.City, RegionId: regionId, Province: names.Province, ProvinceId: provinceId })
  })

  test("a city id that is not the chosen province's gets no name from it", async () => {
    const values = { Province: '32', City: '1381300000' }
    const located = await withLocationOptions(fields, values, lookup('ckj'))
    expect(located.find((field) => field.name === 'City')?.options).toBeUndefined()
    expect(located.find((field) => field.name === 'Province')?.options).toEqual([{ value: '32', label: 'Jawa Barat' }])
  })
})
