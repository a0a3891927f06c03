import type { FigureRow } from './figureRows'

/** Compared figures as a description list. */
export function FigureList({ rows, className = 'figures' }: { rows: FigureRow[]; className?: string }) {
  return (
    <dl className={className}>
      {rows.map((row) => (
        <div key={row.key} className={`figure figure--${row.key}`}>
          <dt>{row.label}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  )
}
