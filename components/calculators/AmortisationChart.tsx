import { useId, type MouseEvent } from 'react'
import type { AmortisationRow } from '../../domain/calculators/loans'
import { useT } from '../PortalContext'
import { axisTicks, chartBars } from './chartBars'
import { useFormats } from './useFormats'

// Drawing area in viewBox units; the SVG scales to the width of its column.
const WIDTH = 360
const TOP = 18
const BOTTOM = 188
// The amounts of the value axis stand in a column of their own left of the bars, never under them
// (docs/layout.md), in their compact form ("Rp 250 juta", "₱2.5M", decision 065): the column holds
// "Rp 999.999" or "Rp 2,25 miliar" at the labels' size, inside the SVG.
const AXIS = 72
const LEFT = AXIS + 4
const RIGHT = 356
// Colours with at least 3:1 contrast on white (WCAG 1.4.11) and told apart by the legend's words.
const PRINCIPAL = '#0b5cab'
const INTEREST = '#c2410c'

/** Moves focus to the table without a new address: the query holds the inputs and Back undoes a Calculate. */
function jumpTo(event: MouseEvent, id: string): void {
  event.preventDefault()
  document.getElementById(id)?.focus()
}

/**
 * Principal against interest in each payment of an amortised loan, as stacked bars. The chart is
 * one image for assistive technology (role img, a title and a description with the trend); the
 * schedule table beside it is its full text alternative.
 */
export function AmortisationChart({ rows, tableId }: { rows: readonly AmortisationRow[]; tableId: string }) {
  const t = useT()
  const { wholeMoney, shortMoney } = useFormats()
  const id = useId()
  const { unit, bars } = chartBars(rows)
  const first = bars[0]
  const last = bars[bars.length - 1]
  if (!first || !last) return null
  const highest = Math.max(...bars.map((b) => b.principal + b.interest))
  // Gridlines at round amounts, the top one at or above the tallest bar (issue 49: ticks at unrounded values).
  const axis = axisTicks(highest)
  const top = axis[axis.length - 1] ?? 0
  const scale = top > 0 ? (BOTTOM - TOP) / top : 0
  const slot = (RIGHT - LEFT) / bars.length
  const barWidth = Math.max(1, slot * 0.72)
  const middle = bars[Math.floor((bars.length - 1) / 2)]
  const ticks = bars.length > 2 && middle ? [first, middle, last] : [first, last]
  const centre = (period: number) => LEFT + (period - 1) * slot + slot / 2
  const description = t(`calc.chart.desc.${unit}`, {
    count: bars.length,
    firstInterest: wholeMoney(first.interest),
    lastInterest: wholeMoney(last.interest),
    firstPrincipal: wholeMoney(first.principal),
    lastPrincipal: wholeMoney(last.principal),
  })
  return (
    <figure className="calc-chart">
      <svg viewBox={`0 0 ${WIDTH} 214`} role="img" aria-labelledby={`${id}-title ${id}-desc`} width="100%">
        <title id={`${id}-title`}>{t(`calc.chart.title.${unit}`)}</title>
        <desc id={`${id}-desc`}>{description}</desc>
        {axis.map((value) => {
          const y = BOTTOM - value * scale
          return (
            <g key={value}>
              <line x1={LEFT} x2={RIGHT} y1={y} y2={y} stroke="#d5dce6" strokeWidth="1" />
              <text x={AXIS} y={y + 3} fontSize="10" fill="#4a5568" textAnchor="end" data-axis-value={value}>
                {shortMoney(value)}
              </text>
            </g>
          )
        })}
        {bars.map((bar) => {
          const x = centre(bar.period) - barWidth / 2
          const principalHeight = bar.principal * scale
          const interestHeight = bar.interest * scale
          return (
            <g key={bar.period}>
              <rect x={x} y={BOTTOM - principalHeight} width={barWidth} height={principalHeight} fill={PRINCIPAL} />
              <rect x={x} y={BOTTOM - principalHeight - interestHeight} width={barWidth} height={interestHeight} fill={INTEREST} />
            </g>
          )
        })}
        <line x1={LEFT} x2={RIGHT} y1={BOTTOM} y2={BOTTOM} stroke="#4a5568" strokeWidth="1" />
        {ticks.map((bar, index) => (
          <text
            key={bar.period}
            x={index === 0 ? LEFT : index === ticks.length - 1 ? RIGHT : centre(bar.period)}
            y={204}
            fontSize="10"
            fill="#4a5568"
            textAnchor={index === 0 ? 'start' : index === ticks.length - 1 ? 'end' : 'middle'}
          >
            {bar.period}
          </text>
        ))}
      </svg>
      <figcaption>
        <ul className="calc-legend">
          <li>
            <span className="calc-swatch" aria-hidden="true" style={{ background: PRINCIPAL }} />
            {t('calc.chart.principal')}
          </li>
          <li>
            <span className="calc-swatch" aria-hidden="true" style={{ background: INTEREST }} />
            {t('calc.chart.interest')}
          </li>
        </ul>
        <p className="calc-hint">
          {t(`calc.chart.axis.${unit}`)}{' '}
          <a href={`#${tableId}`} onClick={(event) => jumpTo(event, tableId)}>
            {t('calc.chart.tableLink')}
          </a>
        </p>
      </figcaption>
    </figure>
  )
}
