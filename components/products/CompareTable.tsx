import type { ProductCard } from '../../domain/content/schemas'
import { fullProductName, providerPrefix } from '../../domain/products/fullName'
import { rankBadge } from '../../domain/products/rankBadge'
import { usePortal, useT } from '../PortalContext'
import { ApplyButton } from './ApplyButton'
import { CardArt } from './CardArt'
import { ProviderMark } from './ProviderMark'
import { ContactLink } from './ContactLink'
import { figureRows, ratingText, type FigureRow } from './figureRows'

interface Props {
  cards: ProductCard[]
  verticalKey: string
  caption: string
  onRemove: (id: number) => void
}

/** Products side by side, figure by figure: one column per product, one row per compared figure. */
export function CompareTable({ cards, verticalKey, caption, onRemove }: Props) {
  const portal = usePortal()
  const t = useT()
  const figures = cards.map((card) => new Map(figureRows(card, portal, t, 'detail').map((row) => [row.key, row])))
  // Rows in the order of the first card that has them; a product without a figure shows a dash.
  const rows: FigureRow[] = []
  for (const byKey of figures) for (const row of byKey.values()) if (!rows.some((r) => r.key === row.key)) rows.push(row)
  return (
    <div className="table-scroll" role="region" aria-label={caption} tabIndex={0}>
      <table className="compare-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <td />
            {cards.map((card) => (
              <th key={card.id} scope="col">
                <span className="compare-marks">
                  <ProviderMark provider={card.provider} logoUrl={card.logoUrl} />
                  {card.contractType === 'credit-card' && <CardArt card={card} />}
                </span>
                {/* The provider above the product's name: names such as "Platinum" repeat across banks. */}
                {providerPrefix(card) !== '' && <span className="compare-provider">{card.provider}</span>}
                <a href={`${portal.paths.products}/${card.slug}`} aria-label={fullProductName(card) === card.name ? undefined : fullProductName(card)}>
                  {card.name}
                </a>
                <div>
                  <button
                    type="button"
                    className="compare-remove"
                    onClick={() => onRemove(card.id)}
                    aria-label={t('products.compare.remove', { name: fullProductName(card) })}
                  >
                    {t('products.compare.removeShort')}
                  </button>
                </div>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">{t('products.figure.provider')}</th>
            {cards.map((card) => (
              <td key={card.id}>{card.provider}</td>
            ))}
          </tr>
          <tr>
            <th scope="row">{t('products.figure.rating')}</th>
            {cards.map((card) => (
              <td key={card.id}>{ratingText(card.rating, portal, t)}</td>
            ))}
          </tr>
          <tr>
            <th scope="row">{t('products.figure.rank')}</th>
            {cards.map((card) => (
              <td key={card.id}>{t('products.rank.top', { percent: rankBadge(card.rankPercent).topPercent })}</td>
            ))}
          </tr>
          {rows.map((row) => (
            <tr key={row.key} data-figure={row.key}>
              <th scope="row">{row.label}</th>
              {figures.map((byKey, i) => (
                <td key={cards[i]?.id}>{byKey.get(row.key)?.value ?? '—'}</td>
              ))}
            </tr>
          ))}
          <tr>
            <th scope="row">{t('products.figure.perks')}</th>
            {cards.map((card) => (
              <td key={card.id}>
                <ul>
                  {card.perks.map((perk) => (
                    <li key={perk}>{perk}</li>
                  ))}
                </ul>
              </td>
            ))}
          </tr>
          <tr>
            <th scope="row">
              <span className="visually-hidden">{t('products.figure.actions')}</span>
            </th>
            {cards.map((card) => (
              <td key={card.id}>
                {/* A flex box inside the cell: the cell itself stays a table cell, so each product's
                    actions sit in its own column (docs/layout.md). */}
                <div className="card-actions">
                  <ApplyButton card={card} verticalKey={verticalKey} />
                  {card.applyType !== 'contact' && <ContactLink card={card} />}
                </div>
              </td>
            ))}
          </tr>
        </tbody>
      </table>
    </div>
  )
}
