import type { ProductCard } from '../../domain/content/schemas'
import { applyHref } from '../../domain/products/applyLink'
import { fullProductName } from '../../domain/products/fullName'
import { usePortal, useT } from '../PortalContext'
import { ContactLink } from './ContactLink'

/**
 * The apply button: a link to the portal's wizard or the partner's white-label wizard. Its data
 * attributes let the page's apply listener (listenForApplyClicks, installed by the page's product
 * islands) send the analytics page-view before the visitor leaves. A card applied for by call-back gets the Contact-Me opener as its main button instead.
 */
export function ApplyButton({ card, verticalKey }: { card: ProductCard; verticalKey: string }) {
  const portal = usePortal()
  const t = useT()
  const href = applyHref(portal, card)
  if (href === null) return <ContactLink card={card} primary />
  return (
    <a
      className="button apply-button"
      href={href}
      aria-label={t('products.applyFor', { name: fullProductName(card) })}
      data-apply=""
      data-vertical={verticalKey}
      data-product={card.name}
    >
      {t('products.apply')}
    </a>
  )
}
