import { formatThousands } from '../../domain/format/numbers'
import { rangeDefault, rangeProblem } from '../../domain/products/filterCards'
import type { RangeGroup } from '../../domain/products/listSpec'
import { usePortal, useT } from '../PortalContext'
import { unitText } from './filterLabels'

interface Props {
  group: RangeGroup
  /** Digits typed in the number field; undefined: the slider's default. */
  raw: string | undefined
  onChange: (raw: string) => void
}

/**
 * A range slider linked to a number field (docs/requirements/catalogue.md#range-sliders). Moving the slider writes the field; typing
 * in the field moves the slider. An empty field or one outside the slider's min and max marks the
 * group as in error (docs/requirements/catalogue.md#range-sliders), says why next to the field, and leaves the list unfiltered by it.
 */
export function RangeFilter({ group, raw, onChange }: Props) {
  const portal = usePortal()
  const t = useT()
  const text = raw ?? String(rangeDefault(group))
  const problem = rangeProblem(group, text)
  const value = problem === null ? Number(text.replace(/\D/g, '')) : rangeDefault(group)
  const min = unitText(group.min, group.unit, portal, t)
  const max = unitText(group.max, group.unit, portal, t)
  const sliderId = `filter-${group.id}-slider`
  const fieldId = `filter-${group.id}`
  const hintId = `filter-${group.id}-hint`
  const errorId = `filter-${group.id}-error`
  return (
    <fieldset className={problem === null ? 'filter-group' : 'filter-group has-error'}>
      <legend>{t(`products.filter.${group.id}`)}</legend>
      <p id={hintId} className="range-hint">
        {t(`products.filter.${group.id}.hint`)}
      </p>
      <div className="range-row">
        <label htmlFor={sliderId}>{t('products.range.slider')}</label>
        <input
          type="range"
          id={sliderId}
          min={group.min}
          max={group.max}
          step={group.step}
          value={value}
          aria-valuetext={unitText(value, group.unit, portal, t)}
          onChange={(e) => onChange(e.target.value)}
        />
        <span className="range-limits" aria-hidden="true">
          <span>{min}</span>
          <span>{max}</span>
        </span>
      </div>
      <div className="range-row">
        <label htmlFor={fieldId}>{t('products.range.amount', { currency: portal.currencySymbol })}</label>
        <input
          type="text"
          inputMode="numeric"
          id={fieldId}
          name={group.id}
          className="range-number"
          autoComplete="off"
          value={formatThousands(text, portal)}
          aria-invalid={problem !== null}
          aria-describedby={problem === null ? hintId : `${errorId} ${hintId}`}
          onChange={(e) => onChange(e.target.value.replace(/\D/g, ''))}
        />
        {problem !== null && (
          <p id={errorId} className="field-error" role="alert">
            {t(problem === 'empty' ? 'products.range.empty' : 'products.range.outside', { min, max })}
          </p>
        )}
      </div>
    </fieldset>
  )
}
