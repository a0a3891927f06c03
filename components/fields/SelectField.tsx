import { FieldFrame } from './FieldFrame'
import type { Choice, FieldBaseProps } from './fieldProps'

interface SelectFieldProps extends FieldBaseProps {
  value: string
  /** Called with the chosen value and its label ('' and '' for the placeholder). */
  onChange: (value: string, label: string) => void
  options: readonly Choice[]
  /** Text of the empty first option ("Please choose"); without it the options are the only values. */
  placeholder?: string
  /** While a list loads: the select is disabled and `busyText` shown as its hint. */
  busy?: boolean
  busyText?: string
  autoComplete?: string
}

/** A labelled dropdown (with an empty first choice when it has a placeholder), its hint and its error. */
export function SelectField({ name, value, onChange, options, placeholder, busy, busyText, autoComplete, ...frame }: SelectFieldProps) {
  return (
    <FieldFrame {...frame} hint={busy ? busyText : frame.hint}>
      {(aria) => (
        <select
          id={frame.id}
          name={name}
          value={value}
          disabled={busy}
          autoComplete={autoComplete}
          onChange={(event) => {
            const option = event.target.selectedOptions[0]
            onChange(event.target.value, event.target.value === '' ? '' : (option?.text ?? ''))
          }}
          {...aria}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  )
}
