import { useEffect, useId, useRef } from 'react'
import { assetBasedFinancing, workingCapitalFinancing } from '../../domain/calculators/smeFinancing'
import { BusinessResult, type BusinessFigures } from '../calculators/BusinessResult'
import { keepLoanCalculation } from '../calculators/loanCalculation'
import { LoanOffers } from '../calculators/LoanOffers'
import { revealBelowFold } from '../calculators/revealResult'
import { fieldTextFor } from '../calculators/fieldText'
import { businessLimits, initialTenor } from '../calculators/limits'
import { NumberField } from '../calculators/NumberField'
import { useCalculator, type Values } from '../calculators/useCalculator'
import { useFormats } from '../calculators/useFormats'
import { validateFields, type NumberRule } from '../calculators/validateFields'
import { CalculatorForm } from '../calculators/CalculatorForm'
import { SelectField } from '../fields/SelectField'
import { usePortal, useT } from '../PortalContext'

type FinancingType = 'asset' | 'working'
const TYPES: readonly FinancingType[] = ['asset', 'working']
const FIELDS: Record<FinancingType, readonly string[]> = {
  asset: ['assetValue', 'monthlyProfit', 'monthlyCosts', 'months'],
  working: ['monthlySales', 'monthlyProfit', 'monthlyCosts', 'customerDays', 'inventoryDays', 'supplierDays'],
}

function financingType(value: string | undefined): FinancingType {
  return value === 'working' ? 'working' : 'asset'
}

/**
 * The loan a result leads to: the financing, in whole money, over the chosen term; working capital, a
 * facility renewed each year, over the portal's shortest term. None when the business can borrow nothing.
 */
function financedLoan(figures: BusinessFigures, tenors: readonly number[]): { amount: number; months: number } | null {
  const amount = Math.floor(figures.financing.financing)
  if (!(amount > 0)) return null
  return { amount, months: figures.type === 'asset' ? figures.months : Math.min(...tenors) }
}

/**
 * Small-business financing calculator (CKJ, docs/requirements/calculators.md#small-business-financing): asset-based or working-capital financing,
 * chosen with radios. The fields of the other kind stay in the page but are hidden by CSS from the
 * checked radio, so the choice works before any script runs.
 */
export function BusinessCalculator() {
  const portal = usePortal()
  const t = useT()
  const formats = useFormats()
  const formId = useId()
  const limits = businessLimits(portal)
  const tenors = portal.tenors.map(String)
  const money = (range: { min: number; max: number }): NumberRule => ({ kind: 'amount', min: range.min, max: range.max, bound: formats.wholeMoney })
  const days: NumberRule = { kind: 'whole', min: limits.days.min, max: limits.days.max, bound: String }
  const labels: Record<string, string> = Object.fromEntries(
    ['assetValue', 'monthlySales', 'monthlyProfit', 'monthlyCosts', 'months', 'customerDays', 'inventoryDays', 'supplierDays'].map((name) => [
      name,
      t(`calc.business.${name}`),
    ]),
  )
  const outcome = useRef<HTMLDivElement>(null)
  const calculator = useCalculator<BusinessFigures>({
    fields: {
      type: { options: TYPES },
      assetValue: { kind: 'amount' },
      monthlySales: { kind: 'amount' },
      monthlyProfit: { kind: 'amount' },
      monthlyCosts: { kind: 'amount' },
      months: { options: tenors },
      customerDays: { kind: 'whole' },
      inventoryDays: { kind: 'whole' },
      supplierDays: { kind: 'whole' },
    },
    defaults: {
      type: 'asset',
      assetValue: fieldTextFor(limits.assetValue.initial, 'amount', portal),
      monthlySales: fieldTextFor(limits.monthlySales.initial, 'amount', portal),
      monthlyProfit: fieldTextFor(limits.monthlyProfit.initial, 'amount', portal),
      monthlyCosts: fieldTextFor(limits.monthlyCosts.initial, 'amount', portal),
      months: String(initialTenor(portal.tenors, 'house')),
      customerDays: String(limits.days.initial),
      inventoryDays: String(limits.days.initial),
      supplierDays: String(limits.days.initial),
    },
    activeFields: (values) => ['type', ...FIELDS[financingType(values.type)]],
    validate: (values: Values) => {
      const common = { monthlyProfit: money(limits.monthlyProfit), monthlyCosts: money(limits.monthlyCosts) }
      if (financingType(values.type) === 'asset') {
        const { errors, numbers } = validateFields(values, { assetValue: money(limits.assetValue), ...common }, t, portal)
        if (!numbers) return { errors, result: null }
        const months = Number(values.months)
        return { errors, result: { type: 'asset', months, financing: assetBasedFinancing({ ...numbers, months }) } }
      }
      const { errors, numbers } = validateFields(
        values,
        { monthlySales: money(limits.monthlySales), ...common, customerDays: days, inventoryDays: days, supplierDays: days },
        t,
        portal,
      )
      // Profit is part of sales: more profit than sales would make the cost of sales negative.
      if (numbers && numbers.monthlyProfit > numbers.monthlySales) return { errors: { monthlyProfit: t('calc.business.profitOverSales') }, result: null }
      if (!numbers) return { errors, result: null }
      return { errors, result: { type: 'working', financing: workingCapitalFinancing(numbers) } }
    },
    announce: (figures) => t('calc.business.announce', { financing: formats.money(figures.financing.financing) }),
    // On a phone the result and its offers, below the form, are brought into view (as the loan calculators do).
    onCalculated: () => revealBelowFold(outcome.current),
  })
  const { values, errors, result } = calculator
  const loan = result ? financedLoan(result, portal.tenors) : null
  const [loanAmount, loanMonths] = [loan?.amount, loan?.months]
  // The business-loan wizard and list start from this amount and term (docs/forms.md#the-application-wizard).
  useEffect(() => {
    if (loanAmount !== undefined && loanMonths !== undefined) keepLoanCalculation(portal.code, { kind: 'business', amount: loanAmount, months: loanMonths })
  }, [loanAmount, loanMonths, portal.code])
  const type = financingType(values.type)
  const fieldId = (name: string) => `${formId}-${name}`
  const amountField = (name: string, hint?: string, slider?: { min: number; max: number; step: number }) => (
    <NumberField
      id={fieldId(name)}
      name={name}
      label={labels[name] ?? name}
      kind="amount"
      value={values[name] ?? ''}
      onChange={calculator.setValue}
      error={errors[name]}
      hint={hint}
      prefix={t('calc.unit.currency')}
      slider={slider && { ...slider, valueText: formats.wholeMoney }}
    />
  )
  const dayField = (name: string) => (
    <NumberField
      id={fieldId(name)}
      name={name}
      label={labels[name] ?? name}
      kind="whole"
      value={values[name] ?? ''}
      onChange={calculator.setValue}
      error={errors[name]}
      hint={t(`calc.business.${name}Hint`)}
    />
  )
  return (
    <div className="calc">
      <CalculatorForm calculator={calculator} fields={FIELDS[type]} labels={labels} fieldId={fieldId} className="calc-form calc-business">
        <fieldset className="calc-choice">
          <legend>{t('calc.business.type')}</legend>
          {TYPES.map((option) => (
            <label key={option}>
              <input type="radio" name="type" value={option} checked={type === option} onChange={() => calculator.setValue('type', option)} />
              <span>
                <strong>{t(`calc.business.type.${option}`)}</strong>
                <span className="calc-hint">{t(`calc.business.typeHint.${option}`)}</span>
              </span>
            </label>
          ))}
        </fieldset>
        <div data-variant="asset">{amountField('assetValue', t('calc.business.assetValueHint'), limits.assetValue)}</div>
        <div data-variant="working">{amountField('monthlySales', t('calc.business.monthlySalesHint'), limits.monthlySales)}</div>
        {amountField('monthlyProfit', t('calc.business.monthlyProfitHint'))}
        {amountField('monthlyCosts', t('calc.business.monthlyCostsHint'))}
        <div data-variant="asset">
          <SelectField
            id={fieldId('months')}
            name="months"
            label={labels.months ?? ''}
            value={values.months ?? ''}
            options={portal.tenors.map((months) => ({ value: String(months), label: t('calc.loan.monthsOption', { months }) }))}
            onChange={(value) => calculator.setValue('months', value)}
          />
        </div>
        <div data-variant="working">
          {dayField('customerDays')}
          {dayField('inventoryDays')}
          {dayField('supplierDays')}
        </div>
      </CalculatorForm>
      {result ? (
        <div className="calc-outcome" ref={outcome}>
          <BusinessResult figures={result} />
          {loan && <LoanOffers kind="business" amount={loan.amount} months={loan.months} />}
        </div>
      ) : (
        <p className="calc-placeholder">{t('calc.business.placeholder')}</p>
      )}
    </div>
  )
}
