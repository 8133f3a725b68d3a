import { expect, it } from 'vitest'
import { walkingMinutes } from '@/kernel/geo'
import { formatZonedTime } from '@/kernel/time'
import { describeInHostZones } from '../../../test/host-zones'
import { planDay } from './'
import { BASE, hoursOn, north, plain } from './test-stops'

// The day is counted in the festival's zone, from the input: the same on any host, and right on
// the night the clocks go back.

describeInHostZones((setHostZone) => {
  it('counts real minutes across the fall-back night and shows the wall clock (Chicago, 2026-11-01)', () => {
    setHostZone()
    const zone = 'America/Chicago'
    // 3.7 km is an hour on foot. At 01:15 daylight time the visitor walks an hour and arrives at
    // 01:15 standard time (the hour is repeated), so the site opening at 02:00 keeps them 45
    // minutes; adding wall-clock times naively would say they arrive at 02:15 and never wait.
    expect(walkingMinutes(3.7)).toBe(60)
    const plan = planDay({
      date: '2026-11-01',
      timeZone: zone,
      start: '00:30',
      from: BASE,
      stops: [north('night-site', 3.7, { hours: [hoursOn('2026-11-01', '02:00', '04:00')] }), north('square', 0)],
    })
    expect(plan.visits.map((v) => v.stop.id)).toEqual(['square', 'night-site'])
    const [square, site] = plan.visits
    expect(square!.arrival.toISOString()).toBe('2026-11-01T05:30:00.000Z') // 00:30 CDT (UTC−5)
    expect(square!.departure.toISOString()).toBe('2026-11-01T06:15:00.000Z') // 01:15 CDT
    expect(site!.arrival.toISOString()).toBe('2026-11-01T07:15:00.000Z') // 01:15 CST (UTC−6)
    expect(site!.visitStart.toISOString()).toBe('2026-11-01T08:00:00.000Z') // 02:00 CST
    expect(site!.waitMinutes).toBe(45)
    const wall = (d: Date) => plain(formatZonedTime(d, zone))
    expect([square!.departure, site!.arrival, site!.visitStart, site!.departure].map(wall)).toEqual([
      '1:15 AM',
      '1:15 AM',
      '2:00 AM',
      '2:45 AM',
    ])
  })

  it('takes the zone from the input: the same day in London is other instants', () => {
    setHostZone()
    const stops = [north('site', 0, { hours: [hoursOn('2026-10-17', '10:00', '11:00')] })]
    const london = planDay({ date: '2026-10-17', timeZone: 'Europe/London', start: '09:30', stops })
    const chicago = planDay({ date: '2026-10-17', timeZone: 'America/Chicago', start: '09:30', stops })
    // 10:00 in London in October is British Summer Time (UTC+1); in Chicago, CDT (UTC−5).
    expect(london.visits[0]!.visitStart.toISOString()).toBe('2026-10-17T09:00:00.000Z')
    expect(chicago.visits[0]!.visitStart.toISOString()).toBe('2026-10-17T15:00:00.000Z')
    expect(london.start.toISOString()).toBe('2026-10-17T08:30:00.000Z')
    expect(london.waitMinutes).toBe(30)
  })
})
