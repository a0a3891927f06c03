import type { FigureRow } from './figureRows'

/** Compared figures as a description list. */
export function FigureList({ rows, className = 'figures' }: { rows: FigureRow[]; className?: string }) {
  return (
    <dl className={className}>
      {rows.map((row) => (
        <div key={row.key} className={`figure figure--${row.key}`}>
          <dt>{row.label}</dt>
          {row.full === undefined ? (
            <dd>{row.value}</dd>
          ) : (
            <dd>
              {/* The short form shown, the full figure read and in the title (decision 065). */}
              <span aria-hidden="true" title={row.full}>
                {row.value}
              </span>
              <span className="visually-hidden">{row.full}</span>
            </dd>
          )}
        </div>
      ))}
    </dl>
  )
}
