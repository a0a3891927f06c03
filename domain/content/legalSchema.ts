import * as v from 'valibot'
import { PlainTextSchema } from './plainText'

// The terms and privacy pages of each portal are content, not code: data/content/{ecm,ckj}/legal.json
// holds them and this schema guards them at build time. Texts are plain text because the pages render
// them as React text nodes; markup typed into the JSON would show up literally on the page.

/** A calendar date written YYYY-MM-DD that exists (2026-02-30 is refused). */
const IsoDateSchema = v.pipe(
  v.string(),
  v.regex(/^\d{4}-\d{2}-\d{2}$/, 'a date written YYYY-MM-DD'),
  v.check((text) => {
    const date = new Date(`${text}T00:00:00Z`)
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text
  }, 'a calendar date that exists'),
)

export const LegalSectionSchema = v.object({
  /** Anchor of the section (the page links to #id), kebab-case. */
  id: v.pipe(v.string(), v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'a kebab-case anchor')),
  heading: PlainTextSchema,
  paragraphs: v.pipe(v.array(PlainTextSchema), v.minLength(1, 'at least one paragraph')),
  /** Bullet points shown after the paragraphs. */
  list: v.optional(v.pipe(v.array(PlainTextSchema), v.minLength(1, 'a list with at least one item'))),
})

export const LegalDocSchema = v.pipe(
  v.object({
    title: PlainTextSchema,
    /** Meta description: search engines cut longer ones, hence 160 characters. */
    description: v.pipe(PlainTextSchema, v.maxLength(160, 'a description of at most 160 characters')),
    /** Date shown as "last updated". */
    updated: IsoDateSchema,
    intro: PlainTextSchema,
    sections: v.pipe(v.array(LegalSectionSchema), v.minLength(1, 'at least one section')),
  }),
  // Two sections with one id would make an in-page link land on the wrong heading.
  v.check((doc) => new Set(doc.sections.map((section) => section.id)).size === doc.sections.length, 'section ids that are unique within the document'),
)
export type LegalDoc = v.InferOutput<typeof LegalDocSchema>

export const LegalContentSchema = v.object({
  terms: LegalDocSchema,
  privacy: LegalDocSchema,
})
export type LegalContent = v.InferOutput<typeof LegalContentSchema>
