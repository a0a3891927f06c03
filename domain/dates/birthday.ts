import { parseIsoDate, type IsoDate } from './isoDate'

/** One choice of a dropdown: the submitted value and the visible label. */
export interface Option {
  value: string
  label: string
}

// docs/requirements/forms-and-leads.md#birthday-dropdowns: February hides 30 and 31; April, June, September and November hide 31. Day 29 of
// February stays whatever the year: the year may not be chosen yet, and the birthdate rule rejects
// 29 February of a common year.
const LAST_DAY_SHOWN: Readonly<Record<number, number>> = { 2: 29, 4: 30, 6: 30, 9: 30, 11: 30 }

/** Day numbers (1 to 31) the day dropdown offers for a month ('01' to '12', 1 to 12, or '' for none chosen). */
export function birthdayDayOptions(month: string | number): number[] {
  const last = LAST_DAY_SHOWN[Number(month)] ?? 31
  return Array.from({ length: last }, (_, i) => i + 1)
}

/** Month choices '01' to '12' with their names in `locale` (e.g. 'en-PH', 'id-ID'). */
export function birthdayMonthOptions(locale: string): Option[] {
  const format = new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' })
  return Array.from({ length: 12 }, (_, i) => ({
    value: String(i + 1).padStart(2, '0'),
    label: format.format(Date.UTC(2000, i, 1)),
  }))
}

/** The hidden combined birthdate 'MM/DD/YYYY' from the three dropdowns; '' until all three hold a number. */
export function combineBirthdate(month: string, day: string, year: string): string {
  const m = month.trim()
  const d = day.trim()
  const y = year.trim()
  if (!/^\d{1,2}$/.test(m) || !/^\d{1,2}$/.test(d) || !/^\d{4}$/.test(y)) return ''
  return `${m.padStart(2, '0')}/${d.padStart(2, '0')}/${y}`
}

/** Age bounds of a form, in whole years. */
export interface AgeBounds {
  minAge: number
  maxAge: number
}

/** Birth years (e.g. 2004, 2003 ...) the year dropdown offers for the form's age bounds, newest first. */
export function birthYearOptions(bounds: AgeBounds, today: IsoDate): number[] {
  const parsed = parseIsoDate(today)
  if (!parsed) throw new RangeError(`today must be yyyy-mm-dd, got ${JSON.stringify(today)}`)
  const newest = parsed.year - bounds.minAge
  const oldest = parsed.year - bounds.maxAge
  const years: number[] = []
  for (let year = newest; year >= oldest; year--) years.push(year)
  return years
}
