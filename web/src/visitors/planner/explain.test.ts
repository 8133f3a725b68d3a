import { describe, expect, it } from 'vitest'
import { walkingMinutes } from '@/kernel/geo'
import { zonedDateTime } from '@/kernel/time'
import { planDay, type DayPlanInput, type PlannerStop } from './'
import { BASE, hoursOn, north, said } from './test-stops'

// Why a stop is left out, on days built by hand so the answer is known.

const CHICAGO = 'America/Chicago'
const SAT = '2026-10-17'
const SUN = '2026-10-18'
const at = (time: string, date = SAT) => zonedDateTime(date, time, CHICAGO).toISOString()
const tour = (id: string, start: string, end: string, km = 0, date = SAT): PlannerStop =>
  north(id, km, { fixed: { start: at(start, date), end: at(end, date), kind: 'tour' } })

function leftOut(input: Omit<DayPlanInput, 'date' | 'timeZone' | 'from'>) {
  const plan = planDay({ date: SAT, timeZone: CHICAGO, from: BASE, ...input })
  return {
    kept: plan.visits.map((v) => v.stop.id),
    why: Object.fromEntries(
      plan.unplanned.map((u) => [
        u.stop.id,
        { reason: u.reason, words: said(u, CHICAGO), ...(u.conflictsWith && { with: u.conflictsWith }) },
      ]),
    ),
  }
}

describe('why a site is left out', () => {
  it('is closed that day', () => {
    const { why } = leftOut({ start: '10:00', stops: [north('sunday-only', 0, { hours: [hoursOn(SUN, '10:00', '17:00')] })] })
    expect(why['sunday-only']).toEqual({ reason: 'closed-that-day', words: 'closedOn days=Sat' })
  })

  it('opens for less time than its visit takes', () => {
    const { why } = leftOut({ start: '10:00', stops: [north('short', 0, { hours: [hoursOn(SAT, '10:00', '10:30')] })] })
    expect(why.short).toEqual({ reason: 'opening-shorter-than-visit', words: 'openTooShort open=30 visit=45 line=false' })
  })

  it('closes before the visitor could get there, walking straight from the start', () => {
    // 4.8 km north: 78 minutes on foot, so the visitor is there at 11:18, after closing.
    expect(walkingMinutes(4.8)).toBe(78)
    const { why } = leftOut({ start: '10:00', stops: [north('far', 4.8, { hours: [hoursOn(SAT, '10:00', '11:00')] })] })
    expect(why.far).toEqual({ reason: 'closes-before-reachable', words: 'closesFirst closes=11:00' })
  })

  it('opens only after the end of the day', () => {
    const { why } = leftOut({ start: '10:00', end: '16:00', stops: [north('late', 0, { hours: [hoursOn(SAT, '17:00', '20:00')] })] })
    expect(why.late).toEqual({ reason: 'after-end-of-day', words: 'noTimeBeforeEnd' })
  })

  it('cannot be fitted around a booked tour', () => {
    // 1 km north is a 16-minute walk. Before the 3 PM tour there is no time for a 45-minute visit;
    // after it (3:45 + 16 min) the site has closed at 4 PM. On its own it would fit.
    expect(walkingMinutes(1)).toBe(16)
    const site = north('site', 1, { hours: [hoursOn(SAT, '10:00', '16:00')] })
    const { kept, why } = leftOut({ start: '14:45', stops: [site, tour('tour', '15:00', '15:45')] })
    expect(kept).toEqual(['tour'])
    expect(why.site).toEqual({
      reason: 'conflicts-with-fixed',
      words: 'closesFirst closes=16:00 after=tour@15:00',
      with: 'tour',
    })
    expect(leftOut({ start: '14:45', stops: [site] }).kept).toEqual(['site'])
  })

  it('keeps a booking over sites that would fill its place', () => {
    const open = (id: string) => north(id, 0)
    const { kept, why } = leftOut({ start: '10:00', end: '11:30', stops: [open('a'), open('b'), tour('tour', '10:30', '11:30')] })
    expect(kept).toEqual(['tour'])
    expect(why.a).toEqual({
      reason: 'conflicts-with-fixed',
      words: 'noTimeAround booking=tour@10:30',
      with: 'tour',
    })
  })

  it('has no room beside the other stops before the end of the day', () => {
    const { kept, why } = leftOut({ start: '10:00', end: '11:30', stops: [north('a', 0), north('b', 0), north('c', 0)] })
    expect(kept).toHaveLength(2)
    const out = ['a', 'b', 'c'].find((id) => !kept.includes(id))!
    expect(why[out]).toEqual({ reason: 'no-room', words: 'noTimeBeforeEnd' })
  })

  it('has no room beside the other stops before it closes', () => {
    // Three visits of 45 minutes, all closing at 11:30: only two fit from 10:00.
    const hours = [hoursOn(SAT, '10:00', '11:30')]
    const { kept, why } = leftOut({ start: '10:00', stops: ['a', 'b', 'c'].map((id) => north(id, 0, { hours })) })
    const out = ['a', 'b', 'c'].find((id) => !kept.includes(id))!
    expect(why[out]).toEqual({ reason: 'no-room', words: 'noRoomBeforeClose closes=11:30' })
  })
})

describe('why a booking is left out', () => {
  it('overlaps another booking: the one that leaves less waiting is kept', () => {
    const { kept, why } = leftOut({ start: '10:00', stops: [tour('later', '14:30', '15:30'), tour('first', '14:00', '15:00')] })
    expect(kept).toEqual(['first'])
    expect(why.later).toEqual({ reason: 'conflicts-with-fixed', words: 'overlaps booking=tour@14:00', with: 'first' })
  })

  it('is too far from another booking to walk between them', () => {
    // 16 minutes apart on foot, with ten minutes between the tours.
    const { why } = leftOut({ start: '10:00', stops: [tour('first', '14:00', '15:00'), tour('second', '15:10', '16:00', 1)] })
    expect(why.second).toEqual({
      reason: 'conflicts-with-fixed',
      words: 'tooLittleWalk booking=tour@14:00',
      with: 'first',
    })
  })

  it('is on another day, starts before the day does, or ends after it', () => {
    const { why } = leftOut({
      start: '10:00',
      end: '17:00',
      stops: [
        tour('sunday', '11:00', '12:00', 0, SUN),
        tour('early', '09:00', '10:30'),
        tour('late', '16:30', '17:30'),
        tour('soon', '10:05', '11:00', 1),
      ],
    })
    expect(why.sunday).toEqual({ reason: 'not-that-day', words: 'notThatDay on=Sun not=Sat' })
    expect(why.early).toEqual({ reason: 'starts-before-reachable', words: 'startsBeforeDay at=9:00 dayStart=10:00' })
    expect(why.late).toEqual({ reason: 'after-end-of-day', words: 'endsAfterDay at=17:30' })
    expect(why.soon).toEqual({
      reason: 'starts-before-reachable',
      words: 'startsTooSoon at=10:05',
    })
  })
})

describe('waiting', () => {
  it('waits for the door to open, then in the line', () => {
    const plan = planDay({
      date: SAT,
      timeZone: CHICAGO,
      start: '09:30',
      stops: [north('site', 0, { hours: [hoursOn(SAT, '10:00', '17:00')] })],
      lineWaits: { site: 20 },
    })
    const [visit] = plan.visits
    expect(visit!.arrival.toISOString()).toBe(at('09:30'))
    expect(visit!.visitStart.toISOString()).toBe(at('10:20'))
    expect([visit!.waitMinutes, visit!.lineMinutes, plan.waitMinutes]).toEqual([50, 20, 50])
    expect(visit!.walk).toBeNull()
  })
})
