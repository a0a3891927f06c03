import type { DetailsRecipient } from '../contact/detailsRecipient'
import type { AnyConsentText, ConsentText, Consents } from './consentSchema'
import { everyConsentText } from './everyConsentText'

/**
 * What the visitor chose when the form opened: a product (its provider receives the details), or
 * nothing yet (the portal's advisers call to help choose: docs/requirements/forms-and-leads.md#who-receives-the-details).
 */
export type Chosen = 'product' | 'nothing'

/**
 * The consent text a form shows, and its version id: the partner's own text (it names the partner
 * the request goes to); else, with nothing chosen, the portal's advisers' text; else the text of the
 * vertical's family, else the portal's default.
 */
export function chooseConsent(consents: Consents, verticalId: number | null, partnerCode?: string | null, chosen: Chosen = 'product'): ConsentText {
  const byPartner = partnerCode && Object.hasOwn(consents.partners, partnerCode) ? consents.partners[partnerCode] : undefined
  if (byPartner) return { version: byPartner.version, summary: byPartner.summary, text: byPartner.text }
  if (chosen === 'nothing') return { version: consents.advisor.version, summary: consents.advisor.summary, text: consents.advisor.text }
  const family = verticalId === null ? undefined : consents.verticals.find((item) => (item.verticalIds as readonly number[]).includes(verticalId))
  const chosenText = family ?? consents.default
  return { version: chosenText.version, summary: chosenText.summary, text: chosenText.text }
}

/** The consent text of a form's recipient (domain/contact/detailsRecipient.ts): the partner's, the vertical's for a chosen product, the advisers' when nothing was chosen. */
export function recipientConsent(consents: Consents, verticalId: number | null, recipient: DetailsRecipient): ConsentText {
  return chooseConsent(consents, verticalId, recipient.kind === 'partner' ? recipient.code : null, recipient.kind === 'advisor' ? 'nothing' : 'product')
}

/**
 * The text of a version id, current or retired, to check the version a lead carries (a page cached
 * before a text changed still posts the old version); null when the portal never had such a version.
 */
export function consentByVersion(consents: Consents, version: string): AnyConsentText | null {
  return everyConsentText(consents).find((text) => text.version === version) ?? null
}
