import { useDeferredValue, useId } from 'react'
import { useT } from '../PortalContext'
import { AmortisationChart } from './AmortisationChart'
import { AmortisationTable } from './AmortisationTable'
import type { LoanKind } from './limits'
import type { LoanFigures } from './loanFigures'
import { useFormats } from './useFormats'

/** Instalment, interest and total of a loan; a house loan adds its schedule as a chart and a table. */
export function LoanResult({ kind, figures }: { kind: LoanKind; figures: LoanFigures }) {
  const t = useT()
  const { money, percent } = useFormats()
  const id = useId()
  // The instalment shows in the frame after Calculate; the schedule (up to 360 rows) follows in a
  // render of its own that a key press may interrupt. Until it does, the old one is marked as busy.
  const schedule = useDeferredValue(figures.schedule, undefined)
  const updating = schedule !== figures.schedule
  return (
    <section className="calc-result" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('calc.loan.resultTitle')}</h2>
      <p className="calc-headline">
        <span>{t('calc.loan.instalment')}</span>
        <strong>{money(figures.instalment)}</strong>
      </p>
      <dl className="calc-figures">
        <div><dt>{t('calc.loan.principal')}</dt><dd>{money(figures.amount)}</dd></div>
        <div><dt>{t('calc.loan.interest')}</dt><dd>{money(figures.interest)}</dd></div>
        <div><dt>{t('calc.loan.total')}</dt><dd>{money(figures.total)}</dd></div>
      </dl>
      <p className="calc-hint">{t(`calc.${kind}.resultNote`, { rate: percent(figures.rate), months: figures.months })}</p>
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
