import { describe, expect, it } from 'vitest'
import { zonedDateTime } from '@/kernel/time'
import { splitAcrossDays, type DaySettings, type PlannerStop } from './'
import { BASE, hoursOn, north, said } from './test-stops'
import { referenceDay } from './test-reference'

// Spreading stops over the festival's days: each on a day it is open, bookings on their day, the
// days even, and every day's plan feasible.

const CHICAGO = 'America/Chicago'
const SAT = '2026-10-17'
const SUN = '2026-10-18'
const MON = '2026-10-19'
const weekend = [hoursOn(SAT, '10:00', '17:00'), hoursOn(SUN, '10:00', '17:00')]
const days: DaySettings[] = [
  { date: SAT, timeZone: CHICAGO, start: '10:00', from: BASE },
  { date: SUN, timeZone: CHICAGO, start: '10:00', from: BASE },
]
const sundayTour = north('tour', 0.2, {
  fixed: { start: zonedDateTime(SUN, '14:00', CHICAGO), end: zonedDateTime(SUN, '15:00', CHICAGO), kind: 'tour' },
})

function idsByDay(result: ReturnType<typeof splitAcrossDays>) {
  return result.days.map((d) => d.visits.map((v) => v.stop.id).sort())
}

describe('splitAcrossDays', () => {
  it('puts each stop on a day it is open, bookings on their day, and reports stops open on none', () => {
    const stops: PlannerStop[] = [
      north('saturday-only', 0.3, { hours: [hoursOn(SAT, '10:00', '17:00')] }),
      north('sunday-only', 0.4, { hours: [hoursOn(SUN, '10:00', '17:00')] }),
      sundayTour,
      ...['a', 'b', 'c', 'd'].map((id, i) => north(id, 0.1 * i, { hours: weekend })),
      north('monday-only', 0.5, { hours: [hoursOn(MON, '10:00', '17:00')] }),
      north('monday-tour', 0.5, { fixed: { start: zonedDateTime(MON, '11:00', CHICAGO), end: zonedDateTime(MON, '12:00', CHICAGO) } }),
    ]
    const result = splitAcrossDays(stops, days)
    const [sat, sun] = idsByDay(result)
    expect(sat).toContain('saturday-only')
    expect(sun).toEqual(expect.arrayContaining(['sunday-only', 'tour']))
    expect([...sat!, ...sun!].sort()).toEqual(['a', 'b', 'c', 'd', 'saturday-only', 'sunday-only', 'tour'])
    expect(result.days.flatMap((d) => d.unplanned)).toEqual([])
    expect(result.openOnNoDay.map((u) => [u.stop.id, u.reason, said(u, CHICAGO)])).toEqual([
      ['monday-only', 'closed-that-day', 'closedOn days=Sat,Sun'],
      ['monday-tour', 'not-that-day', 'notThatDay on=Mon not=Sat,Sun'],
    ])
    // Even days: time inside plus walking differs by no more than one stop's hour.
    const load = result.days.map(
      (d) => d.walkMinutes + d.visits.reduce((sum, v) => sum + (v.departure.getTime() - v.visitStart.getTime()) / 60_000, 0),
    )
    expect(Math.abs(load[0]! - load[1]!)).toBeLessThanOrEqual(60)
    // Each day's plan is feasible by the reference reading of the rules.
    result.days.forEach((plan, n) =>
      expect(
        referenceDay(
          { ...days[n]!, stops },
          plan.visits.map((v) => v.stop.id),
        ),
      ).not.toBeNull(),
    )
  })

  it('moves a site that does not fit its day to another day it is open', () => {
    // Saturday ends at 11:00: one 45-minute visit fits, and the balance would have put two there.
    const short: DaySettings[] = [{ ...days[0]!, end: '11:00' }, days[1]!]
    const stops = ['a', 'b', 'c'].map((id) => north(id, 0, { hours: weekend }))
    const result = splitAcrossDays(stops, short)
    const [sat, sun] = idsByDay(result)
    expect(sat).toHaveLength(1)
    expect(sun).toHaveLength(2)
    expect(result.days.flatMap((d) => d.unplanned)).toEqual([])
  })
})
