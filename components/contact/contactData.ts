import type { Consents } from '../../domain/consent/consentSchema'
import type { ContactVariants } from '../../domain/contact/variantSchema'
import type { PortalCode } from '../../domain/portal'

// Each portal's variants and consent texts are their own small chunks: a page fetches its portal's
// pair only, when the modal first needs them. Both files are checked by tests and the build.
const variantFiles = import.meta.glob<ContactVariants>('../../data/contact/variants.*.json', { import: 'default' })
const consentFiles = import.meta.glob<Consents>(['../../data/consent/*.json', '!../../data/consent/published.json'], { import: 'default' })

/** A portal's Contact-Me data. */
export interface ContactData {
  variants: ContactVariants
  consents: Consents
}

const loaded = new Map<PortalCode, Promise<ContactData>>()

/** Loads the portal's variants and consent texts once per page. */
export function loadContactData(portal: PortalCode): Promise<ContactData> {
  const file = portal.toLowerCase()
  const variants = variantFiles[`../../data/contact/variants.${file}.json`]
  const consents = consentFiles[`../../data/consent/${file}.json`]
  if (!variants || !consents) return Promise.reject(new Error(`No contact data for ${portal}`))
  let pending = loaded.get(portal)
  if (!pending) {
    pending = Promise.all([variants(), consents()]).then(([v, c]) => ({ variants: v, consents: c }))
    loaded.set(portal, pending)
  }
  return pending
}
