import { isMessageKey, parseMessageRef, textMessage } from './messageRef'

/** What a remote rule's reply means for the field. */
export type RemoteVerdict = { valid: true } | { valid: false; message: string }

/** Message when the reply says "invalid" without a text: 'Please fix this field.' (docs/requirements/forms-and-leads.md#remote-rule). */
export const REMOTE_DEFAULT_MESSAGE = 'validation.remoteDefault'

/** The query a remote rule sends: the field's name and its value (docs/requirements/forms-and-leads.md#remote-rule), URL-encoded. */
export function remoteQuery(field: string, value: string): string {
  return new URLSearchParams([[field, value]]).toString()
}

/**
 * Reads a remote rule's reply (parsed JSON, or the raw body text): true or "true" passes; a text is
 * the message to show (our own lead API may answer with a 'validation.*' message reference); any
 * other reply shows 'Please fix this field.'.
 */
export function remoteVerdict(reply: unknown): RemoteVerdict {
  if (reply === true || reply === 'true') return { valid: true }
  if (typeof reply !== 'string') return { valid: false, message: REMOTE_DEFAULT_MESSAGE }
  const text = reply.trim()
  if (text === '' || text === 'false') return { valid: false, message: REMOTE_DEFAULT_MESSAGE }
  const { key } = parseMessageRef(text)
  if (key.startsWith('validation.') && isMessageKey(key)) return { valid: false, message: text }
  return { valid: false, message: textMessage(text.slice(0, 500)) }
}
