import type { HTMLInputAutoCompleteAttribute, Ref } from 'react'
import { describedBy } from './fieldIds'
import { FieldError, FieldHint, LabelText } from './FieldMessage'
import type { FieldBaseProps } from './fieldProps'
import './fields.css'

interface TextFieldProps extends FieldBaseProps {
  value: string
  onChange: (value: string) => void
  type?: 'text' | 'email' | 'tel' | 'date'
  autoComplete?: HTMLInputAutoCompleteAttribute
  inputMode?: 'text' | 'email' | 'tel' | 'numeric' | 'decimal'
  maxLength?: number
  /** Bounds of a date field, yyyy-mm-dd. */
  min?: string
  max?: string
  inputRef?: Ref<HTMLInputElement>
}

/** A labelled text, e-mail, phone or date input with its hint and error wired for assistive technology. */
export function TextField({
  id,
  name,
  label,
  error,
  hint,
  required,
  optionalText,
  value,
  onChange,
  type = 'text',
  autoComplete,
  inputMode,
  maxLength,
  min,
  max,
  inputRef,
}: TextFieldProps) {
  return (
    <div className={error ? 'field has-error' : 'field'}>
      <label htmlFor={id}>
        <LabelText label={label} required={required} optionalText={optionalText} />
      </label>
      <FieldHint id={id} text={hint} />
      <input
        ref={inputRef}
        id={id}
        name={name}
        type={type}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        autoComplete={autoComplete}
        inputMode={inputMode}
        maxLength={maxLength}
        min={min}
        max={max}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { hint: Boolean(hint), error: Boolean(error) })}
      />
      <FieldError id={id} message={error} />
    </div>
  )
}
