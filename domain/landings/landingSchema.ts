import * as v from 'valibot'
import { REMARKS_KEYS } from '../leads/remarks'
import { VERTICAL_IDS } from '../portal'
import { splitRules } from '../validation/fieldSchema'
import { LANDING_RULES } from '../validation/landingRules'

/**
 * How a landing field is shown: inputs, dropdowns, choices, tick boxes (the consent box shows the
 * portal's consent text). `province` and `city` are dropdowns of the portal's lookups (the field
 * Province, then the field City listing the cities of the chosen province; docs/data.md "Landing pages").
 */
export const LANDING_FIELD_TYPES = [
  'text',
  'email',
  'tel',
  'amount',
  'date',
  'birthday',
  'select',
  'radio',
  'checkboxes',
  'checkbox',
  'consent',
  'province',
  'city',
] as const
export type LandingFieldType = (typeof LANDING_FIELD_TYPES)[number]

/** Lead fields a landing form may ask (docs/requirements/wire-contract.md#remarks payload and landing extras); the other Remarks keys go into Remarks. */
export const LANDING_LEAD_FIELDS = [
  'FirstName',
  'MiddleName',
  'LastName',
  'Email',
  'MobilePhoneNumber',
  'TelephoneNumber',
  'Gender',
  'Birthdate',
  'MonthlyIncome',
  'GrossAnnualIncome',
  'CardNumber',
  'Occupation',
  'City',
  'Province',
  'Agree',
  'InsurerAgree',
] as const

/**
 * Name of a checkbox group: any name that is not a lead or Remarks field; the lead carries the
 * group's ticked values in Remarks under this name (docs/requirements/wire-contract.md#landing-form-leads).
 */
export const CHECKBOX_GROUP_NAME = /^[A-Z][A-Za-z0-9]{2,40}$/

// Remarks keys the page fills itself, never asked of the visitor.
const COMPUTED_REMARKS = new Set<string>(['Company', 'Product', 'ApplyDate', 'FormURL', 'Age', 'MonthlyIncomeRange', 'CompanyProductId', 'ContractType'])

/** Every field name a landing file may use. */
export const LANDING_FIELD_NAMES: readonly string[] = [
  ...LANDING_LEAD_FIELDS,
  ...REMARKS_KEYS.filter((key) => !COMPUTED_REMARKS.has(key) && !(LANDING_LEAD_FIELDS as readonly string[]).includes(key)),
]

const RULE_NAMES = Object.keys(LANDING_RULES)
const text = (max: number, what: string) =>
  v.pipe(v.string(`${what} (text)`), v.trim(), v.minLength(1, `${what}, not empty`), v.maxLength(max, `${what} of at most ${max} characters`))
const PagePathSchema = v.pipe(
  v.string('a path such as /credit-card-promo'),
  v.regex(/^\/[a-z0-9]+(?:[-/][a-z0-9]+)*$/, 'a path such as /credit-card-promo (lower-case letters, digits, hyphens)'),
)

/** One choice of a select, radio group or checkbox group. */
export const LandingOptionSchema = v.strictObject({
  value: v.pipe(
    v.string('the value sent (text)'),
    v.regex(/^[A-Za-z0-9 ._-]{1,60}$/, 'a value of 1 to 60 letters, digits, spaces, dots, hyphens or underscores'),
  ),
  label: text(120, 'the label shown'),
})

/** One field of a landing step. */
export const LandingFieldSchema = v.strictObject({
  name: v.union(
    [v.picklist(LANDING_FIELD_NAMES), v.pipe(v.string(), v.regex(CHECKBOX_GROUP_NAME))],
    `one of the field names ${LANDING_FIELD_NAMES.join(', ')}, or a checkbox group's own name (a capital letter, then 2 to 40 letters or digits)`,
  ),
  type: v.picklist(LANDING_FIELD_TYPES, `one of the field types ${LANDING_FIELD_TYPES.join(', ')}`),
  /** Not used by the consent box, which shows the portal's consent text. */
  label: v.optional(text(300, 'the label shown')),
  hint: v.optional(text(300, 'a hint')),
  /** Pipe-separated landing rules (docs/requirements/forms-and-leads.md#landing-rules), e.g. 'required|lettersonly'. */
  rules: v.pipe(
    v.string('pipe-separated rules such as required|email'),
    v.check((rules) => splitRules(rules).every((rule) => RULE_NAMES.includes(rule)), `pipe-separated rules among ${RULE_NAMES.join(', ')}`),
  ),
  /** Pipe-separated messages parallel to the rules; an empty entry keeps the rule's own message. */
  messages: v.optional(v.string('pipe-separated messages parallel to the rules')),
  options: v.optional(v.pipe(v.array(LandingOptionSchema, 'a list of { value, label }'), v.minLength(1, 'at least one option'))),
  /** Minimum age of a birthdate (docs/requirements/forms-and-leads.md#landing-rules age-limit attribute; 18 by default). */
  ageLimit: v.optional(
    v.pipe(
      v.number('a whole number of years'),
      v.integer('a whole number of years'),
      v.minValue(0, 'an age of 0 or more'),
      v.maxValue(200, 'an age of at most 200'),
    ),
  ),
  /** Age a birthdate must stay under (200 by default for the rule). */
  maxAge: v.optional(
    v.pipe(
      v.number('a whole number of years'),
      v.integer('a whole number of years'),
      v.minValue(1, 'an age of 1 or more'),
      v.maxValue(200, 'an age of at most 200'),
    ),
  ),
})

export type LandingField = v.InferOutput<typeof LandingFieldSchema>

/** One step of the multi-step form. */
export const LandingStepSchema = v.strictObject({
  title: text(120, 'the step title'),
  fields: v.pipe(v.array(LandingFieldSchema, 'a list of fields'), v.minLength(1, 'at least one field')),
})
export type LandingStep = v.InferOutput<typeof LandingStepSchema>

/** A landing page as content staff write it: data/landings/{ecm,ckj}/<name>.json. */
export const LandingSchema = v.strictObject({
  path: PagePathSchema,
  /** Page heading and head title, in the portal's language. */
  title: text(120, 'the page title'),
  /** Meta description and the paragraph under the heading. */
  description: text(300, 'the page description'),
  /** Short selling points shown beside the form. */
  highlights: v.optional(v.array(text(200, 'a highlight'), 'a list of short texts')),
  /** 'insurer': the submit redirects through /extern/redirection-axa, and the insurer agreement box is required. */
  variant: v.optional(v.picklist(['default', 'insurer'], "'default' or 'insurer'"), 'default'),
  verticalId: v.picklist(Object.values(VERTICAL_IDS), 'a vertical id of docs/requirements/catalogue.md#verticals (1 to 11)'),
  affiliate: v.optional(v.pipe(v.string('an affiliate GUID'), v.uuid('an affiliate GUID such as 3f2b8c1e-5d4a-4e7b-9c1f-2a6d8e0b4c7a'))),
  company: text(100, 'the company name'),
  product: v.optional(text(100, 'the product name')),
  /** Partner code of the portal (consent text, insurer). */
  partner: v.optional(v.pipe(v.string('a partner code'), v.regex(/^[a-z0-9-]+$/, 'a partner code such as axa'))),
  /** Newsletter list id; the form then offers the subscription. */
  listId: v.optional(v.pipe(v.string('a newsletter list id'), v.regex(/^[A-Za-z0-9_-]{1,64}$/, 'a newsletter list id such as ecm-cc'))),
  /** Page shown after the submit; the portal's thank-you page by default. */
  redirectTo: v.optional(v.pipe(v.string('a path of this site'), v.regex(/^\/(?![/\\])[A-Za-z0-9\-/._]*$/, 'a path of this site starting with a single /'))),
  submitLabel: v.optional(text(60, 'the submit button text')),
  steps: v.pipe(v.array(LandingStepSchema, 'a list of steps'), v.minLength(1, 'at least one step')),
})
export type Landing = v.InferOutput<typeof LandingSchema>

/** Every field of a landing, in step order. */
export function landingFields(landing: Pick<Landing, 'steps'>): LandingField[] {
  return landing.steps.flatMap((step) => step.fields)
}
