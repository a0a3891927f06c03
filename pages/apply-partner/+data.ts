// https://vike.dev/data
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import * as v from 'valibot'
import { redirectHref } from '../../components/contact/completion'
import { ContactVariantsSchema } from '../../domain/contact/variantSchema'
import { portalFolder } from '../../domain/portal'
import { dataDir, portal, t } from '../serverPortal'

export function data() {
  const landing = portal.applyLanding
  if (!landing) throw new Error(`${portal.code}: the apply landing is built only for a portal whose config has applyLanding`)
  const partner = portal.partners.find((item) => item.code === landing.partner)
  const target = partner?.links?.[landing.link]
  if (!partner || !target)
    throw new Error(`${portal.code}: the apply landing needs partner "${landing.partner}" with a "${landing.link}" link in the portal config`)
  const variants = v.parse(ContactVariantsSchema, JSON.parse(readFileSync(join(dataDir, 'contact', `variants.${portalFolder(portal)}.json`), 'utf8')))
  const redirectPath = variants.redirectPaths[partner.code] ?? variants.defaultRedirectPath
  const vertical = portal.verticals.find((item) => item.id === landing.verticalId)
  return {
    head: {
      title: t('contact.apply.title', { partner: partner.name, brand: portal.brand }),
      description: t('contact.apply.description', { partner: partner.name, brand: portal.brand }),
      // A pass-through page: it leaves for the partner after a second.
      noindex: true,
    },
    partnerName: partner.name,
    href: redirectHref(redirectPath, target),
    verticalCode: vertical?.code ?? String(landing.verticalId),
  }
}
export type Data = ReturnType<typeof data>
