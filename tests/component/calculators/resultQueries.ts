import { within } from '@testing-library/react'

/** Intl writes a no-break space between 'Rp' and the amount. */
export const NBSP = '\u00a0'

/** The figure shown for a term of a result's description list (dt -> dd). */
export function figure(container: HTMLElement, term: string): string {
  const dt = within(container).getByText(term, { selector: 'dt' })
  return dt.nextElementSibling?.textContent ?? ''
}

/** The cells of a table row whose header cell has the given text. */
export function rowCells(table: HTMLElement, header: string): string[] {
  const th = within(table).getByRole('rowheader', { name: header })
  return [...(th.parentElement?.querySelectorAll('td') ?? [])].map((td) => td.textContent ?? '')
}
