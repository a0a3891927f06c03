import { useEffect, useId, useRef } from 'react'
import { fieldTextFor } from '../calculators/fieldText'
import { keepLoanCalculation } from '../calculators/loanCalculation'
import { loanLimits, loanTenors, type LoanKind } from '../calculators/limits'
import { loanFigures, type LoanFigures } from '../calculators/loanFigures'
import { LoanOffers } from '../calculators/LoanOffers'
import { LoanResult } from '../calculators/LoanResult'
import { revealBelowFold } from '../calculators/revealResult'
import { NumberField } from '../calculators/NumberField'
import { useCalculator, type Values } from '../calculators/useCalculator'
import { useFormats } from '../calculators/useFormats'
import { validateFields } from '../calculators/validateFields'
import { CalculatorForm } from '../calculators/CalculatorForm'
import { SelectField } from '../fields/SelectField'
import { usePortal, useT } from '../PortalContext'

/**
 * Personal-loan (flat add-on rate a month) or house-loan (amortised, rate a year) calculator: amount,
 * rate and tenor give the instalment, the interest and the total (docs/requirements/calculators.md#personal-loan). A plain GET form
 * before hydration; afterwards Calculate puts the inputs in the address bar.
 */
export function LoanCalculator({ kind }: { kind: LoanKind }) {
  const portal = usePortal()
  const t = useT()
  const formats = useFormats()
  const formId = useId()
  const limits = loanLimits(portal, kind)
  const terms = loanTenors(portal, kind)
  const tenors = terms.options.map(String)
  const labels: Record<string, string> = {
    amount: t(`calc.${kind}.amount`),
    rate: t(`calc.${kind}.rate`),
    months: t('calc.loan.months'),
  }
  const rules = {
    amount: { kind: 'amount' as const, min: limits.amount.min, max: limits.amount.max, bound: formats.wholeMoney },
    rate: { kind: 'decimal' as const, min: limits.rate.min, max: limits.rate.max, bound: formats.percent },
  }
  const outcome = useRef<HTMLDivElement>(null)
  const calculator = useCalculator<LoanFigures>({
    fields: { amount: { kind: 'amount' }, rate: { kind: 'decimal' }, months: { options: tenors } },
    defaults: {
      amount: fieldTextFor(limits.amount.initial, 'amount', portal),
      rate: fieldTextFor(limits.rate.initial, 'decimal', portal),
      months: String(terms.initial),
    },
    validate: (values: Values) => {
      const { errors, numbers } = validateFields(values, rules, t, portal)
      return { errors, result: numbers ? loanFigures(kind, numbers.amount, numbers.rate, Number(values.months)) : null }
    },
    announce: (figures) => t('calc.loan.announce', { instalment: formats.money(figures.instalment), total: formats.money(figures.total) }),
    // Focus stays on Calculate (the live region reads the result); on a phone the result, below the
    // form, is brought into view (docs/requirements/calculators.md#loan-calculator-page).
    onCalculated: () => revealBelowFold(outcome.current),
  })
  const { values, errors, result } = calculator
  // The application wizard of the vertical this calculator leads to starts from this amount and term.
  useEffect(() => {
    if (result) keepLoanCalculation(portal.code, { kind, amount: result.amount, months: result.months })
  }, [result, kind, portal.code])
  const fieldId = (name: string) => `${formId}-${name}`
  return (
    <div className="calc">
      <CalculatorForm calculator={calculator} fields={Object.keys(labels)} labels={labels} fieldId={fieldId}>
        <NumberField
          id={fieldId('amount')}
          name="amount"
          label={labels.amount ?? ''}
          kind="amount"
          value={values.amount ?? ''}
          onChange={calculator.setValue}
          error={errors.amount}
          prefix={t('calc.unit.currency')}
          slider={{ ...limits.amount, valueText: formats.wholeMoney }}
        />
        <NumberField
          id={fieldId('rate')}
          name="rate"
          label={labels.rate ?? ''}
          kind="decimal"
          value={values.rate ?? ''}
          onChange={calculator.setValue}
          error={errors.rate}
          hint={t(`calc.${kind}.rateHint`)}
          suffix="%"
          slider={{ ...limits.rate, valueText: formats.percent }}
        />
        <SelectField
          id={fieldId('months')}
          name="months"
          label={labels.months ?? ''}
          value={values.months ?? ''}
          options={terms.options.map((months) => ({
            value: String(months),
            // Whole years read as years: "20 years (240 months)".
            label: months % 12 === 0 && months >= 24 ? t('calc.loan.yearsOption', { years: months / 12, months }) : t('calc.loan.monthsOption', { months }),
          }))}
          onChange={(value) => calculator.setValue('months', value)}
        />
      </CalculatorForm>
      {result ? (
        <div className="calc-outcome" ref={outcome}>
          <LoanResult kind={kind} figures={result} offers={<LoanOffers kind={kind} amount={result.amount} months={result.months} />} />
        </div>
      ) : (
        <p className="calc-placeholder">{t('calc.loan.placeholder')}</p>
      )}
    </div>
  )
}
