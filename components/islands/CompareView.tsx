import { useEffect, useState } from 'react'
import type { ProductCard } from '../../domain/content/schemas'
import { compareHref, MAX_COMPARE, parseCompareQuery, removeFromSelection } from '../../domain/products/compareSelection'
import type { LoanFigures } from '../../domain/products/compareMarks'
import { fullProductName } from '../../domain/products/fullName'
import { CALCULATION_VERTICAL, loanCalculation } from '../calculators/loanCalculation'
import { usePortal, useT } from '../PortalContext'
import { CompareTable } from '../products/CompareTable'
import { saveSelection } from '../products/compareStorage'
import { fetchCards } from '../products/fetchCards'

type View = { status: 'idle' } | { status: 'loading' } | { status: 'ready'; verticalKey: string; cards: ProductCard[]; missing: number; dropped: number }

/** The amount and term of the visit's loan calculation, when its calculator is this vertical's (docs/requirements/pages-and-portals.md#compare). */
function visitorLoan(portalCode: string, verticalKey: string): LoanFigures | null {
  const calculation = loanCalculation(portalCode)
  if (calculation === null || CALCULATION_VERTICAL[calculation.kind] !== verticalKey) return null
  return { amount: calculation.amount, months: calculation.months }
}

/**
 * The compare page's table. The page is one static file for every selection, so the island reads
 * the ids (and vertical) from the address and loads that vertical's cards from the static JSON the
 * build writes (/data/products/{verticalKey}.json). Prerendered, it explains how to pick products.
 */
export function CompareView() {
  const portal = usePortal()
  const t = useT()
  const [view, setView] = useState<View>({ status: 'idle' })

  useEffect(() => {
    const query = parseCompareQuery(window.location.search)
    if (query.ids.length === 0) return
    const verticals = portal.verticals.map((v) => v.key).filter((key) => query.vertical === null || key === query.vertical)
    setView({ status: 'loading' })
    void fetchCards(verticals).then((found) => {
      const picked = query.ids.map((id) => found.find((f) => f.card.id === id)).filter((f) => f !== undefined)
      const verticalKey = picked[0]?.verticalKey ?? query.vertical ?? ''
      // One vertical at a time: products of another vertical in a hand-made address are left out.
      const cards = picked.filter((f) => f.verticalKey === verticalKey).map((f) => f.card)
      if (cards.length > 0)
        saveSelection(
          portal.code,
          verticalKey,
          cards.map((c) => ({ id: c.id, name: fullProductName(c) })),
        )
      setView({ status: 'ready', verticalKey, cards, missing: query.ids.length - cards.length, dropped: query.dropped })
    })
  }, [portal])

  // The loading line keeps the room the picker took, so the footer does not jump up and back down.
  if (view.status === 'loading')
    return (
      <div className="compare-view compare-loading">
        <p role="status">{t('products.compare.loading')}</p>
      </div>
    )
  if (view.status === 'idle' || view.cards.length === 0) {
    return (
      <div className="compare-view">
        {view.status === 'ready' && (
          <p role="status" className="notice">
            {t('products.compare.notFound')}
          </p>
        )}
        <p>{t('products.compare.intro')}</p>
        <ul className="grid" role="list">
          {portal.verticals.map((v) => (
            <li key={v.key}>
              <a className="tile" href={v.path}>
                <strong>{t(`vertical.${v.key}.name`)}</strong>
              </a>
            </li>
          ))}
        </ul>
      </div>
    )
  }
  const remove = (id: number) => {
    const cards = view.cards.filter((c) => c.id !== id)
    saveSelection(
      portal.code,
      view.verticalKey,
      removeFromSelection(
        view.cards.map((c) => ({ id: c.id, name: fullProductName(c) })),
        id,
      ),
    )
    window.history.replaceState(
      window.history.state,
      '',
      compareHref(
        portal.paths.compare,
        view.verticalKey,
        cards.map((c) => c.id),
      ),
    )
    setView({ ...view, cards, missing: 0, dropped: 0 })
  }
  const vertical = portal.verticals.find((v) => v.key === view.verticalKey)
  // The name as it reads inside a sentence ('kartu kredit' in id-ID).
  const verticalPhrase = t(`vertical.${view.verticalKey}.phrase`)
  return (
    <div className="compare-view">
      {view.dropped > 0 && <p className="notice">{t('products.compare.dropped', { max: MAX_COMPARE })}</p>}
      {view.missing > 0 && <p className="notice">{t('products.compare.someMissing')}</p>}
      <CompareTable
        cards={view.cards}
        verticalKey={view.verticalKey}
        caption={t('products.compare.caption', { vertical: verticalPhrase, count: view.cards.length })}
        onRemove={remove}
        loan={visitorLoan(portal.code, view.verticalKey)}
      />
      {vertical && (
        <p>
          <a href={vertical.path}>{t('products.compare.back', { vertical: verticalPhrase })}</a>
        </p>
      )}
    </div>
  )
}
