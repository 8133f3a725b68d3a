import { describe, expect, it } from 'vitest'
import { walkingMinutes } from '@/geo'
import { DEFAULT_VISIT_MINUTES, planDay, type PlanStop } from './day-plan'
import type { FestivalHours } from '@/time/opening-hours'

const CHICAGO = 'America/Chicago'
// One degree of latitude along a meridian, on the mean Earth radius (6371.0088 km): 2πR/360.
const KM_PER_DEG_LAT = (2 * Math.PI * 6371.0088) / 360

/** A stop `km` north of a base point (distances along a meridian are exact on a sphere). */
const north = (id: string, km: number, hours?: FestivalHours[]): PlanStop => ({
  id,
  title: id,
  lat: 41.88 + km / KM_PER_DEG_LAT,
  lng: -87.63,
  hours,
})

const weekend = (opens: string, closes: string): FestivalHours[] => [
  { day: 'saturday', date: '2026-10-17', opens, closes },
  { day: 'sunday', date: '2026-10-18', opens, closes },
]

describe('schedule and closing warnings in the festival time zone', () => {
  it('starts at the first opening that day, in Chicago time, and adds walking and visits', () => {
    const stops = [north('a', 0, weekend('10:00', '17:00')), north('b', 2, weekend('09:00', '17:00'))]
    const plan = planDay(stops, { date: '2026-10-17', timeZone: CHICAGO, keepOrder: true })
    // 09:00 CDT (UTC−5) is 14:00 UTC, whatever the host's zone.
    expect(plan.start.toISOString()).toBe('2026-10-17T14:00:00.000Z')
    // a opens at 10:00: the visitor waits an hour, visits, then walks 2 km.
    expect(plan.stops[0]!.waitsUntil?.toISOString()).toBe('2026-10-17T15:00:00.000Z')
    const walk = walkingMinutes(2)
    expect(plan.stops[1]!.walk?.minutes).toBe(walk)
    expect(plan.stops[1]!.arrival.getTime()).toBe(Date.parse('2026-10-17T15:00:00Z') + (DEFAULT_VISIT_MINUTES + walk) * 60_000)
    expect(plan.walkMinutes).toBe(walk)
  })

  it('warns about a site closed that day, one closing before arrival and one closing soon after', () => {
    const sundayOnly: FestivalHours[] = [{ day: 'sunday', date: '2026-10-18', opens: '10:00', closes: '17:00' }]
    const stops = [
      north('first', 0, weekend('10:00', '17:00')),
      north('closed-saturday', 0.5, sundayOnly),
      north('early-close', 1, weekend('10:00', '10:30')), // reached after the first visit: closed
      north('closes-soon', 1.5, weekend('10:00', '13:00')),
      north('fine', 2, weekend('10:00', '18:00')),
    ]
    const plan = planDay(stops, { date: '2026-10-17', timeZone: CHICAGO, start: '10:00', keepOrder: true })
    const warnings = Object.fromEntries(plan.stops.map((p) => [p.stop.id, p.warnings]))
    expect(warnings.first).toEqual([])
    expect(warnings['closed-saturday']).toEqual(['closed-that-day'])
    expect(warnings['early-close']).toEqual(['closed-before-arrival'])
    // It arrives at closes-soon after three visits and three walks; it closes at 13:00 CDT = 18:00 UTC.
    const arrival = plan.stops[3]!.arrival.getTime()
    const closes = Date.parse('2026-10-17T18:00:00Z')
    expect(closes - arrival).toBeGreaterThan(0)
    expect(closes - arrival).toBeLessThan(DEFAULT_VISIT_MINUTES * 60_000)
    expect(warnings['closes-soon']).toEqual(['closes-soon-after-arrival'])
    expect(warnings.fine).toEqual([])
    // On Sunday the same site is open, so the warning is about Saturday only.
    const sunday = planDay(stops, { date: '2026-10-18', timeZone: CHICAGO, start: '10:00', keepOrder: true })
    expect(sunday.stops[1]!.warnings).toEqual([])
  })

  it('reads the same hours in another time zone as other instants', () => {
    const stop = [north('a', 0, weekend('10:00', '11:00'))]
    const chicago = planDay(stop, { date: '2026-10-17', timeZone: CHICAGO })
    const london = planDay(stop, { date: '2026-10-17', timeZone: 'Europe/London' })
    // 10:00 in Chicago (UTC−5) and 10:00 in London (UTC+1 in October) are six hours apart.
    expect(chicago.start.getTime() - london.start.getTime()).toBe(6 * 3_600_000)
    // A 45-minute visit fits a one-hour opening: no warning in either zone.
    expect(chicago.stops[0]!.warnings).toEqual([])
  })

  it('counts elapsed minutes across the fall-back night (01:00 happens twice in Chicago on 2026-11-01)', () => {
    const stops = [north('a', 0), north('b', 3)]
    const plan = planDay(stops, { date: '2026-11-01', timeZone: CHICAGO, start: '00:30', keepOrder: true })
    expect(plan.start.toISOString()).toBe('2026-11-01T05:30:00.000Z') // still daylight time
    const expected = plan.start.getTime() + (DEFAULT_VISIT_MINUTES + walkingMinutes(3)) * 60_000
    expect(plan.stops[1]!.arrival.getTime()).toBe(expected)
  })

  it('reports how much the ordering saved', () => {
    const given = [0, 3, 1, 4, 2].map((km) => north(`s${km}`, km))
    const plan = planDay(given, { date: '2026-10-17', timeZone: CHICAGO })
    expect(plan.givenOrderKm).toBeCloseTo(10, 6)
    expect(plan.walkKm).toBeCloseTo(4, 6)
  })
})
