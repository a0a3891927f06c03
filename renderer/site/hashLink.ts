/**
 * Activates the link whose id the address's hash names (docs/requirements/pages-and-portals.md#hash-activation): a deep link such as
 * '#tab-loans' selects that tab, '#open-glossary' opens that dialog. Returns whether one was clicked.
 */
export function activateHashLink(doc: Document, hash: string): boolean {
  if (hash.length < 2) return false
  let id: string
  try {
    id = decodeURIComponent(hash.slice(1))
  } catch {
    return false
  }
  const link = doc.getElementById(id)
  if (!link || !link.matches('a[href], button, [role="tab"]')) return false
  link.click()
  return true
}
