import { isLeapYear, parseDateInput, parseIsoDate, type IsoDate } from './isoDate'

/**
 * Age in completed years on calendar day `day` of someone born on `birthdate` (yyyy-mm-dd or
 * MM/DD/YYYY); null when either date is not a real date; negative when born after `day`.
 *
 * A birthday counts from its first moment (the person is 21 on the 21st anniversary itself).
 * Someone born on 29 February becomes a year older on 1 March in a common year, never on 28
 * February. Why: neither the Philippines nor Indonesia names the day in a statute. Philippine law
 * counts a year as twelve calendar months (Administrative Code of 1987, Book I, Sec. 31, applied in
 * CIR v. Primetown Property Group, G.R. No. 162155, 2007), and twelve calendar months from
 * 29 February are complete only when February has ended; laws that do name the day agree (Hong
 * Kong's Age of Majority (Related Provisions) Ordinance, Cap. 410; German BGB §§ 187(2), 188(3)).
 * Choosing the later day never lets anyone pass a minimum-age rule early.
 */
export function ageOn(birthdate: string, day: IsoDate): number | null {
  const bornIso = parseDateInput(birthdate)
  const on = parseIsoDate(day)
  const born = bornIso === null ? null : parseIsoDate(bornIso)
  if (!born || !on) return null
  let month = born.month
  let date = born.day
  if (month === 2 && date === 29 && !isLeapYear(on.year)) {
    month = 3
    date = 1
  }
  const beforeBirthday = on.month < month || (on.month === month && on.day < date)
  return on.year - born.year - (beforeBirthday ? 1 : 0)
}
