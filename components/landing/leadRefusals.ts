// The lead API names lead fields; a landing form's fields carry the same names, except these.
const LEAD_FIELD_ALIASES: Readonly<Record<string, string>> = { IsMale: 'Gender', Title: 'Gender', Age: 'Birthdate' }

/** The form's errors from a lead API refusal (lead field to message): only fields the form shows. */
export function refusedFields(errors: Readonly<Record<string, string>>, shown: readonly string[]): Record<string, string> {
  const mapped: Record<string, string> = {}
  for (const [field, message] of Object.entries(errors)) {
    const name = shown.includes(field) ? field : LEAD_FIELD_ALIASES[field]
    if (name !== undefined && shown.includes(name) && !(name in mapped)) mapped[name] = message
  }
  return mapped
}
