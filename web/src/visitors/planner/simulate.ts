import type { Problem } from './problem'

// Walking a chosen order through the day: when each stop is reached, waited for, visited and
// left. The one rule of what is feasible, shared by both solvers and by the plan they return:
// a site's visit (after any line) ends by the closing of one of its openings, a booked stop is
// reached by its start, and every stop is left by the end of the day.

/** The index in `stops` of the stop before, or FROM for where the visitor sets out. */
export const FROM = -1

export function walkBetween(p: Problem, from: number, to: number): number {
  return from === FROM ? p.walkFrom[to]! : p.walk[from]![to]!
}

/**
 * When the visit of stop `i` starts if the visitor arrives at `arrival`, or NaN when it cannot be
 * visited then. A line is queued once the door is open; the earliest opening that still fits wins.
 */
export function visitStartAt(p: Problem, i: number, arrival: number): number {
  const v = p.visits[i]!
  if (v.kind === 'fixed') return arrival <= v.start && v.end <= p.end ? v.start : NaN
  for (const o of v.openings) {
    const start = Math.max(arrival, o.open) + v.line
    if (start + v.visit <= o.close && start + v.visit <= p.end) return start
  }
  return NaN
}

/** How long stop `i` keeps the visitor once its visit starts. */
export function durationOf(p: Problem, i: number): number {
  const v = p.visits[i]!
  return v.kind === 'fixed' ? v.end - v.start : v.visit
}

export interface Step {
  stop: number
  walk: number
  arrival: number
  visitStart: number
  departure: number
}

export interface Timeline {
  steps: Step[]
  walk: number
  wait: number
}

/** The day in this order, or null as soon as one stop cannot be kept. */
export function simulate(p: Problem, order: readonly number[]): Timeline | null {
  let at = 0
  let prev = FROM
  let walk = 0
  let wait = 0
  const steps: Step[] = []
  for (const stop of order) {
    const w = walkBetween(p, prev, stop)
    const arrival = at + w
    const visitStart = visitStartAt(p, stop, arrival)
    if (Number.isNaN(visitStart)) return null
    at = visitStart + durationOf(p, stop)
    walk += w
    wait += visitStart - arrival
    steps.push({ stop, walk: w, arrival, visitStart, departure: at })
    prev = stop
  }
  return { steps, walk, wait }
}

/** What the planner minimises: minutes walking plus minutes waiting. */
export const costOf = (t: Timeline) => t.walk + t.wait
