import type { ReactNode } from 'react'
import { ErrorSummary } from '../fields/ErrorSummary'
import { useT } from '../PortalContext'
import type { Calculator } from './useCalculator'

/**
 * The frame every calculator's form shares (docs/layout.md; docs/requirements/calculators.md): the
 * error summary linking each refused field in the order the form shows them, the fields, Calculate,
 * and the live region that announces the result. The island keeps its fields and its result panel.
 */
export function CalculatorForm({
  calculator,
  fields,
  labels,
  fieldId,
  className = 'calc-form',
  hidden = false,
  children,
}: {
  calculator: Pick<Calculator<unknown>, 'errors' | 'submit' | 'summaryRef' | 'announcement'>
  /** The names of the fields the form shows, in their order: the summary lists their errors in it. */
  fields: readonly string[]
  labels: Readonly<Record<string, string>>
  fieldId: (name: string) => string
  className?: string
  /** The tax calculator hides its form while its result shows. */
  hidden?: boolean
  children: ReactNode
}) {
  const t = useT()
  const { errors } = calculator
  return (
    <>
      <form className={className} method="get" noValidate onSubmit={calculator.submit} hidden={hidden}>
        <ErrorSummary
          title={t('calc.errors.title')}
          summaryRef={calculator.summaryRef}
          errors={fields.filter((name) => errors[name]).map((name) => ({ targetId: fieldId(name), label: labels[name] ?? name, message: errors[name] ?? '' }))}
        />
        {children}
        <button type="submit" className="button">
          {t('calc.calculate')}
        </button>
      </form>
      <div className="visually-hidden" role="status">
        {calculator.announcement}
      </div>
    </>
  )
}
