import { describe, expect, it } from 'vitest'
import { zonedDateTime } from '@/kernel/time'
import type { FestivalHours } from '@/programme/hours/opening-hours'
import { planInOrder } from '@/visitors/planner'
import { dayStart, dayStartFrom, DEFAULT_DAY_START, setOutOnTime } from './day-start'
import { labelledDays } from '@/programme/festival/days'
import { otherOpenDays } from './other-open-days'
import { plannedOrder } from './planned-order'
import { weekendSplit, type SplitStop } from './weekend-split'

// The small rules around the planner on an itinerary's pages: when a day starts, which other day
// a left-out place is open, the list's order after "Plan it for me", and the days "Split across
// the weekend" gives.

const SAT = '2026-10-17'
const SUN = '2026-10-18'
const CHICAGO = 'America/Chicago'
const weekend = labelledDays(SAT, SUN)
const hours = (date: string, opens: string, closes: string): FestivalHours => ({
  day: date === SUN ? 'sunday' : 'saturday',
  date,
  opens,
  closes,
})

describe('dayStart', () => {
  it('is the earliest opening that day, other days and closed stops aside', () => {
    const stops = [{ hours: [hours(SAT, '11:00', '17:00'), hours(SUN, '08:00', '12:00')] }, { hours: [hours(SAT, '09:30', '16:00')] }, {}]
    expect(dayStart(stops, SAT)).toBe('09:30')
    expect(dayStart(stops, SUN)).toBe('08:00')
  })

  it('is ten when nothing that day has hours', () => {
    expect(dayStart([{}, { hours: [hours(SUN, '08:00', '12:00')] }], SAT)).toBe(DEFAULT_DAY_START)
    expect(DEFAULT_DAY_START).toBe('10:00')
  })
})

describe('dayStartFrom', () => {
  const stops = [{ hours: [hours(SAT, '09:00', '17:00')] }]
  const at = (wall: string) => ({ at: zonedDateTime(SAT, wall, CHICAGO), today: SAT, timeZone: CHICAGO })

  it('on the day itself starts from now, rounded up to five minutes, and never before the first opening', () => {
    expect(dayStartFrom(stops, SAT, at('10:02'))).toBe('10:05')
    expect(dayStartFrom(stops, SAT, at('10:05'))).toBe('10:05')
    expect(dayStartFrom(stops, SAT, at('07:30'))).toBe('09:00')
  })

  it('on any other day starts at the first opening, as before', () => {
    expect(dayStartFrom(stops, SAT, { ...at('10:02'), today: SUN })).toBe('09:00')
  })
})

describe('otherOpenDays', () => {
  it('names the other festival days the site is open', () => {
    expect(
      otherOpenDays({ hours: [hours(SAT, '10:00', '12:00'), hours(SUN, '10:00', '17:00')] }, weekend, SAT).map((d) => d.weekday),
    ).toEqual(['Sunday'])
    expect(otherOpenDays({ hours: [hours(SAT, '10:00', '12:00')] }, weekend, SAT)).toEqual([])
  })

  it('takes a place without hours as open every day, and never moves a booking', () => {
    expect(otherOpenDays({}, weekend, SUN).map((d) => d.date)).toEqual([SAT])
    expect(otherOpenDays({ fixed: { start: new Date(), end: new Date() } }, weekend, SAT)).toEqual([])
  })
})

describe('plannedOrder', () => {
  it("puts the day's items in the plan's order in the places they hold, others unmoved", () => {
    // a, c, e are Saturday's; b, d another day's. The plan: e, a; c does not fit.
    expect(plannedOrder(['a', 'b', 'c', 'd', 'e'], ['a', 'c', 'e'], ['e', 'a'])).toEqual(['e', 'b', 'a', 'd', 'c'])
  })

  it('answers nothing when the list is already in the plan order', () => {
    expect(plannedOrder(['a', 'b', 'c'], ['a', 'c'], ['a', 'c'])).toBeUndefined()
  })
})

describe('weekendSplit', () => {
  const at = (km: number) => ({ lat: 41.88 + km / 111.2, lng: -87.63 })
  const stop = (id: string, day: string | null, more: Partial<SplitStop> = {}): SplitStop => ({
    id,
    itemId: `item-${id}`,
    title: id,
    day,
    ...at(0.5),
    ...more,
  })
  const both = [hours(SAT, '10:00', '17:00'), hours(SUN, '10:00', '17:00')]

  it('moves a site open only on Sunday to Sunday and balances the rest', () => {
    const stops = [
      stop('sunday-only', SAT, { hours: [hours(SUN, '10:00', '17:00')] }),
      ...['a', 'b', 'c', 'd'].map((id, n) => stop(id, SAT, { hours: both, ...at(n * 0.3) })),
    ]
    const moves = weekendSplit(stops, [SAT, SUN], CHICAGO)
    const dayOf = new Map(stops.map((s) => [s.itemId, s.day]))
    for (const m of moves) dayOf.set(m.itemId, m.day)
    expect(dayOf.get('item-sunday-only')).toBe(SUN)
    const perDay = [SAT, SUN].map((d) => [...dayOf.values()].filter((v) => v === d).length)
    expect(perDay.sort()).toEqual([2, 3])
    // Only real changes are sent.
    expect(moves.every((m) => stops.find((s) => s.itemId === m.itemId)!.day !== m.day)).toBe(true)
  })

  it('puts a booked event on its own day and a day-less item on an open day', () => {
    const event = stop('talk', null, {
      fixed: { start: zonedDateTime(SUN, '14:00', CHICAGO), end: zonedDateTime(SUN, '15:00', CHICAGO), kind: 'event' },
    })
    const anyDay = stop('any', null, { hours: [hours(SAT, '10:00', '17:00')] })
    expect(weekendSplit([event, anyDay], [SAT, SUN], CHICAGO)).toEqual([
      { itemId: 'item-any', day: SAT },
      { itemId: 'item-talk', day: SUN },
    ])
  })

  it('leaves a site open on no day where it is', () => {
    expect(weekendSplit([stop('never', SAT, { hours: [] })], [SAT, SUN], CHICAGO)).toEqual([])
  })
})

describe('setOutOnTime', () => {
  const late = { id: 'late', title: 'Opens at eleven', lat: 41.89, lng: -87.63, hours: [hours(SAT, '11:00', '17:00')] }
  const early = { id: 'early', title: 'Opens at nine', lat: 41.891, lng: -87.631, hours: [hours(SAT, '09:00', '17:00')] }
  const input = { date: SAT, timeZone: CHICAGO, start: dayStart([late, early], SAT), stops: [late, early] }

  it('sets out when the first door opens instead of waiting two hours at it, and keeps every visit', () => {
    const waiting = planInOrder(input)
    expect(waiting.visits[0]!.waitMinutes).toBe(120)
    const plan = setOutOnTime(input, waiting, planInOrder)
    expect(plan.start).toEqual(zonedDateTime(SAT, '11:00', CHICAGO))
    expect(plan.visits[0]!.waitMinutes).toBe(0)
    expect(plan.visits.map((v) => [v.stop.id, v.visitStart.getTime(), v.departure.getTime()])).toEqual(
      waiting.visits.map((v) => [v.stop.id, v.visitStart.getTime(), v.departure.getTime()]),
    )
    expect(plan.waitMinutes).toBe(waiting.waitMinutes - 120)
  })

  it('leaves a day that starts at an open door, or from the visitor’s own place, as it is', () => {
    const open = { ...input, stops: [early, late] }
    const onTime = planInOrder(open)
    expect(setOutOnTime(open, onTime, planInOrder)).toBe(onTime)
    const fromHome = { ...input, from: { lat: 41.88, lng: -87.62 } }
    const walked = planInOrder(fromHome)
    expect(setOutOnTime(fromHome, walked, planInOrder)).toBe(walked)
  })
})
