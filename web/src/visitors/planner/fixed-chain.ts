import type { Problem } from './problem'
import { walkBetween } from './simulate'

// Which booked stops the day keeps. A booking is the visitor's promise to be somewhere, so the
// planner keeps as many of them as can be attended together before it fits any site around them;
// when several sets of bookings tie, each is tried (up to MAX_CHAINS) and the sites decide.

/** Ties beyond this many equally long sets of bookings are not weighed: a visitor with that many clashing bookings needs the words more than the optimum. */
export const MAX_CHAINS = 16

/** Booked stop `b` can follow booked stop `a`: `a` ends and the walk is done by `b`'s start. */
export function canFollow(p: Problem, a: number, b: number): boolean {
  const va = p.visits[a]!
  const vb = p.visits[b]!
  if (va.kind !== 'fixed' || vb.kind !== 'fixed') return false
  return va.end + walkBetween(p, a, b) <= vb.start
}

/**
 * Every largest set of the given booked stops that can be attended one after another, each in
 * time order. `fixed` holds only stops that can each be kept on their own.
 */
export function largestChains(p: Problem, fixed: readonly number[]): number[][] {
  const byStart = [...fixed].sort((a, b) => startOf(p, a) - startOf(p, b) || a - b)
  const n = byStart.length
  // longest[i]: the most bookings in a chain that begins with byStart[i].
  const longest = new Array<number>(n).fill(1)
  for (let i = n - 1; i >= 0; i--)
    for (let j = i + 1; j < n; j++) if (canFollow(p, byStart[i]!, byStart[j]!)) longest[i] = Math.max(longest[i]!, longest[j]! + 1)
  const best = Math.max(0, ...longest)
  if (best === 0) return [[]]
  const chains: number[][] = []
  const extend = (chain: number[], from: number, need: number) => {
    if (chains.length >= MAX_CHAINS) return
    if (need === 0) {
      chains.push(chain)
      return
    }
    for (let j = from; j < n; j++) {
      const last = chain[chain.length - 1]
      if (longest[j] === need && (last === undefined || canFollow(p, last, byStart[j]!))) extend([...chain, byStart[j]!], j + 1, need - 1)
    }
  }
  extend([], 0, best)
  return chains
}

function startOf(p: Problem, i: number): number {
  const v = p.visits[i]!
  return v.kind === 'fixed' ? v.start : 0
}
