import { useLayoutEffect, useRef, type ChangeEvent } from 'react'
import { regroupAmount } from '../../domain/format/numbers'
import { usePortal } from '../PortalContext'
import { caretAfterRegroup, fieldTextFor, parseFieldText, type FieldKind } from './fieldText'

export interface SliderSpec {
  min: number
  max: number
  step: number
  /** What a screen reader says for a slider position, e.g. '₱100,000' or '1.5%'. */
  valueText: (value: number) => string
}

interface NumberFieldProps {
  /** Element id of the text field (the error summary links to it). */
  id: string
  /** Form field name, also the query parameter. */
  name: string
  /** Visible label, with its unit: 'Loan amount (₱)'. */
  label: string
  kind: FieldKind
  value: string
  onChange: (name: string, text: string) => void
  error?: string
  hint?: string
  /** Unit shown inside the field's frame (the label already names it for screen readers). */
  prefix?: string
  suffix?: string
  slider?: SliderSpec
}

/**
 * A labelled number field, optionally paired with a range slider (docs/requirements/catalogue.md#range-sliders "range sliders linked
 * to a text or number field"): moving either moves the other. Amounts are regrouped as the visitor
 * types (docs/requirements/forms-and-leads.md#number-formatting); keys that move the caret change nothing, so they never reformat.
 */
export function NumberField({ id, name, label, kind, value, onChange, error, hint, prefix, suffix, slider }: NumberFieldProps) {
  const portal = usePortal()
  const input = useRef<HTMLInputElement>(null)
  const caret = useRef<number | null>(null)

  useLayoutEffect(() => {
    const position = caret.current
    caret.current = null
    if (position !== null && input.current && document.activeElement === input.current) input.current.setSelectionRange(position, position)
  }, [value])

  function onText(event: ChangeEvent<HTMLInputElement>) {
    const raw = event.target.value
    if (kind !== 'amount') return onChange(name, raw)
    const formatted = regroupAmount(raw, portal)
    caret.current = caretAfterRegroup(raw, event.target.selectionStart ?? raw.length, formatted)
    onChange(name, formatted)
  }

  const parsed = parseFieldText(value, kind, portal)
  const labelId = `${id}-label`
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined
  return (
    <div className={error ? 'calc-field has-error' : 'calc-field'}>
      <label id={labelId} htmlFor={id}>
        {label}
      </label>
      {hint && (
        <p id={hintId} className="calc-hint">
          {hint}
        </p>
      )}
      <div className="calc-input">
        {prefix && (
          <span className="calc-unit" aria-hidden="true">
            {prefix}
          </span>
        )}
        <input
          ref={input}
          id={id}
          name={name}
          type="text"
          inputMode={kind === 'decimal' ? 'decimal' : 'numeric'}
          autoComplete="off"
          required
          value={value}
          onChange={onText}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
        {suffix && (
          <span className="calc-unit" aria-hidden="true">
            {suffix}
          </span>
        )}
      </div>
      {slider && (
        <input
          type="range"
          className="calc-slider"
          aria-labelledby={labelId}
          aria-describedby={error ? errorId : undefined}
          min={slider.min}
          max={slider.max}
          step={slider.step}
          value={parsed === null ? slider.min : Math.min(slider.max, Math.max(slider.min, parsed))}
          aria-valuetext={slider.valueText(parsed === null ? slider.min : Math.min(slider.max, Math.max(slider.min, parsed)))}
          onChange={(event) => onChange(name, fieldTextFor(Number(event.target.value), kind, portal))}
        />
      )}
      {error && (
        <p id={errorId} className="calc-error">
          {error}
        </p>
      )}
    </div>
  )
}
