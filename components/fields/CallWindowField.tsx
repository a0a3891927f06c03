import { callWindowLabelKey, type CallWindow } from '../../domain/leads/callWindows'
import { useT } from '../PortalContext'
import type { FieldBaseProps } from './fieldProps'
import { SelectField } from './SelectField'

interface CallWindowFieldProps extends FieldBaseProps {
  /** Window id ('' until chosen). */
  value: string
  onChange: (id: string) => void
  /** The windows offered now: callWindows(portal, now), computed by the form when it opens. */
  windows: readonly CallWindow[]
  placeholder: string
}

/** "Best time to call you": the call windows offered at the moment the form opened, labelled callWindow.{id}. */
export function CallWindowField({ windows, onChange, ...props }: CallWindowFieldProps) {
  const t = useT()
  return <SelectField {...props} onChange={(id) => onChange(id)} options={windows.map((w) => ({ value: w.id, label: t(callWindowLabelKey(w.id)) }))} />
}
