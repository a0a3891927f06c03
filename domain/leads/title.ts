import type { PortalConfig } from '../portal'

/** Gender as the lead forms ask it. */
export type Gender = 'male' | 'female'

/** Marital status, asked of women only to choose their title. */
export type MaritalStatus = 'single' | 'married'

/**
 * The title sent with a lead, from the portal's titles (docs/requirements/wire-contract.md#titles): the first male title for a man
 * (Mr., Bapak); for a woman the first female title when single (Ms., Nona) and the second when
 * married (Mrs., Nyonya). Throws when the portal config lacks the title (a config error).
 */
export function titleFor(portal: Pick<PortalConfig, 'titles'>, gender: Gender, maritalStatus: MaritalStatus = 'single'): string {
  const titles = gender === 'male' ? portal.titles.male : portal.titles.female
  const title = gender === 'female' && maritalStatus === 'married' ? (titles[1] ?? titles[0]) : titles[0]
  if (title === undefined) throw new Error(`The portal config has no ${gender} title`)
  return title
}

/**
 * The gender a title belongs to on this portal: one of the titles the forms offer, or the one the
 * live contract sends for a gender ("Ms./Mrs.", "Nona/Nyonya"); null when the portal has no such title.
 */
export function genderOfTitle(portal: Pick<PortalConfig, 'titles'> & Partial<Pick<PortalConfig, 'wire'>>, title: string): Gender | null {
  if (portal.titles.male.includes(title) || portal.wire?.titles.male === title) return 'male'
  return portal.titles.female.includes(title) || portal.wire?.titles.female === title ? 'female' : null
}
