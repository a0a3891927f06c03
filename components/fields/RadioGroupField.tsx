import { ChoiceList } from './ChoiceList'
import { FieldFrame } from './FieldFrame'
import type { Choice, FieldBaseProps } from './fieldProps'

interface RadioGroupFieldProps extends FieldBaseProps {
  value: string
  onChange: (value: string) => void
  options: readonly Choice[]
  /** Lays the choices out side by side (short answers such as Yes / No). */
  inline?: boolean
}

/** A fieldset of radio buttons with a legend; the first radio carries `id`, so an error link focuses it. */
export function RadioGroupField({ name, value, onChange, options, inline, ...frame }: RadioGroupFieldProps) {
  return (
    // role radiogroup: aria-required is not allowed on a fieldset's implicit group role (axe aria-allowed-attr),
    // and aria-invalid belongs to the group: ARIA does not support it on a radio.
    <FieldFrame {...frame} kind="radiogroup" className={inline ? 'radio-group inline' : 'radio-group'}>
      {(aria) => (
        <ChoiceList
          id={frame.id}
          name={name}
          type="radio"
          options={options}
          checked={(option) => value === option}
          onChange={(option) => onChange(option)}
          aria={{ 'aria-describedby': aria['aria-describedby'] }}
        />
      )}
    </FieldFrame>
  )
}
