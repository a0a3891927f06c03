import type { ProductCard as Card } from '../../domain/content/schemas'
import { cardFacts, factAttributes } from '../../domain/products/cardFacts'
import { fullProductName } from '../../domain/products/fullName'
import { usePortal, useT } from '../PortalContext'
import { ApplyButton } from './ApplyButton'
import { CardArt } from './CardArt'
import { CompareCheckbox } from './CompareCheckbox'
import { ContactLink } from './ContactLink'
import { FigureList } from './FigureList'
import { figureRows, ratingText } from './figureRows'
import { ProviderMark } from './ProviderMark'
import { RankBadge } from './RankBadge'

/** How many perks a card lists; the product page lists them all. */
const CARD_PERKS = 3

/**
 * One card of a list. Its data attributes carry what the ProductFilters island filters and sorts
 * by. The page's HTML holds one page of cards (decision 019); the island moves these prerendered nodes
 * and renders any other card of the vertical's JSON with this same component on the client. The
 * banner (the card's pitch) is a line of the card under its figures, covering nothing.
 */
export function ProductCard({ card, verticalKey, productsPath }: { card: Card; verticalKey: string; productsPath: string }) {
  const portal = usePortal()
  const t = useT()
  const titleId = `p${card.id}-name`
  const bannerId = `p${card.id}-banner`
  const applyByContact = card.applyType === 'contact'
  return (
    <li className="product-card" id={`p${card.id}`} {...factAttributes(cardFacts(card))}>
      <article aria-labelledby={titleId} aria-describedby={bannerId}>
        {card.bestFor !== undefined && <p className="best-for">{t('products.bestFor', { what: card.bestFor })}</p>}
        {/* The provider's mark and, for a credit card, its face beside the name (docs/layout.md, rule 12). */}
        <div className="card-head">
          <ProviderMark provider={card.provider} logoUrl={card.logoUrl} />
          {card.contractType === 'credit-card' && <CardArt card={card} />}
          <h3 id={titleId} className="card-title">
            {/* Named with the provider: a list has many "Personal Loan" cards (issues 17 and 49). */}
            <a href={`${productsPath}/${card.slug}`}>{fullProductName(card)}</a>
          </h3>
          <RankBadge rankPercent={card.rankPercent} />
          <p className="card-rating">{ratingText(card.rating, portal, t)}</p>
        </div>
        <FigureList rows={figureRows(card, portal, t, 'card')} />
        {/* The card's pitch, in the flow under its figures: a panel shown on hover covered the key figure (issue 49). */}
        <p className="card-banner" id={bannerId}>
          {card.description}
        </p>
        <ul className="perks">
          {card.perks.slice(0, CARD_PERKS).map((perk) => (
            <li key={perk}>{perk}</li>
          ))}
        </ul>
        <div className="card-actions">
          <ApplyButton card={card} verticalKey={verticalKey} />
          {!applyByContact && <ContactLink card={card} />}
          <CompareCheckbox card={card} />
        </div>
      </article>
    </li>
  )
}
