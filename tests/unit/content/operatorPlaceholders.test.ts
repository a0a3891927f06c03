// The legal texts name the operator from the trust file ({operator}, {operatorAddress}; decision 067):
// the build names a placeholder it does not know, file › record › field, before anything is rendered.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, expect, test } from 'vitest'
import { withOperator } from '../../../domain/content/operatorText'
import { checkAllInputs } from '../../../scripts/pipeline/checkAll'

const data = mkdtempSync(join(tmpdir(), 'legal-placeholders-'))
afterAll(() => rmSync(data, { recursive: true, force: true }))

test('a misspelt placeholder is a problem naming the document, the section and the paragraph', async () => {
  cpSync('data', data, { recursive: true })
  const file = join(data, 'content/ckj/legal.json')
  const legal = JSON.parse(readFileSync(file, 'utf8')) as { privacy: { sections: { paragraphs: string[] }[] } }
  legal.privacy.sections[1]!.paragraphs[0] += ' Hubungi {operatr}.'
  writeFileSync(file, JSON.stringify(legal))
  const { problems } = await checkAllInputs(data)
  expect(problems).toContain(
    'data/content/ckj/legal.json › privacy › sections[1] › paragraphs[0]: only the placeholders {operator} and {operatorAddress}, not {operatr}',
  )
})

test('filled in every text of a document; a text without one is left as it is', () => {
  const doc = {
    title: 'Terms',
    description: 'Terms of {operator}',
    updated: '2026-11-01',
    intro: 'Plain.',
    sections: [{ id: 'who', heading: 'Who we are', paragraphs: ['{operator}, at {operatorAddress}.'], list: ['{operator} again'] }],
  }
  const filled = withOperator(doc, { legalName: 'Example Inc.', registeredAddress: '1 Road, Makati City' })
  expect(filled.description).toBe('Terms of Example Inc.')
  expect(filled.intro).toBe('Plain.')
  expect(filled.sections[0]!.paragraphs).toEqual(['Example Inc., at 1 Road, Makati City.'])
  expect(filled.sections[0]!.list).toEqual(['Example Inc. again'])
})
