import { randomUUID } from 'node:crypto'
import { readFileSync } from 'node:fs'
import * as v from 'valibot'
import { describe, expect, test } from 'vitest'
import { activeChecks, EMPTY_VALUES, type ContactValues } from '../../../components/contact/contactValues'
import { toLeadFormValues } from '../../../components/contact/leadValues'
import { startSession } from '../../../components/contact/session'
import { validateContact } from '../../../components/contact/validateContact'
import { EMPTY_UTM } from '../../../domain/campaign/utm'
import { GENERIC_BANNER, ContactVariantsSchema } from '../../../domain/contact/variantSchema'
import { buildLeadPayload } from '../../../domain/leads/leadPayload'
import { loadConsents } from '../../../server/consents'
import { appOnFreshDatabase, formEncoded, TEST_DATABASES, testSnapshot } from './serverTestKit'

// Issue 47 item 3, decision 055: a call-back opened with no product and no partner (the home page's
// call-back section, a list's "talk to us") shows the portal's advisers' consent; the lead carries its
// version, and the lead API knows it: it stores the lead as a consent the portal can prove.

const PATH = '/api/CallSchedules/AddCallSchedule'
const NOW = new Date('2026-11-22T02:00:00.000Z')
const consents = loadConsents()

const TYPED = {
  ECM: { firstName: 'Maria', lastName: 'Santos', mobilePhoneNumber: '0917 123 4567', email: 'maria.santos@example.com', monthlyIncome: '40,000' },
  CKJ: { firstName: 'Siti', lastName: 'Rahayu', mobilePhoneNumber: '0812 3456 7890', email: 'siti.rahayu@example.co.id', monthlyIncome: '8.000.000' },
} as const

/** The home page's credit-card call-back (components/contact/CallBackSection.tsx): the generic variant in vertical 2, no product, no partner. */
async function genericLead(code: 'ECM' | 'CKJ') {
  const data = await testSnapshot()
  const portal = code === 'ECM' ? data.ecm!.portal : data.ckj!.portal
  const variants = v.parse(ContactVariantsSchema, JSON.parse(readFileSync(`data/contact/variants.${code.toLowerCase()}.json`, 'utf8')))
  const opener = { banner: GENERIC_BANNER, productName: '', verticalId: 2, partner: null, company: null, opener: null }
  const session = startSession(opener, variants, consents[code]!, portal, NOW)
  const values: ContactValues = {
    ...EMPTY_VALUES,
    ...TYPED[code],
    title: portal.titles.female[0]!,
    cardHolder: 'no',
    callWindow: session.windows[0]!.id,
    consent: true,
  }
  const errors = validateContact(activeChecks(session.fields, session.variant.agreements, values, session.optional), values, portal, NOW)
  const body = buildLeadPayload(toLeadFormValues(values, session, portal, '2026-11-22'), {
    portal,
    utm: EMPTY_UTM,
    ipAddress: null,
    formUrl: `${portal.siteOrigin}/`,
    idempotencyKey: randomUUID(),
    consentVersion: session.consent.version,
    now: NOW,
  })
  return { session, errors, body, brand: portal.brand }
}

describe.each(TEST_DATABASES)("a generic call-back with the advisers' consent, on $name", (database) => {
  const api = appOnFreshDatabase(database)

  test.each(['ECM', 'CKJ'] as const)("%s: the session names the portal's advisers, and the API stores the advisers' version as recorded", async (code) => {
    const { session, errors, body, brand } = await genericLead(code)
    expect(session.recipient).toEqual({ kind: 'advisor', brand })
    expect(session.consent.version).toBe(`${code.toLowerCase()}-advisor-2026-12`)
    expect(errors).toEqual({})
    expect(body.ConsentVersion).toBe(session.consent.version)
    const response = await api.app.inject({ method: 'POST', url: PATH, ...formEncoded(body) })
    expect(response.statusCode, response.body).toBe(200)
    const { rows } = await api.db.query<{ consent_version: string; consent_status: string }>(
      'SELECT consent_version, consent_status FROM leads WHERE idempotency_key = $1',
      [body.IdempotencyKey ?? ''],
    )
    expect(rows).toEqual([{ consent_version: `${code.toLowerCase()}-advisor-2026-12`, consent_status: 'recorded' }])
  })
})
