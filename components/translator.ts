import { IntlMessageFormat } from 'intl-messageformat'
import { parseMessageRef } from '../domain/validation/messageRef'

export type Messages = Record<string, string>
export type MessageValues = Record<string, string | number>
export type Translate = (key: string, values?: MessageValues) => string

const formatCaches = new WeakMap<Messages, Map<string, Map<string, IntlMessageFormat>>>()

/**
 * Builds a translator over one locale's flat message file. Each IntlMessageFormat is created once and
 * reused (creating it is the expensive part). A missing key throws: a silent English fallback on the
 * Indonesian portal is a defect, and the keys test keeps both files in step.
 */
export function createTranslator(locale: string, messages: Messages): Translate {
  // One cache per message file and locale, shared by every translator over them: each page render
  // and each island is its own React root with its own provider, and creating the formats anew for
  // every root was most of the build's product-page render time (and of an island's hydration).
  const byLocale = formatCaches.get(messages) ?? new Map<string, Map<string, IntlMessageFormat>>()
  formatCaches.set(messages, byLocale)
  const cache = byLocale.get(locale) ?? new Map<string, IntlMessageFormat>()
  byLocale.set(locale, cache)
  return function translate(key, values) {
    let format = cache.get(key)
    if (!format) {
      const source = messages[key]
      if (source === undefined) throw new Error(`Missing message "${key}" for ${locale}`)
      format = new IntlMessageFormat(source, locale)
      cache.set(key, format)
    }
    return String(format.format(values))
  }
}

/** The text of a message reference ('validation.minAge|{"n":21}', as the domain's rules give them) in the portal's language. */
export function translateRef(t: Translate, reference: string): string {
  const { key, values } = parseMessageRef(reference)
  return t(key, values)
}

/** Every message reference of an error map, translated. */
export function translateErrors(t: Translate, errors: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).map(([name, reference]) => [name, translateRef(t, reference)]))
}
