// The visitor's profile of the lists (decision 060): the monthly income, age and work they gave on a
// list, kept in the tab's session storage so every list of the visit can say which cards they are
// likely to get. Kept in the browser only: nothing reads it to send it (a lead form asks its own questions).
import { EMPLOYMENT_KINDS, type EmploymentKind } from '../../domain/content/schemas'
import type { VisitorProfile } from '../../domain/products/eligibility'
import { STORAGE_KEYS } from '../../domain/storage/storageKeys'

/** Whole years a profile's age may be (the cards' own age limits are 18..99). */
export const PROFILE_AGE = { min: 18, max: 99 } as const

/** The session storage key of a portal's profile. */
export const visitorProfileKey = (portalCode: string) => `${STORAGE_KEYS.visitorProfilePrefix}${portalCode}`

/** Whether a profile says nothing (nothing to keep, nothing to show). */
export function isEmptyProfile(profile: VisitorProfile): boolean {
  return profile.monthlyIncome === undefined && profile.age === undefined && profile.employment === undefined
}

/** The profile with only what is usable: a positive finite income, a whole age in PROFILE_AGE, a known kind of work. */
export function cleanProfile(value: unknown): VisitorProfile {
  if (value === null || typeof value !== 'object') return {}
  const { monthlyIncome, age, employment } = value as Record<string, unknown>
  const profile: VisitorProfile = {}
  if (typeof monthlyIncome === 'number' && Number.isFinite(monthlyIncome) && monthlyIncome >= 0) profile.monthlyIncome = monthlyIncome
  if (typeof age === 'number' && Number.isInteger(age) && age >= PROFILE_AGE.min && age <= PROFILE_AGE.max) profile.age = age
  if (typeof employment === 'string' && (EMPLOYMENT_KINDS as readonly string[]).includes(employment)) profile.employment = employment as EmploymentKind
  return profile
}

// Session storage may be blocked (privacy modes, sandboxed frames, a full quota): then nothing is kept, and nothing breaks.

/** The visit's profile ({} when none or unreadable). */
export function visitorProfile(portalCode: string): VisitorProfile {
  try {
    const text = window.sessionStorage.getItem(visitorProfileKey(portalCode))
    return text === null ? {} : cleanProfile(JSON.parse(text))
  } catch {
    return {}
  }
}

/** Keeps the profile for the rest of the visit (an empty one is removed); a refused storage keeps nothing, silently. */
export function keepVisitorProfile(portalCode: string, profile: VisitorProfile): void {
  try {
    const clean = cleanProfile(profile)
    if (isEmptyProfile(clean)) window.sessionStorage.removeItem(visitorProfileKey(portalCode))
    else window.sessionStorage.setItem(visitorProfileKey(portalCode), JSON.stringify(clean))
  } catch {
    // Not kept.
  }
}
