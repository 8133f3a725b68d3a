import type { WEEKDAYS } from '@ohc/schemas/names'
import { dateTimeFormat, toDate, type Instant } from './intl'

// Instants and the calendar days and wall clocks of a time zone. Intl only: the answers must be the
// same on a server in UTC, in Tokyo and in a visitor's browser anywhere, so nothing here reads the
// host's local time zone (no Date#getHours, no `new Date('YYYY-MM-DDTHH:MM')`).

export type Weekday = (typeof WEEKDAYS)[number]['value']

const MINUTE = 60_000
const DAY = 24 * 60 * MINUTE
const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/
const TIME_RE = /^(\d{2}):(\d{2})$/
/** Date#getUTCDay's numbering: Sunday is 0. */
const WEEKDAY_BY_UTC_DAY: readonly Weekday[] = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday']

interface WallClock {
  year: number
  month: number
  day: number
  hour: number
  minute: number
  second: number
}

/** The wall clock in `timeZone` at instant `at`. */
function wallClock(at: Instant, timeZone: string): WallClock {
  const parts = dateTimeFormat({
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(toDate(at))
  const out: Record<string, number> = {}
  for (const p of parts) {
    if (p.type !== 'literal') out[p.type] = Number(p.value)
  }
  return {
    year: out.year!,
    month: out.month!,
    day: out.day!,
    hour: out.hour! % 24,
    minute: out.minute!,
    second: out.second!,
  }
}

/** How far `timeZone`'s wall clock is ahead of UTC at instant `t`, in ms (New York: −4 h or −5 h). */
function offsetAt(t: number, timeZone: string): number {
  const w = wallClock(t, timeZone)
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second)
  return asUtc - Math.floor(t / 1000) * 1000
}

/** The calendar day (YYYY-MM-DD) an instant falls on in `timeZone`. */
export function calendarDay(at: Instant, timeZone: string): string {
  const w = wallClock(at, timeZone)
  return `${w.year}-${pad(w.month)}-${pad(w.day)}`
}

/** The hour (0–23) the wall clock in `timeZone` shows at instant `at`: visits are counted by the door's hour. */
export function zonedHour(at: Instant, timeZone: string): number {
  return wallClock(at, timeZone).hour
}

/** "HH:MM" (24-hour) on the wall clock in `timeZone` at instant `at`, seconds dropped. */
export function zonedWallTime(at: Instant, timeZone: string): string {
  const w = wallClock(at, timeZone)
  return `${pad(w.hour)}:${pad(w.minute)}`
}

/** The weekday of a calendar day (YYYY-MM-DD): a date, not an instant, so no zone. */
export function weekdayOf(date: string): Weekday {
  return WEEKDAY_BY_UTC_DAY[new Date(`${date}T00:00:00Z`).getUTCDay()] ?? 'monday'
}

/** The calendar day and weekday at `at` in `timeZone`. */
export function localDay(at: Instant, timeZone: string): { date: string; weekday: Weekday } {
  const date = calendarDay(at, timeZone)
  return { date, weekday: weekdayOf(date) }
}

/** The calendar day `days` after `date` (YYYY-MM-DD; negative goes back). */
export function addDays(date: string, days: number): string {
  const day = new Date(`${date}T00:00:00Z`)
  day.setUTCDate(day.getUTCDate() + days)
  return day.toISOString().slice(0, 10)
}

/**
 * The instant at which the wall clock in `timeZone` reads `date` `time`.
 *
 * Daylight-saving rule (the same as Temporal's default, "compatible"):
 * - an ambiguous time (the hour repeated when clocks go back, e.g. 2026-11-01 01:30 in New York)
 *   is the EARLIER instant — the first 01:30, still on daylight time (05:30 UTC);
 * - a time that does not exist (the hour skipped when clocks go forward, e.g. 2026-03-08 02:30
 *   in New York) moves FORWARD by the length of the gap — 03:30 daylight time (07:30 UTC).
 *
 * Throws on a malformed date or time (content is validated; a bad value is a bug to see).
 */
export function zonedDateTime(date: string, time: string, timeZone: string): Date {
  const d = DATE_RE.exec(date)
  const h = TIME_RE.exec(time)
  if (!d || !h) throw new RangeError(`zonedDateTime: bad date or time "${date}" "${time}"`)
  const asUtc = Date.UTC(Number(d[1]), Number(d[2]) - 1, Number(d[3]), Number(h[1]), Number(h[2]))
  // The offsets a day either side of the wall time: at most one change lies between them.
  const before = offsetAt(asUtc - DAY, timeZone)
  const after = offsetAt(asUtc + DAY, timeZone)
  const candidates = [asUtc - before, asUtc - after].filter((t) => t + offsetAt(t, timeZone) === asUtc)
  // Two candidates: ambiguous, take the earlier. None: in the gap, keep the offset from before the
  // change, which lands after the gap by exactly its length.
  return new Date(candidates.length ? Math.min(...candidates) : asUtc - before)
}

function pad(n: number): string {
  return String(n).padStart(2, '0')
}
