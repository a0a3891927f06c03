import { useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react'
import type { ProductCard } from '../../domain/content/schemas'
import { formatMoney } from '../../domain/format/numbers'
import { COST_ROW, compareMarks, monthlyCost, type CompareMark, type LoanFigures } from '../../domain/products/compareMarks'
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
  /** The visitor's loan from the calculator of this vertical, if any: adds the row of each product's monthly cost. */
  loan?: LoanFigures | null
}

/**
 * Whether the box scrolls sideways, and where it is: a sign that it scrolls (a hint, edge shadows), and
 * the sticky head's height and row labels' width as its scroll padding, so that the browser brings a
 * focused control into view clear of them (WCAG 2.4.11).
 */
function useScrollBox(): { ref: React.RefObject<HTMLDivElement | null>; overflows: boolean } {
  const ref = useRef<HTMLDivElement>(null)
  const [overflows, setOverflows] = useState(false)
  useLayoutEffect(() => {
    const box = ref.current
    if (!box) return
    const update = () => {
      const more = box.scrollWidth > box.clientWidth + 1
      setOverflows(more)
      box.toggleAttribute('data-scrolled', box.scrollLeft > 1)
      box.toggleAttribute('data-more', more && box.scrollLeft + box.clientWidth < box.scrollWidth - 1)
      const head = box.querySelector('thead')
      const label = box.querySelector('thead td')
      box.style.setProperty('--compare-head', `${Math.ceil(head?.getBoundingClientRect().height ?? 0)}px`)
      box.style.setProperty('--compare-labels', `${Math.ceil(label?.getBoundingClientRect().width ?? 0)}px`)
    }
    update()
    box.addEventListener('scroll', update, { passive: true })
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update)
    observer?.observe(box)
    const table = box.querySelector('table')
    if (table) observer?.observe(table)
    return () => {
      box.removeEventListener('scroll', update)
      observer?.disconnect()
    }
  }, [])
  return { ref, overflows }
}

/** Products side by side, figure by figure: one column per product, one row per compared figure. */
export function CompareTable({ cards, verticalKey, caption, onRemove, loan = null }: Props) {
  const portal = usePortal()
  const t = useT()
  const hintId = useId()
  const { ref, overflows } = useScrollBox()
  const marks = compareMarks(cards, loan, portal.currencyDecimals)
  // A cell's figure, with the row's mark under it when the cell's product has the best figure: text, read with the cell.
  const cell = (row: string, i: number, value: ReactNode) => {
    const marked = marks.get(row)
    if (!marked?.indices.includes(i)) return value
    return (
      <>
        {value} <strong className={`best-mark best-${marked.mark}`}>{t(`products.compare.best.${marked.mark satisfies CompareMark}`)}</strong>
      </>
    )
  }
  const figures = cards.map((card) => new Map(figureRows(card, portal, t, 'detail').map((row) => [row.key, row])))
  // Rows in the order of the first card that has them; a product without a figure shows a dash.
  const rows: FigureRow[] = []
  for (const byKey of figures) for (const row of byKey.values()) if (!rows.some((r) => r.key === row.key)) rows.push(row)
  return (
    <>
      {overflows && (
        <p id={hintId} className="scroll-hint">
          {t('products.compare.scrollHint')}
        </p>
      )}
      <div ref={ref} className="table-scroll compare-scroll" role="region" aria-label={caption} aria-describedby={overflows ? hintId : undefined} tabIndex={0}>
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
            <tr data-figure="rating">
              <th scope="row">{t('products.figure.rating')}</th>
              {cards.map((card, i) => (
                <td key={card.id}>{cell('rating', i, ratingText(card.rating, portal, t))}</td>
              ))}
            </tr>
            <tr>
              <th scope="row">{t('products.figure.rank')}</th>
              {cards.map((card) => (
                <td key={card.id}>{t('products.rank.top', { percent: rankBadge(card.rankPercent).topPercent })}</td>
              ))}
            </tr>
            {loan !== null && (
              <tr data-figure={COST_ROW}>
                <th scope="row">{t('products.figure.monthlyCost', { amount: formatMoney(loan.amount, portal), months: loan.months })}</th>
                {cards.map((card, i) => {
                  const cost = monthlyCost(card, loan)
                  return <td key={card.id}>{cost === null ? t('products.compare.notOffered') : cell(COST_ROW, i, formatMoney(cost, portal))}</td>
                })}
              </tr>
            )}
            {rows.map((row) => (
              <tr key={row.key} data-figure={row.key}>
                <th scope="row">{row.label}</th>
                {figures.map((byKey, i) => (
                  <td key={cards[i]?.id}>{cell(row.key, i, byKey.get(row.key)?.value ?? '—')}</td>
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
    </>
  )
}
