import { readFileSync } from 'node:fs'
import { describe, expect, test } from 'vitest'
import { checkLandings } from '../../../content/landings'
import { recipientConsent } from '../../../domain/consent/chooseConsent'
import { landingRecipient } from '../../../domain/landings/landingChecks'
import type { PortalConfig } from '../../../domain/portal'
import { loadConsents } from '../../../server/consents'

// Issue 47 item 3, decision 055: a landing's consent names who receives its details, as its copy
// promises. The portal's own campaigns (company = the portal's brand) promise an adviser who calls with
// offers: the advisers' text. A partner's page (AXA) is the partner's: its own text, naming the company
// the page names.
const PORTALS = [
  { code: 'ECM', portal: JSON.parse(readFileSync('data/portals/ecm.json', 'utf8')) as PortalConfig },
  { code: 'CKJ', portal: JSON.parse(readFileSync('data/portals/ckj.json', 'utf8')) as PortalConfig },
] as const
const consents = loadConsents()

describe.each(PORTALS)('$code landings', ({ code, portal }) => {
  const { problems, landings } = checkLandings('data', [portal])
  const file = consents[code]!

  test('every landing of the data was read', () => {
    expect(problems).toEqual([])
    expect(landings.length).toBeGreaterThan(0)
  })

  test.each(landings.map((item) => [item.file, item.landing] as const))(
    "%s: the consent is the advisers' or that of the partner its company names",
    (_file, landing) => {
      const consent = recipientConsent(file, landing.verticalId, landingRecipient(landing, portal))
      if (landing.company === portal.brand) {
        expect(consent.version).toBe(file.advisor.version)
        // Its copy says who calls: the portal's adviser, named by the brand.
        expect(landing.description).toContain(portal.brand)
        return
      }
      const partner = portal.partners.find((item) => item.code === landing.partner)
      expect(partner, "a landing not the portal's own is a partner's").toBeDefined()
      expect(landing.company).toBe(partner!.name)
      expect(consent.version).toBe(file.partners[partner!.code]!.version)
      expect(consent.summary).toContain(landing.company)
    },
  )
})
