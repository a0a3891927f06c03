import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, test } from 'vitest'
import type { PortalConfig } from '../../../domain/portal'
import { formatProblems } from '../../../content/checks'
import { checkLandings } from '../../../content/landings'

const ECM = JSON.parse(readFileSync('data/portals/ecm.json', 'utf8')) as PortalConfig
const CKJ = JSON.parse(readFileSync('data/portals/ckj.json', 'utf8')) as PortalConfig

// A minimal valid landing (docs/requirements/wire-contract.md#lead-fields: a lead needs names, e-mail, a phone; docs/requirements/forms-and-leads.md#landing-rules: the agree box).
function landing(extra: Record<string, unknown> = {}, fields: Record<string, unknown>[] = []): Record<string, unknown> {
  return {
    path: '/test-promo',
    title: 'Test promo',
    description: 'A landing page for the tests.',
    verticalId: 2,
    company: 'eCompareMo',
    steps: [
      {
        title: 'About you',
        fields: [
          { name: 'FirstName', type: 'text', label: 'First name', rules: 'required|lettersonly' },
          { name: 'LastName', type: 'text', label: 'Last name', rules: 'required|lettersonly' },
        ],
      },
      {
        title: 'Contact',
        fields: [
          { name: 'Email', type: 'email', label: 'Email', rules: 'required|email' },
          { name: 'MobilePhoneNumber', type: 'tel', label: 'Mobile', rules: 'required|mobilenumber' },
          ...fields,
          { name: 'Agree', type: 'consent', rules: 'agree' },
        ],
      },
    ],
    ...extra,
  }
}

let dirs: string[] = []
afterEach(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
  dirs = []
})

/** A temporary data folder holding the given landing files of one portal. */
function dataDir(portal: 'ecm' | 'ckj', files: Record<string, unknown>): string {
  const dir = mkdtempSync(join(tmpdir(), 'landings-'))
  dirs.push(dir)
  mkdirSync(join(dir, 'landings', portal), { recursive: true })
  for (const [name, content] of Object.entries(files)) {
    writeFileSync(join(dir, 'landings', portal, name), typeof content === 'string' ? content : JSON.stringify(content, null, 2))
  }
  return dir
}

describe('checkLandings on the real data', () => {
  test.each([
    // data/landings/ecm: two promos and the two insurer pages of docs/requirements/pages-and-portals.md#insurer-landings.
    ['ECM', ECM, ['/axa-ambition-savings', '/axa-smart-traveller', '/credit-card-promo', '/personal-loan-promo']],
    // data/landings/ckj: the same four kinds in Indonesian.
    ['CKJ', CKJ, ['/axa-ambition', '/axa-smart-traveller', '/promo-kartu-kredit', '/promo-kta']],
  ])('%s landing files all pass', (_code, portal, paths) => {
    const { problems, landings } = checkLandings('data', [portal])
    expect(problems).toEqual([])
    expect(landings.map((item) => item.landing.path).sort()).toEqual(paths)
  })

  test('a portal without a landings folder has no landing pages and no problem', () => {
    const dir = mkdtempSync(join(tmpdir(), 'landings-'))
    dirs.push(dir)
    expect(checkLandings(dir, [ECM])).toEqual({ problems: [], landings: [] })
  })
})

describe('checkLandings names the file, the step and field, and what was expected', () => {
  const EMAIL = 'step 2 › field "Email"'
  test.each([
    {
      mistake: 'an unknown rule',
      file: landing({}, [{ name: 'CardNumber', type: 'text', label: 'Card', rules: 'cardnumbr' }]),
      want: { record: 'step 2 › field "CardNumber"', field: 'rules', expected: /pipe-separated rules among required, lettersonly/ },
    },
    {
      mistake: 'a misspelt attribute',
      file: landing({}, [{ name: 'City', type: 'text', lable: 'City', label: 'City', rules: 'required' }]),
      want: { record: 'step 2 › field "City"', field: 'lable', expected: /only the known attributes/ },
    },
    {
      mistake: 'an unknown field name',
      file: landing({}, [{ name: 'Citty', type: 'text', label: 'City', rules: 'required' }]),
      want: { record: 'step 2 › field "Citty"', field: 'name', expected: /one of the field names FirstName/ },
    },
    {
      mistake: 'messages not parallel to the rules',
      file: landing({}, [{ name: 'City', type: 'text', label: 'City', rules: 'required|lettersonly', messages: 'Only one' }]),
      want: { record: 'step 2 › field "City"', field: 'messages', expected: /2 pipe-separated message/ },
    },
    {
      mistake: 'the rules missing',
      file: landing({}, [{ name: 'City', type: 'text', label: 'City' }]),
      want: {
        record: 'step 2 › field "City"',
        field: 'rules',
        expected: /^pipe-separated rules such as required\|email, got nothing \(the attribute is missing\)$/,
      },
    },
    {
      mistake: 'a select without options',
      file: landing({}, [{ name: 'Occupation', type: 'select', label: 'Job', rules: 'required' }]),
      want: { record: 'step 2 › field "Occupation"', field: 'options', expected: /options for a select field/ },
    },
    {
      mistake: 'a label missing',
      file: landing({}, [{ name: 'City', type: 'text', rules: 'required' }]),
      want: { record: 'step 2 › field "City"', field: 'label', expected: /a label/ },
    },
    // docs/forms.md "One definition per form": one least income, the portal's; and no field can send a Remarks value the lead API refuses.
    {
      mistake: 'a MonthlyIncome without the income rule',
      file: landing({}, [{ name: 'MonthlyIncome', type: 'amount', label: 'Income', rules: 'required|number' }]),
      want: { record: 'step 2 › field "MonthlyIncome"', field: 'rules', expected: /^the income rule on MonthlyIncome/ },
    },
    {
      mistake: 'a model year typed without the year rule (the lead API takes four digits only)',
      file: landing({}, [{ name: 'ManufacturingYear', type: 'text', label: 'Year', rules: 'required|number' }]),
      want: {
        record: 'step 2 › field "ManufacturingYear"',
        field: 'type',
        expected: /^the year rule for ManufacturingYear: the lead's ManufacturingYear holds a value of the kind "year"/,
      },
    },
    {
      mistake: 'a loan amount as free text (the lead API takes digits only)',
      file: landing({}, [{ name: 'LoanAmount', type: 'text', label: 'Amount', rules: 'required' }]),
      want: { record: 'step 2 › field "LoanAmount"', field: 'type', expected: /^an amount field for LoanAmount/ },
    },
    {
      mistake: 'an occupation whose option value is not a lookup id',
      file: landing({}, [
        { name: 'Occupation', type: 'select', label: 'Job', rules: 'required', options: [{ value: 'self employed', label: 'Self-employed' }] },
      ]),
      want: { record: 'step 2 › field "Occupation"', field: 'options', expected: /of the kind "id" that the lead's EmploymentTypeId holds/ },
    },
    // docs/data.md "Landing forms": Province and City are chosen from the lookups, the province first.
    {
      mistake: 'a City typed as free text',
      file: landing({}, [{ name: 'City', type: 'text', label: 'City', rules: 'required' }]),
      want: { record: 'step 2 › field "City"', field: 'type', expected: /^the city type for the field City, and for it only/ },
    },
    {
      mistake: 'a Province typed as free text',
      portal: 'ckj' as const,
      file: landing({ company: 'CekAja' }, [{ name: 'Province', type: 'text', label: 'Provinsi', rules: 'required|lettersonly' }]),
      want: { record: 'step 2 › field "Province"', field: 'type', expected: /^the province type for the field Province/ },
    },
    {
      mistake: 'a City without a Province before it in its step',
      file: landing({}, [{ name: 'City', type: 'city', label: 'City', rules: 'required' }]),
      want: { record: 'step 2 › field "City"', field: 'type', expected: /a Province field before it in the same step/ },
    },
    {
      mistake: 'a text rule on a province',
      file: landing({}, [{ name: 'Province', type: 'province', label: 'Province', rules: 'required|lettersonly' }]),
      want: { record: 'step 2 › field "Province"', field: 'rules', expected: /"required" or no rule on a province field/ },
    },
    {
      mistake: 'the investment rule (pesos) outside ECM',
      portal: 'ckj' as const,
      file: landing({ company: 'CekAja' }, [{ name: 'Downpayment', type: 'amount', label: 'Dana', rules: 'required|investment' }]),
      want: { record: 'step 2 › field "Downpayment"', field: 'rules', expected: /investment rule \(pesos\) on the Philippine portal only/ },
    },
    {
      mistake: 'a return date without a departure date',
      file: landing({}, [{ name: 'EndDateOfTravel', type: 'date', label: 'Return', rules: 'required|returndate' }]),
      want: { field: 'steps', expected: /both travel dates/ },
    },
    {
      mistake: 'a newsletter list the portal does not have',
      file: landing({ listId: 'ecm-cards' }),
      want: { field: 'listId', expected: /a newsletter list of the portal \(GMeKPfzetOCTz1mNpF892KEw, / },
    },
    {
      mistake: 'an insurer page without the insurer agreement',
      file: landing({ variant: 'insurer', partner: 'axa', verticalId: 5 }),
      want: { field: 'steps', expected: /the insurer agreement: a field InsurerAgree/ },
    },
    {
      mistake: 'an insurer page with another partner',
      file: landing({ variant: 'insurer', partner: 'aub' }, [{ name: 'InsurerAgree', type: 'checkbox', label: 'I agree', rules: 'insureragree' }]),
      want: { field: 'partner', expected: /"axa", an insurer partner/ },
    },
    {
      mistake: "a partner's page under another company than the partner its consent names (decision 055)",
      file: landing({ partner: 'rcbc', company: 'eCompareMo' }),
      want: { field: 'company', expected: /"RCBC Bankard", the name of its partner rcbc \(its consent text names it\)/ },
    },
    {
      mistake: 'a path another page of the portal uses',
      file: landing({ path: '/credit-cards' }),
      want: { field: 'path', expected: /an address of its own: "\/credit-cards" is also data\/portals\/ecm.json › verticals.0.path \(credit-cards\)/ },
    },
    {
      mistake: 'a path inside a vertical, where its facet pages live (docs/data.md, "Addresses")',
      file: landing({ path: '/credit-cards/promo' }),
      want: { field: 'path', expected: /"\/credit-cards\/promo" is inside "\/credit-cards" \(data\/portals\/ecm.json › verticals.0.path \(credit-cards\)\)/ },
    },
    {
      mistake: 'the required e-mail missing',
      file: (() => {
        const bad = landing()
        const steps = bad.steps as { fields: { name: string }[] }[]
        steps[1]!.fields = steps[1]!.fields.filter((field) => field.name !== 'Email')
        return bad
      })(),
      want: { field: 'steps', expected: /a required field Email/ },
    },
    {
      mistake: 'an e-mail field used twice',
      file: landing({}, [{ name: 'Email', type: 'email', label: 'Email again', rules: 'email' }]),
      want: { record: EMAIL, field: 'name', expected: /a field name used once/ },
    },
  ])('$mistake', ({ file, want, portal }) => {
    const key = portal ?? 'ecm'
    const { problems, landings } = checkLandings(dataDir(key, { 'bad.json': file }), [key === 'ecm' ? ECM : CKJ])
    expect(landings).toEqual([])
    expect(problems).toContainEqual({
      file: `data/landings/${key}/bad.json`,
      ...(want.record ? { record: want.record } : {}),
      field: want.field,
      expected: expect.stringMatching(want.expected),
    })
  })

  test('a JSON syntax error names the line and column', () => {
    const { problems } = checkLandings(dataDir('ecm', { 'broken.json': '{\n  "path": "/x",\n  "title": \n}' }), [ECM])
    expect(problems).toEqual([
      { file: 'data/landings/ecm/broken.json', expected: expect.stringMatching(/^valid JSON, got a syntax error at line 4, column 1/) },
    ])
  })

  test('two files with one path: the second is refused, naming the first', () => {
    const { problems, landings } = checkLandings(dataDir('ecm', { 'a.json': landing(), 'b.json': landing() }), [ECM])
    expect(landings.map((item) => item.file)).toEqual(['data/landings/ecm/a.json'])
    expect(problems).toEqual([
      { file: 'data/landings/ecm/b.json', field: 'path', expected: 'an address of its own: "/test-promo" is also data/landings/ecm/a.json › path' },
    ])
  })

  test('the build message puts file, step and field on one line', () => {
    const { problems } = checkLandings(dataDir('ecm', { 'bad.json': landing({}, [{ name: 'CardNumber', type: 'text', label: 'Card', rules: 'cardnumbr' }]) }), [
      ECM,
    ])
    expect(formatProblems(problems)).toMatch(/^data\/landings\/ecm\/bad\.json › step 2 › field "CardNumber" › rules: pipe-separated rules among /)
  })
})
