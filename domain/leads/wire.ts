import { parseIsoDate, type IsoDate } from '../dates/isoDate'
import { portalFolder, type PortalConfig } from '../portal'
import type { Gender } from './title'

// Values as the live lead API and newsletter service expect them (docs/requirements/wire-contract.md#newsletter). The
// per-portal words live in data/portals/*.json `wire`; the formats of instants and dates are here.

/** An instant in UTC, ISO 8601 without milliseconds: 2026-11-24T00:00:00Z. */
export function wireInstant(instant: Date): string {
  if (Number.isNaN(instant.getTime())) throw new RangeError('A wire instant needs a valid date')
  return `${instant.toISOString().slice(0, 19)}Z`
}

/** A calendar date in the portal's order: MM/DD/YYYY (ECM) or DD/MM/YYYY (CKJ), from its dateFormat. */
export function wireDate(date: IsoDate, portal: Pick<PortalConfig, 'dateFormat'>): string {
  const parsed = parseIsoDate(date)
  if (!parsed) throw new RangeError(`Not a yyyy-mm-dd calendar date: ${JSON.stringify(date)}`)
  const dd = String(parsed.day).padStart(2, '0')
  const mm = String(parsed.month).padStart(2, '0')
  const yyyy = String(parsed.year).padStart(4, '0')
  return portal.dateFormat === 'dd/MM/yyyy' ? `${dd}/${mm}/${yyyy}` : `${mm}/${dd}/${yyyy}`
}

/** The Title sent for a gender: "Mr." / "Ms./Mrs." on ECM, "Bapak" / "Nona/Nyonya" on CKJ. */
export function wireTitle(portal: Pick<PortalConfig, 'wire'>, gender: Gender): string {
  return portal.wire.titles[gender]
}

/** A wire text with its `{months}` filled in. */
export function withMonths(template: string, months: number): string {
  return template.replaceAll('{months}', String(months))
}

/** The Remarks TimeAvailable value of a call window id; throws when the portal config lacks it (a config error). */
export function wireTimeAvailable(portal: Pick<PortalConfig, 'wire' | 'code'>, windowId: string): string {
  const value = Object.hasOwn(portal.wire.timeAvailable, windowId) ? portal.wire.timeAvailable[windowId] : undefined
  if (value === undefined) throw new Error(`data/portals/${portalFolder(portal)}.json wire.timeAvailable has no value for the call window "${windowId}"`)
  return value
}
