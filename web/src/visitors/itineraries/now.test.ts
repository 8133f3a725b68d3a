import { describe, expect, it } from 'vitest'
import { planDay, type PlannerStop } from '@/visitors/planner'
import { zonedDateTime } from '@/kernel/time'
import { nowOnPlan } from './now'

// Where the plan puts the visitor at a moment of the day, and when to leave for the next stop.

const SAT = '2026-10-17'
const CHICAGO = 'America/Chicago'
const at = (hhmm: string) => zonedDateTime(SAT, hhmm, CHICAGO)
// Three sites a kilometre apart along a meridian (about 16 minutes' walk each), open all day.
const stop = (id: string, km: number): PlannerStop => ({ id, title: id, lat: 41.88 + km / 111.195, lng: -87.63 })
const plan = planDay({ date: SAT, timeZone: CHICAGO, start: '10:00', stops: [stop('a', 0), stop('b', 1), stop('c', 2)] })

describe('nowOnPlan', () => {
  it('before the day: nothing under way, the first stop next, leave at its arrival', () => {
    const now = nowOnPlan(plan, at('09:00'))
    expect(now.current).toBeUndefined()
    expect(now.next?.stop.id).toBe(plan.visits[0]!.stop.id)
    expect(now.leaveAt).toEqual(plan.visits[0]!.arrival)
    expect(now.ahead).toHaveLength(3)
  })

  it('during a visit: that visit now, the next one after its walk', () => {
    const [first, second] = plan.visits
    const now = nowOnPlan(plan, new Date(first!.arrival.getTime() + 10 * 60_000))
    expect(now.current?.stop.id).toBe(first!.stop.id)
    expect(now.next?.stop.id).toBe(second!.stop.id)
    expect(now.leaveAt).toEqual(new Date(second!.arrival.getTime() - second!.walk!.minutes * 60_000))
    expect(now.leaveAt!.getTime()).toBeGreaterThan(first!.arrival.getTime())
    expect(now.ahead.map((s) => s.id)).toEqual(plan.visits.slice(1).map((v) => v.stop.id))
  })

  it('after the day: nothing ahead', () => {
    expect(nowOnPlan(plan, at('20:00'))).toEqual({ ahead: [] })
  })
})
