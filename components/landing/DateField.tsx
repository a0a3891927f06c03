import type { HTMLInputAutoCompleteAttribute } from 'react'
import type { DateLimits } from '../../domain/dates/pickerLimits'
import { formatDate } from '../../domain/dates/formatDate'
import { parseIsoDate } from '../../domain/dates/isoDate'
import { TextField } from '../fields/TextField'
import type { FieldBaseProps } from '../fields/fieldProps'
import { usePortal, useT } from '../PortalContext'

interface DateFieldProps extends FieldBaseProps {
  /** yyyy-mm-dd, as a native date input holds it ('' when empty). */
  value: string
  onChange: (value: string) => void
  /** The picker's bounds (docs/requirements/forms-and-leads.md#date-picker). */
  limits?: DateLimits
  autoComplete?: HTMLInputAutoCompleteAttribute
}

/**
 * A native date input (the phone's own picker) bounded by `limits`. The browser shows the date in
 * the visitor's own settings, so the hint repeats the bounds and the chosen date in the portal's
 * format (MM/dd/yyyy on ECM, dd/MM/yyyy on CKJ).
 */
export function DateField({ hint, value, limits, ...props }: DateFieldProps) {
  const portal = usePortal()
  const t = useT()
  const parts = [hint]
  if (limits?.max) parts.push(t('landing.date.between', { min: formatDate(limits.min, portal), max: formatDate(limits.max, portal) }))
  else if (limits) parts.push(t('landing.date.from', { min: formatDate(limits.min, portal) }))
  if (parseIsoDate(value)) parts.push(t('landing.date.chosen', { date: formatDate(value, portal) }))
  const text = parts.filter((part): part is string => Boolean(part)).join(' ')
  return <TextField {...props} type="date" value={value} hint={text === '' ? undefined : text} min={limits?.min} max={limits?.max} />
}
