const REF_CODE = /^[A-Za-z0-9_-]{1,64}$/

/** The referral code of a query string ('refcode' parameter, SPEC.md §2); null when absent or not a plain code. */
export function refCodeFromQuery(search: string): string | null {
  const params = new URLSearchParams(search)
  const value = (params.get('refcode') ?? params.get('refCode') ?? '').trim()
  return REF_CODE.test(value) ? value : null
}
