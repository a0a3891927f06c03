const REF_CODE = /^[A-Za-z0-9_-]{1,64}$/

/** The referral code of a query string ('refcode' parameter, docs/requirements/pages-and-portals.md#query-parameters); null when absent or not a plain code. */
export function refCodeFromQuery(search: string): string | null {
  const params = new URLSearchParams(search)
  const value = (params.get('refcode') ?? params.get('refCode') ?? '').trim()
  return REF_CODE.test(value) ? value : null
}

/** The refCode cookie's text for a code: a JSON string, quotes included ("ABC123"), as the live site writes it. */
export function serialiseRefCodeCookie(code: string): string {
  return JSON.stringify(code)
}

/**
 * The code of a refCode cookie: the live format ("ABC123", a JSON string) or, from an earlier
 * version of ours, the bare code. Anything else is null: a cookie is never a reason to fail.
 */
export function parseRefCodeCookie(raw: string | null | undefined): string | null {
  const text = raw?.trim() ?? ''
  if (text === '') return null
  let code: unknown = text
  if (text.startsWith('"')) {
    try {
      code = JSON.parse(text)
    } catch {
      return null
    }
  }
  return typeof code === 'string' && REF_CODE.test(code.trim()) ? code.trim() : null
}
