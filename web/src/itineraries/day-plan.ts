import { distanceKm, orderStops, pathKm, walkingMinutes, type LatLng } from '@/geo'
import { zonedDateTime } from '@/time'
import { hoursOn, type FestivalHours } from '@/time/opening-hours'

// A walking plan for one festival day of an itinerary: the day's stops in an order that cuts
// walking (the geo module's walking order), the walking time between them, arrival times from a
// start time, and warnings from each site's hours that day. Pure: the festival's time zone is a
// parameter and nothing reads the host's clock or zone, so server and browser agree.

/** Time spent inside each site unless the stop says otherwise. */
export const DEFAULT_VISIT_MINUTES = 45
/** Start when nothing opens earlier or later than this, and no start time is given. */
export const DEFAULT_START = '10:00'
const MINUTE = 60_000

export interface PlanStop extends LatLng {
  id: string
  title: string
  /** The site's festival hours (every day of the edition); undefined when the stop has none to keep (an event, a tour). */
  hours?: readonly FestivalHours[]
  visitMinutes?: number
}

export type Warning = 'closed-that-day' | 'closed-before-arrival' | 'closes-soon-after-arrival'

export const WARNING_TEXT: Record<Warning, string> = {
  'closed-that-day': 'Closed that day',
  'closed-before-arrival': 'Closes before you arrive',
  'closes-soon-after-arrival': 'Closes soon after you arrive',
}

export interface PlannedStop<S extends PlanStop = PlanStop> {
  stop: S
  /** Walking from the previous stop (null for the first). */
  walk: { km: number; minutes: number } | null
  arrival: Date
  departure: Date
  /** When it opens that day, if the visitor would otherwise arrive before it opens (they wait). */
  waitsUntil?: Date
  warnings: Warning[]
}

export interface DayPlan<S extends PlanStop = PlanStop> {
  date: string
  start: Date
  stops: PlannedStop<S>[]
  walkKm: number
  walkMinutes: number
  /** The walk in the order the stops were given, to show what the ordering saved. */
  givenOrderKm: number
}

export interface PlanOptions {
  /** YYYY-MM-DD in the festival's time zone. */
  date: string
  timeZone: string
  /** HH:MM; by default the earliest opening of the day's sites, else DEFAULT_START. */
  start?: string
  /** Keep the given order instead of optimising it. */
  keepOrder?: boolean
}

/** The earliest opening that day among the stops, as HH:MM (strings compare as times). */
export function firstOpening(stops: readonly PlanStop[], date: string): string | undefined {
  const opens = stops.flatMap((s) => (s.hours ? [hoursOn(s.hours, date)?.opens] : [])).filter((o): o is string => !!o)
  return opens.sort()[0]
}

export function planDay<S extends PlanStop>(stops: readonly S[], { date, timeZone, start, keepOrder }: PlanOptions): DayPlan<S> {
  const ordered = keepOrder ? [...stops] : orderStops(stops)
  const startAt = zonedDateTime(date, start ?? firstOpening(stops, date) ?? DEFAULT_START, timeZone)
  let clock = startAt.getTime()
  let walkKm = 0
  let walkTotal = 0
  const planned = ordered.map((stop, i): PlannedStop<S> => {
    let walk: PlannedStop['walk'] = null
    if (i > 0) {
      const km = distanceKm(ordered[i - 1]!, stop)
      walk = { km, minutes: walkingMinutes(km) }
      walkKm += km
      walkTotal += walk.minutes
      clock += walk.minutes * MINUTE
    }
    const arrival = new Date(clock)
    const visit = (stop.visitMinutes ?? DEFAULT_VISIT_MINUTES) * MINUTE
    const warnings: Warning[] = []
    let waitsUntil: Date | undefined
    if (stop.hours) {
      const today = hoursOn(stop.hours, date)
      if (!today) warnings.push('closed-that-day')
      else {
        const opens = zonedDateTime(date, today.opens, timeZone).getTime()
        const closes = zonedDateTime(date, today.closes, timeZone).getTime()
        if (clock < opens) {
          waitsUntil = new Date(opens)
          clock = opens
        }
        if (clock >= closes) warnings.push('closed-before-arrival')
        else if (closes - clock < visit) warnings.push('closes-soon-after-arrival')
      }
    }
    clock += visit
    return { stop, walk, arrival, departure: new Date(clock), ...(waitsUntil && { waitsUntil }), warnings }
  })
  return { date, start: startAt, stops: planned, walkKm, walkMinutes: walkTotal, givenOrderKm: pathKm(stops) }
}
