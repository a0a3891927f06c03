import type { ReactNode } from 'react'
import { describedBy } from './fieldIds'
import { FieldError, FieldHint, LabelText } from './FieldMessage'
import type { FieldBaseProps } from './fieldProps'

/** What ties a control to its field: required, in error, and described by the field's hint and error. */
export interface FieldAria {
  'aria-required': true | undefined
  'aria-invalid': true | undefined
  'aria-describedby': string | undefined
}

/** The field's texts and state (FieldBaseProps but the control's name); `id` is the control's (a group's first control's). */
interface FieldFrameProps extends Omit<FieldBaseProps, 'name'> {
  /**
   * 'single': a div whose label names one control. 'group': a fieldset whose legend names its
   * controls, described by the hint and error. 'radiogroup': the same with role radiogroup, which
   * carries required and invalid itself (ARIA has no aria-invalid on a radio, and a fieldset's own
   * group role takes no aria-required).
   */
  kind?: 'single' | 'group' | 'radiogroup'
  /** Classes after 'field' ('birthday', 'radio-group inline'); 'has-error' is added when there is an error. */
  className?: string
  /** The control(s), given the aria attributes that wire them to the label's field. */
  children: (aria: FieldAria) => ReactNode
}

/**
 * A field's frame: its label (or legend), its hint under it, the control, and its error under the
 * control, with the ids and aria attributes that link them (fieldIds.ts), one wiring for every field.
 */
export function FieldFrame({ id, label, hint, error, required, optionalText, kind = 'single', className, children }: FieldFrameProps) {
  const aria: FieldAria = {
    'aria-required': required || undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(id, { hint: Boolean(hint), error: Boolean(error) }),
  }
  const classes = ['field', className, error ? 'has-error' : ''].filter(Boolean).join(' ')
  const labelText = <LabelText label={label} required={required} optionalText={optionalText} />
  const inner = (
    <>
      <FieldHint id={id} text={hint} />
      {children(aria)}
      <FieldError id={id} message={error} />
    </>
  )
  if (kind === 'single') {
    return (
      <div className={classes}>
        <label htmlFor={id}>{labelText}</label>
        {inner}
      </div>
    )
  }
  const radiogroup = kind === 'radiogroup'
  return (
    <fieldset
      role={radiogroup ? 'radiogroup' : undefined}
      className={classes}
      aria-describedby={aria['aria-describedby']}
      aria-required={radiogroup ? aria['aria-required'] : undefined}
      aria-invalid={radiogroup ? aria['aria-invalid'] : undefined}
    >
      <legend>{labelText}</legend>
      {inner}
    </fieldset>
  )
}
