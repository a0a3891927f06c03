import type { RefObject } from 'react'
import { taxRegimeForYear } from '../../domain/calculators/incomeTax'
import { annualTakeHome, benefitsExemptionCeiling, payPeriodsPerYear, type PayPeriod, type SalaryTax } from '../../domain/calculators/payroll'
import { useT } from '../PortalContext'
import { useFormats } from './useFormats'

export interface TaxFigures {
  year: number
  payPeriod: PayPeriod
  tax: SalaryTax
}

interface TaxResultProps {
  figures: TaxFigures
  headingId: string
  headingRef: RefObject<HTMLHeadingElement | null>
  onRecalculate: () => void
  /** Drawn ahead with the example figures, out of sight until Calculate (decision 022). */
  waiting?: boolean
}

/** The result panel of the tax calculator: contributions, taxable income, tax, and the old law compared. */
export function TaxResult({ figures, headingId, headingRef, onRecalculate, waiting = false }: TaxResultProps) {
  const t = useT()
  const { money, wholeMoney } = useFormats()
  const { tax, year, payPeriod } = figures
  const periods = payPeriodsPerYear(payPeriod)
  const regime = taxRegimeForYear(year)
  const takeHome = annualTakeHome(tax)
  const rows = [
    ['gross', tax.annualGross],
    ['sss', tax.sss],
    ['philhealth', tax.philhealth],
    ['pagibig', tax.pagibig],
    ['taxable', tax.annualTaxableIncome],
    ['tax', tax.annualTax],
    ['takeHome', takeHome],
  ] as const
  return (
    <section
      className={waiting ? 'calc-result is-waiting' : 'calc-result'}
      aria-labelledby={headingId}
      inert={waiting || undefined}
      aria-hidden={waiting || undefined}
    >
      <h2 id={headingId} ref={headingRef} tabIndex={-1}>
        {t('calc.tax.resultTitle', { year })}
      </h2>
      <p className="calc-headline">
        <span>{t(`calc.tax.taxPer.${payPeriod}`)}</span>
        <strong>{money(tax.taxPerPeriod)}</strong>
      </p>
      <dl className="calc-figures calc-take-home">
        <div>
          <dt>{t(`calc.tax.takeHomePer.${payPeriod}`)}</dt>
          <dd>{money(takeHome / periods)}</dd>
        </div>
        <div>
          <dt>{t('calc.tax.takeHomeYear')}</dt>
          <dd>{money(takeHome)}</dd>
        </div>
      </dl>
      <div className="calc-table-wrap" role="region" aria-labelledby={`${headingId}-breakdown`} tabIndex={0}>
        <table className="calc-table">
          <caption id={`${headingId}-breakdown`}>{t('calc.tax.breakdown')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('calc.tax.item')}</th>
              <th scope="col">{t(`calc.tax.per.${payPeriod}`)}</th>
              <th scope="col">{t('calc.tax.perYear')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map(([key, annual]) => (
              <tr key={key} className={key === 'takeHome' ? 'calc-total' : undefined}>
                <th scope="row">{t(`calc.tax.row.${key}`)}</th>
                <td>{money(annual / periods)}</td>
                <td>{money(annual)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="calc-hint">
        {t('calc.tax.benefitsNote', {
          exempt: money(tax.exemptBenefits),
          taxable: money(tax.taxableBenefits),
          ceiling: wholeMoney(benefitsExemptionCeiling(year)),
        })}
      </p>
      <h3>{t('calc.tax.compareTitle')}</h3>
      <dl className="calc-figures">
        <div>
          <dt>{t('calc.tax.oldLaw')}</dt>
          <dd>{money(tax.oldRegimeTax)}</dd>
        </div>
        <div>
          <dt>{t(`calc.tax.regime.${regime}`)}</dt>
          <dd>{money(tax.annualTax)}</dd>
        </div>
        <div>
          <dt>{t(tax.saving >= 0 ? 'calc.tax.saving' : 'calc.tax.extra')}</dt>
          <dd>{money(Math.abs(tax.saving))}</dd>
        </div>
      </dl>
      <p className="calc-hint">{t('calc.tax.compareNote')}</p>
      <button type="button" className="button secondary" onClick={onRecalculate}>
        {t('calc.recalculate')}
      </button>
    </section>
  )
}
