import type { Choice } from './fieldProps'
import type { FieldAria } from './FieldFrame'

interface ChoiceListProps {
  /** Id of the first box (error links focus it); the others are `${id}-1`, `${id}-2`, ... */
  id: string
  name: string
  type: 'radio' | 'checkbox'
  options: readonly Choice[]
  checked: (value: string) => boolean
  onChange: (value: string, checked: boolean) => void
  /** What each box carries of its group's aria attributes. */
  aria: Partial<FieldAria>
}

/** The radio buttons or tick boxes of a group (RadioGroupField, the landing's CheckboxGroupField), each inside its label. */
export function ChoiceList({ id, name, type, options, checked, onChange, aria }: ChoiceListProps) {
  return (
    <div className="choices">
      {options.map((option, index) => {
        const optionId = index === 0 ? id : `${id}-${index}`
        return (
          <label key={option.value} htmlFor={optionId} className="choice">
            <input
              id={optionId}
              type={type}
              name={name}
              value={option.value}
              checked={checked(option.value)}
              onChange={(event) => onChange(option.value, event.target.checked)}
              {...aria}
            />
            <span>{option.label}</span>
          </label>
        )
      })}
    </div>
  )
}
