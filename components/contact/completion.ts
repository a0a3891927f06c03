import { partnerCompletion, partnerRole } from '../../domain/partners/completion'
import type { PortalConfig } from '../../domain/portal'
import type { ContactValues } from './contactValues'
import type { ContactSession } from './session'

/** What the modal does after a lead is stored: the thank-you panel, a redirect after 'Please wait...', or a new tab. */
export type ContactCompletion = { kind: 'thank-you' } | { kind: 'redirect'; href: string; waitMessageKey: string } | { kind: 'new-tab'; href: string }

/** Address of an external link through the site's redirect path: `${path}?url=${encoded target}`. */
export function redirectHref(path: string, target: string): string {
  return `${path}?url=${encodeURIComponent(target)}`
}

/** The completion of a session (docs/requirements/forms-and-leads.md#partner-completions): the variant's partner rules, with the card-holder answer. */
export function contactCompletion(session: ContactSession, values: ContactValues, portal: Pick<PortalConfig, 'partners'>): ContactCompletion {
  if (session.variant.completion !== 'partner' || !session.partner) return { kind: 'thank-you' }
  const result = partnerCompletion({
    role: partnerRole(portal, session.partner.code),
    verticalId: session.verticalId,
    cardHolder: values.cardHolder === 'yes',
    productName: session.productName,
    referralInNewTab: session.request.referralInNewTab === true,
    partnerLinks: session.partner.links,
  })
  if (result.kind === 'redirect') return { kind: 'redirect', href: redirectHref(session.redirectPath, result.url), waitMessageKey: result.waitMessageKey }
  if (result.kind === 'new-tab') return { kind: 'new-tab', href: redirectHref(session.redirectPath, result.url) }
  return { kind: 'thank-you' }
}
