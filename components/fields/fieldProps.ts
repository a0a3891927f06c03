/** Props every field component takes. Texts arrive translated: the fields know no message keys. */
export interface FieldBaseProps {
  /** Id of the control (the first control of a group): error summary links and focus target. */
  id: string
  /** Form field name (the name attribute). */
  name: string
  /** Visible label (legend for groups). */
  label: string
  /** Error text shown under the field; the control gets aria-invalid and aria-describedby. */
  error?: string
  /** Help text under the label, linked with aria-describedby. */
  hint?: string
  /** Marks the control aria-required; without it and with optionalText, the label ends with that note. */
  required?: boolean
  /** Note added to the label of a field that is not required, e.g. "(optional)". */
  optionalText?: string
}

/** One choice of a select or radio group. */
export interface Choice {
  value: string
  label: string
}
