import { describedBy } from './fieldIds'
import { FieldError, FieldHint, LabelText } from './FieldMessage'
import type { Choice, FieldBaseProps } from './fieldProps'
import './fields.css'

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
export function SelectField({
  id,
  name,
  label,
  error,
  hint,
  required,
  optionalText,
  value,
  onChange,
  options,
  placeholder,
  busy,
  busyText,
  autoComplete,
}: SelectFieldProps) {
  const shownHint = busy ? busyText : hint
  return (
    <div className={error ? 'field has-error' : 'field'}>
      <label htmlFor={id}>
        <LabelText label={label} required={required} optionalText={optionalText} />
      </label>
      <FieldHint id={id} text={shownHint} />
      <select
        id={id}
        name={name}
        value={value}
        disabled={busy}
        autoComplete={autoComplete}
        onChange={(event) => {
          const option = event.target.selectedOptions[0]
          onChange(event.target.value, event.target.value === '' ? '' : (option?.text ?? ''))
        }}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { hint: Boolean(shownHint), error: Boolean(error) })}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={id} message={error} />
    </div>
  )
}
