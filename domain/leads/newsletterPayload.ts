import * as v from 'valibot'
import { parseDateInput, parseIsoDate, toIsoDate, type IsoDate } from '../dates/isoDate'
import type { PortalConfig } from '../portal'
import { NAME_MAX_LENGTH } from '../validation/contactRules'
import { emailField, mobileField, nameField, optionalField, requiredField, telephoneField, textField } from '../validation/bodyFields'
import { INVALID } from '../validation/messageRef'
import type { Gender } from './title'
import { wireDate, wireInstant } from './wire'

/** The keys of a subscribe body, every one always sent ('' when none): docs/requirements/wire-contract.md#newsletter. */
export const SUBSCRIBE_CONTRACT_FIELDS = ['Name', 'Email', 'Telephone', 'MobilePhoneNumber', 'Gender', 'Birthdate', 'ApplyDate', 'List'] as const

const DAY_MONTH_YEAR = /^(\d{2})\/(\d{2})\/(\d{4})$/

/** A birthdate in the portal's order (MM/DD/YYYY or DD/MM/YYYY) read as yyyy-mm-dd; null when not a real date. */
export function parseWireDate(text: string, portal: Pick<PortalConfig, 'dateFormat'>): IsoDate | null {
  const match = DAY_MONTH_YEAR.exec(text.trim())
  if (!match) return null
  const [first, second, year] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const date = portal.dateFormat === 'dd/MM/yyyy' ? { year, month: second, day: first } : { year, month: first, day: second }
  const iso = toIsoDate(date)
  return parseIsoDate(iso) ? iso : null
}

const UTC_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{3})?Z$/

/**
 * Schema of the newsletter subscribe body (docs/requirements/wire-contract.md#newsletter, docs/requirements/wire-contract.md#newsletter) for a portal; used
 * by the browser's builder and by the lead API. '' is read as absent. Gender is "true" (male) or
 * "false"; the "male"/"female" and yyyy-mm-dd ApplyDate of our earlier pages, still in CDN caches,
 * are accepted too.
 */
export function createSubscribeSchema(portal: Pick<PortalConfig, 'dateFormat' | 'mobile'>) {
  return v.object({
    Name: requiredField(nameField(NAME_MAX_LENGTH.full)),
    Email: requiredField(emailField()),
    Telephone: optionalField(telephoneField()),
    MobilePhoneNumber: optionalField(mobileField(portal)),
    Gender: optionalField(v.picklist(['true', 'false', 'male', 'female'], INVALID)),
    Birthdate: optionalField(
      v.pipe(
        textField(10),
        v.check((text) => parseWireDate(text, portal) !== null, 'validation.lib.date'),
      ),
    ),
    ApplyDate: optionalField(
      v.pipe(
        textField(24),
        v.check((text) => (UTC_INSTANT.test(text) ? !Number.isNaN(Date.parse(text)) : parseIsoDate(text) !== null), 'validation.lib.dateISO'),
      ),
    ),
    List: requiredField(v.pipe(textField(64), v.regex(/^[A-Za-z0-9_-]+$/, INVALID))),
  })
}
export type SubscribeSchema = ReturnType<typeof createSubscribeSchema>

/** The fields of the on-arrival GET /{service}/subscribe?list=&name=&email= (docs/requirements/wire-contract.md#newsletter-on-arrival). */
export const ArrivalSubscribeSchema = v.object({
  Name: requiredField(nameField(NAME_MAX_LENGTH.full)),
  Email: requiredField(emailField()),
  List: requiredField(v.pipe(textField(64), v.regex(/^[A-Za-z0-9_-]+$/, INVALID))),
})

/** A subscription's answers as the form holds them. */
export interface SubscribeFormValues {
  name: string
  email: string
  telephone?: string
  mobilePhoneNumber?: string
  gender?: Gender
  /** MM/DD/YYYY or yyyy-mm-dd. */
  birthdate?: string
  /** The live service's list id. */
  list: string
}

/**
 * The form-encoded subscribe body in the live contract's shape: every key present ('' when none),
 * Gender "true"/"false", Birthdate in the portal's order, ApplyDate the moment of sending in UTC
 * without milliseconds, List the list id.
 */
export function buildSubscribePayload(input: SubscribeFormValues, context: { portal: Pick<PortalConfig, 'dateFormat'>; now: Date }): Record<string, string> {
  const birthdate: IsoDate | null = input.birthdate === undefined ? null : parseDateInput(input.birthdate)
  const text = (value: string | undefined) => value?.trim() ?? ''
  return {
    Name: text(input.name),
    Email: text(input.email),
    Telephone: text(input.telephone),
    MobilePhoneNumber: text(input.mobilePhoneNumber),
    Gender: input.gender === undefined ? '' : String(input.gender === 'male'),
    Birthdate: birthdate === null ? '' : wireDate(birthdate, context.portal),
    ApplyDate: wireInstant(context.now),
    List: text(input.list),
  }
}
