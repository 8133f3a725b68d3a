import { explain, explainInOrder, type Explanation } from './explain'
import { largestChains } from './fixed-chain'
import { problemOf, type Problem } from './problem'
import { isOnTheDay, resultOf } from './result'
import { costOf, simulate } from './simulate'
import type { DayPlanInput, DayPlanResult, PlannerStop } from './types'

// A day in the visitor's own order: the stops as given, timed by the same rules as planDay (hours,
// bookings, lines, the start and the end of the day). A site that cannot be kept where the order
// puts it is left out with the planner's reason, and the rest carry on.
//
// Bookings keep their times, so they cannot simply follow the list. The day keeps the same
// bookings as planDay (the most that can be attended together), always in time order. A booking
// sits where the list puts it among the sites, unless that is impossible: a site listed before a
// booking that cannot be visited before it (the booking starts first, or the site would make it
// late) is visited after it instead, where its time falls, if it fits there. So a list in the
// planned order gives exactly the planned day, and bookings listed anywhere still happen at their
// times. Pure and deterministic, like planDay.

interface Pass {
  order: number[]
  unplanned: { stop: number; why: Explanation }[]
  cost: number
}

export function planInOrder<S extends PlannerStop>(input: DayPlanInput<S>): DayPlanResult<S> {
  const p = problemOf(input)
  const each = p.stops.map((_, i) => i)
  const fixed = each.filter((i) => p.visits[i]!.kind === 'fixed' && isOnTheDay(p, i) && simulate(p, [i]))
  let best: { pass: Pass; chain: number[] } | undefined
  for (const chain of largestChains(p, fixed)) {
    const pass = inOrder(p, chain)
    if (
      !best ||
      pass.order.length > best.pass.order.length ||
      (pass.order.length === best.pass.order.length && pass.cost < best.pass.cost - 1e-9)
    )
      best = { pass, chain }
  }
  const { order, unplanned } = best!.pass // largestChains always gives at least the empty chain
  const timeline = simulate(p, order)
  if (!timeline) throw new Error('planInOrder: the kept order is not feasible') // each step is checked before it is kept
  const kept = new Set(order)
  const bookingsOut = each
    .filter((i) => p.visits[i]!.kind === 'fixed' && !kept.has(i))
    .map((i) => ({ stop: i, why: explain(p, i, best!.chain) }))
  // Left-out stops in the visitor's order, as planDay lists them.
  const out = [...unplanned, ...bookingsOut].sort((a, b) => a.stop - b.stop)
  return resultOf(p, timeline, out, 'given')
}

/** The list walked once with the bookings of `chain` (in time order). */
function inOrder(p: Problem, chain: readonly number[]): Pass {
  const order: number[] = []
  const pending = [...chain]
  const unplanned: Pass['unplanned'] = []
  const booked = new Set(chain)
  const fits = (candidate: number[]) => simulate(p, candidate) !== null
  p.stops.forEach((_, i) => {
    if (p.visits[i]!.kind === 'fixed') {
      // Reached in the list: it and any booking before it in time come now.
      if (booked.has(i) && pending.includes(i)) order.push(...pending.splice(0, pending.indexOf(i) + 1))
      return
    }
    // The site before the next bookings if they can all still be kept, else after one more of them.
    for (let k = 0; k <= pending.length; k++) {
      if (fits([...order, ...pending.slice(0, k), i, ...pending.slice(k)])) {
        order.push(...pending.splice(0, k), i)
        return
      }
    }
    unplanned.push({ stop: i, why: explainInOrder(p, i, chain, [...order, i]) })
  })
  order.push(...pending)
  const timeline = simulate(p, order)
  return { order, unplanned, cost: timeline ? costOf(timeline) : Infinity }
}
