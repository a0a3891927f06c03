import { ChoiceList } from '../fields/ChoiceList'
import { FieldFrame } from '../fields/FieldFrame'
import type { Choice, FieldBaseProps } from '../fields/fieldProps'

interface CheckboxGroupFieldProps extends FieldBaseProps {
  value: readonly string[]
  onChange: (value: string[]) => void
  options: readonly Choice[]
}

/** A fieldset of tick boxes (the landing form's checkbox group); the first box carries `id`, so an error link focuses it. */
export function CheckboxGroupField({ name, value, onChange, options, ...frame }: CheckboxGroupFieldProps) {
  const toggle = (option: string, checked: boolean) => {
    // Kept in the options' order whatever the order of the clicks.
    const next = new Set(value)
    if (checked) next.add(option)
    else next.delete(option)
    onChange(options.map((item) => item.value).filter((item) => next.has(item)))
  }
  return (
    <FieldFrame {...frame} kind="group" className="radio-group checkbox-group">
      {(aria) => (
        <ChoiceList
          id={frame.id}
          name={name}
          type="checkbox"
          options={options}
          checked={(option) => value.includes(option)}
          onChange={toggle}
          aria={{ 'aria-invalid': aria['aria-invalid'], 'aria-describedby': aria['aria-describedby'] }}
        />
      )}
    </FieldFrame>
  )
}
