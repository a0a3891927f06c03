import type { ChangeEvent } from 'react'
import { regroupAmount, type NumberPortal } from '../../domain/format/numbers'
import { caretAfterFormat } from './caret'
import { FieldFrame } from './FieldFrame'
import type { FieldBaseProps } from './fieldProps'

interface AmountFieldProps extends FieldBaseProps {
  /** The amount as shown, with separators (an unformatted initial value is formatted on display). */
  value: string
  /** Called with the reformatted text; strip separators (stripSeparators) before sending it. */
  onChange: (formatted: string) => void
  /** The portal's config, whose thousands separator is used: ',' on ECM, '.' on CKJ. */
  portal: NumberPortal
  /** Currency shown before the input: the portal's currencySymbol ('PHP', 'Rp'). */
  prefix?: string
  autoComplete?: string
}

/**
 * An amount input formatted as the visitor types (docs/requirements/forms-and-leads.md#number-formatting): every non-digit
 * is removed and the portal's thousands separator inserted. Only text changes reformat, so the arrow
 * keys (codes 37 to 40) move the caret without touching the value, and the caret stays beside the
 * digit it followed.
 */
export function AmountField({ name, value, onChange, portal, prefix, autoComplete, ...frame }: AmountFieldProps) {
  const shown = regroupAmount(value, portal)
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target
    const raw = input.value
    const formatted = regroupAmount(raw, portal)
    const caret = caretAfterFormat(raw, input.selectionStart ?? raw.length, formatted)
    // Written to the element before React renders, so React finds the value it expects and leaves
    // the caret where it is put here (even when the text did not change, e.g. a letter typed).
    input.value = formatted
    if (document.activeElement === input) input.setSelectionRange(caret, caret)
    onChange(formatted)
  }
  return (
    <FieldFrame {...frame}>
      {(aria) => (
        <div className={prefix ? 'amount-input has-prefix' : 'amount-input'}>
          {prefix ? (
            <span className="amount-prefix" aria-hidden="true">
              {prefix}
            </span>
          ) : null}
          <input
            id={frame.id}
            name={name}
            type="text"
            inputMode="numeric"
            autoComplete={autoComplete ?? 'off'}
            value={shown}
            onChange={handleChange}
            {...aria}
          />
        </div>
      )}
    </FieldFrame>
  )
}
