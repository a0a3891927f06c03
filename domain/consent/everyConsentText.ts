import type { ConsentText, Consents } from './consentSchema'

/** Every text of a portal's consent file: the ones pages show (default, verticals, partners), then the retired ones. */
export function everyConsentText(consents: Consents): ConsentText[] {
  const all = [consents.default, ...consents.verticals, ...Object.values(consents.partners), ...(consents.retired ?? [])]
  return all.map((item) => ({ version: item.version, text: item.text }))
}
