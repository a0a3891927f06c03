import { detailsRecipient, type DetailsRecipient } from '../contact/detailsRecipient'
import { isRemarkOfKind, REMARKS_FIELDS, type KnownRemarksKey, type RemarkKind } from '../leads/remarks'
import type { PortalConfig } from '../portal'
import { splitRules } from '../validation/fieldSchema'
import type { LandingFieldSpec } from '../validation/landingRules'
import { LANDING_FIELD_NAMES, landingFields, type Landing, type LandingField } from './landingSchema'

/** Something wrong in a landing file that its schema alone cannot see: where (step and field, attribute) and what was expected. */
export interface LandingProblem {
  /** 'step 2 › field "CardNumber"', or absent for the page as a whole. */
  record?: string
  /** The attribute: 'rules', 'options', 'listId' ... */
  field?: string
  expected: string
}

/** Path of the insurer redirect (docs/requirements/pages-and-portals.md#redirects); the campaign link itself comes from the portal config. */
export const INSURER_REDIRECT_PATH = '/extern/redirection-axa'

/** Partner code of the insurer whose campaign the insurer landings redirect to. */
export const INSURER_PARTNER = 'axa'

const CHOICE_TYPES = new Set(['select', 'radio', 'checkboxes'])

/** The fields chosen from the lookups, and their types. */
const LOOKUP_FIELDS = [
  ['Province', 'province'],
  ['City', 'city'],
] as const

// Fields whose answer the lead builder turns into its wire value itself (a birthday's parts, the incomes), or a lookup's label and id.
const BUILT_BY_THE_LEAD = new Set(['Birthdate', 'MonthlyIncome', 'GrossAnnualIncome', 'City', 'Province'])

// A select's answer goes as its label under its own name and its value under the id key (docs/requirements/wire-contract.md#remarks).
const ID_KEY: Partial<Record<string, KnownRemarksKey>> = { Occupation: 'EmploymentTypeId' }

// What gives a typed answer of each kind that is not free text: the field type, or a rule.
const KIND_GIVEN_BY: Partial<Record<RemarkKind, { type?: string; rule?: string; says: string }>> = {
  digits: { type: 'amount', says: 'an amount field' },
  date: { type: 'date', says: 'a date field' },
  year: { rule: 'year', says: 'the year rule' },
  cardNumber: { rule: 'cardnumber', says: 'the cardnumber rule' },
}

/**
 * Whether a field's answers are of the kind its Remarks key has (domain/leads/remarks.ts REMARKS_FIELDS):
 * the lead API refuses a known key of another kind, so a form that could send one would lose the lead.
 */
function kindProblem(field: LandingField, rules: readonly string[]): string | undefined {
  if (BUILT_BY_THE_LEAD.has(field.name) || !Object.hasOwn(REMARKS_FIELDS, field.name)) return undefined
  const name = field.name as KnownRemarksKey
  const key = ID_KEY[name] ?? name
  const kind = REMARKS_FIELDS[key]
  if (field.options !== undefined) {
    return field.options.every((option) => isRemarkOfKind(key, option.value))
      ? undefined
      : `options whose values are of the kind "${kind}" that the lead's ${key} holds (domain/leads/remarks.ts)`
  }
  if (kind === 'text') return undefined
  const given = KIND_GIVEN_BY[kind]
  if (given !== undefined && (given.type === undefined || field.type === given.type) && (given.rule === undefined || rules.includes(given.rule)))
    return undefined
  return `${given?.says ?? 'options'} for ${field.name}: the lead's ${key} holds a value of the kind "${kind}" (domain/leads/remarks.ts), which free text may not be`
}

function fieldProblems(field: LandingField, portal: PortalConfig): Omit<LandingProblem, 'record'>[] {
  const problems: Omit<LandingProblem, 'record'>[] = []
  const rules = splitRules(field.rules)
  const has = (rule: string) => rules.includes(rule)
  const add = (attribute: string, expected: string) => problems.push({ field: attribute, expected })
  if (field.messages !== undefined && field.messages.split('|').length !== rules.length) {
    add('messages', `${rules.length} pipe-separated message(s), one per rule (an empty one keeps the rule's message)`)
  }
  if (field.type !== 'consent' && field.label === undefined) add('label', 'a label (every field but the consent box has one)')
  if (CHOICE_TYPES.has(field.type) && field.options === undefined) add('options', `options for a ${field.type} field`)
  if (!CHOICE_TYPES.has(field.type) && field.options !== undefined) add('options', `no options on a ${field.type} field`)
  const values = field.options?.map((option) => option.value) ?? []
  if (new Set(values).size !== values.length) add('options', 'option values that differ from each other')
  if (field.name === 'Gender' && (field.type === 'checkboxes' || values.some((value) => value !== 'male' && value !== 'female') || values.length !== 2)) {
    add('options', 'a radio or select Gender field with the two options "male" and "female"')
  }
  const known = LANDING_FIELD_NAMES.includes(field.name)
  if (!known && field.type !== 'checkboxes')
    add('name', `one of the field names ${LANDING_FIELD_NAMES.join(', ')} (a name of your own is for a checkbox group only)`)
  if (known && field.type === 'checkboxes')
    add('type', `a name of the group's own for a checkboxes field, not one of the field names (${field.name}): the lead sends the group under it`)
  if ((field.name === 'Agree') !== (field.type === 'consent') || (field.type === 'consent' && !has('agree'))) {
    add('type', 'the consent type with the agree rule for the field Agree, and for it only')
  }
  if (field.name === 'InsurerAgree' && (field.type !== 'checkbox' || !has('insureragree')))
    add('type', 'a checkbox with the insureragree rule for the field InsurerAgree')
  if ((has('agree') || has('insureragree')) && field.type !== 'consent' && field.type !== 'checkbox') add('rules', 'the agree rules on tick boxes only')
  if ((has('departuredate') || has('returndate')) && field.type !== 'date') add('rules', 'travel date rules on a date field only')
  if (has('birthdate') && field.type !== 'date' && field.type !== 'birthday') add('rules', 'the birthdate rule on a date or birthday field only')
  if ((field.type === 'birthday' || field.name === 'Birthdate') && !has('birthdate')) add('rules', 'the birthdate rule on a birthday field')
  if ((field.ageLimit !== undefined || field.maxAge !== undefined) && !has('birthdate')) add('ageLimit', 'age limits only on a field with the birthdate rule')
  if (field.ageLimit !== undefined && field.maxAge !== undefined && field.ageLimit >= field.maxAge)
    add('maxAge', `a maximum age above the age limit ${field.ageLimit}`)
  if ((has('investment') || has('loanamount')) && field.type !== 'amount') add('rules', 'amount rules on an amount field only')
  // The amount rules hold amounts of one currency: a portal names the ones it offers (landingAmountRules).
  if (has('investment') && !portal.landingAmountRules.includes('investment')) add('rules', 'the investment rule (pesos) on the Philippine portal only')
  if (has('loanamount') && !portal.landingAmountRules.includes('loanamount')) add('rules', 'the loanamount rule (rupiah) on the Indonesian portal only')
  if (has('group') && field.type !== 'checkboxes' && field.type !== 'radio') add('rules', 'the group rule on a checkbox or radio group only')
  // Province and City are chosen from the portal's lookups and go as label plus id (docs/data.md "Landing forms").
  for (const [name, type] of LOOKUP_FIELDS) {
    if ((field.name === name) !== (field.type === type)) add('type', `the ${type} type for the field ${name}, and for it only (chosen from the lookups)`)
  }
  const kind = kindProblem(field, rules)
  if (kind !== undefined) add(field.options === undefined ? 'type' : 'options', kind)
  // One least income for every form (docs/forms.md "One definition per form"): the portal's minMonthlyIncome.
  if (field.name === 'MonthlyIncome' && !has('income'))
    add('rules', 'the income rule on MonthlyIncome (the portal\'s minMonthlyIncome), e.g. "required|income"')
  if ((field.type === 'province' || field.type === 'city') && rules.some((rule) => rule !== 'required'))
    add('rules', `"required" or no rule on a ${field.type} field (its answer is a choice of the lookups)`)
  return problems
}

function requiredField(fields: readonly LandingField[], names: readonly string[]): boolean {
  return fields.some((field) => names.includes(field.name) && splitRules(field.rules).includes('required'))
}

/**
 * Problems of a form's steps that their schema alone cannot see (a landing file's, a wizard
 * definition's): each field's rules fit its type, names used once, a city after its province, the
 * lead can be built (first and last name, e-mail, a phone number, the consent box) and both travel
 * dates or none. Records name the step and field ('step 2 › field "CardNumber"').
 */
export function stepsProblems(steps: Landing['steps'], portal: PortalConfig): LandingProblem[] {
  const problems: LandingProblem[] = []
  const seen = new Set<string>()
  steps.forEach((step, index) => {
    for (const field of step.fields) {
      const record = `step ${index + 1} › field "${field.name}"`
      if (seen.has(field.name)) problems.push({ record, field: 'name', expected: 'a field name used once in the page' })
      seen.add(field.name)
      for (const problem of fieldProblems(field, portal)) problems.push({ record, ...problem })
    }
  })
  steps.forEach((step, index) => {
    const city = step.fields.findIndex((field) => field.type === 'city')
    if (city >= 0 && !step.fields.slice(0, city).some((field) => field.type === 'province')) {
      problems.push({
        record: `step ${index + 1} › field "City"`,
        field: 'type',
        expected: 'a Province field before it in the same step (the cities are those of the chosen province)',
      })
    }
  })
  const fields = landingFields({ steps })
  const names = new Set(fields.map((field) => field.name))
  for (const name of ['FirstName', 'LastName', 'Email']) {
    if (!requiredField(fields, [name])) problems.push({ field: 'steps', expected: `a required field ${name} (the lead needs it)` })
  }
  if (!requiredField(fields, ['MobilePhoneNumber', 'TelephoneNumber']))
    problems.push({ field: 'steps', expected: 'a required MobilePhoneNumber or TelephoneNumber field' })
  if (!names.has('Agree')) problems.push({ field: 'steps', expected: 'the consent box: a field Agree of type consent with the agree rule' })
  const rules = fields.flatMap((field) => splitRules(field.rules))
  if (rules.includes('departuredate') !== rules.includes('returndate'))
    problems.push({ field: 'steps', expected: 'both travel dates: a departuredate field and a returndate field' })
  return problems
}

/**
 * Problems of a landing file that passed LandingSchema: its steps' (stepsProblems), the insurer
 * variant's agreement and partner, and what the portal offers (vertical, partner, newsletter list).
 */
export function landingProblems(landing: Landing, portal: PortalConfig): LandingProblem[] {
  const problems: LandingProblem[] = stepsProblems(landing.steps, portal)
  const names = new Set(landingFields(landing).map((field) => field.name))
  if (!portal.verticals.some((vertical) => vertical.id === landing.verticalId)) {
    problems.push({ field: 'verticalId', expected: `a vertical the portal offers (${portal.verticals.map((vertical) => vertical.id).join(', ')})` })
  }
  const partner = landing.partner === undefined ? undefined : portal.partners.find((item) => item.code === landing.partner)
  if (landing.partner !== undefined && partner === undefined) {
    problems.push({ field: 'partner', expected: `a partner of the portal (${portal.partners.map((item) => item.code).join(', ')})` })
  }
  // The page says whose offer it is; the consent names who receives the details: the same company (decision 055).
  if (partner !== undefined && landing.company !== partner.name) {
    problems.push({ field: 'company', expected: `"${partner.name}", the name of its partner ${partner.code} (its consent text names it)` })
  }
  if (landing.listId !== undefined && !Object.values(portal.newsletter.lists).includes(landing.listId)) {
    problems.push({ field: 'listId', expected: `a newsletter list of the portal (${Object.values(portal.newsletter.lists).join(', ')})` })
  }
  if (landing.variant === 'insurer') {
    if (!names.has('InsurerAgree'))
      problems.push({ field: 'steps', expected: 'the insurer agreement: a field InsurerAgree of type checkbox with the insureragree rule' })
    if (landing.partner !== INSURER_PARTNER || !partner?.links?.campaign) {
      problems.push({ field: 'partner', expected: `"${INSURER_PARTNER}", an insurer partner of the portal with a campaign link` })
    }
    if (landing.redirectTo !== undefined)
      problems.push({ field: 'redirectTo', expected: `no redirectTo on an insurer page (it always goes through ${INSURER_REDIRECT_PATH})` })
  }
  return problems
}

/**
 * Who receives a landing's details (domain/contact/detailsRecipient.ts): its partner; else, for the
 * portal's own campaigns (company = the portal's brand), the portal's advisers; else its company, the
 * provider of its product.
 */
export function landingRecipient(
  landing: Pick<Landing, 'partner' | 'company' | 'product' | 'title'>,
  portal: Pick<PortalConfig, 'brand' | 'partners'>,
): DetailsRecipient {
  const partner = landing.partner === undefined ? null : (portal.partners.find((item) => item.code === landing.partner) ?? null)
  return detailsRecipient({ product: landing.product ?? landing.title, provider: landing.company, partner, brand: portal.brand })
}

/** Where the visitor goes after a submit: the insurer redirect, the file's redirectTo, or the portal's thank-you page. */
export function landingRedirect(landing: Pick<Landing, 'variant' | 'redirectTo'>, portal: Pick<PortalConfig, 'code' | 'paths'>): string {
  if (landing.variant === 'insurer') return `${INSURER_REDIRECT_PATH}?portal=${portal.code}`
  return landing.redirectTo ?? portal.paths.thankYou
}

/** The landing rules of each field (with its age limits), as landingFormSchema takes them. */
export function landingFieldSpecs(fields: readonly LandingField[]): Record<string, LandingFieldSpec> {
  return Object.fromEntries(
    fields.map((field) => [
      field.name,
      {
        rules: field.rules,
        ...(field.ageLimit === undefined ? {} : { minAge: field.ageLimit }),
        ...(field.maxAge === undefined ? {} : { maxAge: field.maxAge }),
      },
    ]),
  )
}
