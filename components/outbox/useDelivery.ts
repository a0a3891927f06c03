import { useEffect, useRef, useState } from 'react'
import { newIdempotencyKey } from '../contact/browserContext'
import { afterFailure, contentKey, LEAD_URL, onLeadDelivered, onLeadRefused, postLead, queueLead, removeLead, type FollowUp } from './outbox'

/** Where a form stands: answering, posting, kept in the outbox after a failed post, or stored (leaving the page). */
export type DeliveryStatus = 'editing' | 'sending' | 'queued' | 'done'

/** What the visitor is told after a post that did not store the answers. */
export type DeliveryNotice = 'notSent' | 'rejected' | null

/** What a refusal says about the answers: the field errors of a 400 ({} for another 4xx), and the status. */
export interface Refusal {
  status: number
  errors: Record<string, string>
}

/**
 * The one way every form of the site posts (the Contact-Me modal, the landing, income and birthday
 * forms). Each submission's IdempotencyKey names its content (outbox contentKey): a retry of the
 * same answers is stored once, changed answers are a new lead. Stored (2xx) runs `onDelivered`; a
 * refusal (4xx but 408/429) gives the field errors back and says so; anything else keeps the body
 * in the outbox (sent again with backoff, on the next page and when the browser is back online),
 * with its follow-up (a landing's subscription), and says so. When the outbox delivers or is refused
 * while the page is open, the form hears it too.
 */
export function useDelivery(onDelivered: (byOutbox: boolean) => void, onRefused?: (refusal: Refusal) => void) {
  // Drawn once per form on the page: the same answers on another visit are another lead.
  const nonce = useRef<string | null>(null)
  const keyRef = useRef<string | null>(null)
  const deliveredRef = useRef(onDelivered)
  deliveredRef.current = onDelivered
  const refusedRef = useRef(onRefused)
  refusedRef.current = onRefused
  const [status, setStatus] = useState<DeliveryStatus>('editing')
  const [notice, setNotice] = useState<DeliveryNotice>(null)

  useEffect(() => {
    const stopDelivered = onLeadDelivered((key) => {
      if (key !== keyRef.current) return false
      setStatus('done')
      setNotice(null)
      deliveredRef.current(true)
      return true
    })
    const stopRefused = onLeadRefused((key, code) => {
      if (key !== keyRef.current) return
      setStatus('editing')
      setNotice('rejected')
      refusedRef.current?.({ status: code, errors: {} })
    })
    return () => {
      stopDelivered()
      stopRefused()
    }
  }, [])

  /** The key `body` is posted with to `url`. */
  const keyFor = (body: Record<string, string>, url = LEAD_URL): string => contentKey((nonce.current ??= newIdempotencyKey()), url, body)

  /**
   * Posts `body` to `url`, with its content's key as IdempotencyKey on the lead API. Kept in the
   * outbox, it carries `later`: the post the outbox makes once it has stored the lead (a landing's
   * subscription; onDelivered(true) tells the form it was made), and the redirect the outbox takes if
   * the visitor reloaded the page meanwhile. Resolves to the refusal, or null.
   */
  const send = async (body: Record<string, string>, url = LEAD_URL, later: { then?: FollowUp; redirect?: string } = {}): Promise<Refusal | null> => {
    const key = keyFor(body, url)
    const sent = url === LEAD_URL ? { ...body, IdempotencyKey: key } : body
    // An earlier try of other answers that still waits would be a second, outdated lead.
    if (keyRef.current !== null && keyRef.current !== key) removeLead(keyRef.current)
    keyRef.current = key
    setNotice(null)
    setStatus('sending')
    const outcome = await postLead(url, sent)
    if (outcome.kind === 'sent') {
      removeLead(key)
      setStatus('done')
      deliveredRef.current(false)
      return null
    }
    if (outcome.kind === 'rejected') {
      removeLead(key)
      setStatus('editing')
      setNotice('rejected')
      return { status: outcome.status, errors: outcome.errors }
    }
    queueLead(
      afterFailure({
        key,
        url,
        body: sent,
        queuedAt: Date.now(),
        ...(later.then ? { then: later.then } : {}),
        ...(later.redirect ? { redirect: later.redirect, page: window.location.pathname } : {}),
      }),
    )
    setStatus('queued')
    setNotice('notSent')
    return null
  }

  return { status, notice, keyFor, send }
}
