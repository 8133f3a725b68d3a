import { calendarDay } from './calendar-day'
import { formatDay } from './calendar-date'
import { dateTimeFormat, toDate, type Instant } from './intl'
import { zoneName } from './zone'

// Times as visitors read them. Two kinds: wall-clock times written in the content ("09:30", the
// hours of a site or of the centre), which no zone shifts, and instants (an event's start, a
// booking window), always shown in the festival's or the event's time zone, never the server's.

const TIME_RE = /^(\d{2}):(\d{2})$/

/** "09:30" → "9:30 AM": a wall-clock time in plain 12-hour form (ASCII spaces). */
export function formatWallTime(time: string): string {
  const [h = 0, m = 0] = time.split(':').map(Number)
  const suffix = h >= 12 ? 'PM' : 'AM'
  return `${h % 12 === 0 ? 12 : h % 12}:${String(m).padStart(2, '0')} ${suffix}`
}

function wallTimeAsDate(time: string): Date {
  const m = TIME_RE.exec(time)
  if (!m) throw new RangeError(`bad time "${time}"`)
  return new Date(Date.UTC(2000, 0, 1, Number(m[1]), Number(m[2])))
}

/** "09:30" → "9:30" or "09:30" as `locale` writes a time of day (Intl's own spaces). */
export function formatWallTimeIn(time: string, locale: string): string {
  return dateTimeFormat({ hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }, locale).format(wallTimeAsDate(time))
}

/**
 * "10:00 AM – 5:00 PM" from two HH:MM wall-clock times, in Intl's own range format for the locale
 * (its narrow no-break and thin spaces, unlike formatWallTime's plain ones).
 */
export function formatWallTimeRange(opens: string, closes: string, locale = 'en-US'): string {
  // The HH:MM strings are wall-clock times already: format them as UTC so no zone shifts them.
  const format = dateTimeFormat({ hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }, locale)
  return format.formatRange(wallTimeAsDate(opens), wallTimeAsDate(closes))
}

/** "5:00 PM" ("17:00" in Spanish): an instant's wall-clock time in `timeZone`, in `locale` (US English unless given). */
export function formatZonedTime(at: Instant, timeZone: string, locale?: string): string {
  return dateTimeFormat({ hour: 'numeric', minute: '2-digit', timeZone }, locale).format(toDate(at))
}

/**
 * "9:00 AM – 12:00 PM CDT" for two instants, the end's day added when it is another day; the times
 * and the day in `locale` (US English unless given), the zone by its usual short name in any.
 */
export function formatZonedTimeRange(start: string, end: string | undefined, timeZone: string, locale?: string): string {
  const from = formatZonedTime(start, timeZone, locale)
  if (!end) return `${from} ${zoneName(start, timeZone)}`
  const endDay = calendarDay(end, timeZone)
  const sameDay = calendarDay(start, timeZone) === endDay
  const to = sameDay
    ? formatZonedTime(end, timeZone, locale)
    : `${formatDay(endDay, false, locale)}, ${formatZonedTime(end, timeZone, locale)}`
  return `${from} – ${to} ${zoneName(end, timeZone)}`
}

const DATE_TIME_STYLES = {
  /** "Saturday, October 17 at 10:30 AM" */
  long: { weekday: 'long', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit' },
  /** "Saturday, October 17 at 10:30 AM CDT" */
  'long-with-zone': { weekday: 'long', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' },
  /** "Sat, Oct 17, 10:30 AM" */
  short: { weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' },
} satisfies Record<string, Intl.DateTimeFormatOptions>

export type DateTimeStyle = keyof typeof DATE_TIME_STYLES

/** An instant's day and time in `timeZone`, in the given style and language (US English unless given). */
export function formatZonedDateTime(at: Instant, timeZone: string, style: DateTimeStyle, locale?: string): string {
  return dateTimeFormat({ ...DATE_TIME_STYLES[style], timeZone }, locale).format(toDate(at))
}

/** "2 h 30 min", "45 min". */
export function formatDuration(minutes: number): string {
  const h = Math.floor(minutes / 60)
  const m = Math.round(minutes % 60)
  if (h === 0) return `${m} min`
  return m === 0 ? `${h} h` : `${h} h ${m} min`
}
