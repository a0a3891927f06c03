import { track } from '../analytics/analytics'

/** The event an apply click sends, with the value docs/requirements/wire-contract.md#analytics gives it. */
export const APPLY_EVENT = { event: 'apply-page-view', value: 5 } as const

/** Sends the apply page-view of one product (docs/requirements/wire-contract.md#analytics: vertical, product name, value 5). */
export function trackApply(vertical: string | undefined, productName: string | undefined): void {
  track({ ...APPLY_EVENT, vertical, productName })
}

function onClick(event: MouseEvent): void {
  const target = event.target
  const link = target instanceof Element ? target.closest<HTMLAnchorElement>('a[data-apply]') : null
  if (link) trackApply(link.dataset.vertical, link.dataset.product)
}

const listening = new WeakSet<Document>()

/**
 * Sends the apply page-view when any apply link of the page is clicked, before the browser follows
 * it: one listener for the whole document, installed once for the page's life by the page's first
 * script (renderer/pageClient.ts), so prerendered cards need no script of their own and no island
 * exists just for analytics.
 */
export function listenForApplyClicks(doc: Document): void {
  if (listening.has(doc)) return
  listening.add(doc)
  doc.addEventListener('click', onClick)
}
