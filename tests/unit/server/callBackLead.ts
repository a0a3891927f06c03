// A call-back lead as the modal builds it, for the lead API's tests: the session an opener starts (its
// fields, optional answers, consent text and call windows), what a visitor of the portal types (only the
// call-back essentials and the card's eligibility answers), the modal's own check of it, and the body
// the modal would post.
import { randomUUID } from 'node:crypto'
import { readFileSync } from 'node:fs'
import * as v from 'valibot'
import { activeChecks, EMPTY_VALUES, type ContactValues } from '../../../components/contact/contactValues'
import { toLeadFormValues } from '../../../components/contact/leadValues'
import type { OpenRequest } from '../../../components/contact/openers'
import { startSession } from '../../../components/contact/session'
import { validateContact } from '../../../components/contact/validateContact'
import { EMPTY_UTM } from '../../../domain/campaign/utm'
import { ContactVariantsSchema } from '../../../domain/contact/variantSchema'
import { buildLeadPayload } from '../../../domain/leads/leadPayload'
import { loadConsents } from '../../../server/consents'
import { testSnapshot } from './serverTestKit'

export const LEAD_PATH = '/api/CallSchedules/AddCallSchedule'
export const NOW = new Date('2026-11-22T02:00:00.000Z')
const consents = loadConsents()

const TYPED = {
  ECM: { firstName: 'Maria', lastName: 'Santos', mobilePhoneNumber: '0917 123 4567', email: 'maria.santos@example.com', monthlyIncome: '40,000' },
  CKJ: { firstName: 'Siti', lastName: 'Rahayu', mobilePhoneNumber: '0812 3456 7890', email: 'siti.rahayu@example.co.id', monthlyIncome: '8.000.000' },
} as const

/** The lead of an opening of the modal (`opener`, as a link's data attributes give it) with the typed answers above. */
export async function callBackLead(code: 'ECM' | 'CKJ', opener: Omit<OpenRequest, 'opener'>) {
  const data = await testSnapshot()
  const portal = code === 'ECM' ? data.ecm!.portal : data.ckj!.portal
  const variants = v.parse(ContactVariantsSchema, JSON.parse(readFileSync(`data/contact/variants.${code.toLowerCase()}.json`, 'utf8')))
  const session = startSession({ ...opener, opener: null }, variants, consents[code]!, portal, NOW)
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
  return { session, errors, body, portal }
}
