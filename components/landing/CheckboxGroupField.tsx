import { describedBy } from '../fields/fieldIds'
import { FieldError, FieldHint, LabelText } from '../fields/FieldMessage'
import type { Choice, FieldBaseProps } from '../fields/fieldProps'

interface CheckboxGroupFieldProps extends FieldBaseProps {
  value: readonly string[]
  onChange: (value: string[]) => void
  options: readonly Choice[]
}

/** A fieldset of tick boxes (the landing form's checkbox group); the first box carries `id`, so an error link focuses it. */
export function CheckboxGroupField({ id, name, label, error, hint, required, optionalText, value, onChange, options }: CheckboxGroupFieldProps) {
  const described = describedBy(id, { hint: Boolean(hint), error: Boolean(error) })
  const toggle = (option: string, checked: boolean) => {
    // Kept in the options' order whatever the order of the clicks.
    const next = new Set(value)
    if (checked) next.add(option)
    else next.delete(option)
    onChange(options.map((item) => item.value).filter((item) => next.has(item)))
  }
  return (
    <fieldset className={`field radio-group checkbox-group${error ? ' has-error' : ''}`} aria-describedby={described}>
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
                type="checkbox"
                name={name}
                value={option.value}
                checked={value.includes(option.value)}
                onChange={(event) => toggle(option.value, event.target.checked)}
                aria-invalid={error ? true : undefined}
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
