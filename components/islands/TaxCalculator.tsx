import { startTransition, useEffect, useId, useMemo, useRef, useState } from 'react'
import { MAX_QUALIFIED_DEPENDENTS } from '../../domain/calculators/incomeTax'
import { taxFromSalary, type PayPeriod } from '../../domain/calculators/payroll'
import { fieldTextFor } from '../calculators/fieldText'
import { BENEFITS_LIMITS, FIRST_TAX_YEAR, SALARY_LIMITS } from '../calculators/limits'
import { NumberField } from '../calculators/NumberField'
import { TaxResult, type TaxFigures } from '../calculators/TaxResult'
import { useCalculator, type Values } from '../calculators/useCalculator'
import { useFormats } from '../calculators/useFormats'
import { validateFields } from '../calculators/validateFields'
import { CalculatorForm } from '../calculators/CalculatorForm'
import { SelectField } from '../fields/SelectField'
import { usePortal, useT } from '../PortalContext'

const PERIODS: readonly PayPeriod[] = ['monthly', 'semi-monthly', 'weekly', 'daily']

function isPayPeriod(value: string | undefined): value is PayPeriod {
  return PERIODS.includes(value as PayPeriod)
}

/**
 * Philippine income-tax calculator (ECM): an input panel, and a result panel that Calculate shows and
 * Recalculate leaves with the inputs kept (docs/requirements/calculators.md#tax-calculator-page). `lastYear` is the latest tax year offered
 * and the one selected at first (the current year when the site was built).
 */
export function TaxCalculator({ lastYear }: { lastYear: number }) {
  const portal = usePortal()
  const t = useT()
  const formats = useFormats()
  const formId = useId()
  const headingRef = useRef<HTMLHeadingElement>(null)
  const [focusSalary, setFocusSalary] = useState(0)
  const years = Array.from({ length: Math.max(1, lastYear - FIRST_TAX_YEAR + 1) }, (_, i) => String(lastYear - i))
  const dependents = Array.from({ length: MAX_QUALIFIED_DEPENDENTS + 1 }, (_, i) => String(i))
  const labels: Record<string, string> = {
    salary: t('calc.tax.salary'),
    period: t('calc.tax.period'),
    dependents: t('calc.tax.dependents'),
    benefits: t('calc.tax.benefits'),
    year: t('calc.tax.year'),
  }
  const calculator = useCalculator<TaxFigures>({
    fields: {
      salary: { kind: 'amount' },
      period: { options: PERIODS },
      dependents: { options: dependents },
      benefits: { kind: 'amount' },
      year: { options: years },
    },
    defaults: {
      salary: fieldTextFor(SALARY_LIMITS.monthly.initial, 'amount', portal),
      period: 'monthly',
      dependents: '0',
      benefits: '0',
      year: String(lastYear),
    },
    validate: (values: Values) => {
      const payPeriod = isPayPeriod(values.period) ? values.period : 'monthly'
      const salary = SALARY_LIMITS[payPeriod]
      const { errors, numbers } = validateFields(
        values,
        {
          salary: { kind: 'amount', min: salary.min, max: salary.max, bound: formats.wholeMoney },
          benefits: { kind: 'amount', ...BENEFITS_LIMITS, bound: formats.wholeMoney },
        },
        t,
        portal,
      )
      if (!numbers) return { errors, result: null }
      const year = Number(values.year)
      const tax = taxFromSalary({ salary: numbers.salary, payPeriod, dependents: Number(values.dependents), benefits: numbers.benefits, year })
      return { errors, result: { year, payPeriod, tax } }
    },
    announce: ({ tax, payPeriod }) =>
      t('calc.tax.announce', { period: t(`calc.tax.taxPer.${payPeriod}`), perPeriod: formats.money(tax.taxPerPeriod), perYear: formats.money(tax.annualTax) }),
    onCalculated: () => headingRef.current?.focus(),
  })
  const { values, errors, result } = calculator
  const fieldId = (name: string) => `${formId}-${name}`
  const period = isPayPeriod(values.period) ? values.period : 'monthly'

  // The result panel is drawn ahead once the island has taken over, with the example figures, out of
  // sight (decision 022): Calculate then only changes its figures and shows it. On the emulated phone,
  // building and first laying out the panel on the press was most of the first Calculate.
  const [drawn, setDrawn] = useState(false)
  useEffect(() => startTransition(() => setDrawn(true)), [])
  const example = useMemo<TaxFigures | null>(
    () =>
      drawn
        ? {
            year: lastYear,
            payPeriod: 'monthly',
            tax: taxFromSalary({ salary: SALARY_LIMITS.monthly.initial, payPeriod: 'monthly', dependents: 0, benefits: 0, year: lastYear }),
          }
        : null,
    [drawn, lastYear],
  )
  const shown = result ?? example

  useEffect(() => {
    // formId is stable for this island (useId): only a Recalculate press moves focus.
    if (focusSalary > 0) document.getElementById(`${formId}-salary`)?.focus()
  }, [focusSalary, formId])

  return (
    <div className="calc calc-stacked">
      <CalculatorForm calculator={calculator} fields={['salary', 'benefits']} labels={labels} fieldId={fieldId} hidden={result !== null}>
        <NumberField
          id={fieldId('salary')}
          name="salary"
          label={labels.salary ?? ''}
          kind="amount"
          value={values.salary ?? ''}
          onChange={calculator.setValue}
          error={errors.salary}
          hint={t('calc.tax.salaryHint')}
          prefix={t('calc.unit.currency')}
          slider={{ ...SALARY_LIMITS[period], valueText: formats.wholeMoney }}
        />
        <SelectField
          id={fieldId('period')}
          name="period"
          label={labels.period ?? ''}
          value={period}
          options={PERIODS.map((p) => ({ value: p, label: t(`calc.tax.periodOption.${p}`) }))}
          onChange={(value) => calculator.setValue('period', value)}
        />
        <SelectField
          id={fieldId('dependents')}
          name="dependents"
          label={labels.dependents ?? ''}
          value={values.dependents ?? '0'}
          options={dependents.map((d) => ({ value: d, label: d }))}
          onChange={(value) => calculator.setValue('dependents', value)}
          hint={t('calc.tax.dependentsHint', { max: MAX_QUALIFIED_DEPENDENTS })}
        />
        <NumberField
          id={fieldId('benefits')}
          name="benefits"
          label={labels.benefits ?? ''}
          kind="amount"
          value={values.benefits ?? ''}
          onChange={calculator.setValue}
          error={errors.benefits}
          hint={t('calc.tax.benefitsHint')}
          prefix={t('calc.unit.currency')}
        />
        <SelectField
          id={fieldId('year')}
          name="year"
          label={labels.year ?? ''}
          value={values.year ?? String(lastYear)}
          options={years.map((y) => ({ value: y, label: y }))}
          onChange={(value) => calculator.setValue('year', value)}
        />
      </CalculatorForm>
      {shown && (
        <TaxResult
          waiting={result === null}
          figures={shown}
          headingId={fieldId('result')}
          headingRef={headingRef}
          onRecalculate={() => {
            calculator.recalculate()
            setFocusSalary((n) => n + 1)
          }}
        />
      )}
    </div>
  )
}
