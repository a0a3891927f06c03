/**
 * A product's name as controls name it: with its provider in front ("BPI Personal Loan"), unless the
 * product's own name already carries it ("Zurich Health", "Oto Jasindo"). Cards of a list often share
 * a name ("Personal Loan", "Platinum"); a screen reader listing the page's links or checkboxes can
 * tell them apart only by the provider (issue 17, WCAG 2.4.6 and 4.1.2).
 */
export function fullProductName(card: { provider: string; name: string }): string {
  const provider = card.provider.trim()
  const name = card.name.trim()
  if (provider === '' || name.toLocaleLowerCase().includes(provider.toLocaleLowerCase())) return name
  return `${provider} ${name}`
}

/**
 * The provider words a card's visible title lacks, to be read before it (visually hidden): '' when the
 * name already carries the provider.
 */
export function providerPrefix(card: { provider: string; name: string }): string {
  const full = fullProductName(card)
  return full === card.name.trim() ? '' : card.provider.trim()
}
