import { useEffect, useState } from 'react'
import { cardRepayment, type PricedCard } from '../../domain/calculators/loanOffers'
import { loanCalculation, type LoanCalculation } from '../calculators/loanCalculation'
import { useFormats } from '../calculators/useFormats'
import { usePortal, useT } from '../PortalContext'
import { LOAN_FIGURE_CLASS } from '../products/loanCardFigures'

/**
 * A loan product page in the visitor's money (decision 064, as the list does it, decision 057): with
 * the visit's kept loan calculation, "₱X a month for ₱Y over N months, total ₱Z" from the same
 * computation as the list's cards (cardRepayment). Prerendered empty; it is fetched only when the
 * session holds a calculation (loadWithSessionKey), so a page without one runs none of it.
 */
export function LoanFigure({ card }: { card: PricedCard }) {
  const portal = usePortal()
  const t = useT()
  const { money, wholeMoney } = useFormats()
  const [calculation, setCalculation] = useState<LoanCalculation | null>(null)
  useEffect(() => setCalculation(loanCalculation(portal.code)), [portal.code])
  const figures = calculation && cardRepayment(card, calculation.amount, calculation.months)
  return (
    <p className={LOAN_FIGURE_CLASS} aria-live="polite">
      {figures && calculation
        ? t('calc.offers.figure', {
            instalment: money(figures.instalment),
            amount: wholeMoney(calculation.amount),
            months: calculation.months,
            total: money(figures.total),
          })
        : null}
    </p>
  )
}
