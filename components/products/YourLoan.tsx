import { useId, useState, type KeyboardEvent } from 'react'
import { loanTenors, type LoanKind } from '../../domain/calculators/loanTerms'
import { loanLimits } from '../calculators/limits'
import type { LoanCalculation } from '../calculators/loanCalculation'
import { usePortal, useT } from '../PortalContext'
import { useFormats } from '../calculators/useFormats'

/**
 * "Your loan" on a loan list (decision 057): the amount and term the cards' figures are for, the same
 * calculation the loan calculators keep. Its fields have no name, so the filter form's address leaves
 * them out; rendered by the filter island once it has woken, never prerendered.
 */
export function YourLoan({ kind, calculation, onChange }: { kind: LoanKind; calculation: LoanCalculation | null; onChange: (value: LoanCalculation) => void }) {
  const portal = usePortal()
  const t = useT()
  const { wholeMoney } = useFormats()
  const id = useId()
  // Any amount either loan calculator takes.
  const personal = loanLimits(portal, 'personal').amount
  const house = loanLimits(portal, 'house').amount
  const min = Math.min(personal.min, house.min)
  const max = Math.max(personal.max, house.max)
  const tenors = loanTenors(portal, kind)
  const options = [...new Set([...tenors.options, ...(calculation ? [calculation.months] : [])])].sort((a, b) => a - b)
  const [amount, setAmount] = useState(() => String(calculation?.amount ?? loanLimits(portal, kind).amount.initial))
  const [months, setMonths] = useState(() => String(calculation?.months ?? tenors.initial))
  const [error, setError] = useState<string | null>(null)
  const apply = () => {
    const value = Number(amount)
    if (amount.trim() === '' || !Number.isFinite(value)) return setError(t('calc.error.number'))
    if (value < min || value > max || !Number.isInteger(value)) return setError(t('calc.error.range', { min: wholeMoney(min), max: wholeMoney(max) }))
    setError(null)
    onChange({ kind: calculation?.kind ?? kind, amount: value, months: Number(months) })
  }
  const onKey = (event: KeyboardEvent) => {
    // Enter applies the loan rather than submitting the filter form.
    if (event.key !== 'Enter') return
    event.preventDefault()
    apply()
  }
  return (
    <fieldset className="filter-group your-loan">
      <legend>{t('products.loan.legend')}</legend>
      <p className="calc-hint" id={`${id}-hint`}>
        {t('products.loan.hint')}
      </p>
      {/* Its own label: this input has no currency box beside it, unlike the calculator's. */}
      <label htmlFor={`${id}-amount`}>{t('products.loan.amount')}</label>
      <input
        id={`${id}-amount`}
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        step={1}
        value={amount}
        aria-invalid={error !== null || undefined}
        aria-describedby={error === null ? `${id}-hint` : `${id}-hint ${id}-error`}
        onChange={(e) => setAmount(e.target.value)}
        onKeyDown={onKey}
      />
      {error !== null && (
        <p className="field-error" id={`${id}-error`}>
          {error}
        </p>
      )}
      <label htmlFor={`${id}-months`}>{t('calc.loan.months')}</label>
      <select id={`${id}-months`} value={months} onChange={(e) => setMonths(e.target.value)} onKeyDown={onKey}>
        {options.map((option) => (
          <option key={option} value={option}>
            {t('calc.loan.monthsOption', { months: option })}
          </option>
        ))}
      </select>
      <button type="button" className="button secondary" onClick={apply}>
        {t('products.loan.show')}
      </button>
    </fieldset>
  )
}
