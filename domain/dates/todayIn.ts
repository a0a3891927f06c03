import { parseIsoDate, type IsoDate } from './isoDate'

/** "Today" for a rule: a yyyy-mm-dd date already in the portal's zone, or an instant to place in that zone. */
export type Today = IsoDate | Date

// Creating a DateTimeFormat is the slow part; one per zone is enough.
const formatters = new Map<string, Intl.DateTimeFormat>()

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })
    formatters.set(timeZone, formatter)
  }
  return formatter
}

/** The calendar date (yyyy-mm-dd) at instant `now` on the wall clocks of an IANA time zone. */
export function todayIn(timeZone: string, now: Date): IsoDate {
  const parts = formatterFor(timeZone).formatToParts(now)
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? ''
  return `${part('year').padStart(4, '0')}-${part('month')}-${part('day')}`
}

/** A rule's "today" as yyyy-mm-dd in `timeZone`; throws on a malformed date string (a caller's bug). */
export function resolveToday(today: Today, timeZone: string): IsoDate {
  if (today instanceof Date) return todayIn(timeZone, today)
  if (!parseIsoDate(today)) throw new RangeError(`today must be yyyy-mm-dd, got ${JSON.stringify(today)}`)
  return today
}
