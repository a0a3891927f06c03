import type { AnyConsentText, Consents } from './consentSchema'

/** Every text of a portal's consent file: the ones pages show (default, advisers', verticals, partners), then the retired ones. */
export function everyConsentText(consents: Consents): AnyConsentText[] {
  const all: AnyConsentText[] = [consents.default, consents.advisor, ...consents.verticals, ...Object.values(consents.partners), ...(consents.retired ?? [])]
  return all.map((item) =>
    item.summary === undefined ? { version: item.version, text: item.text } : { version: item.version, summary: item.summary, text: item.text },
  )
}

/**
 * What a visitor agreed to under a version, as one text: the sentence beside the tick box, a blank
 * line and the whole text, or the whole text alone for the versions published before the sentence.
 * The ledger (data/consent/published.json) records the sha256 of this, so neither part changes in place.
 */
export function consentWording(item: AnyConsentText): string {
  return item.summary === undefined ? item.text : `${item.summary}\n\n${item.text}`
}
