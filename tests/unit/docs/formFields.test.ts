import { readFileSync } from 'node:fs'
import { expect, test } from 'vitest'
import { FORM_FIELDS_DOC, formFieldsMarkdown } from '../../../scripts/docs/formFields'

// docs/forms.md "One definition per form": the field table is generated from the definitions, never written by hand.
test('docs/form-fields.md is what the forms define (npm run docs:fields rewrites it)', () => {
  expect(readFileSync(FORM_FIELDS_DOC, 'utf8')).toBe(formFieldsMarkdown())
})

test('every modal field and every landing field sets at least one wire name, so no answer is lost on the way', () => {
  const doc = formFieldsMarkdown()
  const rows = doc.split('\n').filter((line) => /^\| `[A-Za-z]+` \|/.test(line) && line.split('|').length >= 6)
  expect(rows.length).toBeGreaterThan(40)
  // The insurer agreement box is checked in the browser only: the insurer pages require it (docs/requirements/forms-and-leads.md#landing-rules).
  const lost = rows.filter((line) => line.includes('(none)') && !line.startsWith('| `InsurerAgree`'))
  expect(lost).toEqual([])
})
