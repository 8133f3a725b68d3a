import type { Explanation } from './explain'
import type { Problem } from './problem'
import type { Timeline } from './simulate'
import type { DayPlanResult, PlannedVisit, PlannerStop } from './types'

// A walked order as the plan a page shows: the times as instants, the walks in km and minutes,
// and each left-out stop with why. Shared by the planner's modes so they answer alike.

const MINUTE = 60_000

export function resultOf<S extends PlannerStop>(
  p: Problem<S>,
  timeline: Timeline,
  unplanned: readonly { stop: number; why: Explanation }[],
  method: DayPlanResult['method'],
): DayPlanResult<S> {
  return {
    date: p.input.date,
    timeZone: p.input.timeZone,
    start: new Date(p.t0),
    ...(Number.isFinite(p.end) && { end: new Date(p.t0 + p.end * MINUTE) }),
    visits: visitsOf(p, timeline),
    walkKm: timeline.steps.reduce((sum, _, n) => sum + kmBefore(p, timeline, n), 0),
    walkMinutes: timeline.walk,
    waitMinutes: timeline.wait,
    unplanned: unplanned.map(({ stop, why }) => ({ stop: p.stops[stop]!, ...why })),
    method,
  }
}

/** A booked stop whose time falls on the planned day (one on another day is never kept). */
export function isOnTheDay(p: Problem, i: number): boolean {
  const v = p.visits[i]!
  return v.kind === 'fixed' && v.onTheDay
}

function kmBefore(p: Problem, t: Timeline, n: number): number {
  const stop = t.steps[n]!.stop
  return n === 0 ? p.kmFrom[stop]! : p.km[t.steps[n - 1]!.stop]![stop]!
}

function visitsOf<S extends PlannerStop>(p: Problem<S>, t: Timeline): PlannedVisit<S>[] {
  const at = (minutes: number) => new Date(p.t0 + minutes * MINUTE)
  return t.steps.map((step, n) => {
    const v = p.visits[step.stop]!
    const line = v.kind === 'flexible' ? v.line : 0
    return {
      stop: p.stops[step.stop]!,
      walk: n === 0 && !p.input.from ? null : { km: kmBefore(p, t, n), minutes: step.walk },
      arrival: at(step.arrival),
      waitMinutes: step.visitStart - step.arrival,
      lineMinutes: line,
      visitStart: at(step.visitStart),
      departure: at(step.departure),
    }
  })
}
