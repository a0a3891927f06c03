import type { Partner, PortalConfig } from '../portal'
import { VERTICAL_IDS } from '../portal'

/** What happens after a partner form is sent (docs/requirements/forms-and-leads.md#partner-completions). */
export type Completion = { kind: 'thank-you' } | { kind: 'redirect'; url: string; waitMessageKey: string } | { kind: 'new-tab'; url: string }

/** A partner's place in the portal's config: docs/requirements/forms-and-leads.md#partner-completions names partners by rank, not by name. */
export type PartnerRole = 'first-bank' | 'second-bank' | 'insurer'

/** Message shown while redirecting: 'Please wait...' (docs/requirements/forms-and-leads.md#partner-completions). */
export const WAIT_MESSAGE_KEY = 'partners.pleaseWait'

const LOAN_VERTICALS: readonly number[] = [VERTICAL_IDS.personalLoan, VERTICAL_IDS.houseLoan, VERTICAL_IDS.vehicleLoan]

/** One row of the completion table: when it applies, and which of the partner's links it opens how. */
interface CompletionVariant {
  role: PartnerRole
  /** Verticals it applies to; absent: any. */
  verticalIds?: readonly number[]
  /** Card-holder answer it needs; absent: any. */
  cardHolder?: boolean
  /** Whether it needs a product flagged to open the insurer's referral link in a new tab (the card's referralInNewTab, docs/data.md); absent: any. */
  referralInNewTab?: boolean
  open: 'redirect' | 'new-tab'
  /** Key in the partner's links; for 'credit-card' a 'credit-card-{word}' link wins when the product name has that word. */
  link: string
}

/** docs/requirements/forms-and-leads.md#partner-completions, first matching row wins; no row: the thank-you panel. */
const COMPLETION_VARIANTS: readonly CompletionVariant[] = [
  { role: 'first-bank', cardHolder: true, verticalIds: [VERTICAL_IDS.creditCard], open: 'redirect', link: 'credit-card' },
  { role: 'first-bank', cardHolder: true, verticalIds: LOAN_VERTICALS, open: 'redirect', link: 'loan' },
  { role: 'second-bank', verticalIds: [VERTICAL_IDS.creditCard], open: 'redirect', link: 'credit-card' },
  { role: 'insurer', referralInNewTab: true, open: 'new-tab', link: 'referral' },
]

function words(text: string): string {
  return ` ${text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()} `
}

// 'AUB Gold Mastercard' picks 'credit-card-gold' over 'credit-card'; the longest matching suffix wins.
function linkFor(key: string, productName: string, links: Readonly<Record<string, string>>): string | undefined {
  const product = words(productName)
  let best: { url: string; length: number } | undefined
  for (const [name, url] of Object.entries(links)) {
    if (!name.startsWith(`${key}-`)) continue
    const suffix = words(name.slice(key.length + 1).replace(/-/g, ' '))
    if (product.includes(suffix) && (!best || suffix.length > best.length)) best = { url, length: suffix.length }
  }
  return best?.url ?? links[key]
}

/** The role of a partner code in a portal: its first bank, second bank or (first) insurer; null otherwise. */
export function partnerRole(portal: Pick<PortalConfig, 'partners'>, partnerCode: string): PartnerRole | null {
  const banks = portal.partners.filter((partner) => partner.kind === 'bank')
  if (banks[0]?.code === partnerCode) return 'first-bank'
  if (banks[1]?.code === partnerCode) return 'second-bank'
  const insurer = portal.partners.find((partner) => partner.kind === 'insurer')
  return insurer?.code === partnerCode ? 'insurer' : null
}

/** Inputs of a completion decision. */
export interface CompletionInput {
  role: PartnerRole | null
  verticalId: number
  /** The card-holder answer; false when the form does not ask. */
  cardHolder: boolean
  productName: string
  /** The product's flag (data/products, referralInNewTab): the insurer's referral link opens in a new tab. */
  referralInNewTab: boolean
  /** The partner's campaign links (Partner.links of the portal config). */
  partnerLinks: Partner['links']
}

/** The completion of a partner form: thank-you panel, redirect after 'Please wait...', or the referral link in a new tab. */
export function partnerCompletion(input: CompletionInput): Completion {
  const variant = COMPLETION_VARIANTS.find(
    (row) =>
      row.role === input.role &&
      (row.verticalIds === undefined || row.verticalIds.includes(input.verticalId)) &&
      (row.cardHolder === undefined || row.cardHolder === input.cardHolder) &&
      (row.referralInNewTab === undefined || row.referralInNewTab === input.referralInNewTab),
  )
  const url = variant ? linkFor(variant.link, input.productName, input.partnerLinks ?? {}) : undefined
  if (!variant || url === undefined) return { kind: 'thank-you' }
  return variant.open === 'redirect' ? { kind: 'redirect', url, waitMessageKey: WAIT_MESSAGE_KEY } : { kind: 'new-tab', url }
}

/** Minimum card-holding tenure asked of card holders, in months: 1 credit card, 12 loans (verticals 1, 6, 7), 6 others (docs/requirements/forms-and-leads.md#loan-answers). */
export function cardHolderTenureThreshold(verticalId: number): number {
  if (verticalId === VERTICAL_IDS.creditCard) return 1
  return LOAN_VERTICALS.includes(verticalId) ? 12 : 6
}
