import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, test } from 'vitest'
import type { PortalConfig } from '../../../domain/portal'
import { checkWizards } from '../../../content/wizards'
import { applyProblems } from '../../../domain/wizards/applyChecks'

const ECM = JSON.parse(readFileSync('data/portals/ecm.json', 'utf8')) as PortalConfig
const CKJ = JSON.parse(readFileSync('data/portals/ckj.json', 'utf8')) as PortalConfig

// Written by hand from docs/forms.md#the-application-wizard: two steps, the identity and contact step last with the consent box.
function wizard(first: Record<string, unknown>[] = [{ name: 'MonthlyIncome', type: 'amount', label: 'Income', rules: 'required|income' }]) {
  return {
    steps: [
      { title: 'Your income', fields: first },
      {
        title: 'Your details',
        fields: [
          { name: 'FirstName', type: 'text', label: 'First name', rules: 'required|lettersonly' },
          { name: 'LastName', type: 'text', label: 'Last name', rules: 'required|lettersonly' },
          { name: 'Email', type: 'email', label: 'Email', rules: 'required|email' },
          { name: 'MobilePhoneNumber', type: 'tel', label: 'Mobile', rules: 'required|mobilenumber' },
          { name: 'Agree', type: 'consent', rules: 'agree' },
        ],
      },
    ],
  }
}

let dirs: string[] = []
afterEach(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
  dirs = []
})

function dataWith(file: unknown, folder = 'ecm'): string {
  const dir = mkdtempSync(join(tmpdir(), 'wizards-'))
  dirs.push(dir)
  mkdirSync(join(dir, 'wizards'))
  writeFileSync(join(dir, 'wizards', `${folder}.json`), typeof file === 'string' ? file : JSON.stringify(file))
  return dir
}

describe('the wizard definitions (data/wizards/{ecm,ckj}.json)', () => {
  test('the files of both portals pass, with a wizard for every vertical each portal offers', () => {
    const { problems, wizards } = checkWizards('data', [ECM, CKJ])
    expect(problems).toEqual([])
    for (const portal of [ECM, CKJ]) {
      const keys = Object.keys(wizards.get(portal.code)!.verticals).sort()
      expect(keys).toEqual(portal.verticals.map((vertical) => vertical.key).sort())
      for (const key of keys) {
        const steps = wizards.get(portal.code)!.verticals[key]!.steps
        expect(steps.length, `${portal.code} ${key}`).toBeGreaterThanOrEqual(2)
        expect(steps.length, `${portal.code} ${key}`).toBeLessThanOrEqual(3)
        expect(steps.at(-1)!.fields.map((field) => field.name)).toContain('Agree')
      }
    }
  })

  test('a valid file passes', () => {
    expect(checkWizards(dataWith({ verticals: { 'credit-cards': wizard() } }), [ECM]).problems).toEqual([])
  })

  test('an unknown rule is named with file, vertical, step and field, and the attribute', () => {
    const file = { verticals: { 'credit-cards': wizard([{ name: 'MonthlyIncome', type: 'amount', label: 'Income', rules: 'required|numbr' }]) } }
    const { problems, wizards } = checkWizards(dataWith(file), [ECM])
    expect(wizards.size).toBe(0)
    expect(problems).toHaveLength(1)
    expect(problems[0]).toMatchObject({ file: 'data/wizards/ecm.json', record: 'vertical "credit-cards" › step 1 › field "MonthlyIncome"', field: 'rules' })
  })

  test('a contact field before the last step is refused, naming its step and field', () => {
    const file = { verticals: { 'personal-loans': wizard([{ name: 'TelephoneNumber', type: 'tel', label: 'Landline', rules: 'telephonenumber' }]) } }
    const { problems } = checkWizards(dataWith(file), [ECM])
    expect(problems).toEqual([
      expect.objectContaining({ file: 'data/wizards/ecm.json', record: 'vertical "personal-loans" › step 1 › field "TelephoneNumber"', field: 'name' }),
    ])
  })

  test('a vertical the portal does not offer, a field the product answers, one step only: each named', () => {
    const business = { verticals: { 'business-loans': wizard() } }
    expect(checkWizards(dataWith(business), [ECM]).problems).toEqual([expect.objectContaining({ record: 'vertical "business-loans"', field: 'verticals' })])
    // A checkbox group may take any capitalised name; "Company" is the product's provider, never asked.
    const company = {
      verticals: { deposits: wizard([{ name: 'Company', type: 'checkboxes', label: 'Bank', rules: 'group', options: [{ value: 'a', label: 'A' }] }]) },
    }
    expect(checkWizards(dataWith(company), [ECM]).problems).toContainEqual(
      expect.objectContaining({ record: 'vertical "deposits" › field "Company"', field: 'name' }),
    )
    const short = { verticals: { deposits: { steps: [wizard().steps[1]] } } }
    expect(checkWizards(dataWith(short), [ECM]).problems).toEqual([
      expect.objectContaining({ file: 'data/wizards/ecm.json', record: 'vertical "deposits"', field: 'steps' }),
    ])
  })

  test('a file that is not JSON names the file and the place', () => {
    const { problems } = checkWizards(dataWith('{ "verticals": { ', 'ckj'), [CKJ])
    expect(problems).toHaveLength(1)
    expect(problems[0]!.file).toBe('data/wizards/ckj.json')
    expect(problems[0]!.expected).toMatch(/valid JSON, got a syntax error at line 1/)
  })
})

describe('a card whose Apply has nowhere to go', () => {
  const cards = JSON.parse(readFileSync('data/products/ecm/credit-cards.json', 'utf8')) as { id: number; applyType: string }[]
  const files = new Map<string, unknown>([['credit-cards', cards]])

  test('is refused when its vertical has no wizard, naming file, record and field', () => {
    const problems = applyProblems(ECM, files, new Set(['personal-loans']))
    const own = cards.filter((card) => card.applyType === 'wizard')
    expect(own.length).toBeGreaterThan(0)
    expect(problems).toHaveLength(own.length)
    const index = cards.indexOf(own[0]!)
    expect(problems[0]).toMatchObject({ file: 'products/ecm/credit-cards.json', record: `record ${index + 1} (id ${own[0]!.id})`, field: 'applyType' })
  })

  test('passes with the vertical’s wizard; a partner card with both white-label hosts needs none', () => {
    expect(applyProblems(ECM, files, new Set(['credit-cards']))).toEqual([])
    const partnerOnly = cards.filter((card) => card.applyType !== 'wizard')
    expect(applyProblems(ECM, new Map([['credit-cards', partnerOnly]]), new Set())).toEqual([])
  })
})
