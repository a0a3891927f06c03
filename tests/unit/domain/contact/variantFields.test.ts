import { readFileSync } from 'node:fs'
import * as v from 'valibot'
import { describe, expect, test } from 'vitest'
import { ContactVariantsSchema, variantFields, type ContactFieldId, type ContactVariant, type ContactVariants } from '../../../../domain/contact/variantSchema'

const LIST: ContactFieldId[] = ['title', 'firstName', 'lastName', 'mobilePhoneNumber', 'email', 'callWindow']

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

  test('a middle name goes right after the first name, not before the call window', () => {
    expect(variantFields(file(), variant(['middleName']), 2)).toEqual([
      'title',
      'firstName',
      'middleName',
      'lastName',
      'mobilePhoneNumber',
      'email',
      'callWindow',
    ])
  })

  test('other extras keep going before the call window, in their order, beside a middle name', () => {
    expect(variantFields(file(), variant(['countryWorkIn', 'middleName', 'platform']), 2)).toEqual([
      'title',
      'firstName',
      'middleName',
      'lastName',
      'mobilePhoneNumber',
      'email',
      'countryWorkIn',
      'platform',
      'callWindow',
    ])
  })

  test('a middle name in a list without a first name goes before the call window like any extra', () => {
    expect(variantFields(file(['title', 'lastName', 'email', 'callWindow']), variant(['middleName']), 2)).toEqual([
      'title',
      'lastName',
      'email',
      'middleName',
      'callWindow',
    ])
  })

  test('a list without a call window takes its extras at the end, the middle name still after the first name', () => {
    expect(variantFields(file(['firstName', 'lastName', 'email']), variant(['countryWorkIn', 'middleName']), 2)).toEqual([
      'firstName',
      'middleName',
      'lastName',
      'email',
      'countryWorkIn',
    ])
  })

  test('an extra the list already asks stays where the list has it, once', () => {
    const list: ContactFieldId[] = ['title', 'firstName', 'lastName', 'middleName', 'email', 'callWindow']
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
    expect(fields.at(-1)).toBe('callWindow')
  })

  test('ECM: no other opener asks the middle name; CKJ never does', () => {
    for (const [banner, item] of Object.entries(ecm.variants)) {
      if (banner !== 'call-schedule') expect(variantFields(ecm, item, item.verticalId), banner).not.toContain('middleName')
    }
    for (const [banner, item] of Object.entries(ckj.variants)) expect(variantFields(ckj, item, item.verticalId), banner).not.toContain('middleName')
  })

  test('CKJ: the loan verticals 1, 6, 7 and 10 ask NPWP ownership right before the call window; no other vertical, and no ECM list, does', () => {
    for (const [vertical, list] of Object.entries(ckj.verticalFields)) {
      if (['1', '6', '7', '10'].includes(vertical)) expect(list.slice(-2), vertical).toEqual(['npwpOwnership', 'callWindow'])
      else expect(list, vertical).not.toContain('npwpOwnership')
    }
    for (const list of Object.values(ecm.verticalFields)) expect(list).not.toContain('npwpOwnership')
  })
})
