import { describe, expect, test } from 'vitest'
import * as v from 'valibot'
import ecmTrust from '../../../data/content/ecm/trust.json'
import ckjTrust from '../../../data/content/ckj/trust.json'
import { TrustContentSchema, trustProblems, type TrustContent, type TrustCoverage } from '../../../domain/content/trustSchema'
import { formatProblem } from '../../../domain/content/problems'
import { issueProblems } from '../../../domain/content/problems'

const FILE = 'data/content/ecm/trust.json'

function parsed(raw: unknown): TrustContent {
  return v.parse(TrustContentSchema, raw)
}

const good = (): TrustContent => structuredClone(parsed(ecmTrust))

const coverage = (trust: TrustContent): TrustCoverage => ({
  verticals: Object.keys(trust.methodology.verticals),
  products: new Map([
    [
      'data/products/ecm/credit-cards.json',
      [
        { id: 1201, provider: 'BPI' },
        { id: 1202, provider: 'BDO' },
      ],
    ],
  ]),
  bylinePages: Object.keys(trust.bylines),
})

function lines(trust: TrustContent, cov: TrustCoverage = coverage(trust)): string[] {
  return trustProblems(FILE, trust, cov).map(formatProblem)
}

function schemaLines(raw: unknown): string[] {
  const result = v.safeParse(TrustContentSchema, raw)
  return result.success ? [] : issueProblems(FILE, TrustContentSchema, result.issues).map(formatProblem)
}

describe('the trust files (data/content/{ecm,ckj}/trust.json)', () => {
  test("both portals' files pass the schema and say plainly that they are sample data", () => {
    expect(parsed(ecmTrust).operator.legalName).toContain('sample')
    expect(parsed(ckjTrust).operator.legalName).toContain('contoh')
    expect(parsed(ecmTrust).sampleNote).toMatch(/^This project has no real operator\. .*are sample values/)
    expect(parsed(ckjTrust).sampleNote).toMatch(/^Proyek ini tidak memiliki operator sungguhan\. .*adalah nilai contoh/)
  })

  test('a good file has no cross-file problem', () => {
    expect(lines(good())).toEqual([])
  })

  test('the licence texts of the regulators the brief names', () => {
    const ecm = parsed(ecmTrust)
    expect(ecm.licences['BPI']).toEqual({ regulator: 'bsp', text: 'Supervised by the Bangko Sentral ng Pilipinas' })
    expect(ecm.licences['Malayan Insurance']).toEqual({ regulator: 'ic', text: 'Licensed by the Insurance Commission' })
    expect(parsed(ckjTrust).licences['BCA']).toEqual({ regulator: 'ojk', text: 'Berizin dan diawasi oleh Otoritas Jasa Keuangan (OJK)' })
  })

  test('a provider without a licence is refused, naming the product file, record and field', () => {
    const trust = good()
    const cov = {
      ...coverage(trust),
      products: new Map([
        [
          'data/products/ecm/deposits.json',
          [
            { id: 1301, provider: 'BPI' },
            { id: 1302, provider: 'Nobody Bank' },
          ],
        ],
      ]),
    }
    expect(lines(trust, cov)).toEqual([
      `data/products/ecm/deposits.json › record 2 (id 1302) › provider: expected a provider with a licence in ${FILE} › licences, got "Nobody Bank"`,
    ])
  })

  test('a licence naming an unknown regulator', () => {
    const trust = good()
    trust.licences['BPI'] = { regulator: 'fed', text: 'Supervised by someone' }
    expect(lines(trust)).toEqual([`${FILE} › licences › BPI › regulator: expected the id of a regulator of this file (bsp, ic, sec, hdmf), got "fed"`])
  })

  test('a byline naming an unknown person, or the author as reviewer', () => {
    const trust = good()
    trust.bylines['guides'] = { ...trust.bylines['guides']!, author: 'ghost' }
    trust.bylines['taxCalculator'] = { ...trust.bylines['taxCalculator']!, reviewer: 'editor' }
    expect(lines(trust)).toEqual([
      `${FILE} › bylines › guides › author: expected the id of a person of this file (editor, reviewer), got "ghost"`,
      `${FILE} › bylines › taxCalculator › reviewer: expected a person other than the author`,
    ])
  })

  test('a page without a byline, and a byline for a page the portal does not have', () => {
    const trust = good()
    const cov = { ...coverage(trust), bylinePages: ['guides', 'personalLoanCalculator', 'houseLoanCalculator', 'businessCalculator'] }
    expect(lines(trust, cov)).toEqual([
      `${FILE} › bylines › taxCalculator › expected a page of this portal with a byline (guides, personalLoanCalculator, houseLoanCalculator, businessCalculator)`,
      `${FILE} › bylines › businessCalculator › expected a byline (author, reviewer, published, updated) for this page`,
    ])
  })

  test('a vertical without a methodology, and a methodology for an unknown vertical', () => {
    const trust = good()
    const cov = { ...coverage(trust), verticals: [...Object.keys(trust.methodology.verticals).filter((k) => k !== 'deposits'), 'pet-insurance'] }
    expect(lines(trust, cov)).toEqual([
      `${FILE} › methodology › verticals › pet-insurance › expected how this vertical is rated (rating, bestFor, figuresChecked)`,
      expect.stringMatching(/^data\/content\/ecm\/trust\.json › methodology › verticals › deposits › expected a vertical key of the portal/),
    ])
  })

  test('duplicate regulator and person ids', () => {
    const trust = good()
    trust.regulators.push({ ...trust.regulators[0]! })
    trust.people.push({ ...trust.people[0]! })
    expect(lines(trust)).toEqual([
      `${FILE} › regulators › record 5 › id: expected an id no other regulator has, got "bsp"`,
      `${FILE} › people › record 3 › id: expected an id no other person has, got "editor"`,
    ])
  })

  test('schema mistakes are named by field: a date that does not exist, a bad e-mail, a long description, markup, updated before published', () => {
    const raw = structuredClone(ecmTrust) as unknown as TrustContent
    raw.methodology.verticals['deposits']!.figuresChecked = '2026-02-30'
    raw.operator.email = 'not-an-address'
    raw.about.description = 'x'.repeat(156)
    raw.money.intro = ['<b>free</b>']
    raw.bylines['guides'] = { ...raw.bylines['guides']!, published: '2026-12-01', updated: '2026-11-01' }
    const found = schemaLines(raw).join('\n')
    expect(found).toContain('methodology.verticals.deposits.figuresChecked: expected a calendar date that exists')
    expect(found).toContain('operator.email: expected an e-mail address')
    expect(found).toContain('about.description: expected a description of at most 155 characters')
    expect(found).toContain('money › intro › record 1 › expected plain text without HTML or markdown')
    expect(found).toMatch(/bylines\.guides.*an updated date on or after the published date/)
  })

  test('a missing field is named', () => {
    const raw = structuredClone(ecmTrust) as Record<string, unknown>
    delete raw['operator']
    expect(schemaLines(raw).join('\n')).toContain('operator')
  })
})
