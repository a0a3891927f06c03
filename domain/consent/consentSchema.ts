import * as v from 'valibot'
import { PORTAL_CODE_PATTERN } from '../portal'
import { parseIsoDate } from '../dates/isoDate'
import { everyConsentText } from './everyConsentText'
import { VERTICAL_IDS } from '../portal'

/** A consent version id: lowercase words joined by hyphens, stored with every lead. */
export const VersionSchema = v.pipe(v.string(), v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'a version id such as ecm-default-2026-11'), v.maxLength(64))
const TextSchema = v.pipe(v.string(), v.minLength(200, 'a consent text of at least 200 characters'), v.maxLength(3000))
const VerticalIdSchema = v.picklist(Object.values(VERTICAL_IDS), 'a vertical id of docs/requirements/catalogue.md#verticals')

/**
 * The one sentence beside the tick box (docs/requirements/forms-and-leads.md#consent-text): what the
 * visitor agrees to in short, the whole text a tap away under it. Part of what is agreed to, so it is
 * versioned with the text: changing either is a new version.
 */
const SummarySchema = v.pipe(v.string(), v.minLength(40, 'a sentence of at least 40 characters'), v.maxLength(220, 'one sentence of at most 220 characters'))

/** One consent text, the sentence that sums it up beside the tick box, and the version id stored with every lead that showed them. */
export const ConsentTextSchema = v.object({ version: VersionSchema, summary: SummarySchema, text: TextSchema })
export type ConsentText = v.InferOutput<typeof ConsentTextSchema>

/** A text current or retired: the texts published before the summary sentence (2026-11) have none. */
export interface AnyConsentText {
  version: string
  summary?: string | undefined
  text: string
}

/** A consent text shared by a family of verticals (loans, cards, insurance, deposits). */
export const VerticalConsentSchema = v.object({
  family: v.pipe(v.string(), v.regex(/^[a-z-]+$/)),
  verticalIds: v.pipe(v.array(VerticalIdSchema), v.minLength(1)),
  version: VersionSchema,
  summary: SummarySchema,
  text: TextSchema,
})

/** A calendar date written yyyy-mm-dd that exists (2026-02-30 is refused). */
const IsoDateSchema = v.pipe(
  v.string(),
  v.check((text) => parseIsoDate(text) !== null, 'a calendar date written yyyy-mm-dd'),
)

/**
 * A text no page shows any more, kept word for word: leads from pages cached before it changed still
 * carry its version, and the company must be able to show what those visitors agreed to.
 */
export const RetiredConsentSchema = v.object({ version: VersionSchema, summary: v.optional(SummarySchema), text: TextSchema, retiredOn: IsoDateSchema })

const ConsentFileSchema = v.object({
  portal: v.pipe(v.string(), v.regex(PORTAL_CODE_PATTERN, 'a portal code')),
  default: ConsentTextSchema,
  /**
   * The text of a form that opened with no product and no partner chosen (the home page, a list's
   * "talk to us", the portal's own campaigns): the portal's advisers call to help choose, and the details
   * go only to the provider of the product the visitor then chooses (decision 055).
   */
  advisor: ConsentTextSchema,
  verticals: v.array(VerticalConsentSchema),
  partners: v.record(v.pipe(v.string(), v.regex(/^[a-z0-9-]+$/)), ConsentTextSchema),
  retired: v.optional(v.array(RetiredConsentSchema)),
})
type ConsentFile = v.InferOutput<typeof ConsentFileSchema>

// Current and retired alike: a lead's version must name one text, whenever it was shown.
function uniqueVersions(file: ConsentFile): boolean {
  const versions = everyConsentText(file).map((text) => text.version)
  return new Set(versions).size === versions.length
}

function verticalsOnce(file: ConsentFile): boolean {
  const ids = file.verticals.flatMap((family) => family.verticalIds)
  return new Set(ids).size === ids.length
}

/** data/consent/{ecm,ckj}.json: a portal's consent texts by partner code and vertical id, with a default, the advisers' text, and the retired ones. */
export const ConsentSchema = v.pipe(
  ConsentFileSchema,
  v.check(uniqueVersions, 'every consent version id appears once'),
  v.check(verticalsOnce, 'every vertical id belongs to at most one family'),
)
export type Consents = v.InferOutput<typeof ConsentSchema>
