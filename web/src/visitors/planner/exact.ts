import type { Problem } from './problem'
import { durationOf, FROM, visitStartAt, walkBetween } from './simulate'

// The best day for a few sites, weighed exactly: dynamic programming over the sets of sites
// visited. A state is (sites visited, bookings attended so far, where the visitor is) and holds
// the earliest moment they can leave it. Earliest is always best: arriving sooner never makes a
// later stop start later, and for one set of stops, walking plus waiting is the time since the
// start less the time spent inside, so the earliest leaving is the least walking and waiting.

export interface Choice {
  /** Stop indices in the order visited. */
  order: number[]
  /** Walking plus waiting, in minutes. */
  cost: number
}

/**
 * The most sites of `flexible` that fit around every booking of `chain` (in time order), and
 * among those the least walking plus waiting. 2^n × (n + 1) × (bookings + 1) states.
 */
export function exactPlan(p: Problem, flexible: readonly number[], chain: readonly number[]): Choice {
  const n = flexible.length
  const k = chain.length
  const L = n + 1 // where: a site 0..n-1, or n for the last booking attended (the start before any)
  const G = k + 1
  const size = (1 << n) * G * L
  const time = new Float64Array(size).fill(Infinity)
  const parent = new Int32Array(size).fill(-1)
  const index = (mask: number, g: number, last: number) => (mask * G + g) * L + last
  const stopAt = (g: number, last: number) => (last < n ? flexible[last]! : g > 0 ? chain[g - 1]! : FROM)
  time[index(0, 0, n)] = 0

  // Masks only grow and bookings only advance, so this order meets every state after all that lead to it.
  for (let mask = 0; mask < 1 << n; mask++) {
    for (let g = 0; g < G; g++) {
      for (let last = 0; last < L; last++) {
        const from = index(mask, g, last)
        const t = time[from]!
        if (t === Infinity) continue
        const here = stopAt(g, last)
        const next = g < k ? chain[g]! : undefined
        for (let j = 0; j < n; j++) {
          if (mask & (1 << j)) continue
          const stop = flexible[j]!
          const start = visitStartAt(p, stop, t + walkBetween(p, here, stop))
          if (Number.isNaN(start)) continue
          const leave = start + durationOf(p, stop)
          // A site that makes the next booking unreachable leads nowhere.
          if (next !== undefined && Number.isNaN(visitStartAt(p, next, leave + walkBetween(p, stop, next)))) continue
          const to = index(mask | (1 << j), g, j)
          if (leave < time[to]!) {
            time[to] = leave
            parent[to] = from
          }
        }
        const booking = next === undefined ? NaN : visitStartAt(p, next, t + walkBetween(p, here, next))
        if (next !== undefined && !Number.isNaN(booking)) {
          const to = index(mask, g + 1, n)
          const leave = booking + durationOf(p, next)
          if (leave < time[to]!) {
            time[to] = leave
            parent[to] = from
          }
        }
      }
    }
  }

  let best = -1
  let bestCount = -1
  let bestCost = Infinity
  const booked = chain.reduce((sum, c) => sum + durationOf(p, c), 0)
  for (let mask = 0; mask < 1 << n; mask++) {
    let count = 0
    let inside = booked
    for (let j = 0; j < n; j++)
      if (mask & (1 << j)) {
        count++
        inside += durationOf(p, flexible[j]!)
      }
    if (count < bestCount) continue
    for (let last = 0; last < L; last++) {
      const at = index(mask, k, last)
      const cost = time[at]! - inside
      if (time[at] === Infinity) continue
      if (count > bestCount || cost < bestCost - 1e-9) {
        best = at
        bestCount = count
        bestCost = cost
      }
    }
  }

  const order: number[] = []
  for (let at = best; at >= 0 && at !== index(0, 0, n); at = parent[at]!) {
    const last = at % L
    const g = Math.floor(at / L) % G
    order.push(stopAt(g, last))
  }
  return { order: order.reverse(), cost: bestCost }
}
