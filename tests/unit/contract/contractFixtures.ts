// The live contract's fixtures (tests/fixtures/contract/*.json), written from docs/requirements/wire-contract.md#newsletter:
// one request body per kind. Each lead or newsletter fixture also names the answers a visitor gives
// on our pages, so the builders can be checked against the body the live API expects.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

export const FIXTURE_DIR = join('tests', 'fixtures', 'contract')

/** The moment of sending of every fixture. */
export const FIXTURE_NOW = new Date('2026-11-24T01:30:00Z')

export interface LeadFixture {
  file: string
  kind: 'lead' | 'landing'
  portal: 'ECM' | 'CKJ'
  family?: string
  partner?: string
  landing?: string
  opener?: { banner: string; productName: string; verticalId: number; partner: string | null; company: string | null }
  context: { refCode: string | null; ipAddress: string | null; utm: Record<string, string | null> }
  answers: Record<string, unknown>
  body: Record<string, string>
}

export interface NewsletterFixture {
  file: string
  kind: 'newsletter'
  portal: 'ECM' | 'CKJ'
  service: string
  pageUrl: string
  answers: { name: string; email: string; telephone?: string; mobilePhoneNumber?: string; gender?: 'male' | 'female'; birthdate?: string; list: string }
  body: Record<string, string>
}

export interface ArrivalFixture {
  file: string
  kind: 'arrival'
  portal: 'ECM' | 'CKJ'
  page: string
  request: string
}

export interface CookiesFixture {
  file: string
  kind: 'cookies'
  UTM: { value: string; domains: Record<'ECM' | 'CKJ', string>; campaign: Record<string, string | null> }
  refCode: { value: string; code: string; domains: Record<'ECM' | 'CKJ', string> }
  IPAddress: { storage: string; value: string }
}

type Fixture = LeadFixture | NewsletterFixture | ArrivalFixture | CookiesFixture

function readAll(): Fixture[] {
  return readdirSync(FIXTURE_DIR)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => ({ file, ...(JSON.parse(readFileSync(join(FIXTURE_DIR, file), 'utf8')) as Omit<Fixture, 'file'>) }) as Fixture)
}

const ALL = readAll()

export const LEAD_FIXTURES = ALL.filter((item): item is LeadFixture => item.kind === 'lead' || item.kind === 'landing')
export const NEWSLETTER_FIXTURES = ALL.filter((item): item is NewsletterFixture => item.kind === 'newsletter')
export const ARRIVAL_FIXTURES = ALL.filter((item): item is ArrivalFixture => item.kind === 'arrival')
export const COOKIES_FIXTURE = ALL.find((item): item is CookiesFixture => item.kind === 'cookies')

/** A body with Remarks read as an object, so two bodies compare whatever the key order of their Remarks. */
export function comparable(body: Readonly<Record<string, string>>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(body).map(([key, value]) => [key, key === 'Remarks' && value !== '' ? JSON.parse(value) : value]))
}
