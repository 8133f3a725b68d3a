import { exactPlan, type Choice } from './exact'
import { explain } from './explain'
import { largestChains } from './fixed-chain'
import { heuristicPlan } from './heuristic'
import { problemOf, type Problem } from './problem'
import { simulate, type Timeline } from './simulate'
import type { DayPlanInput, DayPlanResult, PlannedVisit, PlannerStop } from './types'

// "Plan my day": the order of a day's stops with the least walking plus waiting, where no site is
// visited outside its hours (the visit, after any line, ends by closing time; arriving before the
// last entry is not enough) and every booking is attended from its start. When not everything
// fits, the day keeps as many bookings as can be attended together, then as many sites as fit
// around them, then the least walking plus waiting, and says why each other stop is left out.
// Pure and deterministic: the same input gives the same plan on a server and in a browser.

/** Up to this many sites the planner weighs every order (2^12 sets of sites); beyond, a heuristic. */
export const EXACT_LIMIT = 12
const MINUTE = 60_000

export function planDay<S extends PlannerStop>(input: DayPlanInput<S>): DayPlanResult<S> {
  const p = problemOf(input)
  const each = p.stops.map((_, i) => i)
  // A stop that cannot be kept even on its own, walking straight to it, is out before the solvers see it.
  const alone = each.filter((i) => (p.visits[i]!.kind !== 'fixed' || isOnTheDay(p, i)) && simulate(p, [i]))
  const flexible = alone.filter((i) => p.visits[i]!.kind === 'flexible')
  const fixed = alone.filter((i) => p.visits[i]!.kind === 'fixed')
  const method = flexible.length <= EXACT_LIMIT ? 'exact' : 'heuristic'
  const solve = method === 'exact' ? exactPlan : heuristicPlan

  let best: { choice: Choice; chain: number[] } | undefined
  for (const chain of largestChains(p, fixed)) {
    const choice = solve(p, flexible, chain)
    if (
      !best ||
      choice.order.length > best.choice.order.length ||
      (choice.order.length === best.choice.order.length && choice.cost < best.choice.cost - 1e-9)
    )
      best = { choice, chain }
  }
  const order = best?.choice.order ?? []
  const timeline = simulate(p, order)
  if (!timeline) throw new Error('planDay: the chosen order is not feasible') // the solvers build only feasible orders
  const kept = new Set(order)
  return {
    date: input.date,
    timeZone: input.timeZone,
    start: new Date(p.t0),
    ...(Number.isFinite(p.end) && { end: new Date(p.t0 + p.end * MINUTE) }),
    visits: visitsOf(p, timeline),
    walkKm: timeline.steps.reduce((sum, s, n) => sum + kmBefore(p, timeline, n), 0),
    walkMinutes: timeline.walk,
    waitMinutes: timeline.wait,
    unplanned: each.filter((i) => !kept.has(i)).map((i) => ({ stop: p.stops[i]!, ...explain(p, i, best?.chain ?? []) })),
    method,
  }
}

function isOnTheDay(p: Problem, i: number): boolean {
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
