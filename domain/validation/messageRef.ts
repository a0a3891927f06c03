/**
 * Message references: how schemas name a message without holding its text.
 *
 * Convention (the only one): a message is a key of data/messages/*.json, optionally followed by
 * '|' and a JSON object of ICU values, e.g. 'validation.required' or 'validation.minAge|{"n":21}'.
 * The key never contains '|'; the JSON may. Values are strings or numbers. The UI and the lead API
 * split a reference with parseMessageRef and format messages[key] with intl-messageformat.
 * Free text from outside (a remote rule's reply, an editor's message) travels as
 * 'validation.text|{"text":"..."}', whose message is just "{text}".
 */

/** Values of a parameterised message: ICU argument name to value. */
export type MessageValues = Record<string, string | number>

/** A split message reference. */
export interface MessageRef {
  key: string
  values: MessageValues
}

/** Message for a value no form could have produced (hidden fields, tampered bodies): 'Please fix this field.' */
export const INVALID = 'validation.invalid'

/** The key whose message prints its `text` value verbatim. */
export const TEXT_MESSAGE_KEY = 'validation.text'

const KEY = /^[a-z][A-Za-z0-9]*(?:\.[A-Za-z0-9-]+)+$/

/** Whether a string is a bare message key such as 'validation.required'. */
export function isMessageKey(value: string): boolean {
  return KEY.test(value)
}

/** Writes a message reference: the key alone, or key|JSON of values when there are values. */
export function messageRef(key: string, values?: MessageValues): string {
  if (!isMessageKey(key)) throw new Error(`Not a message key: ${JSON.stringify(key)}`)
  if (!values || Object.keys(values).length === 0) return key
  return `${key}|${JSON.stringify(values)}`
}

/** A reference for free text that must be shown as it is (already in the visitor's language). */
export function textMessage(text: string): string {
  return messageRef(TEXT_MESSAGE_KEY, { text })
}

/** Splits a message reference; never throws (malformed values are dropped, the key kept). */
export function parseMessageRef(message: string): MessageRef {
  const bar = message.indexOf('|')
  if (bar < 0) return { key: message, values: {} }
  const key = message.slice(0, bar)
  const values: MessageValues = {}
  try {
    const parsed: unknown = JSON.parse(message.slice(bar + 1))
    if (parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)) {
      for (const [name, value] of Object.entries(parsed)) {
        if (typeof value === 'string' || typeof value === 'number') values[name] = value
      }
    }
  } catch {
    // A reference is built by messageRef; a broken one still names its key, which is enough to show a message.
  }
  return { key, values }
}
