import { exactPlan, type Choice } from './exact'
import { explain } from './explain'
import { largestChains } from './fixed-chain'
import { heuristicPlan } from './heuristic'
import { problemOf } from './problem'
import { isOnTheDay, resultOf } from './result'
import { simulate } from './simulate'
import type { DayPlanInput, DayPlanResult, PlannerStop } from './types'

// "Plan my day": the order of a day's stops with the least walking plus waiting, where no site is
// visited outside its hours (the visit, after any line, ends by closing time; arriving before the
// last entry is not enough) and every booking is attended from its start. When not everything
// fits, the day keeps as many bookings as can be attended together, then as many sites as fit
// around them, then the least walking plus waiting, and says why each other stop is left out.
// Pure and deterministic: the same input gives the same plan on a server and in a browser.

/** Up to this many sites the planner weighs every order (2^12 sets of sites); beyond, a heuristic. */
export const EXACT_LIMIT = 12

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
  const unplanned = each.filter((i) => !kept.has(i)).map((i) => ({ stop: i, why: explain(p, i, best?.chain ?? []) }))
  return resultOf(p, timeline, unplanned, method)
}
