import type { ProductCard } from '../content/schemas'
import type { PortalConfig } from '../portal'

/** The portal's application wizard for a product (docs/requirements/pages-and-portals.md#query-parameters Paths: the four prefill parameters). */
export function wizardHref(wizardPath: string, card: Pick<ProductCard, 'id' | 'contractType'>): string {
  const query = `companyproductprefill=true&companyproductId=${card.id}&type=${encodeURIComponent(card.contractType)}&fromcompanyproductpage=True`
  return `${wizardPath}?${query}`
}

/** A partner's white-label wizard for a product: its live host, or its QA host in a staging build (`live: false`); null without a host. */
export function partnerWizardHref(portal: Pick<PortalConfig, 'partners' | 'live'>, card: Pick<ProductCard, 'id' | 'providerCode'>): string | null {
  const partner = portal.partners.find((p) => p.code === card.providerCode)
  const host = portal.live === false ? partner?.wizardQaHost : partner?.wizardHost
  if (host === undefined) return null
  return `https://${host}/CreditCardDA/WizardPrefill?companyProduct=${card.id}`
}

/**
 * Where a card's apply button leads: the partner's wizard for 'partner-wizard' cards (the portal's
 * own wizard when that partner has no host), the portal's wizard for 'wizard' cards, and null for
 * 'contact' cards, which are applied for through a call-back.
 */
export function applyHref(
  portal: Pick<PortalConfig, 'partners' | 'live' | 'paths'>,
  card: Pick<ProductCard, 'id' | 'contractType' | 'providerCode' | 'applyType'>,
): string | null {
  if (card.applyType === 'contact') return null
  if (card.applyType === 'partner-wizard') return partnerWizardHref(portal, card) ?? wizardHref(portal.paths.wizard, card)
  return wizardHref(portal.paths.wizard, card)
}

// A companyproductId as an address may carry it: digits only, at most 9 (the schema's ids go to 999999999).
const PRODUCT_ID = /^[1-9]\d{0,8}$/

/**
 * Reads the product a wizard or thank-you address names (companyproductId and type); null when absent
 * or malformed ("abc", "1e3", "-3", 20 digits ...). Never throws.
 */
export function parseWizardQuery(query: string): { id: number; contractType: string } | null {
  const params = new URLSearchParams(query)
  const text = params.get('companyproductId') ?? ''
  if (!PRODUCT_ID.test(text)) return null
  return { id: Number(text), contractType: params.get('type') ?? '' }
}
