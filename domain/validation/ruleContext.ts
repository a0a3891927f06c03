import { ageOn } from '../dates/age'
import { parseDateInput, type IsoDate } from '../dates/isoDate'
import { resolveToday, type Today } from '../dates/todayIn'
import type { PortalConfig } from '../portal'
import { whenFilled, type FieldAction } from './fieldSchema'

/** What every rule family needs: the portal (number format, time zone) and today's date there. */
export interface RuleContext {
  portal: PortalConfig
  /** yyyy-mm-dd in the portal's zone, or an instant placed in that zone. */
  today: Today
}

/** A rule context with "today" settled to a yyyy-mm-dd date. */
export interface ResolvedContext {
  portal: PortalConfig
  today: IsoDate
}

/** Settles a rule context's today in the portal's time zone. */
export function resolveContext(context: RuleContext): ResolvedContext {
  return { portal: context.portal, today: resolveToday(context.today, context.portal.timeZone) }
}

/** A step that passes when the field is empty or holds a real date (yyyy-mm-dd or MM/DD/YYYY). */
export function realDate(message: string): FieldAction {
  return whenFilled((text) => parseDateInput(text) !== null, message)
}

/** A step on a birthdate: passes when empty or when the age in whole years on `today` satisfies `test`. */
export function ageCheck(today: IsoDate, test: (age: number) => boolean, message: string): FieldAction {
  return whenFilled((text) => {
    const age = ageOn(text, today)
    return age !== null && test(age)
  }, message)
}
