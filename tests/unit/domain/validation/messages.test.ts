import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { IntlMessageFormat } from 'intl-messageformat'
import { describe, expect, it } from 'vitest'
import { parseMessageRef } from '../../../../domain/validation/messageRef'

const read = (file: string) => JSON.parse(readFileSync(join('data/messages/parts', file), 'utf8')) as Record<string, string>
const en = read('validation.en-PH.json')
const id = read('validation.id-ID.json')

function render(ref: string, messages: Record<string, string>, locale: string): string {
  const { key, values } = parseMessageRef(ref)
  const text = messages[key]
  if (text === undefined) throw new Error(`no message ${key}`)
  return String(new IntlMessageFormat(text, locale).format(values))
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sourceFiles(join(dir, entry.name)) : entry.name.endsWith('.ts') ? [join(dir, entry.name)] : [],
  )
}

describe('validation messages', () => {
  it('both languages have the same keys', () => {
    expect(Object.keys(id).sort()).toEqual(Object.keys(en).sort())
  })

  it('every validation.* key named in domain/ has a message', () => {
    const used = new Set<string>()
    for (const file of sourceFiles('domain')) {
      for (const match of readFileSync(file, 'utf8').matchAll(/'(validation\.[A-Za-z.]+)'/g)) used.add(match[1] ?? '')
    }
    expect(used.size).toBeGreaterThan(30)
    for (const key of used) expect(en, key).toHaveProperty([key])
  })

  // The English texts of docs/requirements/forms-and-leads.md#modal-rules, exactly, as the UI renders them.
  it.each([
    ['validation.required', 'This field is required.'],
    ['validation.email', 'Invalid email address.'],
    ['validation.numberMin|{"min":5000}', 'This field must be a number and minimum of 5,000.'],
    ['validation.age', 'Invalid age'],
    ['validation.phoneNumber', 'Invalid phone number.'],
    ['validation.name', 'Invalid name.'],
    ['validation.minAge|{"n":21}', 'You must be 21 years of age or older.'],
    ['validation.agreement', 'Click here to indicate that you have read and agree to our Terms and Conditions and Privacy Policy.'],
    ['validation.insuranceAgreement', "I've read the Terms and Conditions."],
    ['validation.claimsAgreement', 'You must agree to the Privacy Policy.'],
    ['validation.minAge|{"n":18}', 'You must be 18 years of age or older.'],
    ['validation.maxAge|{"n":200}', 'You must be younger than 200.'],
    ['validation.checkbox', 'You have to check this box to continue.'],
    ['validation.birthdateInvalid', 'Enter Valid Birthdate'],
    ['validation.greaterThanAge|{"n":18}', 'Must be Greater Than 18 Years Old'],
    ['validation.lessThanAge|{"n":60}', 'Must be Less Than 60 Years Old'],
    ['validation.remoteDefault', 'Please fix this field.'],
    ['validation.text|{"text":"Already registered {sic}"}', 'Already registered {sic}'],
  ])('%s renders %j', (ref, text) => {
    expect(render(ref, en, 'en-PH')).toBe(text)
  })

  // jQuery Validation's default English messages (the "default library messages" of docs/requirements/forms-and-leads.md#default-library-messages).
  it.each([
    ['validation.lib.url', 'Please enter a valid URL.'],
    ['validation.lib.date', 'Please enter a valid date.'],
    ['validation.lib.dateISO', 'Please enter a valid date (ISO).'],
    ['validation.lib.number', 'Please enter a valid number.'],
    ['validation.lib.digits', 'Please enter only digits.'],
    ['validation.lib.equalTo', 'Please enter the same value again.'],
    ['validation.lib.maxlength|{"n":50}', 'Please enter no more than 50 characters.'],
    ['validation.lib.minlength|{"n":2}', 'Please enter at least 2 characters.'],
    ['validation.lib.rangelength|{"min":2,"max":50}', 'Please enter a value between 2 and 50 characters long.'],
    ['validation.lib.range|{"min":1,"max":10}', 'Please enter a value between 1 and 10.'],
    ['validation.lib.max|{"n":10}', 'Please enter a value less than or equal to 10.'],
    ['validation.lib.min|{"n":1}', 'Please enter a value greater than or equal to 1.'],
    ['validation.lib.step|{"n":5}', 'Please enter a multiple of 5.'],
  ])('%s renders %j', (ref, text) => {
    expect(render(ref, en, 'en-PH')).toBe(text)
  })

  it('amounts are grouped the way each portal writes them', () => {
    const ref = 'validation.amountRange|{"min":5000000,"max":200000000}'
    expect(render(ref, en, 'en-PH')).toBe('Please enter an amount from 5,000,000 to 200,000,000.')
    expect(render(ref, id, 'id-ID')).toBe('Masukkan jumlah antara 5.000.000 dan 200.000.000.')
  })
})
