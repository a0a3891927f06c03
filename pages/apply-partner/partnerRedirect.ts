import { track } from '../../components/analytics/analytics'

/** Delay before the partner redirect: 1 second (docs/requirements/forms-and-leads.md#partner-completions). */
export const PARTNER_REDIRECT_DELAY_MS = 1000

/**
 * Makes the page's partner dialog modal (focus inside, page inert) and leaves for the partner after
 * the delay, sending the redirect analytics event (docs/requirements/wire-contract.md#analytics).
 */
export function startPartnerRedirect(doc: Document = document, go: (href: string) => void = (href) => window.location.replace(href)): void {
  const dialog = doc.querySelector<HTMLDialogElement>('dialog[data-partner-redirect]')
  const href = dialog?.dataset.partnerRedirect
  if (!dialog || !href) return
  if (typeof dialog.showModal === 'function') {
    dialog.close()
    dialog.showModal()
  }
  setTimeout(() => {
    track({ event: 'contact_redirect', vertical: dialog.dataset.vertical, productName: dialog.dataset.product })
    go(href)
  }, PARTNER_REDIRECT_DELAY_MS)
}
