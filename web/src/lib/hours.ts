// Festival opening hours as pure functions over a site edition's `hours` and the festival's time
// zone (settings.timeZone, America/Chicago by default). Intl only: the answers must be the same on
// a server in UTC, in Tokyo and in a visitor's browser anywhere, so nothing here reads the host's
// local time zone (no Date#getHours, no `new Date('YYYY-MM-DDTHH:MM')`).

export type FestivalDay = 'saturday' | 'sunday'

export interface FestivalHours {
  day: FestivalDay
  /** The calendar date in the festival's time zone, YYYY-MM-DD. */
  date: string
  /** Wall-clock times in the festival's time zone, HH:MM (24-hour). */
  opens: string
  closes: string
}

export type OpenStateName = 'open' | 'closes-soon' | 'opens-later' | 'closed'

export interface OpenState {
  state: OpenStateName
  /** While open: when this opening ends. */
  closesAt?: Date
  /** When not open: the next opening, if the festival has one left. */
  opensAt?: Date
}

/** "Closes soon" from this long before closing time (inclusive), until closing. */
export const CLOSES_SOON_MINUTES = 30
const MINUTE = 60_000
const DAY = 24 * 60 * MINUTE

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/
const TIME_RE = /^(\d{2}):(\d{2})$/

const formatters = new Map<string, Intl.DateTimeFormat>()
function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone)
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
    formatters.set(timeZone, f)
  }
  return f
}

interface WallClock {
  year: number
  month: number
  day: number
  hour: number
  minute: number
  second: number
}

/** The wall clock in `timeZone` at instant `t`. */
export function wallClock(t: Date | number, timeZone: string): WallClock {
  const out: Record<string, number> = {}
  for (const p of partsFormatter(timeZone).formatToParts(t)) {
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

/** How far `timeZone`'s wall clock is ahead of UTC at instant `t`, in ms (Chicago: −5 h or −6 h). */
function offsetAt(t: number, timeZone: string): number {
  const w = wallClock(t, timeZone)
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second)
  return asUtc - Math.floor(t / 1000) * 1000
}

/** The festival-time-zone calendar date of an instant, YYYY-MM-DD. */
export function zonedDate(t: Date | number, timeZone: string): string {
  const w = wallClock(t, timeZone)
  return `${w.year}-${pad(w.month)}-${pad(w.day)}`
}

/**
 * The instant at which the wall clock in `timeZone` reads `date` `time`.
 *
 * Daylight-saving rule (the same as Temporal's default, "compatible"):
 * - an ambiguous time (the hour repeated when clocks go back, e.g. 2026-11-01 01:30 in Chicago)
 *   is the EARLIER instant — the first 01:30, still on daylight time (06:30 UTC);
 * - a time that does not exist (the hour skipped when clocks go forward, e.g. 2026-03-08 02:30
 *   in Chicago) moves FORWARD by the length of the gap — 03:30 daylight time (08:30 UTC).
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
  const candidates = [asUtc - before, asUtc - after].filter(
    (t) => t + offsetAt(t, timeZone) === asUtc,
  )
  // Two candidates: ambiguous, take the earlier. None: in the gap, keep the offset from before the
  // change, which lands after the gap by exactly its length.
  return new Date(candidates.length ? Math.min(...candidates) : asUtc - before)
}

/** The hours of one festival day, by date (YYYY-MM-DD) or by day name; undefined when closed. */
export function hoursOn(
  hours: readonly FestivalHours[],
  dateOrDay: string,
): FestivalHours | undefined {
  return hours.find((h) => h.date === dateOrDay || h.day === dateOrDay)
}

/** Open, closing soon, opening later today, or closed — at `now`, in the festival's time zone. */
export function openState(hours: readonly FestivalHours[], now: Date, timeZone: string): OpenState {
  const t = now.getTime()
  const spans = hours
    .map((h) => ({
      date: h.date,
      opensAt: zonedDateTime(h.date, h.opens, timeZone),
      closesAt: zonedDateTime(h.date, h.closes, timeZone),
    }))
    .sort((a, b) => a.opensAt.getTime() - b.opensAt.getTime())

  const current = spans.find((s) => s.opensAt.getTime() <= t && t < s.closesAt.getTime())
  if (current) {
    const soon = current.closesAt.getTime() - t <= CLOSES_SOON_MINUTES * MINUTE
    return { state: soon ? 'closes-soon' : 'open', closesAt: current.closesAt }
  }
  const next = spans.find((s) => s.opensAt.getTime() > t)
  if (!next) return { state: 'closed' }
  // "Opens later" only for an opening later the same (festival) day; otherwise it is closed now,
  // and opensAt still says when it next opens.
  const today = zonedDate(now, timeZone)
  return { state: next.date === today ? 'opens-later' : 'closed', opensAt: next.opensAt }
}

const timeFormatters = new Map<string, Intl.DateTimeFormat>()
function timeFormatter(locale: string): Intl.DateTimeFormat {
  let f = timeFormatters.get(locale)
  if (!f) {
    // The HH:MM strings are wall-clock times already: format them as UTC so no zone shifts them.
    f = new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' })
    timeFormatters.set(locale, f)
  }
  return f
}

function wallTimeAsDate(time: string): Date {
  const m = TIME_RE.exec(time)
  if (!m) throw new RangeError(`bad time "${time}"`)
  return new Date(Date.UTC(2000, 0, 1, Number(m[1]), Number(m[2])))
}

/** "10:00 AM – 5:00 PM" from two HH:MM wall-clock times (Intl's own range format for the locale). */
export function formatTimeRange(opens: string, closes: string, locale = 'en-US'): string {
  return timeFormatter(locale).formatRange(wallTimeAsDate(opens), wallTimeAsDate(closes))
}

/** "5:00 PM": an instant's wall-clock time in the festival's time zone. */
export function formatZonedTime(t: Date, timeZone: string, locale = 'en-US'): string {
  return new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone }).format(t)
}

function pad(n: number): string {
  return String(n).padStart(2, '0')
}
