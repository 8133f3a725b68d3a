import { describe, expect, it } from 'vitest'
import { walkingMinutes } from '@/kernel/geo'
import { zonedDateTime } from '@/kernel/time'
import { planDay, planInOrder, type DayPlanInput, type PlannerStop } from './'
import { randomDay, seeded } from './random-days'
import { referenceDay } from './test-reference'
import { BASE, hoursOn, north, said } from './test-stops'

// A day in the visitor's own order: the order kept, each stop timed by the planner's rules (the
// reference walks every returned day again), what cannot be reached left out with the reason, and
// never a better day than planDay's.

const CHICAGO = 'America/Chicago'
const SAT = '2026-10-17'
const at = (time: string) => zonedDateTime(SAT, time, CHICAGO)
const tour = (id: string, start: string, end: string, km = 0): PlannerStop =>
  north(id, km, { fixed: { start: at(start).toISOString(), end: at(end).toISOString(), kind: 'tour' } })
const day = (stops: PlannerStop[], start = '10:00'): DayPlanInput => ({ date: SAT, timeZone: CHICAGO, start, from: BASE, stops })
const ids = (plan: { visits: { stop: { id: string } }[] }) => plan.visits.map((v) => v.stop.id)

describe('planInOrder', () => {
  it('keeps the given order, even when another order walks less', () => {
    const input = day([north('two', 2), north('zero', 0), north('one', 1)])
    const given = planInOrder(input)
    expect(ids(given)).toEqual(['two', 'zero', 'one'])
    expect(given.method).toBe('given')
    expect(given.unplanned).toEqual([])
    expect(ids(planDay(input))).toEqual(['zero', 'one', 'two'])
    expect(given.walkMinutes).toBe(walkingMinutes(2) * 2 + walkingMinutes(1))
    expect(given.walkMinutes).toBeGreaterThan(planDay(input).walkMinutes)
  })

  it('leaves out a site that closes before it can be reached in that order, and carries on', () => {
    // 2 km north first (33 min there, 45 inside, 33 back): at the near site at 11:51, after it closes at 11:00.
    expect(walkingMinutes(2)).toBe(33)
    const near = north('near', 0, { hours: [hoursOn(SAT, '10:00', '11:00')] })
    const input = day([north('far', 2), near, north('after', 0.5)])
    const given = planInOrder(input)
    expect(ids(given)).toEqual(['far', 'after'])
    expect(given.unplanned.map((u) => ({ id: u.stop.id, reason: u.reason, words: said(u, CHICAGO) }))).toEqual([
      { id: 'near', reason: 'closes-before-reachable', words: 'closesFirst closes=11:00 after=far' },
    ])
    // Planned, it fits: the near site first.
    expect(ids(planDay(input))).toEqual(['near', 'after', 'far'])
  })

  it('gives the planner reason for a stop that fits in no order', () => {
    const closed = north('closed', 0, { hours: [hoursOn('2026-10-18', '10:00', '17:00')] })
    const given = planInOrder(day([north('a', 0.2), closed]))
    expect(given.unplanned.map((u) => [u.reason, said(u, CHICAGO)])).toEqual([['closed-that-day', 'closedOn days=Sat']])
  })

  it('keeps a booking at its time, and the sites around it in the list order', () => {
    const morning = () => [
      north('b', 0.5, { hours: [hoursOn(SAT, '10:00', '12:00')] }),
      north('a', 0.2, { hours: [hoursOn(SAT, '10:00', '12:00')] }),
    ]
    // The 2 PM tour listed last: the morning sites before it, in their order, the tour at its time.
    const last = planInOrder(day([...morning(), tour('tour', '14:00', '15:00')]))
    expect(ids(last)).toEqual(['b', 'a', 'tour'])
    const booked = last.visits.find((v) => v.stop.id === 'tour')!
    expect(booked.visitStart.getTime()).toBe(at('14:00').getTime())
    expect(booked.departure.getTime()).toBe(at('15:00').getTime())
    // Listed first: it still starts at 2 PM, so the sites listed after it have closed by then.
    const first = planInOrder(day([tour('tour', '14:00', '15:00'), ...morning()]))
    expect(ids(first)).toEqual(['tour'])
    expect(first.visits[0]!.visitStart.getTime()).toBe(at('14:00').getTime())
    expect(first.unplanned.map((u) => [u.stop.id, u.reason, said(u, CHICAGO)])).toEqual([
      ['b', 'closes-before-reachable', 'closesFirst closes=12:00 after=tour@14:00'],
      ['a', 'closes-before-reachable', 'closesFirst closes=12:00 after=tour@14:00'],
    ])
  })

  it('visits a site listed before a booking after it, when the booking starts first', () => {
    // The site opens at noon, the 10:30 tour is listed after it: the tour comes first, at its time.
    const site = north('noon', 0.3, { hours: [hoursOn(SAT, '12:00', '17:00')] })
    const given = planInOrder(day([site, tour('tour', '10:30', '11:30'), north('last', 0.1)]))
    expect(ids(given)).toEqual(['tour', 'noon', 'last'])
    expect(given.visits[0]!.visitStart.getTime()).toBe(at('10:30').getTime())
  })

  it('on 200 random days: feasible, in the given order, bookings at their times, never better than planDay, and the planned order gives the planned day', () => {
    const sizes = seeded(17)
    let worse = 0
    for (let seed = 1; seed <= 200; seed++) {
      const input = randomDay(3000 + seed, 1 + Math.floor(sizes() * 8), CHICAGO)
      const given = planInOrder(input)
      const kept = ids(given)
      const walked = referenceDay(input, kept)
      expect(walked, `seed ${seed}: ${kept.join(' ')} breaks a rule`).not.toBeNull()
      expect(given.walkMinutes).toBe(walked!.walkMinutes)
      expect(given.waitMinutes).toBeCloseTo(walked!.waitMinutes, 6)
      given.visits.forEach((v, n) => expect(v.visitStart.getTime()).toBe(walked!.steps[n]!.visitStart))
      // Sites keep the list's order; every stop is kept or explained, once.
      const listed = input.stops.map((s) => s.id)
      const sites = given.visits.filter((v) => !v.stop.fixed).map((v) => listed.indexOf(v.stop.id))
      expect(sites).toEqual([...sites].sort((a, b) => a - b))
      expect([...kept, ...given.unplanned.map((u) => u.stop.id)].sort()).toEqual([...listed].sort())
      for (const u of given.unplanned) expect(u.because.key.length).toBeGreaterThan(0)
      // Bookings: each kept one starts at its own time.
      for (const v of given.visits) if (v.stop.fixed) expect(v.visitStart.getTime()).toBe(new Date(v.stop.fixed.start).getTime())

      const planned = planDay(input)
      expect(given.visits.filter((v) => v.stop.fixed).length).toBe(planned.visits.filter((v) => v.stop.fixed).length)
      expect(given.visits.length, `seed ${seed}`).toBeLessThanOrEqual(planned.visits.length)
      if (given.visits.length === planned.visits.length)
        expect(given.walkMinutes + given.waitMinutes, `seed ${seed}`).toBeGreaterThanOrEqual(
          planned.walkMinutes + planned.waitMinutes - 1e-6,
        )
      if (
        given.visits.length < planned.visits.length ||
        given.walkMinutes + given.waitMinutes > planned.walkMinutes + planned.waitMinutes + 1e-6
      )
        worse++

      // The list in the planned order (kept stops, then the left-out ones) gives the planned day.
      const byId = new Map(input.stops.map((s) => [s.id, s]))
      const inPlannedOrder = [...ids(planned), ...planned.unplanned.map((u) => u.stop.id)].map((id) => byId.get(id)!)
      const again = planInOrder({ ...input, stops: inPlannedOrder })
      expect(ids(again), `seed ${seed}`).toEqual(ids(planned))
      expect(again.walkMinutes + again.waitMinutes).toBeCloseTo(planned.walkMinutes + planned.waitMinutes, 6)
    }
    // The random lists are mostly not the best order, so the comparison is not empty.
    expect(worse).toBeGreaterThan(50)
  })
})
