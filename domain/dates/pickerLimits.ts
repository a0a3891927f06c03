import { addDays, addMonths, addYears, parseIsoDate, type IsoDate } from './isoDate'

/** Bounds for a native date input's min and max attributes, as yyyy-mm-dd. */
export interface DateLimits {
  min: IsoDate
  max?: IsoDate
}

/** The landing form's travel rules (docs/requirements/forms-and-leads.md#date-picker): departure at most 182 days ahead, return within 182 days of it. */
export const TRAVEL_MAX_DAYS = 182

/** Call date: today or later (docs/requirements/forms-and-leads.md#date-picker). */
export function callDateLimits(today: IsoDate): DateLimits {
  return { min: today }
}

/** Travel dates in the date picker: today up to 12 months ahead (docs/requirements/forms-and-leads.md#date-picker). */
export function travelDateLimits(today: IsoDate): DateLimits {
  return { min: today, max: addMonths(today, 12) }
}

/** Birth dates in the date picker: from `maxAge` (default 70) to `minAge` (default 18) years ago (docs/requirements/forms-and-leads.md#date-picker). */
export function birthDateLimits(today: IsoDate, ages: { minAge?: number; maxAge?: number } = {}): Required<DateLimits> {
  return { min: addYears(today, -(ages.maxAge ?? 70)), max: addYears(today, -(ages.minAge ?? 18)) }
}

/** Landing-form departure date: today up to 182 days ahead. */
export function departureDateLimits(today: IsoDate): Required<DateLimits> {
  return { min: today, max: addDays(today, TRAVEL_MAX_DAYS) }
}

/** Landing-form return date: the day after departure up to 182 days after it. */
export function returnDateLimits(departure: IsoDate): Required<DateLimits> {
  return { min: addDays(departure, 1), max: addDays(departure, TRAVEL_MAX_DAYS) }
}

/** Years a date picker's year menu offers: this year minus 10 to plus 10 (docs/requirements/forms-and-leads.md#date-picker). */
export function pickerYearRange(today: IsoDate): { from: number; to: number } {
  const parsed = parseIsoDate(today)
  if (!parsed) throw new RangeError(`today must be yyyy-mm-dd, got ${JSON.stringify(today)}`)
  return { from: parsed.year - 10, to: parsed.year + 10 }
}
