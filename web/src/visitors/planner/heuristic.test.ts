import { describe, expect, it } from 'vitest'
import { exactPlan } from './exact'
import { heuristicPlan } from './heuristic'
import { problemOf } from './problem'
import { randomDay } from './random-days'
import { simulate } from './simulate'

// The heuristic beyond twelve sites, held against the exact answer where both can run.

describe('heuristicPlan against exactPlan', () => {
  it('never beats the exact answer, keeps as many sites on nearly every day, and never breaks a rule', () => {
    let sameCount = 0
    for (let seed = 1; seed <= 100; seed++) {
      const p = problemOf(randomDay(seed, 10, 'America/Chicago'))
      const sites = p.stops.map((_, i) => i).filter((i) => p.visits[i]!.kind === 'flexible' && simulate(p, [i]))
      const exact = exactPlan(p, sites, [])
      const heuristic = heuristicPlan(p, sites, [])
      expect(simulate(p, heuristic.order)).not.toBeNull()
      expect(heuristic.order.length).toBeLessThanOrEqual(exact.order.length)
      if (heuristic.order.length === exact.order.length) {
        sameCount++
        expect(heuristic.cost).toBeGreaterThanOrEqual(exact.cost - 1e-9)
      }
    }
    // Measured: 299 of 300 over seeds 1–300; the bar leaves room for a changed heuristic to be a little worse, not much.
    expect(sameCount).toBeGreaterThanOrEqual(97)
  })
})
