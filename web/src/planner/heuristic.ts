import type { Choice } from './exact'
import type { Problem } from './problem'
import { costOf, simulate } from './simulate'

// A good day for many sites, where weighing every order would take too long: start from the
// bookings, insert the site that costs least wherever it fits in time (until none fits), then
// repair the order — move runs of one to three stops (or-opt) and reverse stretches (2-opt)
// while that cuts walking plus waiting — and after each repair try the left-out sites again,
// since a shorter day may have room for them. Every candidate order is checked by `simulate`,
// so hours and bookings are never broken; a booking moved out of its time is simply infeasible.

/** Repair rounds before settling: each round that improves is followed by another. */
const MAX_ROUNDS = 50

const costIf = (p: Problem, order: number[]) => {
  const t = simulate(p, order)
  return t ? costOf(t) : Infinity
}

/** Insert the cheapest fitting site, again and again; returns whether any went in. */
function insertCheapest(p: Problem, order: number[], left: Set<number>): boolean {
  let inserted = false
  for (;;) {
    let best: { stop: number; at: number; cost: number } | undefined
    for (const stop of left)
      for (let at = 0; at <= order.length; at++) {
        const cost = costIf(p, [...order.slice(0, at), stop, ...order.slice(at)])
        if (cost < (best?.cost ?? Infinity) - 1e-9) best = { stop, at, cost }
      }
    if (!best) return inserted
    order.splice(best.at, 0, best.stop)
    left.delete(best.stop)
    inserted = true
  }
}

/** One pass of or-opt and 2-opt; returns the better order, or null when none was found. */
function repair(p: Problem, order: number[]): number[] | null {
  const now = costIf(p, order)
  const n = order.length
  for (let len = 1; len <= 3; len++)
    for (let i = 0; i + len <= n; i++) {
      const run = order.slice(i, i + len)
      const rest = [...order.slice(0, i), ...order.slice(i + len)]
      for (let at = 0; at <= rest.length; at++) {
        if (at === i) continue
        for (const piece of len > 1 ? [run, [...run].reverse()] : [run]) {
          const candidate = [...rest.slice(0, at), ...piece, ...rest.slice(at)]
          if (costIf(p, candidate) < now - 1e-9) return candidate
        }
      }
    }
  for (let i = 0; i < n - 1; i++)
    for (let k = i + 1; k < n; k++) {
      const candidate = [...order.slice(0, i), ...order.slice(i, k + 1).reverse(), ...order.slice(k + 1)]
      if (costIf(p, candidate) < now - 1e-9) return candidate
    }
  return null
}

export function heuristicPlan(p: Problem, flexible: readonly number[], chain: readonly number[]): Choice {
  let order = [...chain]
  const left = new Set(flexible)
  insertCheapest(p, order, left)
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const better = repair(p, order)
    if (!better) break
    order = better
    insertCheapest(p, order, left)
  }
  return { order, cost: costIf(p, order) }
}
