/** A calendar date written yyyy-mm-dd: no time of day, no time zone. */
export type IsoDate = string

/** A calendar date split into numbers: month 1 to 12, day 1 to 31. */
export interface Ymd {
  year: number
  month: number
  day: number
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/
// The birthday dropdowns combine month/day/year in this order on both portals (docs/requirements/forms-and-leads.md#birthday-dropdowns).
const MONTH_DAY_YEAR = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/

/** Whether a Gregorian year (e.g. 2024) has 29 February. */
export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0
}

/** Days in a month (month 1 to 12) of a Gregorian year: 28 to 31. */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28
  return [4, 6, 9, 11].includes(month) ? 30 : 31
}

/** Whether year, month (1 to 12) and day name a real calendar date. */
export function isRealDate(date: Ymd): boolean {
  const { year, month, day } = date
  return (
    Number.isInteger(year) &&
    Number.isInteger(month) &&
    Number.isInteger(day) &&
    year >= 1 &&
    year <= 9999 &&
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysInMonth(year, month)
  )
}

/** Splits a yyyy-mm-dd date; null when the text is not a real calendar date. */
export function parseIsoDate(value: string): Ymd | null {
  const match = ISO_DATE.exec(value)
  if (!match) return null
  const date = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) }
  return isRealDate(date) ? date : null
}

/** Writes a calendar date as yyyy-mm-dd. */
export function toIsoDate(date: Ymd): IsoDate {
  const pad = (n: number, width: number) => String(n).padStart(width, '0')
  return `${pad(date.year, 4)}-${pad(date.month, 2)}-${pad(date.day, 2)}`
}

/** Reads a date typed as yyyy-mm-dd (native date input) or MM/DD/YYYY (birthday dropdowns); null otherwise. */
export function parseDateInput(value: string): IsoDate | null {
  const text = value.trim()
  const iso = parseIsoDate(text)
  if (iso) return toIsoDate(iso)
  const match = MONTH_DAY_YEAR.exec(text)
  if (!match) return null
  const date = { year: Number(match[3]), month: Number(match[1]), day: Number(match[2]) }
  return isRealDate(date) ? toIsoDate(date) : null
}

/** Writes a yyyy-mm-dd date as MM/DD/YYYY, the combined birthdate format. */
export function toMonthDayYear(date: IsoDate): string {
  const { year, month, day } = requireDate(date)
  return `${String(month).padStart(2, '0')}/${String(day).padStart(2, '0')}/${String(year).padStart(4, '0')}`
}

function requireDate(date: IsoDate): Ymd {
  const parsed = parseIsoDate(date)
  if (!parsed) throw new RangeError(`Not a yyyy-mm-dd calendar date: ${JSON.stringify(date)}`)
  return parsed
}

/** The date a whole number of days later (negative: earlier); throws on a malformed date. */
export function addDays(date: IsoDate, days: number): IsoDate {
  const { year, month, day } = requireDate(date)
  // setUTCFullYear rather than Date.UTC: Date.UTC maps years 0 to 99 to 1900 to 1999.
  const instant = new Date(0)
  instant.setUTCFullYear(year, month - 1, day + days)
  return toIsoDate({ year: instant.getUTCFullYear(), month: instant.getUTCMonth() + 1, day: instant.getUTCDate() })
}

/** The same day a whole number of months later (negative: earlier), kept within the month: 31 Jan + 1 month = 28 or 29 Feb. */
export function addMonths(date: IsoDate, months: number): IsoDate {
  const { year, month, day } = requireDate(date)
  const index = year * 12 + (month - 1) + months
  const newYear = Math.floor(index / 12)
  const newMonth = index - newYear * 12 + 1
  return toIsoDate({ year: newYear, month: newMonth, day: Math.min(day, daysInMonth(newYear, newMonth)) })
}

/** The same day a whole number of years later (negative: earlier); 29 Feb falls back to 28 Feb in common years. */
export function addYears(date: IsoDate, years: number): IsoDate {
  return addMonths(date, years * 12)
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  const a = requireDate(from)
  const b = requireDate(to)
  const instant = (d: Ymd) => {
    const t = new Date(0)
    t.setUTCFullYear(d.year, d.month - 1, d.day)
    return t.getTime()
  }
  return Math.round((instant(b) - instant(a)) / 86_400_000)
}
