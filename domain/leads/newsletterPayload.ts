import * as v from 'valibot'
import { parseDateInput, parseIsoDate, toMonthDayYear, type IsoDate } from '../dates/isoDate'
import { todayIn } from '../dates/todayIn'
import type { PortalConfig } from '../portal'
import { emailField, formBody, nameField, optionalField, phoneField, requiredField, textField } from '../validation/bodyFields'
import { INVALID } from '../validation/messageRef'
import type { Gender } from './title'

const MONTH_DAY_YEAR = /^\d{2}\/\d{2}\/\d{4}$/

/** Schema of the newsletter subscribe body (SPEC.md §3); used by the browser's builder and by the lead API. */
export const SubscribeSchema = v.object({
  Name: requiredField(nameField(100)),
  Email: requiredField(emailField()),
  Telephone: optionalField(phoneField(7, 15, 'validation.phoneNumber')),
  MobilePhoneNumber: optionalField(phoneField(10, 15, 'validation.mobileNumber')),
  Gender: optionalField(v.picklist(['male', 'female'], INVALID)),
  /** MM/DD/YYYY, as the birthday dropdowns combine it. */
  Birthdate: optionalField(v.pipe(textField(10), v.regex(MONTH_DAY_YEAR, 'validation.lib.date'), v.check((text) => parseDateInput(text) !== null, 'validation.lib.date'))),
  /** yyyy-mm-dd in the portal's zone. */
  ApplyDate: optionalField(v.pipe(textField(10), v.check((text) => parseIsoDate(text) !== null, 'validation.lib.dateISO'))),
  List: requiredField(v.pipe(textField(64), v.regex(/^[A-Za-z0-9_-]+$/, INVALID))),
})
export type SubscribeInput = v.InferInput<typeof SubscribeSchema>
export type SubscribeOutput = v.InferOutput<typeof SubscribeSchema>

/** A subscription's answers as the form holds them. */
export interface SubscribeFormValues {
  name: string
  email: string
  telephone?: string
  mobilePhoneNumber?: string
  gender?: Gender
  /** MM/DD/YYYY or yyyy-mm-dd. */
  birthdate?: string
  list: string
}

/** The form-encoded subscribe body; ApplyDate is today in the portal's zone; fields without a value are left out. */
export function buildSubscribePayload(input: SubscribeFormValues, context: { portal: Pick<PortalConfig, 'timeZone'>; now: Date }): Record<string, string> {
  const birthdate: IsoDate | null = input.birthdate === undefined ? null : parseDateInput(input.birthdate)
  const fields: Record<string, string | undefined> = {
    Name: input.name,
    Email: input.email,
    Telephone: input.telephone,
    MobilePhoneNumber: input.mobilePhoneNumber,
    Gender: input.gender,
    Birthdate: birthdate === null ? undefined : toMonthDayYear(birthdate),
    ApplyDate: todayIn(context.portal.timeZone, context.now),
    List: input.list,
  }
  return formBody(fields)
}
