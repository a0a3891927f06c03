import * as v from 'valibot'
import { PORTAL_CODE_PATTERN } from '../portal'
import type { PortalConfig } from '../portal'
import { VERTICAL_IDS } from '../portal'

/**
 * Field groups a Contact-Me variant may ask, in the order the data lists them. Each group is one
 * question or one chain of questions (location: province then region; vehicle: make, year, model;
 * cardHolder: the answer and its tenure; existingInsurance: the answer and the policy's expiry).
 * middleName is optional (the ECM generic modal asks it); npwpOwnership is the CKJ loans' "Do you
 * have an NPWP (tax id)?" (docs/requirements/wire-contract.md#remarks: MiddleName, Remarks NPWPOwnership).
 */
export const CONTACT_FIELD_IDS = [
  'title',
  'firstName',
  'middleName',
  'lastName',
  'birthday',
  'mobilePhoneNumber',
  'telephoneNumber',
  'email',
  'monthlyIncome',
  'grossAnnualIncome',
  'location',
  'employmentType',
  'cardHolder',
  'numberOfCards',
  'loanAmount',
  'tenor',
  'npwpOwnership',
  'vehicle',
  'existingInsurance',
  'countryWorkIn',
  'platform',
  'policyNumber',
  'destination',
  'callWindow',
] as const
export type ContactFieldId = (typeof CONTACT_FIELD_IDS)[number]

/** Extra fields that belong beside a question of the list rather than before the call window: the middle name follows the first name. */
const EXTRA_AFTER: Partial<Record<ContactFieldId, ContactFieldId>> = { middleName: 'firstName' }

/** Tick boxes a variant may require (docs/requirements/forms-and-leads.md#agreements): the consent text, the insurer's terms, the claims privacy agreement. */
export const AGREEMENT_IDS = ['consent', 'insuranceAgreement', 'claimsAgreement'] as const
export type AgreementId = (typeof AGREEMENT_IDS)[number]

/** What runs after a successful post: always the thank-you panel, or the partner completions of docs/requirements/forms-and-leads.md#partner-completions. */
export const COMPLETIONS = ['thank-you', 'partner'] as const

/** Banner value of the generic opener whose target is #call-schedule (docs/requirements/pages-and-portals.md#modal-openers). */
export const GENERIC_BANNER = 'call-schedule'

const CODE = /^[a-z0-9-]+$/
const VerticalIdSchema = v.picklist(Object.values(VERTICAL_IDS), 'a vertical id of docs/requirements/catalogue.md#verticals')
const FieldListSchema = v.pipe(
  v.array(v.picklist(CONTACT_FIELD_IDS, `one of: ${CONTACT_FIELD_IDS.join(', ')}`)),
  v.check((ids) => new Set(ids).size === ids.length, 'a list of fields without repeats'),
)
const PathSchema = v.pipe(v.string(), v.regex(/^\/[a-z0-9\-/]*$/i, 'a path starting with /'))

/** One opener's variant: the banner attribute value maps to this. */
export const ContactVariantSchema = v.object({
  /** Vertical when the opener link carries no data-vertical. */
  verticalId: VerticalIdSchema,
  /** Partner code (portal config) whose consent text and completion apply; else the link's data-partner. */
  partner: v.optional(v.pipe(v.string(), v.regex(CODE, 'a partner code'))),
  /** Replaces the vertical's field list (claims, renew-policy ask other things). */
  fields: v.optional(FieldListSchema),
  /** Asked after the vertical's fields (ofw: the country of work; grab-uber: the platform); a middle name right after the first name. */
  extraFields: v.optional(FieldListSchema),
  /**
   * The income is sent as typed even where the portal sends income bands (the overseas workers'
   * income form: docs/requirements/wire-contract.md#remarks-income).
   */
  typedIncome: v.optional(v.boolean()),
  /** Tick boxes; the consent text is always one of them. */
  agreements: v.pipe(
    v.array(v.picklist(AGREEMENT_IDS)),
    v.check((ids) => ids.includes('consent'), 'a list that includes "consent"'),
    v.check((ids) => new Set(ids).size === ids.length, 'a list without repeats'),
  ),
  completion: v.picklist(COMPLETIONS),
})
export type ContactVariant = v.InferOutput<typeof ContactVariantSchema>

/** data/contact/variants.{ecm,ckj}.json */
export const ContactVariantsSchema = v.object({
  portal: v.pipe(v.string(), v.regex(PORTAL_CODE_PATTERN, 'a portal code')),
  /** Fields asked per vertical id ("2": credit card ...), before a variant's extras. */
  verticalFields: v.record(v.pipe(v.string(), v.regex(/^\d{1,2}$/, 'a vertical id')), FieldListSchema),
  /** Banner attribute value to variant. */
  variants: v.record(v.pipe(v.string(), v.regex(CODE, 'a banner value of lowercase letters, digits and hyphens')), ContactVariantSchema),
  /** Redirect path per partner code for completions that leave the site; others use defaultRedirectPath. */
  redirectPaths: v.record(v.pipe(v.string(), v.regex(CODE)), PathSchema),
  defaultRedirectPath: PathSchema,
})
export type ContactVariants = v.InferOutput<typeof ContactVariantsSchema>

/**
 * The fields a variant asks for a vertical, in order: its own list, or the vertical's list with its
 * extras: a middle name right after the first name, every other extra (and a middle name in a list
 * without a first name) before the call window.
 */
export function variantFields(variants: ContactVariants, variant: ContactVariant, verticalId: number): ContactFieldId[] {
  const base = variant.fields ?? variants.verticalFields[String(verticalId)] ?? []
  const fields = [...base]
  const extras: ContactFieldId[] = []
  for (const id of variant.extraFields ?? []) {
    if (fields.includes(id)) continue
    const anchor = EXTRA_AFTER[id]
    const after = anchor === undefined ? -1 : fields.indexOf(anchor)
    if (after >= 0) fields.splice(after + 1, 0, id)
    else extras.push(id)
  }
  // The call window is the last question of every list: "when may we call" follows the answers.
  const at = fields.indexOf('callWindow')
  return at < 0 ? [...fields, ...extras] : [...fields.slice(0, at), ...extras, ...fields.slice(at)]
}

/**
 * Problems of a portal's variants file against its portal config and the banner values its product
 * cards use (empty when consistent): a missing generic or used banner, a partner or vertical the
 * portal does not have, a vertical without a field list, a field list without the fields a lead needs.
 */
export function checkVariants(
  variants: ContactVariants,
  portal: Pick<PortalConfig, 'code' | 'partners' | 'verticals'>,
  usedBanners: Iterable<string>,
): string[] {
  const problems: string[] = []
  const partnerCodes = new Set(portal.partners.map((partner) => partner.code))
  const verticalIds = new Set(portal.verticals.map((vertical) => vertical.id))
  if (variants.portal !== portal.code) problems.push(`portal is ${variants.portal}, expected ${portal.code}`)
  if (!Object.hasOwn(variants.variants, GENERIC_BANNER)) problems.push(`no variant for the generic banner "${GENERIC_BANNER}"`)
  for (const banner of new Set(usedBanners)) {
    if (!Object.hasOwn(variants.variants, banner)) problems.push(`no variant for the banner "${banner}" used by a product card`)
  }
  for (const id of verticalIds) {
    if (!Object.hasOwn(variants.verticalFields, String(id))) problems.push(`no field list for vertical ${id}`)
  }
  for (const code of Object.keys(variants.redirectPaths)) {
    if (!partnerCodes.has(code)) problems.push(`redirectPaths names "${code}", not a partner of ${portal.code}`)
  }
  for (const [banner, variant] of Object.entries(variants.variants)) {
    if (variant.partner !== undefined && !partnerCodes.has(variant.partner))
      problems.push(`variant "${banner}": "${variant.partner}" is not a partner of ${portal.code}`)
    if (!verticalIds.has(variant.verticalId)) problems.push(`variant "${banner}": vertical ${variant.verticalId} is not offered on ${portal.code}`)
  }
  // Every list a visitor can meet must let the lead through the lead schema: a name, an e-mail, a number to call.
  const lists: [string, ContactFieldId[]][] = [
    ...Object.entries(variants.verticalFields).map(([id, list]): [string, ContactFieldId[]] => [`vertical ${id}`, list]),
    ...Object.entries(variants.variants).flatMap(([banner, variant]) =>
      [...verticalIds].map((id): [string, ContactFieldId[]] => [`variant "${banner}" in vertical ${id}`, variantFields(variants, variant, id)]),
    ),
  ]
  for (const [where, list] of lists) {
    for (const needed of ['firstName', 'lastName', 'email', 'mobilePhoneNumber', 'callWindow'] as const) {
      if (!list.includes(needed)) problems.push(`${where} does not ask ${needed}`)
    }
  }
  return [...new Set(problems)]
}
