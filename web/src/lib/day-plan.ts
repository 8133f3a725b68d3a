import { hoursOn, zonedDateTime, type FestivalHours } from './hours'

// A walking plan for one festival day of an itinerary: the day's stops in an order that cuts
// walking (nearest neighbour, then 2-opt), the walking time between them, arrival times from a
// start time, and warnings from each site's hours that day. Pure: the festival's time zone is a
// parameter and nothing reads the host's clock or zone, so server and browser agree.

/** A comfortable city walking pace (adults average 4.8–5 km/h). */
export const WALKING_KMH = 4.8
/** Streets are not straight lines: the walking route is about 1.3 × the distance as the crow flies in a street grid. */
export const STREET_FACTOR = 1.3
/** Time spent inside each site unless the stop says otherwise. */
export const DEFAULT_VISIT_MINUTES = 45
/** Start when nothing opens earlier or later than this, and no start time is given. */
export const DEFAULT_START = '10:00'
const EARTH_RADIUS_KM = 6371.0088
const MINUTE = 60_000

export interface LatLng {
  lat: number
  lng: number
}

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

const rad = (deg: number) => (deg * Math.PI) / 180

/** Great-circle distance in km. */
export function haversineKm(a: LatLng, b: LatLng): number {
  const dLat = rad(b.lat - a.lat)
  const dLng = rad(b.lng - a.lng)
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)))
}

/** Walking minutes for a straight-line distance: along streets, at the walking pace, rounded. */
export function walkingMinutes(straightKm: number): number {
  return Math.round(((straightKm * STREET_FACTOR) / WALKING_KMH) * 60)
}

/** Length of an open path (no return to the start), in straight-line km. */
export function pathKm(points: readonly LatLng[]): number {
  let total = 0
  for (let i = 1; i < points.length; i++) total += haversineKm(points[i - 1]!, points[i]!)
  return total
}

function nearestNeighbour(dist: number[][], first: number): number[] {
  const n = dist.length
  const seen = new Set([first])
  const order = [first]
  while (order.length < n) {
    const last = order[order.length - 1]!
    let best = -1
    for (let j = 0; j < n; j++) if (!seen.has(j) && (best < 0 || dist[last]![j]! < dist[last]![best]!)) best = j
    seen.add(best)
    order.push(best)
  }
  return order
}

const length = (dist: number[][], order: number[]) => order.reduce((sum, node, i) => (i ? sum + dist[order[i - 1]!]![node]! : 0), 0)

/** 2-opt on an open path: reverse any stretch whose reversal shortens it, until none does. */
function twoOpt(dist: number[][], order: number[]): number[] {
  const path = [...order]
  const n = path.length
  let improved = true
  while (improved) {
    improved = false
    for (let i = 0; i < n - 1; i++) {
      for (let k = i + 1; k < n; k++) {
        // Reversing path[i..k]: the edges (i-1,i) and (k,k+1) become (i-1,k) and (i,k+1); an end has no edge.
        const a = i > 0 ? path[i - 1]! : -1
        const b = path[i]!
        const c = path[k]!
        const d = k < n - 1 ? path[k + 1]! : -1
        const before = (a >= 0 ? dist[a]![b]! : 0) + (d >= 0 ? dist[c]![d]! : 0)
        const after = (a >= 0 ? dist[a]![c]! : 0) + (d >= 0 ? dist[b]![d]! : 0)
        if (after < before - 1e-9) {
          path.splice(i, k - i + 1, ...path.slice(i, k + 1).reverse())
          improved = true
        }
      }
    }
  }
  return path
}

/** The stops in a short walking order: nearest neighbour from every starting stop, each improved by 2-opt; the shortest wins. */
export function orderStops<S extends LatLng>(stops: readonly S[]): S[] {
  if (stops.length < 3) return [...stops]
  const dist = stops.map((a) => stops.map((b) => haversineKm(a, b)))
  let best: number[] = stops.map((_, i) => i)
  let bestKm = length(dist, best)
  for (let first = 0; first < stops.length; first++) {
    const candidate = twoOpt(dist, nearestNeighbour(dist, first))
    const km = length(dist, candidate)
    if (km < bestKm - 1e-9) {
      best = candidate
      bestKm = km
    }
  }
  return best.map((i) => stops[i]!)
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
      const km = haversineKm(ordered[i - 1]!, stop)
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
