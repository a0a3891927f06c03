import { startTransition, useEffect, useId, useState, type ReactNode } from 'react'
import { useT } from '../PortalContext'
import { AmortisationChart } from './AmortisationChart'
import { AmortisationTable } from './AmortisationTable'
import type { LoanKind } from './limits'
import type { LoanFigures } from './loanFigures'
import { useFormats } from './useFormats'

/**
 * Instalment, interest and total of a loan; a house loan adds its schedule as a chart and a table.
 * `offers` (the products for these figures) come right after the figures, before the long schedule.
 */
export function LoanResult({ kind, figures, offers }: { kind: LoanKind; figures: LoanFigures; offers?: ReactNode }) {
  const t = useT()
  const { money, percent } = useFormats()
  const id = useId()
  // The instalment is painted in the frame after Calculate; the schedule (up to 360 rows and a chart of
  // 720 bars) follows after that paint, in a render a key press may interrupt. Until it does, the old
  // one is marked as busy.
  const schedule = useAfterPaint(figures.schedule)
  const updating = schedule !== figures.schedule
  return (
    <section className="calc-result" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('calc.loan.resultTitle')}</h2>
      <p className="calc-headline">
        <span>{t('calc.loan.instalment')}</span>
        <strong>{money(figures.instalment)}</strong>
      </p>
      <dl className="calc-figures">
        <div>
          <dt>{t('calc.loan.principal')}</dt>
          <dd>{money(figures.amount)}</dd>
        </div>
        <div>
          <dt>{t('calc.loan.interest')}</dt>
          <dd>{money(figures.interest)}</dd>
        </div>
        <div>
          <dt>{t('calc.loan.total')}</dt>
          <dd>{money(figures.total)}</dd>
        </div>
      </dl>
      <p className="calc-hint">{t(`calc.${kind}.resultNote`, { rate: percent(figures.rate), months: figures.months })}</p>
      {offers}
      {figures.schedule && (
        <div className={updating ? 'calc-schedule updating' : 'calc-schedule'} aria-busy={updating}>
          <h3>{t('calc.schedule.title')}</h3>
          {schedule && (
            <>
              <AmortisationChart rows={schedule} tableId={`${id}-schedule`} />
              <AmortisationTable id={`${id}-schedule`} rows={schedule} />
            </>
          )}
        </div>
      )}
    </section>
  )
}

/**
 * `value` as of the last painted frame: it changes only after the browser has painted the render that
 * brought the new value (React's useDeferredValue may render and commit it before that paint, which
 * held the instalment's frame back by the schedule's commit on a phone).
 */
function useAfterPaint<T>(value: T): T | undefined {
  const [shown, setShown] = useState<T | undefined>(undefined)
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    // The frame callback runs before that paint; the timeout it sets, after it.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setShown(() => value)), 0)
    })
    return () => {
      cancelAnimationFrame(frame)
      if (timer !== undefined) clearTimeout(timer)
    }
  }, [value])
  return shown
}
