import type { PortalConfig } from '../portal'

/** A call-back window offered to the visitor; start and end are exact instants (sent as UTC). */
export interface CallWindow {
  id: string
  start: Date
  end: Date
}

/** The fields of a portal's config its call windows are built from (callWindows and timeZone of data/portals/*.json). */
export type CallWindowPortal = Pick<PortalConfig, 'timeZone' | 'callWindows'>

/** The time zone whose wall clock a portal's call windows follow (an IANA name). */
export function callWindowTimeZone(portal: Pick<PortalConfig, 'timeZone'>): string {
  return portal.timeZone
}

interface WallClock {
  year: number
  month: number
  day: number
  hour: number
  minute: number
  second: number
}

const wallClockFormats = new Map<string, Intl.DateTimeFormat>()

/** The wall-clock reading of an instant in a time zone (never the host's own zone). */
function wallClock(instant: Date, timeZone: string): WallClock {
  let format = wallClockFormats.get(timeZone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    })
    wallClockFormats.set(timeZone, format)
  }
  const parts: Record<string, number> = {}
  for (const part of format.formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value)
  }
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  }
}

/** Offset of a zone from UTC at an instant, in milliseconds (positive east of Greenwich). */
function zoneOffsetMs(instant: number, timeZone: string): number {
  const c = wallClock(new Date(instant), timeZone)
  const asUtc = Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute, c.second)
  return asUtc - (instant - (((instant % 1000) + 1000) % 1000))
}

/**
 * The instant at which a zone's clock reads the given date and whole hour. Day overflow (the 32nd)
 * rolls into the next month as Date.UTC does. Two passes settle the offset around a zone change.
 */
function instantAtWallClock(year: number, month: number, day: number, hour: number, timeZone: string): Date {
  const naive = Date.UTC(year, month - 1, day, hour)
  let instant = naive - zoneOffsetMs(naive, timeZone)
  instant = naive - zoneOffsetMs(instant, timeZone)
  return new Date(instant)
}

/** The call windows offered at `now` (an instant), in display order, in the portal's time zone. */
export function callWindows(portal: CallWindowPortal, now: Date): CallWindow[] {
  const { timeZone, callWindows: offered } = portal
  const { offersNow, slots } = offered
  const today = wallClock(now, timeZone)
  const at = (dayOffset: number, hour: number): Date => instantAtWallClock(today.year, today.month, today.day + dayOffset, hour, timeZone)
  const windows: CallWindow[] = []
  if (offersNow) windows.push({ id: 'now', start: new Date(now.getTime()), end: new Date(now.getTime()) })
  for (const slot of slots) {
    if (today.hour < slot.offeredFrom || today.hour >= slot.offeredTo) continue
    windows.push({ id: slot.id, start: at(slot.dayOffset, slot.startHour), end: at(slot.dayOffset, slot.endHour) })
  }
  return windows
}

/** Message key of a call window's label ('callWindow.asap', 'callWindow.tomorrow-morning', ...). */
export function callWindowLabelKey(id: string): string {
  return `callWindow.${id}`
}
