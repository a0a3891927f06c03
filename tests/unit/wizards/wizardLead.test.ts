import { readFileSync } from 'node:fs'
import * as v from 'valibot'
import { describe, expect, test } from 'vitest'
import { leadFormValues } from '../../../components/landing/leadAnswers'
import { buildLeadPayload } from '../../../domain/leads/leadPayload'
import { PortalConfigSchema } from '../../../domain/portal'
import { WizardsFileSchema } from '../../../domain/wizards/wizardSchema'

const portalOf = (folder: string) => v.parse(PortalConfigSchema, JSON.parse(readFileSync(`data/portals/${folder}.json`, 'utf8')))
const stepsOf = (folder: string, key: string) =>
  v.parse(WizardsFileSchema, JSON.parse(readFileSync(`data/wizards/${folder}.json`, 'utf8'))).verticals[key]!.steps
const NOW = new Date('2026-11-24T01:30:00Z')
const context = (portal: ReturnType<typeof portalOf>, formUrl: string) => ({
  portal,
  utm: { utm_source: null, utm_medium: null, utm_term: null, utm_content: null, utm_campaign: null },
  ipAddress: null,
  formUrl,
  idempotencyKey: '6f1c2b9e-3d4a-4b8c-9e1f-0a2b3c4d5e6f',
  consentVersion: 'ecm-loans-2026-11',
  now: NOW,
})

// Written by hand from docs/requirements/wire-contract.md (#lead-fields, #remarks, #remarks-income, #wizard-leads):
// the provider is Company, the product is Product, and CompanyProductId and ContractType are ours.
describe('the lead of a wizard (docs/requirements/wire-contract.md#wizard-leads)', () => {
  test('ECM personal loan of a partner: VerticalId, the partner’s AffiliateGuid, and Remarks with the product', () => {
    const portal = portalOf('ecm')
    const formUrl = 'https://www.ecomparemo.com/apply?companyproductprefill=true&companyproductId=2116&type=loan&fromcompanyproductpage=True'
    const answers = {
      LoanAmount: '150,000',
      Tenure: '24 months',
      Occupation: '1',
      MonthlyIncome: '45,000',
      FirstName: 'Maria',
      LastName: 'Santos',
      Birthdate: '1990-05-07',
      Email: 'maria.santos@example.com',
      MobilePhoneNumber: '0917 123 4567',
      Agree: true,
    }
    const lead = leadFormValues(
      answers,
      stepsOf('ecm', 'personal-loans').flatMap((step) => step.fields),
      {
        verticalId: 1,
        affiliate: 'b7e4c2a0-9d3f-4c61-8a25-6f0e1d3b9c47',
        company: 'AUB',
        product: 'AUB Personal Loan',
        today: '2026-11-24',
        remarks: { CompanyProductId: '2116', ContractType: 'loan' },
      },
    )
    const body = buildLeadPayload(lead, context(portal, formUrl))
    expect(body).toMatchObject({
      AffiliateGuid: 'b7e4c2a0-9d3f-4c61-8a25-6f0e1d3b9c47',
      VerticalId: '1',
      FirstName: 'Maria',
      LastName: 'Santos',
      IsMale: '',
      Title: '',
      MobilePhoneNumber: '0917 123 4567',
      Email: 'maria.santos@example.com',
      StartDate: '2026-11-24T01:30:00Z',
      EndDate: '2026-11-24T01:30:00Z',
      FormUrl: formUrl,
    })
    expect(JSON.parse(body.Remarks!)).toEqual({
      Company: 'AUB',
      Product: 'AUB Personal Loan',
      ApplyDate: '2026-11-24T01:30:00Z',
      FormURL: formUrl,
      CompanyProductId: '2116',
      ContractType: 'loan',
      LoanAmount: '150000',
      Tenure: '24 months',
      Occupation: 'Employed - private',
      EmploymentTypeId: '1',
      MonthlyIncome: '40000',
      MonthlyIncomeRange: 'PHP30,000.00 - PHP49,999.00',
      Birthdate: '05/07/1990',
      Age: 36,
    })
  })

  test('CKJ credit card of a provider that is no partner: AffiliateGuid empty, CreditCardHolder and NPWP as the live contract spells them', () => {
    const portal = portalOf('ckj')
    const formUrl = 'https://www.cekaja.com/ajukan?companyproductprefill=true&companyproductId=5003&type=credit-card&fromcompanyproductpage=True'
    const answers = {
      Occupation: '2',
      MonthlyIncome: '12.500.000',
      CreditCardHolder: 'No',
      FirstName: 'Siti',
      LastName: 'Rahayu',
      Birthdate: '1992-08-17',
      Email: 'siti@example.com',
      MobilePhoneNumber: '0812 3456 7890',
      Agree: true,
    }
    const lead = leadFormValues(
      answers,
      stepsOf('ckj', 'credit-cards').flatMap((step) => step.fields),
      {
        verticalId: 2,
        company: 'BCA',
        product: 'BCA Everyday Card',
        today: '2026-11-24',
        remarks: { CompanyProductId: '5003', ContractType: 'credit-card' },
      },
    )
    const body = buildLeadPayload(lead, { ...context(portal, formUrl), consentVersion: 'ckj-cards-2026-11' })
    expect(body.AffiliateGuid).toBe('')
    expect(body.VerticalId).toBe('2')
    expect(JSON.parse(body.Remarks!)).toEqual({
      Company: 'BCA',
      Product: 'BCA Everyday Card',
      ApplyDate: '2026-11-24T01:30:00Z',
      FormURL: formUrl,
      CompanyProductId: '5003',
      ContractType: 'credit-card',
      CreditCardHolder: 'No',
      Occupation: 'PNS / ASN',
      EmploymentTypeId: '2',
      // A typed income on CKJ: the amount without separators, no range (#remarks-income).
      MonthlyIncome: '12500000',
      // CKJ writes dates DD/MM/YYYY (#remarks).
      Birthdate: '17/08/1992',
      Age: 34,
    })
  })

  test('an answer cannot replace the product the wizard names', () => {
    const lead = leadFormValues({ FirstName: 'A' }, [], {
      verticalId: 1,
      company: 'AUB',
      product: 'AUB Personal Loan',
      today: '2026-11-24',
      remarks: { CompanyProductId: '2116', ContractType: 'loan' },
    })
    expect(lead.remarks).toMatchObject({ Company: 'AUB', Product: 'AUB Personal Loan', CompanyProductId: '2116', ContractType: 'loan' })
  })
})
