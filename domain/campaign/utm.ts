/** The campaign model of docs/requirements/wire-contract.md#utm-cookie: each utm_* value or null. */
export interface Utm {
  utm_source: string | null
  utm_medium: string | null
  utm_term: string | null
  utm_content: string | null
  utm_campaign: string | null
}

/** The five utm_* names, in the order docs/requirements/wire-contract.md#utm-cookie lists them. */
export const UTM_FIELDS = ['utm_source', 'utm_medium', 'utm_term', 'utm_content', 'utm_campaign'] as const satisfies readonly (keyof Utm)[]

/** Longest utm value kept, in characters; the lead schema allows the same. */
export const UTM_MAX_LENGTH = 200

/** A campaign with no values. */
export const EMPTY_UTM: Readonly<Utm> = { utm_source: null, utm_medium: null, utm_term: null, utm_content: null, utm_campaign: null }

// Control characters (NUL included) and lone surrogates: the lead API refuses them, so a hostile or
// broken cookie would block every lead for its 30 days. They are removed when read.
// eslint-disable-next-line no-control-regex -- matching control characters is this pattern's purpose
const UNSENDABLE = /[\u0000-\u001f\u007f-\u009f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g

function clean(value: unknown): string | null {
  if (typeof value !== 'string') return null
  const text = value.replace(UNSENDABLE, '').trim().slice(0, UTM_MAX_LENGTH).replace(UNSENDABLE, '')
  return text === '' ? null : text
}

/** The utm_* values of a query string ('?utm_source=x&...' or without '?'). */
export function utmFromQuery(search: string): Utm {
  const params = new URLSearchParams(search)
  const utm = { ...EMPTY_UTM }
  for (const field of UTM_FIELDS) utm[field] = clean(params.get(field))
  return utm
}

/** Whether a campaign has at least one value. */
export function hasUtm(utm: Utm): boolean {
  return UTM_FIELDS.some((field) => utm[field] !== null)
}

/**
 * The UTM cookie's JSON text for a campaign, as the live site writes it (docs/requirements/wire-contract.md#utm-cookie):
 * the keys utm_source, utm_medium, utm_term, utm_content, utm_campaign, each a string or null.
 */
export function serialiseUtmCookie(utm: Utm): string {
  return JSON.stringify(Object.fromEntries(UTM_FIELDS.map((field) => [field, utm[field]])))
}

/**
 * Reads the UTM cookie (keys utm_source ...). Corrupt JSON, or JSON in another shape (none of the
 * five keys, e.g. an earlier version's source/medium), gives an empty campaign and an `error` for
 * the console (docs/requirements/wire-contract.md#utm-cookie); never a reason to fail.
 */
export function parseUtmCookie(raw: string | null | undefined): { utm: Utm; error?: string } {
  if (raw === null || raw === undefined || raw.trim() === '') return { utm: { ...EMPTY_UTM } }
  let parsed: unknown
  try {
    parsed = JSON.parse(raw)
  } catch (error) {
    return { utm: { ...EMPTY_UTM }, error: `UTM cookie is not JSON: ${(error as Error).message}` }
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    return { utm: { ...EMPTY_UTM }, error: 'UTM cookie is not a JSON object' }
  }
  const record = parsed as Record<string, unknown>
  if (!UTM_FIELDS.some((field) => Object.hasOwn(record, field))) {
    return { utm: { ...EMPTY_UTM }, error: 'UTM cookie has none of the keys utm_source, utm_medium, utm_term, utm_content, utm_campaign' }
  }
  const utm = { ...EMPTY_UTM }
  for (const field of UTM_FIELDS) utm[field] = clean(Object.hasOwn(record, field) ? record[field] : null)
  return { utm }
}

/** The campaign to keep: a visit with utm_* in its address replaces the stored one as a whole (last touch). */
export function currentUtm(stored: Utm, fromQuery: Utm): Utm {
  return hasUtm(fromQuery) ? fromQuery : stored
}
