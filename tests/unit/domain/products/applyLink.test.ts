import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import ckjJson from '../../../../data/portals/ckj.json'
import ecmJson from '../../../../data/portals/ecm.json'
import { applyHref, parseWizardQuery, partnerWizardHref, wizardHref } from '../../../../domain/products/applyLink'
import { PortalConfigSchema } from '../../../../domain/portal'

const ecm = v.parse(PortalConfigSchema, ecmJson)
const ckj = v.parse(PortalConfigSchema, ckjJson)

describe('wizardHref (docs/requirements/pages-and-portals.md#wizard-links: companyproductprefill=true, companyproductId, type, fromcompanyproductpage=True)', () => {
  it.each([
    ['/apply', 1201, 'credit-card', '/apply?companyproductprefill=true&companyproductId=1201&type=credit-card&fromcompanyproductpage=True'],
    ['/ajukan', 2105, 'loan', '/ajukan?companyproductprefill=true&companyproductId=2105&type=loan&fromcompanyproductpage=True'],
  ] as const)('%s for product %d (%s)', (path, id, contractType, expected) => {
    expect(wizardHref(path, { id, contractType })).toBe(expected)
  })
})

describe('partnerWizardHref (docs/requirements/pages-and-portals.md#wizard-links: {partner host}/CreditCardDA/WizardPrefill?companyProduct={id}, QA unless live)', () => {
  it.each([
    // Hosts from data/portals/ecm.json and ckj.json.
    [ecm, false, 'aub', 'https://qa-apply.aub.com.ph/CreditCardDA/WizardPrefill?companyProduct=7'],
    [ecm, true, 'aub', 'https://apply.aub.com.ph/CreditCardDA/WizardPrefill?companyProduct=7'],
    [ckj, false, 'bank-mega', 'https://qa-apply.bankmega.com/CreditCardDA/WizardPrefill?companyProduct=7'],
    [ckj, true, 'cimb', 'https://apply.cimbniaga.co.id/CreditCardDA/WizardPrefill?companyProduct=7'],
    // AXA has no wizard host.
    [ecm, false, 'axa', null],
    [ecm, false, undefined, null],
  ] as const)('%#: live %s, partner %s', (portal, live, code, expected) => {
    expect(partnerWizardHref({ ...portal, live }, { id: 7, providerCode: code })).toBe(expected)
  })
})

describe('applyHref', () => {
  it.each([
    ['wizard', 'aub', '/apply?companyproductprefill=true&companyproductId=9&type=credit-card&fromcompanyproductpage=True'],
    // A production build (the portal file says nothing of it: content/siteStage.ts) links the live host.
    ['partner-wizard', 'aub', 'https://apply.aub.com.ph/CreditCardDA/WizardPrefill?companyProduct=9'],
    // A partner without a white-label wizard falls back to the portal's own.
    ['partner-wizard', 'axa', '/apply?companyproductprefill=true&companyproductId=9&type=credit-card&fromcompanyproductpage=True'],
    ['contact', 'aub', null],
  ] as const)('%s card of %s', (applyType, providerCode, expected) => {
    expect(applyHref(ecm, { id: 9, contractType: 'credit-card', providerCode, applyType })).toBe(expected)
  })
})

it('a staging build (live: false) links the test host', () => {
  expect(applyHref({ ...ecm, live: false }, { id: 9, contractType: 'credit-card', providerCode: 'aub', applyType: 'partner-wizard' })).toBe(
    'https://qa-apply.aub.com.ph/CreditCardDA/WizardPrefill?companyProduct=9',
  )
})

describe('parseWizardQuery', () => {
  it.each([
    ['?companyproductprefill=true&companyproductId=1201&type=credit-card&fromcompanyproductpage=True', { id: 1201, contractType: 'credit-card' }],
    ['companyproductId=5', { id: 5, contractType: '' }],
    ['?companyproductId=abc&type=loan', null],
    ['?companyproductId=-3', null],
    ['', null],
  ] as const)('%s', (query, expected) => {
    expect(parseWizardQuery(query)).toEqual(expected)
  })
})
