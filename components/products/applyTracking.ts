import { track } from '../analytics/analytics'

/** The event an apply click sends, with the value SPEC.md §7 call 13 gives it. */
export const APPLY_EVENT = { event: 'apply-page-view', value: 5 } as const

/**
 * Sends the apply page-view (vertical, product name, value 5) when any apply link of the page is
 * clicked, before the browser follows it. One listener for the whole document, so prerendered
 * cards need no script of their own. Returns a function that removes the listener.
 */
export function listenForApplyClicks(doc: Document): () => void {
  const onClick = (event: MouseEvent) => {
    const target = event.target
    const link = target instanceof Element ? target.closest<HTMLAnchorElement>('a[data-apply]') : null
    if (!link) return
    track({ ...APPLY_EVENT, vertical: link.dataset.vertical, productName: link.dataset.product })
  }
  doc.addEventListener('click', onClick)
  return () => doc.removeEventListener('click', onClick)
}
