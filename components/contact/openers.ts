// Contact-Me openers (docs/requirements/pages-and-portals.md#modal-openers): any link with a data-banner attribute opens the
// modal in that banner's variant. This module is in every page's first script, so it stays tiny and
// plain: it only listens for clicks and hands the request to the modal island once that has loaded.
// The island imports this same module, so both share the queue below.

/** What an opener link asks for; read from its data attributes. */
export interface OpenRequest {
  /** data-banner: the variant (a partner code, a product type or 'call-schedule'). */
  banner: string
  /** data-product: the product's name (Remarks Product, analytics, partner completions). */
  productName: string
  /** data-vertical: the vertical id, when the link names one. */
  verticalId: number | null
  /** data-partner: the partner code of the product's provider, when it is a partner. */
  partner: string | null
  /** data-company: the provider's name, when the link names it (Remarks Company). */
  company: string | null
  /** data-referral="new-tab": the product's referralInNewTab flag (docs/data.md), for the insurer's completion. */
  referralInNewTab?: boolean
  /** data-affiliate: the affiliate (partner) code the lead's AffiliateGuid carries, when the link names one. */
  affiliate?: string | null
  /** The link, to return focus to when the modal closes. */
  opener: HTMLElement | null
}

type Listener = (request: OpenRequest) => void

let listener: Listener | null = null
let pending: OpenRequest | null = null

/** Asks the modal to open; the request waits when the modal has not registered yet (its code is on the way). */
export function requestOpen(request: OpenRequest): void {
  if (listener) listener(request)
  else pending = request
}

/** Registers the modal's open handler (one at a time); a request that came before is handed over at once. */
export function onOpenRequest(handler: Listener): () => void {
  listener = handler
  if (pending) {
    const request = pending
    pending = null
    handler(request)
  }
  return () => {
    if (listener === handler) listener = null
  }
}

/** The open request of an opener link, from its data attributes. */
export function openerRequest(link: HTMLElement): OpenRequest {
  const data = link.dataset
  const vertical = Number(data.vertical)
  const text = (value: string | undefined) => (value === undefined || value.trim() === '' ? null : value.trim())
  return {
    banner: (data.banner ?? '').trim(),
    productName: text(data.product) ?? '',
    verticalId: Number.isInteger(vertical) && vertical > 0 ? vertical : null,
    partner: text(data.partner),
    company: text(data.company),
    affiliate: text(data.affiliate),
    referralInNewTab: data.referral === 'new-tab',
    opener: link,
  }
}

/** Name of the modal island (components/islands/ContactModal.tsx). */
export const CONTACT_ISLAND = 'ContactModal'

let installed = false

/**
 * Listens on the document for clicks on a[data-banner] (event delegation, so cards added later work
 * too): the click is taken over, the modal island is loaded now if it has not been, and the request
 * is queued for it. `hydrate` is the islands runtime's hydrateNow. A link activated from the address's
 * hash (renderer/site/hashLink.ts clicks it) opens the same way.
 */
export function installContactOpeners(hydrate: (el: HTMLElement) => Promise<void>, doc: Document = document): void {
  if (installed) return
  installed = true
  doc.addEventListener('click', (event) => {
    if (event.defaultPrevented || (event instanceof MouseEvent && (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)))
      return
    const link = event.target instanceof Element ? event.target.closest<HTMLElement>('a[data-banner]') : null
    if (!link || (link.dataset.banner ?? '').trim() === '') return
    const island = doc.querySelector<HTMLElement>(`[data-island="${CONTACT_ISLAND}"]`)
    // Without the modal on this page the link keeps its own behaviour (its #call-schedule section).
    if (!island) return
    event.preventDefault()
    requestOpen(openerRequest(link))
    void hydrate(island)
  })
}
