import type { AmortisationRow } from '../../domain/calculators/loans'
import { useT } from '../PortalContext'
import { useFormats } from './useFormats'

/** The month-by-month schedule of an amortised loan; also the text alternative of its chart. */
export function AmortisationTable({ id, rows }: { id: string; rows: readonly AmortisationRow[] }) {
  const t = useT()
  const { money } = useFormats()
  const captionId = `${id}-caption`
  return (
    // Scrolls sideways on narrow screens, so it takes focus and can be scrolled by keyboard.
    <div className="calc-table-wrap" role="region" aria-labelledby={captionId} tabIndex={0} id={id}>
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
  )
}
