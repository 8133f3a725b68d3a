import { describe, expect, it } from 'vitest'
import { EXACT_LIMIT, planDay, type DayPlanInput, type DayPlanResult } from './'
import { randomDay, seeded } from './random-days'
import { bruteBest, referenceDay } from './test-reference'

// The planner against a plain reading of the rules: every plan it returns is walked again by the
// reference (test-reference.ts), and on small days its choice is as good as the best of every
// order of every set of stops.

const CHICAGO = 'America/Chicago'
const MINUTE = 60_000

/** The returned plan, walked again from the input: feasible, with the same times and totals. */
function expectFeasible(input: DayPlanInput, plan: DayPlanResult) {
  const ids = plan.visits.map((v) => v.stop.id)
  const day = referenceDay(input, ids)
  expect(day, `order ${ids.join(' ')} breaks a rule`).not.toBeNull()
  plan.visits.forEach((v, n) => {
    const step = day!.steps[n]!
    expect(v.arrival.getTime()).toBe(step.arrival)
    expect(v.visitStart.getTime()).toBe(step.visitStart)
    expect(v.departure.getTime()).toBe(step.departure)
    expect(v.visitStart.getTime() - v.arrival.getTime()).toBeCloseTo(v.waitMinutes * MINUTE, 6)
  })
  expect(plan.walkMinutes).toBe(day!.walkMinutes)
  expect(plan.waitMinutes).toBeCloseTo(day!.waitMinutes, 6)
  // Every stop is either in the day or explained, once.
  const out = plan.unplanned.map((u) => u.stop.id)
  expect([...ids, ...out].sort()).toEqual(input.stops.map((s) => s.id).sort())
  for (const u of plan.unplanned) expect(u.because.key.length).toBeGreaterThan(0)
  return day!
}

describe('planDay against every order', () => {
  it('matches the best of all orders on 500 random days of up to 8 stops, and every plan is feasible', () => {
    const sizes = seeded(2026)
    let withLeftOut = 0
    let withBookings = 0
    for (let seed = 1; seed <= 500; seed++) {
      const input = randomDay(seed, 1 + Math.floor(sizes() * 8), CHICAGO)
      const plan = planDay(input)
      const day = expectFeasible(input, plan)
      const best = bruteBest(input)
      const got = { fixedCount: day.fixedCount, count: plan.visits.length, cost: plan.walkMinutes + plan.waitMinutes }
      expect(got.fixedCount, `seed ${seed}`).toBe(best.fixedCount)
      expect(got.count, `seed ${seed}`).toBe(best.count)
      expect(got.cost, `seed ${seed}`).toBeCloseTo(best.cost, 6)
      expect(plan.method).toBe('exact')
      if (plan.unplanned.length) withLeftOut++
      if (input.stops.some((s) => s.fixed)) withBookings++
    }
    // The random days exercise what they are meant to: some days do not fit, some have bookings.
    expect(withLeftOut).toBeGreaterThan(50)
    expect(withBookings).toBeGreaterThan(50)
  })

  it('weighs every order up to the limit and repairs an insertion beyond it, feasible either way', () => {
    for (let seed = 1; seed <= 20; seed++) {
      const exact = randomDay(seed, EXACT_LIMIT, CHICAGO)
      expect(planDay(exact).method).toBe('exact')
      expectFeasible(exact, planDay(exact))
      const many = randomDay(1000 + seed, 24, CHICAGO)
      const plan = planDay(many)
      expect(plan.method).toBe('heuristic')
      expectFeasible(many, plan)
    }
  })

  it('keeps every stop when all are open all day, and orders them along the way', () => {
    // Twenty sites on a line, given shuffled: the shortest walk visits them end to end.
    const rand = seeded(7)
    const stops = Array.from({ length: 20 }, (_, i) => ({
      id: `s${i}`,
      title: `s${i}`,
      lat: 41.88 + i * 0.005,
      lng: -87.63,
      visitMinutes: 20,
    }))
    const shuffled = [...stops].sort(() => rand() - 0.5)
    const input: DayPlanInput = {
      date: '2026-10-17',
      timeZone: CHICAGO,
      start: '09:00',
      from: { lat: 41.875, lng: -87.63 },
      stops: shuffled,
    }
    const plan = planDay(input)
    expect(plan.method).toBe('heuristic')
    expect(plan.visits.map((v) => v.stop.id)).toEqual(stops.map((s) => s.id))
    expect(plan.unplanned).toEqual([])
    expectFeasible(input, plan)
  })
})
