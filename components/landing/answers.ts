import { combineBirthdate } from '../../domain/dates/birthday'
import type { LandingFieldType } from '../../domain/landings/landingSchema'
import type { FieldValue } from '../../domain/validation/checks'
import { birthdayPartId, EMPTY_BIRTHDAY, type BirthdayPart, type BirthdayParts } from '../fields/BirthdayField'
import type { LiveState } from '../LiveState'

/** What one control holds: text, the three birthday parts, the ticked values of a group, a tick box. */
export type Answer = string | BirthdayParts | readonly string[] | boolean

/** The form's answers by field name. */
export type Answers = Record<string, Answer>

/** The empty answer of a field type. */
export function emptyAnswer(type: LandingFieldType): Answer {
  if (type === 'birthday') return EMPTY_BIRTHDAY
  if (type === 'checkboxes') return []
  if (type === 'checkbox' || type === 'consent') return false
  return ''
}

function isBirthday(answer: Answer): answer is BirthdayParts {
  return typeof answer === 'object' && !Array.isArray(answer)
}

/** The value the rules check: the birthday parts combined as MM/DD/YYYY ('' until all three are chosen), anything else as held. */
export function ruleValue(answer: Answer | undefined): FieldValue {
  if (answer === undefined) return undefined
  if (isBirthday(answer)) return combineBirthdate(answer.month, answer.day, answer.year)
  return answer as FieldValue
}

/** Every answer as the rules and the lead builder read it. */
export function ruleValues(answers: Answers): Record<string, FieldValue> {
  return Object.fromEntries(Object.entries(answers).map(([name, answer]) => [name, ruleValue(answer)]))
}

/** The answers the visitor gave before the form's island took over (components/LiveState.tsx). */
export function liveAnswers(
  fields: readonly { name: string; type: LandingFieldType }[],
  live: LiveState,
  fieldId: (name: string) => string,
  birthdayOrder: readonly BirthdayPart[],
): Answers {
  const found: Answers = {}
  for (const { name, type } of fields) {
    if (type === 'birthday') {
      const parts = { ...EMPTY_BIRTHDAY }
      let any = false
      for (const part of birthdayOrder) {
        const chosen = live.valueOfId(birthdayPartId(fieldId(name), birthdayOrder, part))
        if (chosen === undefined) continue
        parts[part] = chosen
        any = true
      }
      if (any) found[name] = parts
      continue
    }
    const values = live.values(name)
    if (values === undefined) continue
    if (type === 'checkboxes') found[name] = values
    else if (type === 'checkbox' || type === 'consent') found[name] = values.length > 0
    else found[name] = values[0] ?? ''
  }
  return found
}
