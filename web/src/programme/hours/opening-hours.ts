import { calendarDay, zonedDateTime } from '@/kernel/time'

// Festival opening hours as pure functions over a site edition's `hours` and the festival's time
// zone (settings.timeZone). The time module turns wall-clock hours into instants, the same on a
// server in UTC, in Tokyo and in a visitor's browser anywhere.

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

/** The hours of one festival day, by date (YYYY-MM-DD) or by day name; undefined when closed. */
export function hoursOn(hours: readonly FestivalHours[], dateOrDay: string): FestivalHours | undefined {
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
  const today = calendarDay(now, timeZone)
  return { state: next.date === today ? 'opens-later' : 'closed', opensAt: next.opensAt }
}
