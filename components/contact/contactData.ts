import type { Consents } from '../../domain/consent/consentSchema'
import type { ContactVariants } from '../../domain/contact/variantSchema'
import type { PortalCode } from '../../domain/portal'
import { contactFiles } from 'virtual:portal-contact'

// Each portal's variants and consent texts are their own small chunks: a page fetches its portal's
// pair only, when the modal first needs them. Both files are checked by tests and the build; the
// loaders come from the data folder being built (content/portalDataPlugin.ts).

/** A portal's Contact-Me data. */
export interface ContactData {
  variants: ContactVariants
  consents: Consents
}

const loaded = new Map<PortalCode, Promise<ContactData>>()

/** Loads the portal's variants and consent texts once per page. */
export function loadContactData(portal: PortalCode): Promise<ContactData> {
  const files = contactFiles[portal]
  if (!files) return Promise.reject(new Error(`No contact data for ${portal}`))
  let pending = loaded.get(portal)
  if (!pending) {
    pending = Promise.all([files.variants(), files.consents()]).then(([v, c]) => ({ variants: v as ContactVariants, consents: c as Consents }))
    loaded.set(portal, pending)
  }
  return pending
}
