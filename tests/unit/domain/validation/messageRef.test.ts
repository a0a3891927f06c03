import { describe, expect, it } from 'vitest'
import { isMessageKey, messageRef, parseMessageRef, textMessage } from '../../../../domain/validation/messageRef'

describe('message references', () => {
  it.each([
    ['validation.required', undefined, 'validation.required'],
    ['validation.minAge', { n: 21 }, 'validation.minAge|{"n":21}'],
    ['validation.required', {}, 'validation.required'],
  ])('messageRef(%s, %j) = %s', (key, values, ref) => {
    expect(messageRef(key, values)).toBe(ref)
  })

  it.each([
    ['validation.required', { key: 'validation.required', values: {} }],
    ['validation.minAge|{"n":21}', { key: 'validation.minAge', values: { n: 21 } }],
    ['validation.text|{"text":"a|b"}', { key: 'validation.text', values: { text: 'a|b' } }],
    ['validation.x|{broken', { key: 'validation.x', values: {} }],
    ['validation.x|[1,2]', { key: 'validation.x', values: {} }],
    ['validation.x|{"a":1,"b":{"c":2},"d":"e"}', { key: 'validation.x', values: { a: 1, d: 'e' } }],
  ])('parseMessageRef(%j)', (ref, parsed) => {
    expect(parseMessageRef(ref)).toEqual(parsed)
  })

  it('round-trips free text, whatever it holds', () => {
    const text = 'Username "juan|dela cruz" is {taken}'
    expect(parseMessageRef(textMessage(text))).toEqual({ key: 'validation.text', values: { text } })
  })

  it.each([
    ['validation.required', true],
    ['validation.lib.maxlength', true],
    ['partners.pleaseWait', true],
    ['Please fix this field.', false],
    ['required', false],
    ['validation.minAge|{"n":1}', false],
  ])('isMessageKey(%j) = %s', (text, expected) => {
    expect(isMessageKey(text)).toBe(expected)
  })

  it('refuses to build a reference from a text that is not a key', () => {
    expect(() => messageRef('This field is required.')).toThrow(/Not a message key/)
  })
})
