import { formatMoney, formatShortMoney } from '../../domain/format/numbers'
import { usePortal } from '../PortalContext'
import { fieldTextFor } from './fieldText'

export interface Formats {
  /** Money as results show it: centavos on ECM, whole rupiah on CKJ. */
  money: (amount: number) => string
  /** Money without decimals, for bounds. */
  wholeMoney: (amount: number) => string
  /** Money in its compact form from a million on ('Rp 150 juta', '₱1.5M'), for chart axes (decision 065). */
  shortMoney: (amount: number) => string
  /** A percentage with the portal's decimal mark: '1.5%' or '1,5%'. */
  percent: (value: number) => string
}

/** Number formats of the portal, for calculator results, bounds and slider positions. */
export function useFormats(): Formats {
  const portal = usePortal()
  const whole = { ...portal, currencyDecimals: 0 as const }
  return {
    money: (amount) => formatMoney(amount, portal),
    wholeMoney: (amount) => formatMoney(amount, whole),
    shortMoney: (amount) => formatShortMoney(amount, portal),
    percent: (value) => `${fieldTextFor(value, 'decimal', portal)}%`,
  }
}
