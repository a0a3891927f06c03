import * as v from 'valibot'
import { ParagraphsSchema, PlainTextSchema } from './plainText'
import type { SnapshotProblem } from './problems'

// Who stands behind a portal and how its lists are made (issue 49 item 1, decision 067):
// data/content/{ecm,ckj}/trust.json, checked at every build. The operator is SAMPLE data: this project
// has no real operator, and the file says so in `sampleNote`, which every trust page shows.

const TextSchema = PlainTextSchema
const IdSchema = v.pipe(v.string(), v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'a kebab-case id'))

/** A calendar date written YYYY-MM-DD that exists (2026-02-30 is refused). */
const IsoDateSchema = v.pipe(
  v.string(),
  v.regex(/^\d{4}-\d{2}-\d{2}$/, 'a date written YYYY-MM-DD'),
  v.check((text) => {
    const date = new Date(`${text}T00:00:00Z`)
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text
  }, 'a calendar date that exists'),
)

/** A page's head and opening: the title without the brand (the page adds " | brand"), a meta description of 70 to 155 characters. */
const PageSchema = v.object({
  title: v.pipe(TextSchema, v.maxLength(45, 'a title of at most 45 characters (the brand is added)')),
  description: v.pipe(TextSchema, v.minLength(70, 'a description of at least 70 characters'), v.maxLength(155, 'a description of at most 155 characters')),
  heading: TextSchema,
  intro: ParagraphsSchema,
})

const SectionSchema = v.object({ id: IdSchema, heading: TextSchema, paragraphs: ParagraphsSchema })

export const RegulatorSchema = v.object({
  id: IdSchema,
  name: TextSchema,
  /** Whom it supervises, in a sentence ("Banks, digital banks and their credit cards"). */
  supervises: TextSchema,
  /** How a consumer escalates a complaint to it (after the provider's own process). */
  complaints: TextSchema,
  url: v.pipe(v.string(), v.url('an absolute URL')),
})

export const LicenceSchema = v.object({
  /** The id of a regulator of this file. */
  regulator: IdSchema,
  /** The sentence shown on the provider's product pages ("Supervised by the Bangko Sentral ng Pilipinas"). */
  text: TextSchema,
})

export const PersonSchema = v.object({ id: IdSchema, name: TextSchema, role: TextSchema })

export const BylineSchema = v.pipe(
  v.object({ author: IdSchema, reviewer: IdSchema, published: IsoDateSchema, updated: IsoDateSchema }),
  v.check((b) => b.updated >= b.published, 'an updated date on or after the published date'),
)

export const VerticalMethodSchema = v.object({
  /** What the star rating and the Top % badge of this vertical are, in this data. */
  rating: ParagraphsSchema,
  /** What a "Best for" label means in this vertical. */
  bestFor: ParagraphsSchema,
  /** The date the vertical's figures were last generated or pulled ("Figures checked on …"). */
  figuresChecked: IsoDateSchema,
})

export const TrustContentSchema = v.object({
  /** Said plainly on every trust page: which facts are sample values. */
  sampleNote: TextSchema,
  operator: v.object({
    legalName: TextSchema,
    registeredAddress: TextSchema,
    email: v.pipe(v.string(), v.email('an e-mail address')),
    phone: v.pipe(v.string(), v.regex(/^\+\d[\d ]{6,}$/, 'a phone number in international form (+63 2 …)')),
  }),
  about: v.object({ ...PageSchema.entries, complaints: ParagraphsSchema }),
  money: v.object({ ...PageSchema.entries, sections: v.pipe(v.array(SectionSchema), v.minLength(1, 'at least one section')) }),
  methodology: v.object({
    ...PageSchema.entries,
    sections: v.pipe(v.array(SectionSchema), v.minLength(1, 'at least one section')),
    /** One entry per vertical key of the portal. */
    verticals: v.record(IdSchema, VerticalMethodSchema),
  }),
  regulators: v.pipe(v.array(RegulatorSchema), v.minLength(1, 'at least one regulator')),
  /** Provider name, exactly as the product cards write it -> its licence. */
  licences: v.record(v.pipe(v.string(), v.minLength(1)), LicenceSchema),
  people: v.pipe(v.array(PersonSchema), v.minLength(1, 'at least one person')),
  /** Byline per page, keyed by the page's portal path key ("guides", "personalLoanCalculator"). */
  bylines: v.record(v.pipe(v.string(), v.minLength(1)), BylineSchema),
})
export type TrustContent = v.InferOutput<typeof TrustContentSchema>

/** What the trust file must cover: the portal's vertical keys, each product file's providers, the pages that need a byline. */
export interface TrustCoverage {
  verticals: readonly string[]
  /** Product file (data/products/ecm/credit-cards.json) -> its cards' providers with their ids, in file order. */
  products: ReadonlyMap<string, readonly { id: number; provider: string }[]>
  /** Portal path keys of the pages with a byline: the guides page and each calculator offered. */
  bylinePages: readonly string[]
}

/**
 * The checks across records and files that the schema cannot make: unique ids, known regulator and
 * person ids, a methodology for every vertical, a byline for every guide and calculator page, and a
 * licence for every provider of the portal's product files (the problem names the product file and record).
 */
export function trustProblems(file: string, trust: TrustContent, coverage: TrustCoverage): SnapshotProblem[] {
  const problems: SnapshotProblem[] = []
  const regulators = new Set<string>()
  trust.regulators.forEach((regulator, i) => {
    if (regulators.has(regulator.id))
      problems.push({ file, record: `regulators › record ${i + 1}`, field: 'id', expected: 'an id no other regulator has', received: `"${regulator.id}"` })
    regulators.add(regulator.id)
  })
  const people = new Set<string>()
  trust.people.forEach((person, i) => {
    if (people.has(person.id))
      problems.push({ file, record: `people › record ${i + 1}`, field: 'id', expected: 'an id no other person has', received: `"${person.id}"` })
    people.add(person.id)
  })
  for (const [provider, licence] of Object.entries(trust.licences))
    if (!regulators.has(licence.regulator))
      problems.push({
        file,
        record: `licences › ${provider}`,
        field: 'regulator',
        expected: `the id of a regulator of this file (${[...regulators].join(', ')})`,
        received: `"${licence.regulator}"`,
      })
  for (const [page, byline] of Object.entries(trust.bylines)) {
    if (!coverage.bylinePages.includes(page))
      problems.push({ file, record: `bylines › ${page}`, field: '', expected: `a page of this portal with a byline (${coverage.bylinePages.join(', ')})` })
    for (const field of ['author', 'reviewer'] as const)
      if (!people.has(byline[field]))
        problems.push({
          file,
          record: `bylines › ${page}`,
          field,
          expected: `the id of a person of this file (${[...people].join(', ')})`,
          received: `"${byline[field]}"`,
        })
    if (byline.author === byline.reviewer) problems.push({ file, record: `bylines › ${page}`, field: 'reviewer', expected: 'a person other than the author' })
  }
  for (const page of coverage.bylinePages)
    if (trust.bylines[page] === undefined)
      problems.push({ file, record: `bylines › ${page}`, field: '', expected: 'a byline (author, reviewer, published, updated) for this page' })
  for (const vertical of coverage.verticals)
    if (trust.methodology.verticals[vertical] === undefined)
      problems.push({
        file,
        record: `methodology › verticals › ${vertical}`,
        field: '',
        expected: 'how this vertical is rated (rating, bestFor, figuresChecked)',
      })
  for (const vertical of Object.keys(trust.methodology.verticals))
    if (!coverage.verticals.includes(vertical))
      problems.push({
        file,
        record: `methodology › verticals › ${vertical}`,
        field: '',
        expected: `a vertical key of the portal (${coverage.verticals.join(', ')})`,
      })
  for (const [productFile, cards] of coverage.products)
    cards.forEach((card, i) => {
      if (trust.licences[card.provider] === undefined)
        problems.push({
          file: productFile,
          record: `record ${i + 1} (id ${card.id})`,
          field: 'provider',
          expected: `a provider with a licence in ${file} › licences`,
          received: `"${card.provider}"`,
        })
    })
  return problems
}
