import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import ckjJson from '../../../../data/portals/ckj.json'
import ecmJson from '../../../../data/portals/ecm.json'
import { cardHolderTenureThreshold, partnerCompletion, partnerRole } from '../../../../domain/partners/completion'
import { PortalConfigSchema, type PortalConfig } from '../../../../domain/portal'

const ECM = v.parse(PortalConfigSchema, ecmJson)
const CKJ = v.parse(PortalConfigSchema, ckjJson)
const PORTALS = { ECM, CKJ }

// The products of the portal's data that carry the flag referralInNewTab (docs/data.md), by name.
function flagged(portal: PortalConfig): Set<string> {
  const dir = join('data', 'products', portal.code.toLowerCase())
  const cards = readdirSync(dir).flatMap((file) => JSON.parse(readFileSync(join(dir, file), 'utf8')) as { name: string; referralInNewTab?: boolean }[])
  return new Set(cards.filter((card) => card.referralInNewTab === true).map((card) => card.name))
}

function complete(portal: PortalConfig, code: string, verticalId: number, cardHolder: boolean, productName: string) {
  const links = portal.partners.find((partner) => partner.code === code)?.links
  const referralInNewTab = flagged(portal).has(productName)
  return partnerCompletion({ role: partnerRole(portal, code), verticalId, cardHolder, productName, referralInNewTab, partnerLinks: links })
}

const WAIT = 'partners.pleaseWait'

describe('partnerRole: docs/requirements/forms-and-leads.md#partner-completions names partners by rank in the portal', () => {
  it.each([
    ['ECM', 'aub', 'first-bank'],
    ['ECM', 'rcbc', 'second-bank'],
    ['ECM', 'axa', 'insurer'],
    ['CKJ', 'bank-mega', 'first-bank'],
    ['CKJ', 'cimb', 'second-bank'],
    ['CKJ', 'axa', 'insurer'],
    ['CKJ', 'aub', null],
  ] as const)('%s %s -> %s', (portal, code, role) => {
    expect(partnerRole(PORTALS[portal], code)).toBe(role)
  })
})

describe('partnerCompletion (docs/requirements/forms-and-leads.md#partner-completions; links from the portal configs)', () => {
  it.each([
    // First partner bank: card holder and credit card or loan -> 'Please wait...' and redirect.
    ['ECM', 'aub', 2, true, 'AUB Classic Mastercard', { kind: 'redirect', url: 'https://www.aub.com.ph/campaign/credit-cards/classic', waitMessageKey: WAIT }],
    ['ECM', 'aub', 2, true, 'AUB Gold Mastercard', { kind: 'redirect', url: 'https://www.aub.com.ph/campaign/credit-cards/gold', waitMessageKey: WAIT }],
    ['ECM', 'aub', 2, true, 'AUB Easy Mastercard', { kind: 'redirect', url: 'https://www.aub.com.ph/campaign/credit-cards', waitMessageKey: WAIT }],
    ['ECM', 'aub', 2, true, 'AUB Goldfinch Card', { kind: 'redirect', url: 'https://www.aub.com.ph/campaign/credit-cards', waitMessageKey: WAIT }], // whole words only
    ['ECM', 'aub', 1, true, 'AUB Personal Loan', { kind: 'redirect', url: 'https://www.aub.com.ph/campaign/personal-loan', waitMessageKey: WAIT }],
    ['ECM', 'aub', 7, true, 'AUB Auto Loan', { kind: 'redirect', url: 'https://www.aub.com.ph/campaign/personal-loan', waitMessageKey: WAIT }],
    ['ECM', 'aub', 2, false, 'AUB Classic Mastercard', { kind: 'thank-you' }], // not a card holder
    ['ECM', 'aub', 3, true, 'AUB Time Deposit', { kind: 'thank-you' }], // not a card or loan
    ['CKJ', 'bank-mega', 2, true, 'Mega Visa Gold', { kind: 'redirect', url: 'https://www.bankmega.com/kampanye/kartu-kredit', waitMessageKey: WAIT }],
    ['CKJ', 'bank-mega', 6, true, 'KPR Mega', { kind: 'redirect', url: 'https://www.bankmega.com/kampanye/kta', waitMessageKey: WAIT }],
    ['CKJ', 'bank-mega', 1, false, 'KTA Mega', { kind: 'thank-you' }],
    // Second partner bank: redirect for credit cards, card holder or not.
    ['ECM', 'rcbc', 2, false, 'RCBC Flex Visa', { kind: 'redirect', url: 'https://www.rcbccredit.com/campaign/apply', waitMessageKey: WAIT }],
    ['ECM', 'rcbc', 1, true, 'RCBC Personal Loan', { kind: 'thank-you' }],
    ['CKJ', 'cimb', 2, true, 'CIMB Niaga World', { kind: 'redirect', url: 'https://www.cimbniaga.co.id/kampanye/kartu-kredit', waitMessageKey: WAIT }],
    // Insurer: the travel products flagged referralInNewTab in data/products open the referral link in a new tab.
    ['ECM', 'axa', 5, false, 'Smart Traveller Asia', { kind: 'new-tab', url: 'https://www.axa.com.ph/smart-traveller/referral' }],
    ['ECM', 'axa', 5, false, 'Smart Traveller Worldwide', { kind: 'new-tab', url: 'https://www.axa.com.ph/smart-traveller/referral' }],
    ['CKJ', 'axa', 5, false, 'Smart Traveller Asia', { kind: 'new-tab', url: 'https://www.axa-mandiri.co.id/smart-traveller/referral' }],
    ['ECM', 'axa', 5, false, 'Smart Traveller Family', { kind: 'thank-you' }], // not flagged
    ['ECM', 'axa', 8, false, 'Health Care Plan', { kind: 'thank-you' }],
    // Any other partner: thank-you.
    ['ECM', 'bank-mega', 2, true, 'Mega Visa', { kind: 'thank-you' }],
  ] as const)('%s %s, vertical %i, card holder %s, %j', (portal, code, verticalId, cardHolder, product, completion) => {
    expect(complete(PORTALS[portal], code, verticalId, cardHolder, product)).toEqual(completion)
  })

  it("the product's flag decides, not its name: a product the code never heard of opens the referral link when its data says so", () => {
    const links = ECM.partners.find((partner) => partner.code === 'axa')?.links
    expect(
      partnerCompletion({ role: 'insurer', verticalId: 5, cardHolder: false, productName: 'Globe Trotter Max', referralInNewTab: true, partnerLinks: links }),
    ).toEqual({
      kind: 'new-tab',
      url: 'https://www.axa.com.ph/smart-traveller/referral',
    })
    expect(
      partnerCompletion({
        role: 'insurer',
        verticalId: 5,
        cardHolder: false,
        productName: 'Smart Traveller Basic',
        referralInNewTab: false,
        partnerLinks: links,
      }),
    ).toEqual({
      kind: 'thank-you',
    })
  })

  it('a matching rule without a link in the config falls back to thank-you', () => {
    expect(
      partnerCompletion({ role: 'second-bank', verticalId: 2, cardHolder: true, productName: 'X', referralInNewTab: false, partnerLinks: undefined }),
    ).toEqual({
      kind: 'thank-you',
    })
  })
})

describe('cardHolderTenureThreshold (docs/requirements/forms-and-leads.md#loan-answers: 1 month credit card, 12 months loan, 6 months others)', () => {
  it.each([
    [2, 1],
    [1, 12],
    [6, 12],
    [7, 12],
    [3, 6],
    [4, 6],
    [5, 6],
    [8, 6],
    [10, 6],
  ])('vertical %i -> %i months', (verticalId, months) => {
    expect(cardHolderTenureThreshold(verticalId)).toBe(months)
  })
})
