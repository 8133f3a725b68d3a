import { distanceKm, walkingMinutes } from '@/kernel/geo'
import { calendarDay, zonedDateTime } from '@/kernel/time'
import { toDate } from '@/kernel/time/intl'
import type { DayPlanInput, PlannerStop } from './types'
import { DEFAULT_VISIT_MINUTES } from './visit-default'

// The day as numbers: every time in minutes after the visitor sets out (elapsed minutes between
// instants, so a daylight-saving change that day is counted as the clock really runs), every walk
// in minutes between stops. The solvers and the explanations read only this.

export { DEFAULT_VISIT_MINUTES }
const MINUTE = 60_000

/** An opening, in minutes after the start. */
export interface Opening {
  open: number
  close: number
  /** The closing as an instant, for the visitor's words. */
  closesAt: Date
}

export type Visit =
  | { kind: 'flexible'; openings: Opening[]; visit: number; line: number }
  | { kind: 'fixed'; start: number; end: number; startsAt: Date; label: 'tour' | 'event'; onTheDay: boolean }

export interface Problem<S extends PlannerStop = PlannerStop> {
  input: DayPlanInput<S>
  stops: readonly S[]
  /** The start as an instant (epoch ms). */
  t0: number
  /** Minutes after the start by which the last stop must be left (Infinity without an end). */
  end: number
  visits: Visit[]
  /** Walking minutes and straight-line km between stops, by their index in `stops`. */
  walk: number[][]
  km: number[][]
  /** From where the visitor sets out to each stop: 0 without a `from`. */
  walkFrom: number[]
  kmFrom: number[]
}

const ALL_DAY: Opening = { open: -Infinity, close: Infinity, closesAt: new Date(NaN) }

function visitOf<S extends PlannerStop>(stop: S, input: DayPlanInput<S>, t0: number): Visit {
  const minutesAfterStart = (at: number) => (at - t0) / MINUTE
  if (stop.fixed) {
    const startMs = toDate(stop.fixed.start).getTime()
    return {
      kind: 'fixed',
      start: minutesAfterStart(startMs),
      end: minutesAfterStart(toDate(stop.fixed.end).getTime()),
      startsAt: new Date(startMs),
      label: stop.fixed.kind ?? 'tour',
      onTheDay: calendarDay(startMs, input.timeZone) === input.date,
    }
  }
  const openings = stop.hours
    ? stop.hours
        .filter((h) => h.date === input.date)
        .map((h) => {
          const closesAt = zonedDateTime(input.date, h.closes, input.timeZone)
          return {
            open: minutesAfterStart(zonedDateTime(input.date, h.opens, input.timeZone).getTime()),
            close: minutesAfterStart(closesAt.getTime()),
            closesAt,
          }
        })
        .sort((a, b) => a.open - b.open)
    : [ALL_DAY]
  return {
    kind: 'flexible',
    openings,
    visit: stop.visitMinutes ?? DEFAULT_VISIT_MINUTES,
    line: Math.max(0, input.lineWaits?.[stop.id] ?? 0),
  }
}

export function problemOf<S extends PlannerStop>(input: DayPlanInput<S>): Problem<S> {
  const t0 = zonedDateTime(input.date, input.start, input.timeZone).getTime()
  const end = input.end === undefined ? Infinity : (zonedDateTime(input.date, input.end, input.timeZone).getTime() - t0) / MINUTE
  const stops = input.stops
  const km = stops.map((a) => stops.map((b) => distanceKm(a, b)))
  const kmFrom = stops.map((s) => (input.from ? distanceKm(input.from, s) : 0))
  return {
    input,
    stops,
    t0,
    end,
    visits: stops.map((s) => visitOf(s, input, t0)),
    km,
    walk: km.map((row) => row.map(walkingMinutes)),
    kmFrom,
    walkFrom: kmFrom.map(walkingMinutes),
  }
}
