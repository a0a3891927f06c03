import { errorId, hintId } from './fieldIds'

/** A field's error under it; rendered only when there is one (the form's summary announces errors). */
export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null
  return (
    <p id={errorId(id)} className="field-error">
      {message}
    </p>
  )
}

/** A field's hint under its label. */
export function FieldHint({ id, text }: { id: string; text?: string }) {
  if (!text) return null
  return (
    <p id={hintId(id)} className="field-hint">
      {text}
    </p>
  )
}

/** A label's text with the "(optional)" note when the field is not required. */
export function LabelText({ label, required, optionalText }: { label: string; required?: boolean; optionalText?: string }) {
  return (
    <>
      {label}
      {!required && optionalText ? <span className="field-optional"> {optionalText}</span> : null}
    </>
  )
}
