import { isMessageKey, parseMessageRef, textMessage } from '../../domain/validation/messageRef'

// The lead API answers 400 with { errors: { Field: message } } for the lead body's fields
// (domain/leads/leadPayload.ts), the message already in the portal's language (or a message key). The fields a visitor typed map back to the modal's controls; the
// others (keys, versions, addresses) are not the visitor's to fix and only show the general notice.
const LEAD_FIELD_TO_CONTROL: Readonly<Record<string, string>> = {
  FirstName: 'firstName',
  LastName: 'lastName',
  Email: 'email',
  MobilePhoneNumber: 'mobilePhoneNumber',
  TelephoneNumber: 'telephoneNumber',
  Title: 'title',
  IsMale: 'title',
}

/** The modal controls' errors (control name to message reference; a text becomes a verbatim text reference) from a lead API 400 answer. */
export function leadErrorsToFields(errors: Readonly<Record<string, string>>): Record<string, string> {
  const mapped: Record<string, string> = {}
  for (const [field, message] of Object.entries(errors)) {
    const control = LEAD_FIELD_TO_CONTROL[field]
    if (control !== undefined && !(control in mapped)) mapped[control] = isMessageKey(parseMessageRef(message).key) ? message : textMessage(message)
  }
  return mapped
}
