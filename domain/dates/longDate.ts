import { parseIsoDate, type IsoDate } from './isoDate'

/**
 * A yyyy-mm-dd date written out as a reader says it, day first: "1 December 2026" (en-PH),
 * "1 Desember 2026" (id-ID); never ISO. The month's name comes from Intl in the portal's locale.
 */
export function longDate(isoDate: IsoDate, locale: string): string {
  const date = parseIsoDate(isoDate)
  if (!date) return ''
  const month = new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(date.year, date.month - 1, 1)))
  return `${date.day} ${month} ${date.year}`
}
