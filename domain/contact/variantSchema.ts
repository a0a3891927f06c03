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

/** Extra fields that belong beside a question of the list rather than after the required answers: the middle name follows the first name. */
const EXTRA_AFTER: Partial<Record<ContactFieldId, ContactFieldId>> = { middleName: 'firstName' }

/**
 * What a bank needs to call back (docs/requirements/forms-and-leads.md#field-order): every list asks
 * them, never as optional answers, and before any optional one.
 */
export const CALL_BACK_ESSENTIALS = ['firstName', 'lastName', 'mobilePhoneNumber', 'callWindow'] as const satisfies readonly ContactFieldId[]

/** A question shown only once another is answered, and so listed after it: "How many cards?" follows "Do you have a card?" (shown on Yes). */
export const DEPENDS_ON: Partial<Record<ContactFieldId, ContactFieldId>> = { numberOfCards: 'cardHolder' }

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
  /** Asked after the vertical's required answers (ofw: the country of work; grab-uber: the platform); a middle name right after the first name. */
  extraFields: v.optional(FieldListSchema),
  /** The answers of its own `fields` or `extraFields` that the visitor may leave empty; else the vertical's optionalFields apply. */
  optionalFields: v.optional(FieldListSchema),
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
  /**
   * Per vertical id, the answers of its list a bank does not need to call back: optional, listed after
   * the required ones, and sent empty when left empty (docs/requirements/forms-and-leads.md#optional-answers).
   */
  optionalFields: v.optional(v.record(v.pipe(v.string(), v.regex(/^\d{1,2}$/, 'a vertical id')), FieldListSchema)),
  /** Banner attribute value to variant. */
  variants: v.record(v.pipe(v.string(), v.regex(CODE, 'a banner value of lowercase letters, digits and hyphens')), ContactVariantSchema),
  /** Redirect path per partner code for completions that leave the site; others use defaultRedirectPath. */
  redirectPaths: v.record(v.pipe(v.string(), v.regex(CODE)), PathSchema),
  defaultRedirectPath: PathSchema,
})
export type ContactVariants = v.InferOutput<typeof ContactVariantsSchema>

/**
 * The answers a variant lets the visitor leave empty for a vertical: its own optionalFields when it
 * replaces the list, else the vertical's with the variant's own added. Never a call-back essential.
 */
export function variantOptional(variants: ContactVariants, variant: ContactVariant, verticalId: number): ContactFieldId[] {
  const own = variant.optionalFields ?? []
  const listed = variant.fields === undefined ? [...(variants.optionalFields?.[String(verticalId)] ?? []), ...own] : own
  return [...new Set(listed)].filter((id) => !(CALL_BACK_ESSENTIALS as readonly ContactFieldId[]).includes(id))
}

/**
 * The fields a variant asks for a vertical, in order: its own list, or the vertical's list with its
 * extras: a middle name right after the first name, every other required extra after the list's
 * required answers (before the first optional one), an optional extra at the end.
 */
export function variantFields(variants: ContactVariants, variant: ContactVariant, verticalId: number): ContactFieldId[] {
  const base = variant.fields ?? variants.verticalFields[String(verticalId)] ?? []
  const optional = new Set(variantOptional(variants, variant, verticalId))
  const fields = [...base]
  const required: ContactFieldId[] = []
  const later: ContactFieldId[] = []
  for (const id of variant.extraFields ?? []) {
    if (fields.includes(id)) continue
    const anchor = EXTRA_AFTER[id]
    const after = anchor === undefined ? -1 : fields.indexOf(anchor)
    if (after >= 0) fields.splice(after + 1, 0, id)
    else if (optional.has(id)) later.push(id)
    else required.push(id)
  }
  // First what a bank needs to call back and what decides eligibility, then what may be left empty.
  const at = fields.findIndex((id) => optional.has(id))
  return at < 0 ? [...fields, ...required, ...later] : [...fields.slice(0, at), ...required, ...fields.slice(at), ...later]
}

/** What is wrong with the order of a list (empty when right): an essential optional or after an optional answer, a dependent question before its parent or without it. */
export function fieldOrderProblems(fields: readonly ContactFieldId[], optional: readonly ContactFieldId[]): string[] {
  const problems: string[] = []
  // A dependent question right after its parent belongs with it, optional or not.
  const firstOptional = fields.findIndex((id) => optional.includes(id) && DEPENDS_ON[id] === undefined)
  for (const id of CALL_BACK_ESSENTIALS) {
    if (optional.includes(id)) problems.push(`makes ${id} optional, which a call-back needs`)
    const at = fields.indexOf(id)
    if (at >= 0 && firstOptional >= 0 && at > firstOptional) problems.push(`asks ${id} after the optional ${fields[firstOptional]}`)
  }
  fields.forEach((id, at) => {
    if (firstOptional >= 0 && at > firstOptional && !optional.includes(id) && DEPENDS_ON[id] === undefined && id !== 'middleName')
      problems.push(`asks the required ${id} after the optional ${fields[firstOptional]}`)
    const parent = DEPENDS_ON[id]
    if (parent !== undefined && !fields.slice(0, at).includes(parent)) problems.push(`asks ${id} without ${parent} before it`)
  })
  for (const id of optional) if (!fields.includes(id)) problems.push(`makes ${id} optional but does not ask it`)
  return problems
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
  // Every list a visitor can meet must let the lead through the lead schema (a name, a number to
  // call, when to call) and ask in the order a bank calls back.
  const lists: [string, ContactFieldId[], ContactFieldId[]][] = [
    ...Object.entries(variants.verticalFields).map(([id, list]): [string, ContactFieldId[], ContactFieldId[]] => [
      `vertical ${id}`,
      list,
      variants.optionalFields?.[id] ?? [],
    ]),
    ...Object.entries(variants.variants).flatMap(([banner, variant]) =>
      [...verticalIds].map((id): [string, ContactFieldId[], ContactFieldId[]] => [
        `variant "${banner}" in vertical ${id}`,
        variantFields(variants, variant, id),
        variantOptional(variants, variant, id),
      ]),
    ),
  ]
  for (const [where, list, optional] of lists) {
    for (const needed of [...CALL_BACK_ESSENTIALS, 'email'] as const) {
      if (!list.includes(needed)) problems.push(`${where} does not ask ${needed}`)
    }
    for (const problem of fieldOrderProblems(list, optional)) problems.push(`${where} ${problem}`)
  }
  for (const id of Object.keys(variants.optionalFields ?? {})) {
    if (!Object.hasOwn(variants.verticalFields, id)) problems.push(`optionalFields names vertical ${id}, which has no field list`)
  }
  return [...new Set(problems)]
}
