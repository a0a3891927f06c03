import type { Partner } from '../portal'

/**
 * Who receives a visitor's details from a form, and so who calls
 * (docs/requirements/forms-and-leads.md#who-receives-the-details, decision 055):
 * - `partner`: a partner variant, or an opener naming one of the portal's partners: that partner,
 *   by the name its consent text gives it (with the product, when one was chosen);
 * - `provider`: a product was chosen, or a provider named: its provider (the opener's data-company,
 *   the product card's provider; null when the link names the product alone);
 * - `advisor`: neither: the portal's own advisers call to help the visitor choose; the details reach a
 *   provider only once the visitor has chosen a product with them.
 * The names are text from data or the page, shown as text, never as HTML.
 */
export type DetailsRecipient =
  | { kind: 'partner'; code: string; name: string; product: string | null }
  | { kind: 'provider'; name: string; product: string | null }
  | { kind: 'provider'; name: null; product: string }
  | { kind: 'advisor'; brand: string }

/** What a form knows when it opens. */
export interface FormOpening {
  /** The product chosen (the opener's data-product, a landing's product); empty or null when none. */
  product?: string | null | undefined
  /** The product's provider (the opener's data-company, a landing's company); empty or null when not named. */
  provider?: string | null | undefined
  /** The partner of the variant or the opener, when it is one of the portal's partners. */
  partner?: Pick<Partner, 'code' | 'name'> | null | undefined
  /** The portal's brand (PortalConfig.brand): a "provider" of that name is the portal itself. */
  brand: string
}

function named(value: string | null | undefined): string | null {
  const text = value?.trim() ?? ''
  return text === '' ? null : text
}

/** The one answer to "who receives the details" of a form opening: its partner, else the chosen product's provider, else the portal's advisers. */
export function detailsRecipient(opening: FormOpening): DetailsRecipient {
  const product = named(opening.product)
  const provider = named(opening.provider)
  if (opening.partner) return { kind: 'partner', code: opening.partner.code, name: opening.partner.name, product }
  // The portal's own campaigns (a landing or a form whose company is the brand) chose no provider.
  const other = provider === opening.brand ? null : provider
  if (other !== null) return { kind: 'provider', name: other, product }
  if (product !== null && provider === null) return { kind: 'provider', name: null, product }
  return { kind: 'advisor', brand: opening.brand }
}
