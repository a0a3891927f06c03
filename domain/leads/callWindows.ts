import type { PortalCode } from '../portal'

/** A call-back window offered to the visitor; start and end are exact instants (sent as UTC). */
export interface CallWindow {
  id: string
  start: Date
  end: Date
}

/**
 * A slot of wall-clock hours, [startHour, endHour), on the day `dayOffset` days from today. A slot
 * offered after its start hour keeps that start: the window says when the visitor can take a
 * call, and the call centre calls from the moment the lead arrives anyway.
 */
interface Slot {
  id: string
  dayOffset: 0 | 1
  startHour: number
  endHour: number
  /** Hours of today's wall clock during which the slot is offered, [from, to). */
  offeredFrom: number
  offeredTo: number
}

/**
 * SPEC.md §9. Today's options only during their own hours ('asap' during 8 to 20, 'noon' 11 to
 * 14, 'afternoon' 14 to 18). 'asap' spans 08:00 to 20:00 of today, StartDate 08:00 local, as the
 * live contract fixes it (../shared/LIVE-CONTRACT.md "TimeAvailable").
 */
const ECM_SLOTS: readonly Slot[] = [
  { id: 'asap', dayOffset: 0, startHour: 8, endHour: 20, offeredFrom: 8, offeredTo: 20 },
  { id: 'noon', dayOffset: 0, startHour: 11, endHour: 14, offeredFrom: 11, offeredTo: 14 },
  { id: 'afternoon', dayOffset: 0, startHour: 14, endHour: 18, offeredFrom: 14, offeredTo: 18 },
  { id: 'tomorrow-morning', dayOffset: 1, startHour: 8, endHour: 11, offeredFrom: 0, offeredTo: 24 },
  { id: 'tomorrow-noon', dayOffset: 1, startHour: 11, endHour: 14, offeredFrom: 0, offeredTo: 24 },
  { id: 'tomorrow-afternoon', dayOffset: 1, startHour: 14, endHour: 18, offeredFrom: 0, offeredTo: 24 },
]

/** SPEC.md §9 and issue 3: CKJ's today slots stay offered while the current hour is before their end. */
const CKJ_HOURS: readonly (readonly [string, number, number])[] = [
  ['morning', 8, 11],
  ['midday', 11, 12],
  ['afternoon', 12, 14],
  ['evening', 14, 20],
]
const CKJ_SLOTS: readonly Slot[] = [
  ...CKJ_HOURS.map(([id, startHour, endHour]): Slot => ({ id, dayOffset: 0, startHour, endHour, offeredFrom: 0, offeredTo: endHour })),
  ...CKJ_HOURS.map(([id, startHour, endHour]): Slot => ({ id: `tomorrow-${id}`, dayOffset: 1, startHour, endHour, offeredFrom: 0, offeredTo: 24 })),
]

/**
 * Per portal: the time zone (mirrors `timeZone` of data/portals/*.json, which domain/ may not
 * read; a test keeps them equal), whether 'now' (start = end = the current moment) comes first,
 * and the slots in display order.
 */
const PORTAL_CALL_WINDOWS: Record<PortalCode, { timeZone: string; offersNow: boolean; slots: readonly Slot[] }> = {
  ECM: { timeZone: 'Asia/Manila', offersNow: false, slots: ECM_SLOTS },
  CKJ: { timeZone: 'Asia/Jakarta', offersNow: true, slots: CKJ_SLOTS },
}

/** The time zone whose wall clock a portal's call windows follow (an IANA name). */
export function callWindowTimeZone(portal: PortalCode): string {
  return PORTAL_CALL_WINDOWS[portal].timeZone
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
export function callWindows(portal: PortalCode, now: Date): CallWindow[] {
  const { timeZone, offersNow, slots } = PORTAL_CALL_WINDOWS[portal]
  const today = wallClock(now, timeZone)
  const at = (dayOffset: number, hour: number): Date =>
    instantAtWallClock(today.year, today.month, today.day + dayOffset, hour, timeZone)
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
