import { newsletterOnArrival, newsletterOnArrivalKey, newsletterOnArrivalPath } from '../../domain/campaign/newsletterOnArrival'
import type { PortalConfig } from '../../domain/portal'
import type { SafeStorage } from './safeStorage'

/**
 * docs/requirements/wire-contract.md#newsletter-on-arrival: subscribes the visitor who arrives from a newsletter link (vertical, name and
 * email in the query, utm_medium=email), at most once per list and address: a local-storage mark is
 * set before the call. The answer is ignored. Without storage the call is made and the lead API's
 * own once-per-list-and-address rule keeps it single. Resolves whether a call was made.
 */
export async function subscribeOnArrival(
  search: string,
  portal: Pick<PortalConfig, 'code' | 'newsletter' | 'verticals'>,
  local: SafeStorage,
  fetchFn: typeof fetch,
  nowMs: number,
): Promise<boolean> {
  const subscription = newsletterOnArrival(search, portal)
  if (!subscription) return false
  const mark = newsletterOnArrivalKey(subscription.list, subscription.email)
  if (local.get(mark) !== null) return false
  local.set(mark, String(nowMs))
  const path = `${newsletterOnArrivalPath(subscription, portal)}&portal=${encodeURIComponent(portal.code)}`
  try {
    await fetchFn(path, { credentials: 'same-origin', cache: 'no-store' })
  } catch {
    // docs/requirements/catalogue.md#lookup-cache: the response, and so its failure, is ignored.
  }
  return true
}
