import { readdirSync, readFileSync } from 'node:fs'
import fc from 'fast-check'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { activeChecks, EMPTY_VALUES, type ContactValues } from '../../../../components/contact/contactValues'
import { CONTACT_FIELDS, type ContactFieldDefinition } from '../../../../components/contact/contactFields'
import { FIELD_WIRE, toLeadFormValues } from '../../../../components/contact/leadValues'
import type { KnownRemarks } from '../../../../domain/leads/remarks'
import { startSession } from '../../../../components/contact/session'
import { validateContact } from '../../../../components/contact/validateContact'
import { landingErrors } from '../../../../components/landing/landingErrors'
import { leadFormValues, subscribeFormValues } from '../../../../components/landing/leadAnswers'
import { validatedErrors, type ValidatedFieldDefinition } from '../../../../components/landing/validatedFields'
import { ConsentSchema } from '../../../../domain/consent/consentSchema'
import { CONTACT_FIELD_IDS, ContactVariantsSchema, GENERIC_BANNER, type ContactFieldId } from '../../../../domain/contact/variantSchema'
import { landingFields, LandingSchema } from '../../../../domain/landings/landingSchema'
import { buildLeadPayload, createLeadSchema, type LeadContext } from '../../../../domain/leads/leadPayload'
import { buildSubscribePayload, createSubscribeSchema } from '../../../../domain/leads/newsletterPayload'
import { EMPTY_UTM } from '../../../../domain/campaign/utm'
import type { FieldValue } from '../../../../domain/validation/checks'
import { fieldErrors } from '../../../../domain/validation/fieldSchema'
import { PORTALS } from './helpers'

// docs/forms.md "One rule per wire field": for every form of both portals, what the form accepts the
// API stores as it was typed (trimmed), and what the form refuses the API refuses with the same
// message reference, field by field.

const NOW = new Date('2026-03-02T03:00:00Z')
const TODAY = '2026-03-02'
const json = (path: string): unknown => JSON.parse(readFileSync(path, 'utf8'))
const folder = (code: 'ECM' | 'CKJ') => code.toLowerCase()

/** Real names both portals must take (docs/forms.md "Names"). */
const REAL_NAMES = ['Ma. Cristina', 'Sto. Niño', "O'Brien", 'Santos-Reyes', 'dela Cruz', 'Nyoman', 'Ni Luh Putu']

const textOf = (units: readonly string[], maxLength: number) => fc.array(fc.constantFrom(...units), { maxLength }).map((parts) => parts.join(''))
const oddText = fc.oneof(fc.string({ maxLength: 20 }), fc.string({ unit: 'grapheme', maxLength: 20 }), fc.constantFrom('', '   ', 'a\u0000b', 'Ana\uD800'))

const nameText = fc.oneof(
  fc.constantFrom(...REAL_NAMES),
  textOf(['a', 'B', 'ñ', ' ', '.', "'", '-', '2', '_', 'é'], 14),
  textOf(['a', ' '], 110), // around the 50 and 100 character limits
  oddText,
)

const digits = (min: number, max: number) =>
  fc
    .tuple(fc.array(fc.integer({ min: 0, max: 9 }), { minLength: min, maxLength: max }), fc.infiniteStream(fc.constantFrom('', '', ' ', '-', '--')))
    .map(([list, seps]) => list.map((d, i) => (i === 0 ? '' : seps.next().value) + String(d)).join(''))

const phoneText = fc.oneof(
  fc.tuple(fc.constantFrom('09', '08', '+63 9', '+62 8', '+639', '+628', '07', '0', '', '+', '63'), digits(0, 13)).map(([start, rest]) => start + rest),
  digits(0, 18),
  oddText,
)

const emailText = fc.oneof(
  fc
    .tuple(fc.stringMatching(/^[a-z0-9]{1,10}(?:[.+_-][a-z0-9]{1,8}){0,2}$/), fc.constantFrom('example.com', 'mail.co.id', 'x', 'a..b.ph'))
    .map(([local, domain]) => `${local}@${domain}`),
  fc.nat({ max: 300 }).map((n) => `${'a'.repeat(n)}@example.com`),
  oddText,
)

/** The wire field each answer goes to, and how to generate it. */
const WIRE = {
  FirstName: nameText,
  MiddleName: nameText,
  LastName: nameText,
  Name: nameText,
  Email: emailText,
  MobilePhoneNumber: phoneText,
  TelephoneNumber: phoneText,
} as const
type WireName = keyof typeof WIRE

function leadContext(code: 'ECM' | 'CKJ'): LeadContext {
  return {
    portal: PORTALS[code],
    utm: EMPTY_UTM,
    ipAddress: null,
    formUrl: 'https://www.example.com/form',
    idempotencyKey: '0f8fad5b-d9cb-469f-a165-70867728950e',
    consentVersion: 'test-1',
    now: NOW,
  }
}

/** The API's first message per field, {} when it stores the body, and what it stored. */
function apiVerdict(schema: v.GenericSchema, body: Record<string, string>): { errors: Record<string, string>; stored: Record<string, unknown> } {
  const result = v.safeParse(schema, body)
  return result.success ? { errors: {}, stored: result.output as Record<string, unknown> } : { errors: fieldErrors(result.issues), stored: {} }
}

/**
 * Asserts the agreement for one submission: `pairs` maps each form field to its wire field, `typed`
 * holds what the visitor typed by wire field.
 */
function expectAgreement(
  formErrors: Readonly<Record<string, string>>,
  api: ReturnType<typeof apiVerdict>,
  pairs: readonly (readonly [string, WireName])[],
  typed: Readonly<Partial<Record<WireName, string>>>,
) {
  for (const [field, wire] of pairs) expect(api.errors[wire] ?? null, `${field} (${wire}) ${JSON.stringify(typed[wire])}`).toBe(formErrors[field] ?? null)
  if (pairs.some(([field]) => field in formErrors)) return
  expect(api.errors).toEqual({})
  for (const [, wire] of pairs) {
    const text = typed[wire]?.trim() ?? ''
    expect(api.stored[wire], wire).toBe(text === '' ? undefined : text)
  }
}

const MODAL_WIRE: Readonly<Partial<Record<ContactFieldId, WireName>>> = {
  firstName: 'FirstName',
  middleName: 'MiddleName',
  lastName: 'LastName',
  email: 'Email',
  mobilePhoneNumber: 'MobilePhoneNumber',
  telephoneNumber: 'TelephoneNumber',
}

/** The income form's and the birthday form's fields (pages/income-form/+data.ts, pages/birthday-form/+data.ts) that reach the API. */
const INCOME_FORM: ValidatedFieldDefinition[] = [
  { name: 'FirstName', type: 'text', label: 'First name', rules: 'required' },
  { name: 'LastName', type: 'text', label: 'Last name', rules: 'required' },
  { name: 'Email', type: 'email', label: 'E-mail', rules: 'required|email' },
  { name: 'MobilePhoneNumber', type: 'tel', label: 'Mobile', rules: 'required|mobilephone' },
]
const BIRTHDAY_FORM: ValidatedFieldDefinition[] = [
  { name: 'Name', type: 'text', label: 'Name', rules: 'required' },
  { name: 'Email', type: 'email', label: 'E-mail', rules: 'required|email' },
]

const answers = (names: readonly WireName[]) => fc.record(Object.fromEntries(names.map((name) => [name, WIRE[name]])) as Record<WireName, fc.Arbitrary<string>>)

describe.each(['ECM', 'CKJ'] as const)('%s: each form and the API agree (docs/forms.md)', (code) => {
  const portal = PORTALS[code]
  const context = { portal, today: TODAY }

  it('the Contact-Me modal and the lead API', () => {
    const variants = v.parse(ContactVariantsSchema, json(`data/contact/variants.${folder(code)}.json`))
    const consents = v.parse(ConsentSchema, json(`data/consent/${folder(code)}.json`))
    const opened = startSession(
      { banner: GENERIC_BANNER, productName: '', verticalId: 2, partner: null, company: null, opener: null },
      variants,
      consents,
      portal,
      NOW,
    )
    const fields = Object.keys(MODAL_WIRE) as ContactFieldId[]
    const session = { ...opened, fields }
    fc.assert(
      fc.property(answers(Object.values(MODAL_WIRE)), (typed) => {
        const values: ContactValues = { ...EMPTY_VALUES }
        for (const id of fields) Object.assign(values, { [id]: typed[MODAL_WIRE[id] as WireName] })
        const formErrors = validateContact(activeChecks(fields, [], values), values, portal, NOW)
        const body = buildLeadPayload(toLeadFormValues(values, session, portal, TODAY), leadContext(code))
        expectAgreement(
          formErrors,
          apiVerdict(createLeadSchema(portal), body),
          fields.map((id) => [id, MODAL_WIRE[id] as WireName] as const),
          typed,
        )
      }),
      { numRuns: 200 },
    )
  })

  const landingFiles = readdirSync(`data/landings/${folder(code)}`).filter((file) => file.endsWith('.json'))
  it.each(landingFiles)('the landing form %s and the lead API', (file) => {
    const landing = v.parse(LandingSchema, json(`data/landings/${folder(code)}/${file}`))
    const fields = landingFields(landing)
    const asked = fields.map((field) => field.name).filter((name): name is WireName => name in WIRE)
    fc.assert(
      fc.property(answers(asked), (typed) => {
        const values: Record<string, FieldValue> = { ...typed }
        const formErrors = landingErrors(fields, values, context)
        const meta = { verticalId: landing.verticalId, affiliate: landing.affiliate, company: landing.company, product: landing.product ?? '', today: TODAY }
        const body = buildLeadPayload(leadFormValues(values, fields, meta), leadContext(code))
        expectAgreement(
          formErrors,
          apiVerdict(createLeadSchema(portal), body),
          asked.map((name) => [name, name] as const),
          typed,
        )
      }),
    )
  })

  it('the income form (generic rules) and the lead API', () => {
    const asked = INCOME_FORM.map((field) => field.name as WireName)
    fc.assert(
      fc.property(answers(asked), (typed) => {
        const formErrors = validatedErrors(INCOME_FORM, typed, context)
        const meta = { verticalId: 1, company: portal.brand, product: 'Income', today: TODAY, typedIncome: true }
        const body = buildLeadPayload(leadFormValues(typed, INCOME_FORM, meta), leadContext(code))
        expectAgreement(
          formErrors,
          apiVerdict(createLeadSchema(portal), body),
          asked.map((name) => [name, name] as const),
          typed,
        )
      }),
      { numRuns: 200 },
    )
  })

  it('the newsletter form (the birthday form) and the subscribe API', () => {
    const asked = BIRTHDAY_FORM.map((field) => field.name as WireName)
    fc.assert(
      fc.property(answers(asked), (typed) => {
        const formErrors = validatedErrors(BIRTHDAY_FORM, typed, context)
        const body = buildSubscribePayload(subscribeFormValues(typed, 'MAIN'), { portal, now: NOW })
        expectAgreement(
          formErrors,
          apiVerdict(createSubscribeSchema(portal), body),
          asked.map((name) => [name, name] as const),
          typed,
        )
      }),
      { numRuns: 200 },
    )
  })

  it.each(REAL_NAMES)('the real name %j passes every form and the API', (name) => {
    const mobile = code === 'ECM' ? '0917 123 4567' : '0812 3456 7890'
    const typed = { FirstName: name, MiddleName: name, LastName: name, Name: name, Email: 'ana@example.com', MobilePhoneNumber: mobile }
    const values: ContactValues = { ...EMPTY_VALUES, firstName: name, middleName: name, lastName: name, email: typed.Email, mobilePhoneNumber: mobile }
    const fields = Object.keys(MODAL_WIRE) as ContactFieldId[]
    expect(validateContact(activeChecks(fields, [], values), values, portal, NOW)).toEqual({})
    expect(validatedErrors(INCOME_FORM, typed, context)).toEqual({})
    expect(validatedErrors(BIRTHDAY_FORM, typed, context)).toEqual({})
    const landingName = { rules: 'required|lettersonly', type: 'text', label: 'Name' } as const
    expect(
      landingErrors(
        [
          { ...landingName, name: 'FirstName' },
          { ...landingName, name: 'LastName' },
        ],
        typed,
        context,
      ),
    ).toEqual({})
    const lead = buildLeadPayload(leadFormValues(typed, INCOME_FORM, { verticalId: 1, company: '', product: '', today: TODAY }), leadContext(code))
    expect(v.safeParse(createLeadSchema(portal), { ...lead, MiddleName: name }).success).toBe(true)
    expect(v.safeParse(createSubscribeSchema(portal), buildSubscribePayload(subscribeFormValues(typed, 'MAIN'), { portal, now: NOW })).success).toBe(true)
  })
})

describe('the modal maps every field to the wire (docs/contributing.md "Add a field to the Contact-Me modal")', () => {
  it('every field id has one definition, with its checks and its wire mapping', () => {
    expect(Object.keys(CONTACT_FIELDS).sort()).toEqual([...CONTACT_FIELD_IDS].sort())
    expect(Object.keys(FIELD_WIRE).sort()).toEqual([...CONTACT_FIELD_IDS].sort())
    for (const id of CONTACT_FIELD_IDS) expect(FIELD_WIRE[id]).toBe(CONTACT_FIELDS[id].wire)
  })

  it('a field left out, a wire mapping left out or a Remarks key misspelt does not compile', () => {
    const { platform: left, ...rest } = CONTACT_FIELDS
    // @ts-expect-error -- platform has no definition: a Record over every field id refuses the rest.
    const incomplete: Record<ContactFieldId, ContactFieldDefinition> = rest
    expect(Object.keys(incomplete)).not.toContain('platform')
    expect(left.wire).toBe(FIELD_WIRE.platform)
    // @ts-expect-error -- a definition needs its wire mapping.
    const noWire: ContactFieldDefinition = { checks: left.checks }
    expect(noWire.wire).toBeUndefined()
    // @ts-expect-error -- Remarks keys are those of domain/leads/remarks.ts.
    const misspelt: KnownRemarks = { Provnce: 'Metro Manila' }
    // @ts-expect-error -- Age is a JSON number (docs/requirements/wire-contract.md#remarks).
    const wrongKind: KnownRemarks = { Age: '35' }
    expect([misspelt, wrongKind]).toHaveLength(2)
  })
})
