import { describe, expect, test } from 'vitest'
import { GENERIC_BANNER } from '../../../domain/contact/variantSchema'
import { callBackLead, LEAD_PATH } from './callBackLead'
import { appOnFreshDatabase, formEncoded, TEST_DATABASES } from './serverTestKit'

// Issue 47 item 3, decision 055: a call-back opened with no product and no partner (the home page's
// call-back section, a list's "talk to us") shows the portal's advisers' consent; the lead carries its
// version, and the lead API knows it: it stores the lead as a consent the portal can prove.

const PATH = LEAD_PATH

/** The home page's credit-card call-back (components/contact/CallBackSection.tsx): the generic variant in vertical 2, no product, no partner. */
async function genericLead(code: 'ECM' | 'CKJ') {
  const { session, errors, body, portal } = await callBackLead(code, { banner: GENERIC_BANNER, productName: '', verticalId: 2, partner: null, company: null })
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
