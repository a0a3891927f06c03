import { recipientConsent } from '../../domain/consent/chooseConsent'
import type { ConsentText, Consents } from '../../domain/consent/consentSchema'
import { detailsRecipient, type DetailsRecipient } from '../../domain/contact/detailsRecipient'
import {
  GENERIC_BANNER,
  variantFields,
  variantOptional,
  type ContactFieldId,
  type ContactVariant,
  type ContactVariants,
} from '../../domain/contact/variantSchema'
import { callWindows, type CallWindow } from '../../domain/leads/callWindows'
import type { Partner, PortalConfig } from '../../domain/portal'
import type { OpenRequest } from './openers'

/** Everything one opening of the modal needs, settled when it opens. */
export interface ContactSession {
  request: OpenRequest
  banner: string
  variant: ContactVariant
  verticalId: number
  /** The vertical's newsletter code (CC, CLO ...), sent with analytics events. */
  verticalCode: string
  partner: Partner | null
  /** Who receives the details and calls: the partner, the chosen product's provider, or the portal's advisers (decision 055). */
  recipient: DetailsRecipient
  fields: ContactFieldId[]
  /** The asked fields the visitor may leave empty (sent empty): the answers a bank does not need to call back. */
  optional: ContactFieldId[]
  consent: ConsentText
  /** Call windows offered at the moment of opening (docs/requirements/forms-and-leads.md#call-windows), re-evaluated on every opening. */
  windows: CallWindow[]
  productName: string
  company: string
  /** Path that takes a visitor to an external partner link: /extern/redirection-aub or /externalredirect. */
  redirectPath: string
}

/**
 * Settles an opening: the banner's variant (an unknown banner gets the generic call-schedule one),
 * the vertical (the link's, when the portal offers it, else the variant's), the partner (the
 * variant's, else the link's when it is one of the portal's partners), who receives the details
 * (domain/contact/detailsRecipient.ts), its fields, the consent text of that recipient and the call
 * windows at `now`.
 */
export function startSession(request: OpenRequest, variants: ContactVariants, consents: Consents, portal: PortalConfig, now: Date): ContactSession {
  const known = Object.hasOwn(variants.variants, request.banner)
  const banner = known ? request.banner : GENERIC_BANNER
  const variant = variants.variants[banner]
  if (!variant) throw new Error(`The contact variants of ${portal.code} have no "${GENERIC_BANNER}" variant`)
  const offered = portal.verticals.find((vertical) => vertical.id === request.verticalId)
  const vertical = offered ?? portal.verticals.find((item) => item.id === variant.verticalId)
  const verticalId = vertical?.id ?? variant.verticalId
  const partnerCode = variant.partner ?? request.partner
  const partner = portal.partners.find((item) => item.code === partnerCode) ?? null
  const recipient = detailsRecipient({ product: request.productName, provider: request.company, partner, brand: portal.brand })
  return {
    request,
    banner,
    variant,
    verticalId,
    verticalCode: vertical?.code ?? String(verticalId),
    partner,
    recipient,
    fields: variantFields(variants, variant, verticalId),
    optional: variantOptional(variants, variant, verticalId),
    consent: recipientConsent(consents, verticalId, recipient),
    windows: callWindows(portal, now),
    productName: request.productName,
    company: request.company ?? partner?.name ?? '',
    redirectPath: (partner && variants.redirectPaths[partner.code]) || variants.defaultRedirectPath,
  }
}
