import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { IntlMessageFormat } from 'intl-messageformat'
import type { PortalConfig } from '../domain/portal'
import { parseMessageRef, type MessageValues } from '../domain/validation/messageRef'

export type Locale = PortalConfig['locale']
const LOCALES: readonly Locale[] = ['en-PH', 'id-ID']

/** Messages of both portal languages, formatted with ICU MessageFormat. */
export interface ServerMessages {
  /** Formats a message reference ('key' or 'key|{json values}', domain/validation/messageRef.ts). */
  format(locale: Locale, ref: string): string
  /** Formats one key with values. */
  text(locale: Locale, key: string, values?: MessageValues): string
  /** Whether the locale has this key. */
  has(locale: Locale, key: string): boolean
}

function readFlatJson(path: string): Record<string, string> {
  const parsed: unknown = JSON.parse(readFileSync(path, 'utf8'))
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error(`${path} is not a JSON object of messages`)
  const messages: Record<string, string> = {}
  for (const [key, value] of Object.entries(parsed)) {
    if (typeof value !== 'string') throw new Error(`${path}: message ${key} is not a string`)
    messages[key] = value
  }
  return messages
}

/**
 * The merged catalogue of one locale: data/messages/{locale}.json when present, then every fragment
 * data/messages/parts/*.{locale}.json on top (fragments are the newer source until the next merge).
 */
export function readCatalogue(dir: string, locale: Locale): Record<string, string> {
  const merged: Record<string, string> = {}
  const whole = join(dir, `${locale}.json`)
  if (existsSync(whole)) Object.assign(merged, readFlatJson(whole))
  const partsDir = join(dir, 'parts')
  if (existsSync(partsDir)) {
    for (const file of readdirSync(partsDir).filter((name) => name.endsWith(`.${locale}.json`)).sort()) {
      Object.assign(merged, readFlatJson(join(partsDir, file)))
    }
  }
  return merged
}

/** Loads both locales' messages from `dir` (default data/messages); formatters are built once per message and reused. */
export function loadServerMessages(dir = join('data', 'messages')): ServerMessages {
  const catalogues = new Map(LOCALES.map((locale) => [locale, readCatalogue(dir, locale)]))
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
