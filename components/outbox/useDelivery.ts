import { useEffect, useRef, useState } from 'react'
import { LEAD_URL, onLeadDelivered, postLead, queueLead, removeLead } from '../outbox/outbox'
import { newIdempotencyKey } from '../contact/browserContext'

/** Where a form stands: answering, posting, kept in the outbox after a failed post, or stored (leaving the page). */
export type DeliveryStatus = 'editing' | 'sending' | 'queued' | 'done'

/** What the visitor is told after a post that did not store the answers. */
export type DeliveryNotice = 'notSent' | 'rejected' | null

/**
 * Posts a form body once per submission key, as the modal does: stored (2xx) runs `onDelivered`; a
 * refusal (400) gives the field errors back; anything else keeps the body in the outbox (sent again,
 * with the same key, when the browser is back online or on the next page), re-enables the button
 * and says so. An outbox delivery while the page is open also runs `onDelivered`.
 */
export function useDelivery(onDelivered: () => void) {
  const keyRef = useRef<string | null>(null)
  const deliveredRef = useRef(onDelivered)
  deliveredRef.current = onDelivered
  const [status, setStatus] = useState<DeliveryStatus>('editing')
  const [notice, setNotice] = useState<DeliveryNotice>(null)

  useEffect(
    () =>
      onLeadDelivered((key) => {
        if (key !== keyRef.current) return
        setStatus('done')
        setNotice(null)
        deliveredRef.current()
      }),
    [],
  )

  /** The key of this submission: the same for every retry, so the answers are stored once. */
  const submissionKey = () => (keyRef.current ??= newIdempotencyKey())

  /** Posts `body` (which carries submissionKey() where the endpoint reads one); resolves to the refused fields' errors, or null. */
  const send = async (body: Record<string, string>, url = LEAD_URL): Promise<Record<string, string> | null> => {
    const key = submissionKey()
    setNotice(null)
    setStatus('sending')
    const outcome = await postLead(url, body)
    if (outcome.kind === 'sent') {
      removeLead(key)
      setStatus('done')
      deliveredRef.current()
      return null
    }
    if (outcome.kind === 'rejected') {
      setStatus('editing')
      setNotice('rejected')
      return outcome.errors
    }
    queueLead({ key, url, body, queuedAt: Date.now() })
    setStatus('queued')
    setNotice('notSent')
    return null
  }

  return { status, notice, submissionKey, send }
}
