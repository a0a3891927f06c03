import type { ProductCard } from '../../domain/content/schemas'
import { fullProductName } from '../../domain/products/fullName'
import { useT } from '../PortalContext'

/**
 * The Contact-Me opener (docs/requirements/pages-and-portals.md#modal-openers): the call-back modal opens from its banner
 * attribute; until then, and without JavaScript, it leads to the page's #call-schedule section.
 */
export function ContactLink({
  card,
  primary = false,
}: {
  card: Pick<ProductCard, 'bannerKey' | 'provider' | 'name' | 'verticalId' | 'providerCode' | 'referralInNewTab'>
  primary?: boolean
}) {
  const t = useT()
  return (
    <a
      className={primary ? 'button contact-link' : 'button secondary contact-link'}
      href="#call-schedule"
      data-banner={card.bannerKey}
      data-product={card.name}
      data-company={card.provider}
      data-vertical={card.verticalId}
      data-partner={card.providerCode}
      data-referral={card.referralInNewTab ? 'new-tab' : undefined}
      aria-label={t(primary ? 'products.callMeFor' : 'products.contactFor', { name: fullProductName(card) })}
    >
      {t(primary ? 'products.callMe' : 'products.contact')}
    </a>
  )
}
