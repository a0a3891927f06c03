import { readFileSync } from 'node:fs'
import { describe, expect, test } from 'vitest'
import { leadFormValues, subscribeFormValues } from '../../../components/landing/leadAnswers'
import * as v from 'valibot'
import { buildLeadPayload, createLeadSchema } from '../../../domain/leads/leadPayload'
import { buildSubscribePayload } from '../../../domain/leads/newsletterPayload'
import type { PortalConfig } from '../../../domain/portal'

const ECM = JSON.parse(readFileSync('data/portals/ecm.json', 'utf8')) as PortalConfig
const CKJ = JSON.parse(readFileSync('data/portals/ckj.json', 'utf8')) as PortalConfig

const TYPES = {
  FirstName: 'text', LastName: 'text', Gender: 'radio', Birthdate: 'birthday', Email: 'email', MobilePhoneNumber: 'tel', City: 'text',
  Occupation: 'select', MonthlyIncome: 'amount', CardNumber: 'text', Choices: 'checkboxes', LoanAmount: 'amount', StartDateOfTravel: 'date', Agree: 'consent',
} as const

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

describe('a landing form lead (SPEC.md §3 "Landing-form lead extras")', () => {
  test.each([
    // ECM writes amounts with commas, CKJ with dots; both are sent as digits.
    ['ECM', ECM, '45,000', '1,250,000', '45000', '1250000'],
    ['CKJ', CKJ, '15.000.000', '50.000.000', '15000000', '50000000'],
  ])('%s: extras, Age from Birthdate, Remarks without separators', (_code, portal, income, loan, incomeDigits, loanDigits) => {
    const values = {
      FirstName: 'Maria', LastName: 'Santos', Gender: 'female', Birthdate: '03/15/1990', Email: 'maria@example.com', MobilePhoneNumber: '09171234567',
      City: 'Makati', Occupation: 'Employed', MonthlyIncome: income, CardNumber: '123456', Choices: ['rewards', 'travel'], LoanAmount: loan,
      StartDateOfTravel: '2026-04-10', Agree: true,
    }
    const lead = leadFormValues(values, TYPES, { verticalId: 2, company: 'Promo Co', product: 'Card promo', today: '2026-03-01', pageUrl: 'https://www.example.com/promo' })
    const body = buildLeadPayload(lead, context(portal))
    expect(body.CardNumber).toBe('2018-123456')
    expect(body.Choices).toBe('rewards,travel')
    expect([body.Occupation, body.City]).toEqual(['Employed', 'Makati'])
    // Born 15 March 1990: 35 on 1 March 2026 (the 36th birthday is two weeks later).
    expect(body.Age).toBe('35')
    expect(body.IsMale).toBe('false')
    expect(body.Agree).toBeUndefined()
    // SPEC.md §9 monthly bands: 40000 for 30,000 to 49,999; 100000 for 100,000 and above.
    expect(JSON.parse(body.Remarks ?? '{}')).toEqual({
      Company: 'Promo Co', Product: 'Card promo', ApplyDate: '03/01/2026', FormURL: 'https://www.example.com/promo',
      Age: '35', Birthdate: '03/15/1990', MonthlyIncome: incomeDigits, MonthlyIncomeRange: portal.code === 'ECM' ? '40000' : '100000',
      LoanAmount: loanDigits, StartDateOfTravel: '04/10/2026',
    })
    // The lead API parses the very same body with the lead schema.
    expect(v.safeParse(createLeadSchema(portal), body).issues).toBeUndefined()
  })

  test('a subscription takes the first and last name, the birthdate and the list', () => {
    const values = { FirstName: 'Maria', LastName: 'Santos', Email: 'maria@example.com', MobilePhoneNumber: '09171234567', Gender: 'female', Birthdate: '03/15/1990' }
    expect(buildSubscribePayload(subscribeFormValues(values, 'ecm-cc'), { portal: ECM, now: new Date('2026-03-01T01:00:00Z') })).toEqual({
      Name: 'Maria Santos', Email: 'maria@example.com', MobilePhoneNumber: '09171234567', Gender: 'female', Birthdate: '03/15/1990', ApplyDate: '2026-03-01', List: 'ecm-cc',
    })
  })

  test('a form with a single name field subscribes with that name', () => {
    expect(subscribeFormValues({ Name: ' Carla Diaz ', Email: 'c@example.com' }, 'ecm-main')).toMatchObject({ name: 'Carla Diaz', list: 'ecm-main' })
  })
})
