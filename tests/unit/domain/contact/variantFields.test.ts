import { readFileSync } from 'node:fs'
import * as v from 'valibot'
import { describe, expect, test } from 'vitest'
import {
  checkVariants,
  ContactVariantsSchema,
  fieldOrderProblems,
  variantFields,
  variantOptional,
  type ContactFieldId,
  type ContactVariant,
  type ContactVariants,
} from '../../../../domain/contact/variantSchema'
import type { PortalConfig } from '../../../../domain/portal'

const LIST: ContactFieldId[] = ['title', 'firstName', 'lastName', 'mobilePhoneNumber', 'callWindow', 'email']

function file(list: ContactFieldId[] = LIST): ContactVariants {
  return { portal: 'ECM', verticalFields: { '2': list }, variants: {}, redirectPaths: {}, defaultRedirectPath: '/externalredirect' }
}

function variant(extraFields?: ContactFieldId[], fields?: ContactFieldId[]): ContactVariant {
  return { verticalId: 2, agreements: ['consent'], completion: 'thank-you', ...(extraFields ? { extraFields } : {}), ...(fields ? { fields } : {}) }
}

describe('variantFields', () => {
  test('without extras, the vertical list as it is', () => {
    expect(variantFields(file(), variant(), 2)).toEqual(LIST)
  })

  test('a middle name goes right after the first name', () => {
    expect(variantFields(file(), variant(['middleName']), 2)).toEqual([
      'title',
      'firstName',
      'middleName',
      'lastName',
      'mobilePhoneNumber',
      'callWindow',
      'email',
    ])
  })

  test('other required extras go after the required answers, before the first optional one, in their order, beside a middle name', () => {
    const variants = { ...file([...LIST, 'birthday', 'location']), optionalFields: { '2': ['birthday', 'location'] as ContactFieldId[] } }
    expect(variantFields(variants, variant(['countryWorkIn', 'middleName', 'platform']), 2)).toEqual([
      'title',
      'firstName',
      'middleName',
      'lastName',
      'mobilePhoneNumber',
      'callWindow',
      'email',
      'countryWorkIn',
      'platform',
      'birthday',
      'location',
    ])
  })

  test('an optional extra goes at the end, after the optional answers of the list', () => {
    const variants = { ...file([...LIST, 'birthday']), optionalFields: { '2': ['birthday'] as ContactFieldId[] } }
    const item = { ...variant(['platform', 'countryWorkIn']), optionalFields: ['platform'] as ContactFieldId[] }
    expect(variantFields(variants, item, 2)).toEqual([...LIST, 'countryWorkIn', 'birthday', 'platform'])
    expect(variantOptional(variants, item, 2)).toEqual(['birthday', 'platform'])
  })

  test('a middle name in a list without a first name goes with the other extras', () => {
    expect(variantFields(file(['title', 'lastName', 'callWindow', 'email']), variant(['middleName']), 2)).toEqual([
      'title',
      'lastName',
      'callWindow',
      'email',
      'middleName',
    ])
  })

  test('a list without optional answers takes its extras at the end, the middle name still after the first name', () => {
    expect(variantFields(file(['firstName', 'lastName', 'email']), variant(['countryWorkIn', 'middleName']), 2)).toEqual([
      'firstName',
      'middleName',
      'lastName',
      'email',
      'countryWorkIn',
    ])
  })

  test('an extra the list already asks stays where the list has it, once', () => {
    const list: ContactFieldId[] = ['title', 'firstName', 'lastName', 'middleName', 'callWindow', 'email']
    expect(variantFields(file(list), variant(['middleName']), 2)).toEqual(list)
  })

  test("a variant's own list takes the extras the same way", () => {
    expect(variantFields(file(), variant(['middleName'], ['firstName', 'lastName', 'callWindow']), 2)).toEqual([
      'firstName',
      'middleName',
      'lastName',
      'callWindow',
    ])
  })

  test('the input lists are left as they were', () => {
    const variants = file()
    variantFields(variants, variant(['middleName', 'platform']), 2)
    expect(variants.verticalFields['2']).toEqual(LIST)
  })
})

describe("the portals' variants (data/contact/variants.*.json)", () => {
  const read = (key: string) => v.parse(ContactVariantsSchema, JSON.parse(readFileSync(`data/contact/variants.${key}.json`, 'utf8')))
  const ecm = read('ecm')
  const ckj = read('ckj')

  test.each([1, 2, 3, 4, 5, 6, 7, 8, 9])('ECM: the generic modal asks the middle name right after the first name in vertical %i', (vertical) => {
    const fields = variantFields(ecm, ecm.variants['call-schedule']!, vertical)
    expect(fields[fields.indexOf('firstName') + 1]).toBe('middleName')
  })

  test('ECM: no other opener asks the middle name; CKJ never does', () => {
    for (const [banner, item] of Object.entries(ecm.variants)) {
      if (banner !== 'call-schedule') expect(variantFields(ecm, item, item.verticalId), banner).not.toContain('middleName')
    }
    for (const [banner, item] of Object.entries(ckj.variants)) expect(variantFields(ckj, item, item.verticalId), banner).not.toContain('middleName')
  })

  test('CKJ: the loan verticals 1, 6, 7 and 10 ask NPWP ownership, as a required answer right after the employment; no other vertical, and no ECM list, does', () => {
    for (const [vertical, list] of Object.entries(ckj.verticalFields)) {
      if (['1', '6', '7', '10'].includes(vertical)) {
        expect(list[list.indexOf('employmentType') + 1], vertical).toBe('npwpOwnership')
        expect(ckj.optionalFields?.[vertical], vertical).not.toContain('npwpOwnership')
      } else expect(list, vertical).not.toContain('npwpOwnership')
    }
    for (const list of Object.values(ecm.verticalFields)) expect(list).not.toContain('npwpOwnership')
  })
})

// Issue 47 item 2: the call-back asks first what a bank needs to call back, then the answers that
// decide eligibility, then the rest (optional); a question that depends on another comes after it.
describe('the order a bank calls back in (docs/requirements/forms-and-leads.md#field-order)', () => {
  const read = (key: string) => v.parse(ContactVariantsSchema, JSON.parse(readFileSync(`data/contact/variants.${key}.json`, 'utf8')))
  const portal = (key: string) => JSON.parse(readFileSync(`data/portals/${key}.json`, 'utf8')) as PortalConfig
  // Written out here, not read from the code: name, mobile number and when to call come first.
  const ESSENTIALS = ['title', 'firstName', 'lastName', 'mobilePhoneNumber', 'callWindow']
  const ELIGIBILITY = {
    ecm: { '2': ['monthlyIncome', 'cardHolder'], '1': ['loanAmount', 'monthlyIncome', 'employmentType'] },
    ckj: { '2': ['monthlyIncome', 'cardHolder'], '1': ['loanAmount', 'monthlyIncome', 'employmentType', 'npwpOwnership'] },
  } as const

  test.each(['ecm', 'ckj'] as const)('%s: every list starts with the call-back essentials, then the eligibility answers', (key) => {
    const file = read(key)
    for (const [vertical, list] of Object.entries(file.verticalFields)) expect(list.slice(0, 5), vertical).toEqual(ESSENTIALS)
    for (const [vertical, answers] of Object.entries(ELIGIBILITY[key])) {
      expect(file.verticalFields[vertical]!.slice(5, 5 + answers.length), vertical).toEqual(answers)
      for (const answer of answers) expect(file.optionalFields?.[vertical], vertical).not.toContain(answer)
    }
  })

  test.each(['ecm', 'ckj'] as const)('%s: "How many cards?" comes right after "Do you have a card?" wherever it is asked', (key) => {
    const file = read(key)
    for (const [banner, item] of Object.entries(file.variants)) {
      const fields = variantFields(file, item, item.verticalId)
      if (fields.includes('numberOfCards')) expect(fields.indexOf('numberOfCards'), banner).toBe(fields.indexOf('cardHolder') + 1)
    }
  })

  test.each(['ecm', 'ckj'] as const)('%s: the data passes its own order checks', (key) => {
    expect(checkVariants(read(key), portal(key), [])).toEqual([])
  })

  test('an essential made optional, a required answer after an optional one, a dependent before its parent are problems', () => {
    expect(fieldOrderProblems(['firstName', 'lastName', 'mobilePhoneNumber', 'callWindow'], ['mobilePhoneNumber'])).toContain(
      'makes mobilePhoneNumber optional, which a call-back needs',
    )
    expect(fieldOrderProblems(['firstName', 'birthday', 'lastName'], ['birthday'])).toEqual([
      'asks lastName after the optional birthday',
      'asks the required lastName after the optional birthday',
    ])
    expect(fieldOrderProblems(['firstName', 'numberOfCards', 'cardHolder'], [])).toEqual(['asks numberOfCards without cardHolder before it'])
    expect(fieldOrderProblems(['firstName', 'cardHolder', 'numberOfCards', 'email', 'birthday'], ['numberOfCards', 'birthday'])).toEqual([])
    expect(fieldOrderProblems(['firstName'], ['birthday'])).toEqual(['makes birthday optional but does not ask it'])
  })
})
