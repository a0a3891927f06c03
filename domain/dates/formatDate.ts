import type { PortalConfig } from '../portal'
import { parseIsoDate, type IsoDate } from './isoDate'

/** A yyyy-mm-dd date written as the portal shows dates (MM/dd/yyyy on ECM, dd/MM/yyyy on CKJ); '' when not a real date. */
export function formatDate(isoDate: IsoDate, portal: Pick<PortalConfig, 'dateFormat'>): string {
  const date = parseIsoDate(isoDate)
  if (!date) return ''
  const parts: Record<string, string> = {
    yyyy: String(date.year).padStart(4, '0'),
    MM: String(date.month).padStart(2, '0'),
    dd: String(date.day).padStart(2, '0'),
  }
  return portal.dateFormat.replace(/yyyy|MM|dd/g, (token) => parts[token] ?? token)
}
