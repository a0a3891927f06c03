import type { HTMLInputAutoCompleteAttribute, Ref } from 'react'
import { FieldFrame } from './FieldFrame'
import type { FieldBaseProps } from './fieldProps'

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
export function TextField({ name, value, onChange, type = 'text', autoComplete, inputMode, maxLength, min, max, inputRef, ...frame }: TextFieldProps) {
  return (
    <FieldFrame {...frame}>
      {(aria) => (
        <input
          ref={inputRef}
          id={frame.id}
          name={name}
          type={type}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          autoComplete={autoComplete}
          inputMode={inputMode}
          maxLength={maxLength}
          min={min}
          max={max}
          {...aria}
        />
      )}
    </FieldFrame>
  )
}
