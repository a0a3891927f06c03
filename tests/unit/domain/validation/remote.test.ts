import { describe, expect, it } from 'vitest'
import { remoteQuery, remoteVerdict } from '../../../../domain/validation/remote'

describe('remote rule (docs/requirements/forms-and-leads.md#remote-rule)', () => {
  it.each([
    [true, { valid: true }],
    ['true', { valid: true }],
    [false, { valid: false, message: 'validation.remoteDefault' }], // 'Please fix this field.'
    ['false', { valid: false, message: 'validation.remoteDefault' }],
    ['', { valid: false, message: 'validation.remoteDefault' }],
    [null, { valid: false, message: 'validation.remoteDefault' }],
    [{ error: 'x' }, { valid: false, message: 'validation.remoteDefault' }],
    [42, { valid: false, message: 'validation.remoteDefault' }],
    ['This e-mail is already registered.', { valid: false, message: 'validation.text|{"text":"This e-mail is already registered."}' }],
    ['validation.email', { valid: false, message: 'validation.email' }], // our own API answers with a message reference
    ['validation.minAge|{"n":21}', { valid: false, message: 'validation.minAge|{"n":21}' }],
    ['partners.pleaseWait', { valid: false, message: 'validation.text|{"text":"partners.pleaseWait"}' }], // only validation.* keys are trusted
  ])('reply %j -> %j', (reply, verdict) => {
    expect(remoteVerdict(reply)).toEqual(verdict)
  })

  it('sends the field name and value', () => {
    expect(remoteQuery('Email', 'juan+1@example.com')).toBe('Email=juan%2B1%40example.com')
  })
})
