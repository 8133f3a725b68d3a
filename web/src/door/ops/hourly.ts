import { zonedHour } from '@/kernel/time'

// Visits per site per hour of the door's own clock: each count tap falls in the hour the festival's
// time zone shows at the moment the host tapped (the phone's time, stored as an instant), never the
// server's zone nor UTC. An undo is a negative tap: it takes the visit back from the hour it falls
// in, so an hour can read below zero when a host corrects an earlier hour's count.

export interface CountTap {
  siteId: string
  /** ISO instant of the tap (the phone's clock). */
  tappedAt: string
  /** The change applied: +1 a visitor in, −1 an undo (0s are never stored as counts). */
  delta: number
}

/** Net visits per site, by hour of the day (index 0–23). */
export function visitsByHour(taps: readonly CountTap[], timeZone: string): Map<string, number[]> {
  const bySite = new Map<string, number[]>()
  for (const tap of taps) {
    const when = new Date(tap.tappedAt)
    if (Number.isNaN(when.getTime())) continue
    let hours = bySite.get(tap.siteId)
    if (!hours) bySite.set(tap.siteId, (hours = Array<number>(24).fill(0)))
    const hour = zonedHour(when, timeZone)
    hours[hour] = (hours[hour] ?? 0) + tap.delta
  }
  return bySite
}

/** The hours without doors open nor visits are left out; these are shown when nothing is known. */
const DEFAULT_HOURS = { first: 9, last: 17 }

/**
 * The hours the table shows: from the earliest opening to the last hour any site is open that day,
 * widened to every hour that has counts (a host who counted before the doors opened is still seen).
 */
export function hoursToShow(
  openings: readonly { opens: string; closes: string }[],
  byHour: ReadonlyMap<string, readonly number[]>,
): number[] {
  const hourOf = (time: string) => Number(time.slice(0, 2))
  let first = Infinity
  let last = -Infinity
  for (const { opens, closes } of openings) {
    first = Math.min(first, hourOf(opens))
    // A door that closes at 17:00 is open in the 16:00 hour, not the 17:00 one.
    last = Math.max(last, closes.endsWith(':00') ? hourOf(closes) - 1 : hourOf(closes))
  }
  for (const hours of byHour.values()) {
    hours.forEach((visits, hour) => {
      if (visits === 0) return
      first = Math.min(first, hour)
      last = Math.max(last, hour)
    })
  }
  if (!Number.isFinite(first)) ({ first, last } = DEFAULT_HOURS)
  return Array.from({ length: last - first + 1 }, (_, i) => first + i)
}
