import { describedBy } from './fieldIds'
import { FieldError, FieldHint, LabelText } from './FieldMessage'
import type { Choice, FieldBaseProps } from './fieldProps'
import './fields.css'

interface RadioGroupFieldProps extends FieldBaseProps {
  value: string
  onChange: (value: string) => void
  options: readonly Choice[]
  /** Lays the choices out side by side (short answers such as Yes / No). */
  inline?: boolean
}

/** A fieldset of radio buttons with a legend; the first radio carries `id`, so an error link focuses it. */
export function RadioGroupField({ id, name, label, error, hint, required, optionalText, value, onChange, options, inline }: RadioGroupFieldProps) {
  const described = describedBy(id, { hint: Boolean(hint), error: Boolean(error) })
  return (
    // role radiogroup: aria-required is not allowed on a fieldset's implicit group role (axe aria-allowed-attr),
    // and aria-invalid belongs to the group: ARIA does not support it on a radio.
    <fieldset
      role="radiogroup"
      className={`field radio-group${inline ? ' inline' : ''}${error ? ' has-error' : ''}`}
      aria-describedby={described}
      aria-required={required || undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend>
        <LabelText label={label} required={required} optionalText={optionalText} />
      </legend>
      <FieldHint id={id} text={hint} />
      <div className="choices">
        {options.map((option, index) => {
          const optionId = index === 0 ? id : `${id}-${index}`
          return (
            <label key={option.value} htmlFor={optionId} className="choice">
              <input
                id={optionId}
                type="radio"
                name={name}
                value={option.value}
                checked={value === option.value}
                onChange={() => onChange(option.value)}
                aria-describedby={described}
              />
              <span>{option.label}</span>
            </label>
          )
        })}
      </div>
      <FieldError id={id} message={error} />
    </fieldset>
  )
}
