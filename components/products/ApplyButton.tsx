import type { ProductCard } from '../../domain/content/schemas'
import { applyHref, partnerWizardHref } from '../../domain/products/applyLink'
import { fullProductName } from '../../domain/products/fullName'
import { usePortal, useT } from '../PortalContext'
import { ContactLink } from './ContactLink'

/**
 * The apply button: a link to the portal's wizard or the partner's white-label wizard. Its data
 * attributes let the page's apply listener (listenForApplyClicks, installed by the page's product
 * islands) send the analytics page-view before the visitor leaves. A card applied for by call-back gets the Contact-Me opener as its main button instead.
 * A partner's wizard is another site: the button says so before the visitor leaves, in its text
 * ("Apply on Asia United Bank's site") and its accessible name (docs/forms.md#the-application-wizard).
 */
export function ApplyButton({ card, verticalKey }: { card: ProductCard; verticalKey: string }) {
  const portal = usePortal()
  const t = useT()
  const href = applyHref(portal, card)
  if (href === null) return <ContactLink card={card} primary />
  const partner =
    card.applyType === 'partner-wizard' && partnerWizardHref(portal, card) === href ? portal.partners.find((p) => p.code === card.providerCode) : undefined
  return (
    <a
      className={partner ? 'button apply-button leaves-site' : 'button apply-button'}
      href={href}
      aria-label={
        partner
          ? t('products.applyOnPartnerFor', { name: fullProductName(card), partner: partner.name, brand: portal.brand })
          : t('products.applyFor', { name: fullProductName(card) })
      }
      data-apply=""
      data-vertical={verticalKey}
      data-product={card.name}
    >
      {partner ? t('products.applyOnPartner', { partner: partner.name }) : t('products.apply')}
    </a>
  )
}
