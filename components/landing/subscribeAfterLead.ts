import { postLead, queueLead } from '../outbox/outbox'

/** Longest wait for the newsletter answer before the redirect goes ahead anyway, in milliseconds. */
export const SUBSCRIBE_WAIT_MS = 4000

/** Path of the newsletter subscription (docs/requirements/wire-contract.md#newsletter) for the portal's newsletter service. */
export function subscribeUrl(service: string): string {
  return `/api/${service}/subscribe`
}

/**
 * Posts the newsletter subscription after a stored lead (docs/requirements/wire-contract.md#newsletter) and resolves whatever
 * happens, within SUBSCRIBE_WAIT_MS, so the redirect follows in any case. A subscription that did
 * not reach the API waits in the outbox (the next page sends it); one the API refused is dropped.
 */
export async function subscribeAfterLead(url: string, body: Record<string, string>, key: string, waitMs = SUBSCRIBE_WAIT_MS): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<{ kind: 'failed' }>((resolve) => {
    timer = setTimeout(() => resolve({ kind: 'failed' }), waitMs)
  })
  const outcome = await Promise.race([postLead(url, body), late]).finally(() => clearTimeout(timer))
  if (outcome.kind === 'failed') queueLead({ key, url, body, queuedAt: Date.now() })
}
