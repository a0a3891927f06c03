import { IntlMessageFormat } from 'intl-messageformat'

export type Messages = Record<string, string>
export type MessageValues = Record<string, string | number>
export type Translate = (key: string, values?: MessageValues) => string

/**
 * Builds a translator over one locale's flat message file. Each IntlMessageFormat is created once and
 * reused (creating it is the expensive part). A missing key throws: a silent English fallback on the
 * Indonesian portal is a defect, and the keys test keeps both files in step.
 */
export function createTranslator(locale: string, messages: Messages): Translate {
  const cache = new Map<string, IntlMessageFormat>()
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
