import type { AmortisationRow } from '../../domain/calculators/loans'
import { useT } from '../PortalContext'
import { useFormats } from './useFormats'
import { useSideScroll } from './useSideScroll'

/** The month-by-month schedule of an amortised loan; also the text alternative of its chart. */
export function AmortisationTable({ id, rows }: { id: string; rows: readonly AmortisationRow[] }) {
  const t = useT()
  const { money } = useFormats()
  const captionId = `${id}-caption`
  const hintId = `${id}-hint`
  const { ref, overflows } = useSideScroll()
  return (
    // Scrolls sideways on narrow screens, so it takes focus and can be scrolled by keyboard; then it says so (decision 069).
    <>
      {overflows && (
        <p id={hintId} className="scroll-hint">
          {t('calc.schedule.scrollHint')}
        </p>
      )}
      <div
        ref={ref}
        className="calc-table-wrap"
        role="region"
        aria-labelledby={captionId}
        aria-describedby={overflows ? hintId : undefined}
        tabIndex={0}
        id={id}
      >
        <table className="calc-table">
          <caption id={captionId}>{t('calc.schedule.caption', { months: rows.length })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('calc.schedule.month')}</th>
              <th scope="col">{t('calc.schedule.payment')}</th>
              <th scope="col">{t('calc.schedule.principal')}</th>
              <th scope="col">{t('calc.schedule.interest')}</th>
              <th scope="col">{t('calc.schedule.balance')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.month}>
                <th scope="row">{row.month}</th>
                <td>{money(row.principal + row.interest)}</td>
                <td>{money(row.principal)}</td>
                <td>{money(row.interest)}</td>
                <td>{money(row.balance)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  )
}
