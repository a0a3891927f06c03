import { IntlMessageFormat } from 'intl-messageformat'
import { messageLocales, readMessages } from '../content/messages'
import type { PortalConfig } from '../domain/portal'
import { parseMessageRef, type MessageValues } from '../domain/validation/messageRef'

export type Locale = PortalConfig['locale']

/** Messages of the portals' languages, formatted with ICU MessageFormat. */
export interface ServerMessages {
  /** Formats a message reference ('key' or 'key|{json values}', domain/validation/messageRef.ts). */
  format(locale: Locale, ref: string): string
  /** Formats one key with values. */
  text(locale: Locale, key: string, values?: MessageValues): string
  /** Whether the locale has this key. */
  has(locale: Locale, key: string): boolean
}

/**
 * Loads the messages of `locales` (by default every locale with parts) from the parts of `dataDir`
 * (default data); formatters are built once per message and reused.
 */
export function loadServerMessages(dataDir = 'data', locales: readonly Locale[] = messageLocales(dataDir)): ServerMessages {
  const catalogues = new Map(locales.map((locale) => [locale, readMessages(dataDir, locale)]))
  const formatters = new Map<string, IntlMessageFormat>()
  function formatter(locale: Locale, key: string): IntlMessageFormat | null {
    const cacheKey = `${locale}\u0000${key}`
    const cached = formatters.get(cacheKey)
    if (cached) return cached
    const source = catalogues.get(locale)?.[key]
    if (source === undefined) return null
    const created = new IntlMessageFormat(source, locale)
    formatters.set(cacheKey, created)
    return created
  }
  function text(locale: Locale, key: string, values: MessageValues = {}): string {
    // A missing message shows its key rather than another language's text, so the gap is visible.
    const found = formatter(locale, key)
    if (found === null) return key
    const formatted = found.format(values)
    return typeof formatted === 'string' ? formatted : String(formatted)
  }
  return {
    text,
    format(locale, ref) {
      const { key, values } = parseMessageRef(ref)
      return text(locale, key, values)
    },
    has(locale, key) {
      return catalogues.get(locale)?.[key] !== undefined
    },
  }
}
