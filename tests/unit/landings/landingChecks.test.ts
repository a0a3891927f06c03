import { readFileSync } from 'node:fs'
import { describe, expect, test } from 'vitest'
import { landingFieldSpecs, landingRedirect } from '../../../domain/landings/landingChecks'
import type { LandingField } from '../../../domain/landings/landingSchema'
import type { PortalConfig } from '../../../domain/portal'

const ECM = JSON.parse(readFileSync('data/portals/ecm.json', 'utf8')) as PortalConfig
const CKJ = JSON.parse(readFileSync('data/portals/ckj.json', 'utf8')) as PortalConfig

describe('landingRedirect', () => {
  test.each([
    // docs/requirements/pages-and-portals.md#thank-you-page: /thank-you-promo by default, overridden by the form's redirect-to attribute.
    ['a default page', ECM, { variant: 'default' as const }, '/thank-you-promo'],
    ['a page with its own redirect', CKJ, { variant: 'default' as const, redirectTo: '/promo-selesai' }, '/promo-selesai'],
    // docs/requirements/pages-and-portals.md#insurer-landings: the two insurer pages redirect through /extern/redirection-axa; the portal names the campaign.
    ['an insurer page on ECM', ECM, { variant: 'insurer' as const }, '/extern/redirection-axa?portal=ECM'],
    ['an insurer page on CKJ', CKJ, { variant: 'insurer' as const }, '/extern/redirection-axa?portal=CKJ'],
  ])('%s', (_name, portal, landing, expected) => {
    expect(landingRedirect(landing, portal)).toBe(expected)
  })
})

describe('landingFieldSpecs', () => {
  test('passes each field its rules and its own age limits (docs/requirements/forms-and-leads.md#landing-rules age-limit attribute)', () => {
    const fields: LandingField[] = [
      { name: 'Birthdate', type: 'birthday', label: 'Birthday', rules: 'required|birthdate', ageLimit: 21, maxAge: 65 },
      { name: 'Email', type: 'email', label: 'Email', rules: 'required|email' },
    ]
    expect(landingFieldSpecs(fields)).toEqual({
      Birthdate: { rules: 'required|birthdate', minAge: 21, maxAge: 65 },
      Email: { rules: 'required|email' },
    })
  })
})
