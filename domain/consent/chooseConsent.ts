import type { AnyConsentText, ConsentText, Consents } from './consentSchema'
import { everyConsentText } from './everyConsentText'

/**
 * The consent text a form shows, and its version id: the partner's own text (it names the partner
 * the request goes to), else the text of the vertical's family, else the portal's default.
 */
export function chooseConsent(consents: Consents, verticalId: number | null, partnerCode?: string | null): ConsentText {
  const byPartner = partnerCode && Object.hasOwn(consents.partners, partnerCode) ? consents.partners[partnerCode] : undefined
  if (byPartner) return { version: byPartner.version, summary: byPartner.summary, text: byPartner.text }
  const family = verticalId === null ? undefined : consents.verticals.find((item) => (item.verticalIds as readonly number[]).includes(verticalId))
  const chosen = family ?? consents.default
  return { version: chosen.version, summary: chosen.summary, text: chosen.text }
}

/**
 * The text of a version id, current or retired, to check the version a lead carries (a page cached
 * before a text changed still posts the old version); null when the portal never had such a version.
 */
export function consentByVersion(consents: Consents, version: string): AnyConsentText | null {
  return everyConsentText(consents).find((text) => text.version === version) ?? null
}
