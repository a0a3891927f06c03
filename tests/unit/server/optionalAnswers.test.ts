import { describe, expect, test } from 'vitest'
import { activeChecks, EMPTY_VALUES, type ContactValues } from '../../../components/contact/contactValues'
import { validateContact } from '../../../components/contact/validateContact'
import { callBackLead, LEAD_PATH, NOW } from './callBackLead'
import { appOnFreshDatabase, formEncoded, TEST_DATABASES, testSnapshot } from './serverTestKit'

// Issue 47 item 2: the call-back's answers a bank does not need to call back are optional. A lead
// without them passes the modal's own check and the lead API's, and its Remarks carry no key for
// them (docs/requirements/wire-contract.md#remarks: empty answers are left out), none invented.

const PATH = LEAD_PATH

/** A credit card's call-back with the optional answers left empty. */
function creditCardLead(code: 'ECM' | 'CKJ') {
  return callBackLead(code, { banner: 'credit-card', productName: 'Test card', verticalId: 2, partner: null, company: 'Test Bank' })
}

describe.each(TEST_DATABASES)('the call-back with its optional answers left empty, on $name', (database) => {
  const api = appOnFreshDatabase(database)

  test.each(['ECM', 'CKJ'] as const)('%s: the modal accepts it, the API stores it, and Remarks has no key for an empty answer', async (code) => {
    const { session, errors, body } = await creditCardLead(code)
    // The optional answers of the credit-card call-back, as the data makes them (none asked here).
    expect(session.optional).toEqual(expect.arrayContaining(['birthday', 'location', 'employmentType', 'numberOfCards']))
    expect(errors).toEqual({})
    const response = await api.app.inject({ method: 'POST', url: PATH, ...formEncoded(body) })
    expect(response.statusCode, response.body).toBe(200)
    const { rows } = await api.db.query<{ payload: Record<string, string> }>('SELECT payload FROM leads WHERE idempotency_key = $1', [
      body.IdempotencyKey ?? '',
    ])
    const remarks = JSON.parse(rows[0]!.payload.Remarks!) as Record<string, unknown>
    for (const key of ['Age', 'Birthdate', 'Province', 'ProvinceId', 'City', 'RegionId', 'Occupation', 'EmploymentTypeId']) {
      expect(remarks, key).not.toHaveProperty(key)
    }
    // "How many cards?" is asked only after a Yes; a visitor with no card sends "0", as the live form
    // did (docs/requirements/wire-contract.md#remarks).
    expect(remarks).toMatchObject({ CreditCardHolder: code === 'ECM' ? 'false' : 'No', NumberOfCreditCards: '0' })
  })

  test.each(['ECM', 'CKJ'] as const)('%s: an optional answer given is still checked by both (a birthday under 21 is refused)', async (code) => {
    const { session } = await creditCardLead(code)
    const data = await testSnapshot()
    const portal = code === 'ECM' ? data.ecm!.portal : data.ckj!.portal
    const values: ContactValues = { ...EMPTY_VALUES, birthday: { month: '1', day: '1', year: '2015' } }
    const errors = validateContact(activeChecks(session.fields, [], values, session.optional), values, portal, NOW)
    expect(errors.birthday).toBe('validation.minAge|{"n":21}')
    expect(errors.province).toBeUndefined()
    expect(errors.employmentType).toBeUndefined()
    expect(errors.firstName).toBe('validation.required')
  })
})
