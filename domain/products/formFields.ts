/**
 * How a list's filter form names its fields when it is sent without JavaScript
 * (docs/decisions/051-the-site-routes-itself-on-the-cdn.md): every value is plain ASCII that a CDN's
 * redirect rules can match literally. A select sends its option's slug (`provider=security-bank`, not
 * `provider=Security+Bank`, which Netlify's rules cannot match); each checkbox is a field of its own
 * (`feature.no-annual-fee=1`), so that rules can tell one checked box from two (a repeated name keeps
 * only its last value there). The island's own addresses keep the readable form (`?provider=BDO`);
 * parseFilterQuery reads both.
 */

/** A URL-safe, stable slug of a name: "BPI/MS Insurance" -> "bpi-ms-insurance", "Bank Mandiri (Persero)" -> "bank-mandiri-persero". */
export function facetSlug(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

/** The value a checkbox field sends when it is checked. */
export const CHECKED = '1'

/** The form field of one checkbox option: `feature.no-annual-fee`. */
export function checkboxField(groupId: string, option: string): string {
  return `${groupId}.${facetSlug(option)}`
}

/** The option a sent value names: the option itself or its slug; undefined when it names none. */
export function optionOf(options: readonly string[], sent: string): string | undefined {
  if (options.includes(sent)) return sent
  return options.find((option) => facetSlug(option) === sent)
}
