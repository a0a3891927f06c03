import type { ProductCard } from '../../domain/content/schemas'
import { inkOn, NETWORK_ON_FACE, providerMarkOf } from '../../domain/products/providerMark'
import { usePortal, useT } from '../PortalContext'

/** The card face's width and height in CSS pixels (a bank card's 85.6 × 54 mm, scaled). */
const CARD_ART_SIZE = { width: 48, height: 30 } as const

/**
 * A credit card's face drawn from its data (docs/data.md, "Provider marks"): its cardColour (else the
 * provider's colour), a chip, and the network's short name in plain letters. Named "Visa card", as a
 * visitor would say it.
 */
export function CardArt({ card }: { card: Pick<Extract<ProductCard, { contractType: 'credit-card' }>, 'provider' | 'cardNetwork' | 'cardColour'> }) {
  const portal = usePortal()
  const t = useT()
  const colour = card.cardColour ?? providerMarkOf(portal, card.provider).colour
  const ink = inkOn(colour)
  return (
    <svg
      className="card-art"
      role="img"
      aria-label={t('products.cardArt', { network: t(`products.network.${card.cardNetwork}`) })}
      width={CARD_ART_SIZE.width}
      height={CARD_ART_SIZE.height}
      viewBox="0 0 48 30"
    >
      <rect width="48" height="30" rx="3.5" fill={colour} />
      <rect x="6" y="9" width="9" height="7" rx="1.5" fill="#D9B44A" />
      <text x="43" y="25" textAnchor="end" fontSize="7" fontWeight="700" fill={ink}>
        {NETWORK_ON_FACE[card.cardNetwork]}
      </text>
    </svg>
  )
}
