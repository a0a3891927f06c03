import { useId } from 'react'
import type { AssetBasedFinancing, WorkingCapitalFinancing } from '../../domain/calculators/smeFinancing'
import { useT } from '../PortalContext'
import { useFormats } from './useFormats'

export type BusinessFigures = { type: 'asset'; months: number; financing: AssetBasedFinancing } | { type: 'working'; financing: WorkingCapitalFinancing }

/** How much financing a business can get, which limit decides it, and what it costs a month. */
export function BusinessResult({ figures }: { figures: BusinessFigures }) {
  const t = useT()
  const { money } = useFormats()
  const id = useId()
  const rows: [string, number][] =
    figures.type === 'asset'
      ? [
          [t('calc.business.instalment', { months: figures.months }), figures.financing.instalment],
          [t('calc.business.limitByAsset'), figures.financing.limitByAsset],
          [t('calc.business.limitByRepayment'), figures.financing.limitByRepayment],
        ]
      : [
          [t('calc.business.monthlyInterest'), figures.financing.monthlyInterest],
          [t('calc.business.need'), figures.financing.need],
          [t('calc.business.limitByNeed'), figures.financing.limitByNeed],
          [t('calc.business.limitByRepaymentLine'), figures.financing.limitByRepayment],
        ]
  return (
    <section className="calc-result" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('calc.business.resultTitle')}</h2>
      <p className="calc-headline">
        <span>{t('calc.business.financing')}</span>
        <strong>{money(figures.financing.financing)}</strong>
      </p>
      <dl className="calc-figures">
        {rows.map(([label, amount]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{money(amount)}</dd>
          </div>
        ))}
      </dl>
      <p className="calc-hint">{t(`calc.business.resultNote.${figures.type}`)}</p>
    </section>
  )
}
