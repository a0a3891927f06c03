import * as v from 'valibot'
import { describe, expect, test } from 'vitest'
import { LegalContentSchema, LegalDocSchema, type LegalDoc } from '../../../domain/content/legalSchema'
import ckjLegal from '../../../data/content/ckj/legal.json'
import ecmLegal from '../../../data/content/ecm/legal.json'
import ckjTrust from '../../../data/content/ckj/trust.json'
import ecmTrust from '../../../data/content/ecm/trust.json'
import { withOperator } from '../../../domain/content/operatorText'

// Requirements come from issue 2 item 5 (terms and privacy written for a lead-collecting comparison
// site under the Philippine Data Privacy Act of 2012 and Indonesia's Personal Data Protection Law of
// 2022) and from the content brief of this task (shape, 8 to 14 sections, about 900 to 1,600 words,
// meta description of at most 160 characters, updated 2026-11-01, DPO addresses).

type DocKey = 'terms' | 'privacy'

const PORTALS = [
  { portal: 'ECM', raw: ecmLegal as unknown, operator: ecmTrust.operator, dpo: 'dpo@ecomparemo.com', brand: 'eCompareMo', city: 'Makati City' },
  { portal: 'CKJ', raw: ckjLegal as unknown, operator: ckjTrust.operator, dpo: 'dpo@cekaja.com', brand: 'CekAja', city: 'Jakarta Selatan' },
] as const

const DOC_KEYS: readonly DocKey[] = ['terms', 'privacy']

/** Every visible text of a document, in page order. */
function allText(doc: LegalDoc): string {
  return [doc.title, doc.description, doc.intro, ...doc.sections.flatMap((s) => [s.heading, ...s.paragraphs, ...(s.list ?? [])])].join('\n')
}

/** Words of the body (intro, headings, paragraphs, lists), as a reader counts them. */
function wordCount(doc: LegalDoc): number {
  const body = [doc.intro, ...doc.sections.flatMap((s) => [s.heading, ...s.paragraphs, ...(s.list ?? [])])].join(' ')
  return body.split(/\s+/).filter((w) => w.length > 0).length
}

describe.each(PORTALS)('$portal legal content', ({ raw, operator, dpo, brand, city }) => {
  const content = v.parse(LegalContentSchema, raw)

  describe.each(DOC_KEYS)('%s', (key) => {
    // As the page shows it: the operator's legal name and address from the trust file (decision 067).
    const doc = withOperator(content[key], operator)

    test("names the operator by the trust file's legal name and registered address, not by a description", () => {
      expect(allText(content[key])).toContain('{operator}')
      expect(allText(doc)).toContain(operator.legalName)
      expect(allText(doc)).toContain(operator.registeredAddress)
      expect(allText(doc)).not.toMatch(/company that operates|perusahaan yang mengoperasikan/)
    })

    test('section ids are unique kebab-case anchors', () => {
      const ids = doc.sections.map((s) => s.id)
      expect(new Set(ids).size).toBe(ids.length)
      for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
    })

    test('the meta description fits 160 characters', () => {
      // 160: the brief's limit for meta descriptions.
      expect(doc.description.length).toBeGreaterThan(50)
      expect(doc.description.length).toBeLessThanOrEqual(160)
    })

    test('is dated 2026-11-01', () => {
      // 2026-11-01: the "updated" date the content brief sets for both portals.
      expect(doc.updated).toBe('2026-11-01')
    })

    test('has 8 to 14 sections and about 900 to 1,600 words', () => {
      // 8-14 sections and 900-1,600 words: the content brief.
      expect(doc.sections.length).toBeGreaterThanOrEqual(8)
      expect(doc.sections.length).toBeLessThanOrEqual(14)
      const words = wordCount(doc)
      expect(words).toBeGreaterThanOrEqual(900)
      expect(words).toBeLessThanOrEqual(1600)
    })

    test('names the brand, the operator city and the DPO e-mail', () => {
      const text = allText(doc)
      expect(text).toContain(brand)
      expect(text).toContain(city)
      expect(text).toContain(dpo)
    })

    test('contains no placeholder text', () => {
      // Issue 2 item 5: real content, no lorem ipsum, no editor's markers, no [bracketed] or {braced} slots.
      const markers = ['lorem', 'ipsum', 'to' + 'do', 'tbd', 'fix' + 'me', 'xxx'].map((word) => `\\b${word}\\b`)
      expect(allText(doc)).not.toMatch(new RegExp([...markers, '\\[[^\\]]*\\]', '\\{[^}]*\\}'].join('|'), 'i'))
    })
  })
})

describe('what each law requires to be named', () => {
  const ecm = v.parse(LegalContentSchema, ecmLegal)
  const ckj = v.parse(LegalContentSchema, ckjLegal)

  test.each([
    // RA 10173 and its IRR: the act, the regulator and the data subject's rights to be named.
    { doc: ecm.privacy, phrase: 'Republic Act No. 10173' },
    { doc: ecm.privacy, phrase: 'National Privacy Commission' },
    { doc: ecm.privacy, phrase: 'personal information controller' },
    { doc: ecm.privacy, phrase: 'Section 12' },
    { doc: ecm.privacy, phrase: 'Section 13' },
    { doc: ecm.privacy, phrase: 'to be informed' },
    { doc: ecm.privacy, phrase: 'to access' },
    { doc: ecm.privacy, phrase: 'to object' },
    { doc: ecm.privacy, phrase: 'erasure or blocking' },
    { doc: ecm.privacy, phrase: 'to damages' },
    { doc: ecm.privacy, phrase: 'to file a complaint' },
    { doc: ecm.privacy, phrase: 'rectification' },
    { doc: ecm.privacy, phrase: 'data portability' },
    { doc: ecm.terms, phrase: 'Republic of the Philippines' },
    { doc: ecm.terms, phrase: 'not a bank' },
    // UU 27/2022: the law, the controller, the officer, consent and the rights of Pasal 5 to 13.
    { doc: ckj.privacy, phrase: 'Undang-Undang Nomor 27 Tahun 2022' },
    { doc: ckj.privacy, phrase: 'Pengendali Data Pribadi' },
    { doc: ckj.privacy, phrase: 'Pejabat Pelindungan Data Pribadi' },
    { doc: ckj.privacy, phrase: 'persetujuan' },
    { doc: ckj.privacy, phrase: 'Otoritas Jasa Keuangan' },
    { doc: ckj.privacy, phrase: '(Pasal 5)' },
    { doc: ckj.privacy, phrase: '(Pasal 9)' },
    { doc: ckj.privacy, phrase: '(Pasal 13)' },
    { doc: ckj.terms, phrase: 'hukum Negara Republik Indonesia' },
    { doc: ckj.terms, phrase: 'bukan bank' },
    { doc: ckj.terms, phrase: 'Otoritas Jasa Keuangan' },
  ])('$doc.title mentions "$phrase"', ({ doc, phrase }) => {
    expect(allText(doc)).toContain(phrase)
  })
})

describe('LegalDocSchema refuses broken content', () => {
  const valid: LegalDoc = {
    title: 'Privacy Policy',
    description: 'How we handle personal data.',
    updated: '2026-11-01',
    intro: 'This policy explains how we handle personal data.',
    sections: [
      { id: 'who-we-are', heading: 'Who we are', paragraphs: ['We run this website.'] },
      { id: 'your-rights', heading: 'Your rights', paragraphs: ['You have rights.'], list: ['to access'] },
    ],
  }

  test('accepts the valid baseline', () => {
    expect(v.safeParse(LegalDocSchema, valid).success).toBe(true)
  })

  test.each([
    { name: 'two sections with one id', doc: { ...valid, sections: [valid.sections[0], valid.sections[0]] } },
    // 161: one character over the 160 of the brief.
    { name: 'a 161-character description', doc: { ...valid, description: 'x'.repeat(161) } },
    { name: 'a date that does not exist', doc: { ...valid, updated: '2026-02-30' } },
    { name: 'a date in another format', doc: { ...valid, updated: '01/11/2026' } },
    { name: 'an anchor that is not kebab-case', doc: { ...valid, sections: [{ ...valid.sections[0], id: 'Who We Are' }] } },
    { name: 'HTML in a paragraph', doc: { ...valid, intro: 'Read <a href="/x">this</a>.' } },
    { name: 'markdown emphasis', doc: { ...valid, intro: 'This is **important**.' } },
    { name: 'a markdown link', doc: { ...valid, intro: 'See [our terms](/terms-conditions).' } },
    { name: 'an empty paragraph', doc: { ...valid, sections: [{ ...valid.sections[0], paragraphs: ['  '] }] } },
    { name: 'a section without paragraphs', doc: { ...valid, sections: [{ ...valid.sections[0], paragraphs: [] }] } },
    { name: 'an empty list', doc: { ...valid, sections: [{ ...valid.sections[0], list: [] }] } },
    { name: 'no sections', doc: { ...valid, sections: [] } },
  ])('refuses $name', ({ doc }) => {
    expect(v.safeParse(LegalDocSchema, doc).success).toBe(false)
  })
})
