import * as v from 'valibot'
import { ParagraphsSchema, PlainTextSchema } from './plainText'

// The guides page of each portal (data/content/{ecm,ckj}/guides.json) is content: this schema guards
// it at build time. Texts are plain text (the page renders them as text nodes, so markup typed into
// the JSON would show literally). Anchors become element ids and deep links ('#tab-loans').

const TextSchema = PlainTextSchema
const AnchorSchema = v.pipe(v.string(), v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'a kebab-case anchor'))
/** A count template of the glossary filter: '{count}' stands for the number of terms shown. */
const CountTemplateSchema = v.pipe(TextSchema, v.includes('{count}', "a text with '{count}' where the number goes"))

/** A link to a vertical's product list, by the vertical's key in the portal config. */
export const GuideLinkSchema = v.object({ vertical: AnchorSchema, label: TextSchema })

export const GuideBlockSchema = v.object({
  heading: TextSchema,
  paragraphs: ParagraphsSchema,
  points: v.optional(v.pipe(v.array(TextSchema), v.minLength(1, 'a list with at least one item'))),
  /** A term explained in a banner that shows on hover and on focus. */
  tip: v.optional(v.object({ trigger: TextSchema, text: TextSchema })),
})

export const GuideTopicSchema = v.object({
  id: AnchorSchema,
  /** Text of the topic's tab. */
  label: TextSchema,
  blocks: v.pipe(v.array(GuideBlockSchema), v.minLength(1, 'at least one block')),
  links: v.array(GuideLinkSchema),
})

export const GuidesContentSchema = v.pipe(
  v.object({
    title: TextSchema,
    /** Meta description: search engines cut longer ones, hence 160 characters. */
    description: v.pipe(TextSchema, v.maxLength(160, 'a description of at most 160 characters')),
    heading: TextSchema,
    intro: ParagraphsSchema,
    contentsLabel: TextSchema,
    topics: v.object({
      heading: TextSchema,
      /** Accessible name of the tab list. */
      tabsLabel: TextSchema,
      items: v.pipe(v.array(GuideTopicSchema), v.minLength(2, 'at least two topics (they are tabs)')),
    }),
    faq: v.object({
      heading: TextSchema,
      /** Labels beside a question while its answer is hidden and while it is shown. */
      showLabel: TextSchema,
      hideLabel: TextSchema,
      items: v.pipe(v.array(v.object({ id: AnchorSchema, question: TextSchema, answer: ParagraphsSchema })), v.minLength(1, 'at least one question')),
    }),
    glossary: v.object({
      heading: TextSchema,
      /** Text of the button that opens the glossary dialog. */
      opener: TextSchema,
      intro: TextSchema,
      filterLabel: TextSchema,
      statusOne: CountTemplateSchema,
      statusOther: CountTemplateSchema,
      terms: v.pipe(v.array(v.object({ term: TextSchema, definition: TextSchema })), v.minLength(1, 'at least one term')),
    }),
    help: v.object({
      heading: TextSchema,
      body: ParagraphsSchema,
      links: v.pipe(v.array(GuideLinkSchema), v.minLength(1, 'at least one link')),
      dismiss: TextSchema,
      /** Share of the page, in percent, after which the help dialog opens by itself (once per visit). */
      openOnScrollPercent: v.pipe(v.number(), v.integer(), v.minValue(10), v.maxValue(95)),
    }),
    share: v.object({ heading: TextSchema, text: TextSchema }),
  }),
  // Ids become element ids on one page: two equal ones would make a deep link land on the wrong element.
  v.check((content) => {
    const ids = [...content.topics.items.map((t) => t.id), ...content.faq.items.map((f) => f.id)]
    return new Set(ids).size === ids.length
  }, 'topic and question ids that are unique on the page'),
  v.check((content) => {
    const terms = content.glossary.terms.map((t) => t.term.toLowerCase())
    return new Set(terms).size === terms.length
  }, 'glossary terms that are unique'),
)
export type GuideLink = v.InferOutput<typeof GuideLinkSchema>
