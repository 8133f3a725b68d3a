import type { Choice } from './exact'
import type { Problem } from './problem'
import { costOf, simulate } from './simulate'

// A good day for many sites, where weighing every order would take too long. From the bookings,
// sites are inserted wherever they fit in time, in three ways (the least walking plus waiting
// added; the least time used; the earliest closing first), and each start is repaired: runs of
// one to three stops moved (or-opt), stretches reversed (2-opt), a site swapped for a left-out
// one, and after each repair the left-out sites are tried again, since a shorter day may have
// room for them. The best start wins: most stops, then least walking plus waiting. Every
// candidate order is checked by `simulate`, so hours and bookings are never broken.

/** Repair rounds per start: each round that improves is followed by another. */
const MAX_ROUNDS = 30
const EPSILON = 1e-9

interface Day {
  order: number[]
  left: Set<number>
}

type Measure = (p: Problem, order: number[]) => number

const costIf: Measure = (p, order) => {
  const t = simulate(p, order)
  return t ? costOf(t) : Infinity
}
const leavesAt: Measure = (p, order) => simulate(p, order)?.steps.at(-1)?.departure ?? Infinity

const better = (a: { count: number; cost: number }, b: { count: number; cost: number }) =>
  a.count > b.count || (a.count === b.count && a.cost < b.cost - EPSILON)
const score = (p: Problem, order: number[]) => ({ count: order.length, cost: costIf(p, order) })

/** The best place for `stop` in `order` by `measure`, or undefined when it fits nowhere. */
function bestPlace(p: Problem, order: number[], stop: number, measure: Measure) {
  let best: { at: number; value: number } | undefined
  for (let at = 0; at <= order.length; at++) {
    const value = measure(p, [...order.slice(0, at), stop, ...order.slice(at)])
    if (value < (best?.value ?? Infinity) - EPSILON) best = { at, value }
  }
  return best
}

/** Insert, again and again, the site whose best place measures least; returns whether any went in. */
function insertCheapest(p: Problem, day: Day, measure: Measure = costIf): boolean {
  let inserted = false
  for (;;) {
    let best: { stop: number; at: number; value: number } | undefined
    for (const stop of day.left) {
      const place = bestPlace(p, day.order, stop, measure)
      if (place && place.value < (best?.value ?? Infinity) - EPSILON) best = { stop, ...place }
    }
    if (!best) return inserted
    day.order.splice(best.at, 0, best.stop)
    day.left.delete(best.stop)
    inserted = true
  }
}

/** Sites by closing time, each put where it fits best. */
function insertByClosing(p: Problem, day: Day): void {
  const closing = (i: number) => {
    const v = p.visits[i]!
    return v.kind === 'flexible' ? (v.openings.at(-1)?.close ?? Infinity) : Infinity
  }
  for (const stop of [...day.left].sort((a, b) => closing(a) - closing(b) || a - b)) {
    const place = bestPlace(p, day.order, stop, costIf)
    if (!place) continue
    day.order.splice(place.at, 0, stop)
    day.left.delete(stop)
  }
}

/** One improving move (or-opt, 2-opt, or a swap with a left-out site), or false when none is found. */
function repair(p: Problem, day: Day): boolean {
  const now = score(p, day.order)
  const n = day.order.length
  const take = (order: number[]) => {
    day.order = order
    return true
  }
  for (let len = 1; len <= 3; len++)
    for (let i = 0; i + len <= n; i++) {
      const run = day.order.slice(i, i + len)
      const rest = [...day.order.slice(0, i), ...day.order.slice(i + len)]
      for (let at = 0; at <= rest.length; at++) {
        if (at === i) continue
        for (const piece of len > 1 ? [run, [...run].reverse()] : [run]) {
          const candidate = [...rest.slice(0, at), ...piece, ...rest.slice(at)]
          if (costIf(p, candidate) < now.cost - EPSILON) return take(candidate)
        }
      }
    }
  for (let i = 0; i < n - 1; i++)
    for (let k = i + 1; k < n; k++) {
      const candidate = [...day.order.slice(0, i), ...day.order.slice(i, k + 1).reverse(), ...day.order.slice(k + 1)]
      if (costIf(p, candidate) < now.cost - EPSILON) return take(candidate)
    }
  // A swap: one site out, a left-out one in where it fits best, then whatever else now fits.
  for (let i = 0; i < n; i++) {
    const out = day.order[i]!
    if (p.visits[out]!.kind !== 'flexible') continue
    const rest = [...day.order.slice(0, i), ...day.order.slice(i + 1)]
    for (const stop of day.left) {
      const place = bestPlace(p, rest, stop, costIf)
      if (!place) continue
      const trial: Day = { order: [...rest.slice(0, place.at), stop, ...rest.slice(place.at)], left: new Set([...day.left, out]) }
      trial.left.delete(stop)
      insertCheapest(p, trial)
      if (better(score(p, trial.order), now)) {
        day.left = trial.left
        return take(trial.order)
      }
    }
  }
  return false
}

export function heuristicPlan(p: Problem, flexible: readonly number[], chain: readonly number[]): Choice {
  const starts = [(d: Day) => insertCheapest(p, d, costIf), (d: Day) => insertCheapest(p, d, leavesAt), (d: Day) => insertByClosing(p, d)]
  let best: Choice | undefined
  for (const start of starts) {
    const day: Day = { order: [...chain], left: new Set(flexible) }
    start(day)
    for (let round = 0; round < MAX_ROUNDS && repair(p, day); round++) insertCheapest(p, day)
    const choice = { order: day.order, cost: costIf(p, day.order) }
    if (!best || better({ count: choice.order.length, cost: choice.cost }, { count: best.order.length, cost: best.cost })) best = choice
  }
  return best!
}
