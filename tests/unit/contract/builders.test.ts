// The builders against the live contract (docs/requirements/wire-contract.md): from the answers a visitor
// gives, our pages must produce exactly the fixture's body, every key present, values as written
// there. Adding, renaming or reformatting a field breaks these tests.
import { readFileSync } from 'node:fs'
import * as v from 'valibot'
import { describe, expect, test } from 'vitest'
import { EMPTY_VALUES, type ContactValues } from '../../../components/contact/contactValues'
import { toLeadFormValues } from '../../../components/contact/leadValues'
import { startSession } from '../../../components/contact/session'
import { leadFormValues, subscribeFormValues } from '../../../components/landing/leadAnswers'
import { cookieDomainFor } from '../../../domain/campaign/cookieDomain'
import { newsletterOnArrival, newsletterOnArrivalPath } from '../../../domain/campaign/newsletterOnArrival'
import { parseRefCodeCookie, serialiseRefCodeCookie } from '../../../domain/campaign/refCode'
import { EMPTY_UTM, parseUtmCookie, serialiseUtmCookie, type Utm } from '../../../domain/campaign/utm'
import { ConsentSchema } from '../../../domain/consent/consentSchema'
import { ContactVariantsSchema } from '../../../domain/contact/variantSchema'
import { todayIn } from '../../../domain/dates/todayIn'
import { landingFields, LandingSchema } from '../../../domain/landings/landingSchema'
import { buildLeadPayload, createLeadSchema, LEAD_CONTRACT_FIELDS, LEAD_EXTRA_FIELDS } from '../../../domain/leads/leadPayload'
import { buildSubscribePayload, createSubscribeSchema, SUBSCRIBE_CONTRACT_FIELDS } from '../../../domain/leads/newsletterPayload'
import { PortalConfigSchema, type PortalConfig } from '../../../domain/portal'
import type { FieldValue } from '../../../domain/validation/checks'
import { ARRIVAL_FIXTURES, comparable, COOKIES_FIXTURE, FIXTURE_NOW, LEAD_FIXTURES, NEWSLETTER_FIXTURES, type LeadFixture } from './contractFixtures'

const json = (path: string): unknown => JSON.parse(readFileSync(path, 'utf8'))
const PORTALS: Record<'ECM' | 'CKJ', PortalConfig> = {
  ECM: v.parse(PortalConfigSchema, json('data/portals/ecm.json')),
  CKJ: v.parse(PortalConfigSchema, json('data/portals/ckj.json')),
}
const folder = (code: 'ECM' | 'CKJ') => code.toLowerCase()

function campaign(values: Record<string, string | null>): Utm {
  return { ...EMPTY_UTM, ...values }
}

function build(fixture: LeadFixture): Record<string, string> {
  const portal = PORTALS[fixture.portal]
  const context = {
    portal,
    utm: campaign(fixture.context.utm),
    ipAddress: fixture.context.ipAddress,
    refCode: fixture.context.refCode,
    formUrl: fixture.body.FormUrl ?? '',
    idempotencyKey: '0f8fad5b-d9cb-469f-a165-70867728950e',
    consentVersion: 'fixture-version',
    now: FIXTURE_NOW,
  }
  const today = todayIn(portal.timeZone, FIXTURE_NOW)
  if (fixture.kind === 'landing') {
    const landing = v.parse(LandingSchema, json(fixture.landing ?? ''))
    const values = fixture.answers as Record<string, FieldValue>
    // As the page offers them: the portal's provinces, then the chosen province's cities (data/lookups).
    const provinces = json(`data/lookups/${folder(fixture.portal)}/provinces.json`) as { ProvinceId: string; DisplayedName: string }[]
    const regions = json(`data/lookups/${folder(fixture.portal)}/regions.json`) as Record<string, { RegionId: string; DisplayedName: string }[]>
    const fields = landingFields(landing).map((field) => {
      if (field.type === 'province') return { ...field, options: provinces.map((p) => ({ value: p.ProvinceId, label: p.DisplayedName })) }
      if (field.type === 'city')
        return { ...field, options: (regions[String(values.Province)] ?? []).map((r) => ({ value: r.RegionId, label: r.DisplayedName })) }
      return field
    })
    return buildLeadPayload(
      leadFormValues(values, fields, {
        verticalId: landing.verticalId,
        affiliate: landing.affiliate,
        company: landing.company,
        product: landing.product ?? '',
        today,
      }),
      context,
    )
  }
  const variants = v.parse(ContactVariantsSchema, json(`data/contact/variants.${folder(fixture.portal)}.json`))
  const consents = v.parse(ConsentSchema, json(`data/consent/${folder(fixture.portal)}.json`))
  const opener = fixture.opener
  if (!opener) throw new Error(`${fixture.file} has no opener`)
  const session = startSession({ ...opener, opener: null }, variants, consents, portal, FIXTURE_NOW)
  const values: ContactValues = { ...EMPTY_VALUES, ...(fixture.answers as Partial<ContactValues>) }
  return buildLeadPayload(toLeadFormValues(values, session, portal, today), context)
}

describe('lead bodies: the builders produce the live contract fixtures', () => {
  test('there is a fixture for each vertical family, the partner modal and the landing form, on both portals', () => {
    for (const portal of ['ECM', 'CKJ'] as const) {
      const mine = LEAD_FIXTURES.filter((fixture) => fixture.portal === portal)
      expect(new Set(mine.filter((fixture) => fixture.kind === 'lead' && !fixture.partner).map((fixture) => fixture.family))).toEqual(
        new Set(['loans', 'cards', 'insurance', 'deposits']),
      )
      expect(mine.some((fixture) => fixture.partner !== undefined)).toBe(true)
      expect(mine.some((fixture) => fixture.kind === 'landing')).toBe(true)
    }
  })

  test.each(LEAD_FIXTURES.map((fixture) => [fixture.file, fixture] as const))('%s', (_file, fixture) => {
    const body = build(fixture)
    // Every contract key, in the contract's order, then our three optional extras; nothing else.
    expect(Object.keys(fixture.body)).toEqual([...LEAD_CONTRACT_FIELDS])
    expect(Object.keys(body)).toEqual([...LEAD_CONTRACT_FIELDS, ...LEAD_EXTRA_FIELDS])
    const contractPart = Object.fromEntries(LEAD_CONTRACT_FIELDS.map((key) => [key, body[key]])) as Record<string, string>
    expect(comparable(contractPart)).toEqual(comparable(fixture.body))
    // Field by field too, so a failure names the field.
    for (const key of LEAD_CONTRACT_FIELDS) expect({ [key]: comparable(contractPart)[key] }).toEqual({ [key]: comparable(fixture.body)[key] })
  })

  test.each(LEAD_FIXTURES.map((fixture) => [fixture.file, fixture] as const))(
    '%s is valid for the shared schema as it is, without our extras',
    (_file, fixture) => {
      const parsed = v.safeParse(createLeadSchema(PORTALS[fixture.portal]), fixture.body)
      expect(parsed.issues ?? []).toEqual([])
    },
  )

  test('an instant never carries milliseconds, and Age is a JSON number', () => {
    for (const fixture of LEAD_FIXTURES) {
      const body = build(fixture)
      for (const key of ['StartDate', 'EndDate'] as const) expect(body[key]).toMatch(/^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z)?$/)
      const remarks = JSON.parse(body.Remarks ?? '{}') as Record<string, unknown>
      expect(remarks.ApplyDate).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/)
      if ('Age' in remarks) expect(typeof remarks.Age).toBe('number')
    }
  })

  test("typed income on a band portal (the ECM overseas workers' form) goes as the amount, without a range", () => {
    const fixture = LEAD_FIXTURES.find((item) => item.file === 'ecm-lead-loans.json')
    if (!fixture) throw new Error('ecm-lead-loans.json is missing')
    const ofw = {
      ...fixture,
      opener: { ...fixture.opener!, banner: 'ofw' },
      answers: { ...fixture.answers, countryWorkIn: 'Qatar', monthlyIncome: '85,000.50' },
    }
    const remarks = JSON.parse(build(ofw).Remarks ?? '{}') as Record<string, unknown>
    expect(remarks).toMatchObject({ MonthlyIncome: '85000.50', CountryWorkIn: 'Qatar' })
    expect(remarks).not.toHaveProperty('MonthlyIncomeRange')
  })
})

describe('newsletter bodies: the builder produces the live contract fixtures', () => {
  test.each(NEWSLETTER_FIXTURES.map((fixture) => [fixture.file, fixture] as const))('%s', (_file, fixture) => {
    const portal = PORTALS[fixture.portal]
    const body = buildSubscribePayload(fixture.answers, { portal, now: FIXTURE_NOW })
    expect(Object.keys(fixture.body)).toEqual([...SUBSCRIBE_CONTRACT_FIELDS])
    expect(body).toEqual(fixture.body)
    expect(v.safeParse(createSubscribeSchema(portal), fixture.body).success).toBe(true)
    // The landing form's answers give the same subscription.
    const fromForm = subscribeFormValues(
      {
        Name: fixture.answers.name,
        Email: fixture.answers.email,
        TelephoneNumber: fixture.answers.telephone ?? '',
        MobilePhoneNumber: fixture.answers.mobilePhoneNumber ?? '',
        Gender: fixture.answers.gender ?? '',
        Birthdate: fixture.answers.birthdate ?? '',
      },
      fixture.answers.list,
    )
    expect(buildSubscribePayload(fromForm, { portal, now: FIXTURE_NOW })).toEqual(fixture.body)
  })

  test("the list ids are the live service's, on both portals", () => {
    for (const portal of Object.values(PORTALS)) {
      expect(portal.newsletter.lists).toMatchObject({ CC: 'GMeKPfzetOCTz1mNpF892KEw', MAIN: '4j98zcFNEPT8ZAOJmL8Cug', SMEB: 'l5UNHl25m5eRQ7TPns4glg' })
    }
  })
})

describe("arrival GET: the page asks the contract's address", () => {
  test.each(ARRIVAL_FIXTURES.map((fixture) => [fixture.file, fixture] as const))('%s', (_file, fixture) => {
    const portal = PORTALS[fixture.portal]
    const subscription = newsletterOnArrival(new URL(fixture.page).search, portal)
    expect(subscription).not.toBeNull()
    expect(newsletterOnArrivalPath(subscription!, portal)).toBe(fixture.request)
  })
})

describe("cookies already in visitors' browsers", () => {
  const cookies = COOKIES_FIXTURE
  if (!cookies) throw new Error('tests/fixtures/contract/cookies.json is missing')

  test('the live UTM cookie is read, and ours is written in the same shape', () => {
    expect(parseUtmCookie(cookies.UTM.value)).toEqual({ utm: campaign(cookies.UTM.campaign) })
    expect(serialiseUtmCookie(campaign(cookies.UTM.campaign))).toBe(cookies.UTM.value)
  })

  test('a UTM cookie in another shape is ignored with a console message, never a failure', () => {
    const other = parseUtmCookie('{"source":"facebook","medium":"cpc"}')
    expect(other.utm).toEqual(EMPTY_UTM)
    expect(other.error).toMatch(/utm_source/)
  })

  test('the refCode cookie is a JSON string; an unquoted one of ours is still read', () => {
    expect(parseRefCodeCookie(cookies.refCode.value)).toBe(cookies.refCode.code)
    expect(serialiseRefCodeCookie(cookies.refCode.code)).toBe(cookies.refCode.value)
    expect(parseRefCodeCookie('ABC123')).toBe('ABC123')
    expect(parseRefCodeCookie('"<script>"')).toBeNull()
    expect(parseRefCodeCookie('"unterminated')).toBeNull()
  })

  test('both cookies live on the parent domain', () => {
    expect(cookieDomainFor('www.ecomparemo.com')).toBe(cookies.UTM.domains.ECM)
    expect(cookieDomainFor('www.cekaja.com')).toBe(cookies.UTM.domains.CKJ)
    expect(cookies.refCode.domains).toEqual(cookies.UTM.domains)
  })
})
