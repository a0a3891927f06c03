// Writes docs/form-fields.md, the table of every lead form's fields, from their one definition
// (docs/forms.md "One definition per form"): the call-back modal's CONTACT_FIELDS, the landing and
// wizard files, and the Remarks kinds the lead API checks. The wire names are not written by hand: each
// is what building the lead with the field, and without it, changes in the body. `npm run docs:fields`
// rewrites the file; a unit test refuses a file that differs from what this script writes.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { pathToFileURL } from 'node:url'
import * as v from 'valibot'
import ckjJson from '../../data/portals/ckj.json'
import ecmJson from '../../data/portals/ecm.json'
import { AGREEMENT_CHECKS, CONTACT_FIELDS, EMPTY_VALUES, type ContactValues } from '../../components/contact/contactFields'
import { leadFormValues, type LeadField } from '../../components/landing/leadAnswers'
import { toLeadFormValues } from '../../components/contact/leadValues'
import { startSession } from '../../components/contact/session'
import { EMPTY_UTM } from '../../domain/campaign/utm'
import { CONTACT_FIELD_IDS, ContactVariantsSchema, GENERIC_BANNER, type ContactFieldId } from '../../domain/contact/variantSchema'
import { LandingSchema, landingFields, type LandingField } from '../../domain/landings/landingSchema'
import { buildLeadPayload, type LeadFormValues } from '../../domain/leads/leadPayload'
import { REMARKS_FIELDS } from '../../domain/leads/remarks'
import { PortalConfigSchema, type PortalConfig } from '../../domain/portal'
import { WizardsFileSchema } from '../../domain/wizards/wizardSchema'
import { loadConsents } from '../../server/consents'

export const FORM_FIELDS_DOC = 'docs/form-fields.md'

const PORTALS = { ECM: v.parse(PortalConfigSchema, ecmJson), CKJ: v.parse(PortalConfigSchema, ckjJson) } as const
type Code = keyof typeof PORTALS
const NOW = new Date('2026-01-15T02:00:00.000Z')
const TODAY = '2026-01-15'

/** The lead body's wire names and their values, Remarks keys as `Remarks.Key`. */
function wireOf(body: Record<string, string>): Map<string, string> {
  const names = new Map<string, string>()
  for (const [name, value] of Object.entries(body)) {
    if (name !== 'Remarks') names.set(name, value)
  }
  const remarks = JSON.parse(body.Remarks ?? '{}') as Record<string, unknown>
  for (const [key, value] of Object.entries(remarks)) names.set(`Remarks.${key}`, JSON.stringify(value))
  return names
}

/** The wire names whose value the field's answer gives: those that differ between the lead with it and without it. */
function changedBy(withField: Map<string, string>, without: Map<string, string>): string[] {
  return [...withField.keys()].filter((name) => without.get(name) !== withField.get(name)).sort()
}

function body(code: Code, values: LeadFormValues): Map<string, string> {
  const portal = PORTALS[code]
  return wireOf(
    buildLeadPayload(values, {
      portal,
      utm: EMPTY_UTM,
      ipAddress: null,
      formUrl: `${portal.siteOrigin}/`,
      idempotencyKey: '0f8fad5b-d9cb-469f-a165-70867728950e',
      consentVersion: 'docs',
      now: NOW,
    }),
  )
}

/** A visitor who answers every field of the modal. */
function fullModalValues(portal: PortalConfig, callWindow: string): ContactValues {
  return {
    ...EMPTY_VALUES,
    title: portal.titles.female[0] ?? '',
    firstName: 'Maria',
    middleName: 'Cruz',
    lastName: 'Santos',
    birthday: { month: '01', day: '15', year: '1990' },
    mobilePhoneNumber: '09171234567',
    telephoneNumber: '0281234567',
    email: 'maria@example.com',
    monthlyIncome: '40000',
    grossAnnualIncome: '480000',
    location: { provinceId: '1', provinceName: 'Province', regionId: '2', regionName: 'City' },
    employmentTypeId: '3',
    employmentTypeName: 'Employed',
    cardHolder: 'yes',
    cardHolderTenure: 'at-least',
    numberOfCards: '2',
    loanAmount: '250000',
    tenor: '24',
    npwpOwnership: 'yes',
    vehicle: { makeId: '4', makeName: 'Make', year: '2021', modelId: '5', modelName: 'Model' },
    existingInsurance: 'yes',
    policyExpiry: '2026-03-01',
    countryWorkIn: 'Japan',
    platform: 'Web',
    policyNumber: 'P-1',
    destination: 'Japan',
    callWindow,
    consent: true,
  }
}

/** Each modal field's wire names on a portal. */
function modalWire(code: Code): Record<ContactFieldId, string[]> {
  const portal = PORTALS[code]
  const folder = code.toLowerCase()
  const variants = v.parse(ContactVariantsSchema, JSON.parse(readFileSync(`data/contact/variants.${folder}.json`, 'utf8')))
  const opened = startSession(
    { banner: GENERIC_BANNER, productName: '', verticalId: 2, partner: null, company: null, opener: null },
    variants,
    loadConsents()[code]!,
    portal,
    NOW,
  )
  const values = fullModalValues(portal, opened.windows[0]?.id ?? '')
  const lead = (fields: readonly ContactFieldId[]) => body(code, toLeadFormValues(values, { ...opened, fields: [...fields] }, portal, TODAY))
  const all = lead(CONTACT_FIELD_IDS)
  return Object.fromEntries(CONTACT_FIELD_IDS.map((id) => [id, changedBy(all, lead(CONTACT_FIELD_IDS.filter((other) => other !== id)))])) as Record<
    ContactFieldId,
    string[]
  >
}

// A province or city is chosen from the lookups: the form sends the lookup's name and id.
const LOOKUP_OPTION = { value: '31', label: 'Lookup name' }

/** A plausible answer of a landing field's type, enough to see where it goes on the wire. */
function sampleAnswer(field: LandingField): string | boolean | string[] {
  if (field.type === 'province' || field.type === 'city') return LOOKUP_OPTION.value
  if (field.options !== undefined) return field.type === 'checkboxes' ? [field.options[0]!.value] : field.options[0]!.value
  if (field.type === 'consent' || field.type === 'checkbox') return true
  if (field.type === 'amount') return '50000'
  if (field.type === 'date' || field.type === 'birthday') return field.name === 'Birthdate' || field.type === 'birthday' ? '01/15/1990' : '2026-02-01'
  if (field.name === 'ManufacturingYear') return '2021'
  if (field.name === 'CardNumber') return '123456'
  return 'text'
}

interface FormUse {
  form: string
  code: Code
  fields: LandingField[]
}

function landingForms(): FormUse[] {
  const forms: FormUse[] = []
  for (const code of ['ECM', 'CKJ'] as const) {
    const folder = `data/landings/${code.toLowerCase()}`
    for (const file of readdirSync(folder)
      .filter((name) => name.endsWith('.json'))
      .sort()) {
      const landing = v.parse(LandingSchema, JSON.parse(readFileSync(`${folder}/${file}`, 'utf8')))
      forms.push({ form: `${folder}/${file}`, code, fields: landingFields(landing) })
    }
    const wizards = v.parse(WizardsFileSchema, JSON.parse(readFileSync(`data/wizards/${code.toLowerCase()}.json`, 'utf8')))
    for (const [vertical, wizard] of Object.entries(wizards.verticals)) {
      forms.push({ form: `data/wizards/${code.toLowerCase()}.json › ${vertical}`, code, fields: landingFields(wizard) })
    }
  }
  return forms
}

/** Each landing field's wire names in one form. */
function landingWire(use: FormUse): Map<string, string[]> {
  const fields: LeadField[] = use.fields.map((field) => (field.type === 'province' || field.type === 'city' ? { ...field, options: [LOOKUP_OPTION] } : field))
  const answers = Object.fromEntries(use.fields.map((field) => [field.name, sampleAnswer(field)]))
  const meta = { verticalId: 1, company: 'Company', product: 'Product', today: TODAY }
  const all = body(use.code, leadFormValues(answers, fields, meta))
  return new Map(
    use.fields.map((field) => {
      const rest = { ...answers }
      delete rest[field.name]
      return [field.name, changedBy(all, body(use.code, leadFormValues(rest, fields, meta)))]
    }),
  )
}

const cell = (text: string) => text.replaceAll('|', '\\|')
const list = (items: readonly string[]) => (items.length === 0 ? '(none)' : items.map((item) => `\`${item}\``).join(', '))

function agreementsLine(): string {
  return `The tick boxes (\`AGREEMENT_CHECKS\`): ${Object.values(AGREEMENT_CHECKS)
    .map((check) => `\`${check.name}\` (${check.rules})`)
    .join(', ')}. They set no field of their own: the lead carries the version of the consent text shown (\`ConsentVersion\`).`
}

function modalTable(): string[] {
  const wire = { ECM: modalWire('ECM'), CKJ: modalWire('CKJ') }
  const rows = CONTACT_FIELD_IDS.map((id) => {
    const definition = CONTACT_FIELDS[id]
    const controls = definition.checks.map((check) => `${check.name}: ${check.rules}${check.shown ? ' (when shown)' : ''}`).join('<br>')
    const ecm = list(wire.ECM[id])
    const ckj = list(wire.CKJ[id])
    const names = ecm === ckj ? ecm : `ECM ${ecm}<br>CKJ ${ckj}`
    return `| \`${id}\` | ${cell(controls)} | \`${definition.checks[0]!.labelKey}\` | ${names} |`
  })
  return ['| field | controls: rules | label | wire names |', '|---|---|---|---|', ...rows]
}

function landingTable(): string[] {
  const byName = new Map<string, { types: Set<string>; rules: Set<string>; wire: Set<string>; forms: Set<string> }>()
  for (const use of landingForms()) {
    const wire = landingWire(use)
    for (const field of use.fields) {
      const entry = byName.get(field.name) ?? { types: new Set(), rules: new Set(), wire: new Set(), forms: new Set() }
      entry.types.add(field.type)
      entry.rules.add(field.rules === '' ? '(none)' : field.rules)
      const names = wire.get(field.name) ?? []
      // The consent box sets no field of its own: the lead carries the version of the text beside it (ConsentVersion).
      for (const name of names.length === 0 && field.type === 'consent' ? ['ConsentVersion'] : names) entry.wire.add(name)
      entry.forms.add(use.form.startsWith('data/wizards') ? `wizard ${use.code}` : `landing ${use.code}`)
      byName.set(field.name, entry)
    }
  }
  const rows = [...byName.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, entry]) => {
      const forms = [...entry.forms].sort()
      return `| \`${name}\` | ${[...entry.types].sort().join(', ')} | ${cell([...entry.rules].sort().join('; '))} | ${list([...entry.wire].sort())} | ${forms.join(', ')} |`
    })
  return ['| field | types | rules | wire names | asked in |', '|---|---|---|---|---|', ...rows]
}

function remarksTable(): string[] {
  const rows = Object.entries(REMARKS_FIELDS).map(([key, kind]) => `| \`${key}\` | ${kind} |`)
  return ['| Remarks key | kind |', '|---|---|', ...rows]
}

/** The whole of docs/form-fields.md. */
export function formFieldsMarkdown(): string {
  return [
    '# Form fields',
    '',
    "<!-- Written by `npm run docs:fields` (scripts/docs/formFields.ts) from the forms' definitions; do not edit by hand. -->",
    '',
    'Every field of the lead forms, from their one definition ([forms.md](forms.md#one-definition-per-form)). The wire',
    "names are those the field's answer sets in the lead body (`Remarks.Key` inside the Remarks JSON), found by",
    'building the lead with the field and without it; a field that sets none would be lost on the way.',
    '',
    '## The call-back modal',
    '',
    "From `components/contact/contactFields.ts` (`CONTACT_FIELDS`): each field's controls with their modal rules",
    "(docs/requirements/forms-and-leads.md#modal-rules), its label's message key and its wire names. The variants",
    'that ask each field are `data/contact/variants.{ecm,ckj}.json`.',
    '',
    ...modalTable(),
    '',
    agreementsLine(),
    '',
    '## The landing forms and the application wizard',
    '',
    'From `data/landings/{ecm,ckj}/*.json` and `data/wizards/{ecm,ckj}.json`: each field name as the files use it,',
    'with its types, its rules (docs/requirements/forms-and-leads.md#landing-rules) and its wire names.',
    '',
    ...landingTable(),
    '',
    '## Remarks keys and their kinds',
    '',
    'From `domain/leads/remarks.ts` (`REMARKS_FIELDS`): the lead API refuses a known key whose value is not of its',
    "kind (`REMARK_KINDS`), and keeps any other key of the name pattern as received (a landing form's",
    'checkbox group). The build refuses a landing or wizard field that could send a value of another kind.',
    '',
    ...remarksTable(),
    '',
  ].join('\n')
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  writeFileSync(FORM_FIELDS_DOC, formFieldsMarkdown())
  console.log(`Wrote ${FORM_FIELDS_DOC}`)
}
