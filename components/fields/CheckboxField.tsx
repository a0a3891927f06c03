import type { ReactNode } from 'react'
import { describedBy } from './fieldIds'
import { FieldError } from './FieldMessage'

interface CheckboxFieldProps {
  id: string
  name: string
  /** The text beside the box (a consent text may be long). */
  label: ReactNode
  checked: boolean
  onChange: (checked: boolean) => void
  error?: string
  required?: boolean
  /** Shown under the box, outside the label: links to the terms, for instance. */
  after?: ReactNode
  /** A class of the field beside `field checkbox` (the consent's). */
  className?: string
}

/** A tick box with its label beside it and its error under it. */
export function CheckboxField({ id, name, label, checked, onChange, error, required, after, className }: CheckboxFieldProps) {
  return (
    <div className={['field checkbox', className, error ? 'has-error' : null].filter(Boolean).join(' ')}>
      <div className="checkbox-row">
        <input
          id={id}
          type="checkbox"
          name={name}
          value="true"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, { error: Boolean(error) })}
        />
        <label htmlFor={id}>{label}</label>
      </div>
      {after}
      <FieldError id={id} message={error} />
    </div>
  )
}
