import type { PortalConfig } from '../portal'
import { isEmail, isPersonName, isPhoneNumber, isStorableText, phoneDigits } from './checks'
import { INVALID, messageRef } from './messageRef'

/**
 * The contact-detail rules, defined once (docs/forms.md "One rule per wire field"): a person's
 * name, an e-mail address, a mobile number and a telephone number. Every form (the Contact-Me
 * modal, landing forms, generic forms, the newsletter forms) and the lead and subscribe API check
 * these fields with these checks, so a value one side accepts the other stores, and a value one side
 * refuses the other refuses with the same message reference.
 */

/** One check of a text field: a test on the trimmed text, and the message reference when it fails. */
export interface TextCheck {
  test: (text: string) => boolean
  message: string
}

/** The portal's mobile numbering (data/portals/*.json `mobile`, docs/forms.md "Mobile numbers"). */
export type MobileNumbering = PortalConfig['mobile']

function storable(): TextCheck {
  return { test: isStorableText, message: INVALID }
}

function atMost(max: number): TextCheck {
  return { test: (text) => text.length <= max, message: messageRef('validation.lib.maxlength', { n: max }) }
}

/** Longest first, middle or last name of a lead; a subscriber's full name may be longer. */
export const NAME_MAX_LENGTH = { part: 50, full: 100 } as const

/** A person's name: letters (any script), spaces, dots, apostrophes and hyphens; at most `max` characters. */
export function nameChecks(max: number = NAME_MAX_LENGTH.part): readonly TextCheck[] {
  return [storable(), atMost(max), { test: isPersonName, message: 'validation.name' }]
}

/** An e-mail address of the standard pattern, at most 254 characters. */
export const EMAIL_CHECKS: readonly TextCheck[] = [storable(), atMost(254), { test: isEmail, message: 'validation.email' }]

/** Digits a telephone (landline or any phone) number has: 7 to 15 (15 is the longest international number, ITU-T E.164). */
export const TELEPHONE_DIGITS = { min: 7, max: 15 } as const

/** A telephone number: 7 to 15 digits, single spaces or dashes between them, an optional leading +. */
export const TELEPHONE_CHECKS: readonly TextCheck[] = [
  storable(),
  atMost(40),
  { test: (text) => isPhoneNumber(text, TELEPHONE_DIGITS.min, TELEPHONE_DIGITS.max), message: 'validation.phoneNumber' },
]

/**
 * Whether a text is a mobile number of the portal's country: written nationally (the trunk prefix
 * 0, e.g. 0917 123 4567, 0812 3456 7890) or internationally (+63 917 123 4567, +62 812 3456 7890),
 * with single spaces or dashes between digits. Read nationally, it starts with `startsWith` and has
 * minDigits to maxDigits digits.
 */
export function isMobileNumber(text: string, numbering: MobileNumbering): boolean {
  if (!isPhoneNumber(text, 1, TELEPHONE_DIGITS.max)) return false
  const national = nationalMobileNumber(text, numbering)
  return national.startsWith(numbering.startsWith) && national.length >= numbering.minDigits && national.length <= numbering.maxDigits
}

/**
 * A phone number as its national digits (+63 917 123-4567 and 0917 123 4567 are both 09171234567):
 * the one spelling of a number, for counting a number's leads however it was typed.
 */
export function nationalMobileNumber(text: string, numbering: Pick<MobileNumbering, 'countryCode'>): string {
  const digits = phoneDigits(text)
  const international = `+${numbering.countryCode}`
  return digits.startsWith(international) ? `0${digits.slice(international.length)}` : digits
}

/** A mobile number of the portal's country (isMobileNumber). */
export function mobileChecks(numbering: MobileNumbering): readonly TextCheck[] {
  return [storable(), atMost(40), { test: (text) => isMobileNumber(text, numbering), message: 'validation.mobileNumber' }]
}

/**
 * The checks of a field by its wire name, for the forms whose fields carry the wire's names
 * (landing and generic forms): FirstName, MiddleName, LastName, Name, Email, MobilePhoneNumber,
 * TelephoneNumber and Telephone; an empty list for any other field.
 */
export function wireFieldChecks(field: string, portal: Pick<PortalConfig, 'mobile'>): readonly TextCheck[] {
  switch (field) {
    case 'FirstName':
    case 'MiddleName':
    case 'LastName':
      return nameChecks(NAME_MAX_LENGTH.part)
    case 'Name':
      return nameChecks(NAME_MAX_LENGTH.full)
    case 'Email':
      return EMAIL_CHECKS
    case 'MobilePhoneNumber':
      return mobileChecks(portal.mobile)
    case 'TelephoneNumber':
    case 'Telephone':
      return TELEPHONE_CHECKS
    default:
      return []
  }
}
