// docs/requirements/wire-contract.md#share-counts: of the share networks only Facebook's Graph API reports a count. It is asked
// with fetch (the CSP allows no third-party script, so no JSONP) and only with a configured token.

/** Address of the Graph API call for a page's engagement. */
export function shareCountUrl(pageUrl: string, accessToken: string): string {
  const query = new URLSearchParams({ id: pageUrl, fields: 'engagement', access_token: accessToken })
  return `https://graph.facebook.com/?${query.toString()}`
}

/** engagement.share_count of a Graph API answer; throws when the answer has none. */
export function shareCountOf(body: unknown): number {
  const count = (body as { engagement?: { share_count?: unknown } } | null)?.engagement?.share_count
  if (typeof count !== 'number' || !Number.isFinite(count) || count < 0) throw new Error('the answer has no engagement.share_count')
  return count
}

/** Asks the Graph API how often a page was shared; rejects on any failure. */
export async function fetchShareCount(pageUrl: string, accessToken: string, fetchFn: typeof fetch): Promise<number> {
  const response = await fetchFn(shareCountUrl(pageUrl, accessToken), { credentials: 'omit', headers: { accept: 'application/json' } })
  if (!response.ok) throw new Error(`HTTP ${response.status}`)
  return shareCountOf(await response.json())
}
