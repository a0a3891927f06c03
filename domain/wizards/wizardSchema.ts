import * as v from 'valibot'
import { LandingStepSchema, landingFields } from '../landings/landingSchema'
import { stepsProblems, type LandingProblem } from '../landings/landingChecks'
import type { PortalConfig } from '../portal'

const text = (max: number, what: string) =>
  v.pipe(v.string(`${what} (text)`), v.trim(), v.minLength(1, `${what}, not empty`), v.maxLength(max, `${what} of at most ${max} characters`))

/** Most and fewest steps of a wizard: short, the identity and contact step last (docs/forms.md#the-application-wizard). */
export const WIZARD_STEPS = { min: 2, max: 3 } as const

/** The application wizard of one vertical: its steps (landing steps, one engine) and its submit button's text. */
export const WizardSchema = v.strictObject({
  submitLabel: v.optional(text(60, 'the submit button text')),
  steps: v.pipe(
    v.array(LandingStepSchema, 'a list of steps'),
    v.minLength(WIZARD_STEPS.min, `${WIZARD_STEPS.min} to ${WIZARD_STEPS.max} steps`),
    v.maxLength(WIZARD_STEPS.max, `${WIZARD_STEPS.min} to ${WIZARD_STEPS.max} steps`),
  ),
})
export type Wizard = v.InferOutput<typeof WizardSchema>

/** A portal's wizards as content staff write them, data/wizards/{ecm,ckj}.json: one per vertical key. */
export const WizardsFileSchema = v.strictObject({
  verticals: v.record(
    v.pipe(v.string('a vertical key'), v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'a vertical key such as credit-cards')),
    WizardSchema,
    'an object of wizards by vertical key',
  ),
})
export type WizardsFile = v.InferOutput<typeof WizardsFileSchema>

/** Fields of the identity and contact step: they belong on the last step, with the consent box. */
const CONTACT_FIELDS = ['FirstName', 'MiddleName', 'LastName', 'Email', 'MobilePhoneNumber', 'TelephoneNumber', 'Agree'] as const

/** Remarks the wizard fills itself from the product: never asked of the visitor (docs/requirements/wire-contract.md#wizard-leads). */
export const WIZARD_COMPUTED = ['Company', 'Product', 'CompanyProductId', 'ContractType'] as const

/**
 * Problems of one vertical's wizard that passed WizardSchema: the steps' own (stepsProblems), the
 * vertical is the portal's, the contact fields and the consent on the last step, and no field asks
 * what the product already says.
 */
export function wizardProblems(verticalKey: string, wizard: Wizard, portal: PortalConfig): LandingProblem[] {
  const record = `vertical "${verticalKey}"`
  const problems: LandingProblem[] = stepsProblems(wizard.steps, portal).map((problem) => ({
    ...problem,
    record: problem.record === undefined ? record : `${record} › ${problem.record}`,
  }))
  if (!portal.verticals.some((vertical) => vertical.key === verticalKey)) {
    problems.push({ record, field: 'verticals', expected: `a vertical key of ${portal.code} (${portal.verticals.map((vertical) => vertical.key).join(', ')})` })
  }
  const last = wizard.steps.length - 1
  wizard.steps.forEach((step, index) => {
    for (const field of step.fields) {
      const at = `${record} › step ${index + 1} › field "${field.name}"`
      if (index !== last && (CONTACT_FIELDS as readonly string[]).includes(field.name))
        problems.push({ record: at, field: 'name', expected: `the identity, contact and consent fields on the last step (step ${last + 1})` })
    }
  })
  for (const field of landingFields(wizard)) {
    if ((WIZARD_COMPUTED as readonly string[]).includes(field.name))
      problems.push({ record: `${record} › field "${field.name}"`, field: 'name', expected: 'a field the product does not already answer' })
  }
  return problems
}
