import { distanceKm, walkingMinutes } from '@/kernel/geo'
import { calendarDay } from '@/kernel/time'
import { toDate } from '@/kernel/time/intl'
import { planDay } from './plan-day'
import { DEFAULT_VISIT_MINUTES } from './problem'
import type { DayPlanInput, DayPlanResult, PlannerStop, UnplannedStop } from './types'

// Spreading a visitor's stops over the festival's days: each booking on its own day, each site on
// a day it is open, the days' time inside and walking kept even, then every day planned. Sites
// open on fewest days go first, while every day still has room; one that does not fit its day
// is tried on its other open days before it is reported.

/** One day of the split: everything planDay takes but the stops. */
export type DaySettings = Omit<DayPlanInput, 'stops'>

export interface SplitResult<S extends PlannerStop = PlannerStop> {
  /** One plan per day given, in the same order. */
  days: DayPlanResult<S>[]
  /** Stops open on none of the days (a site closed on all of them, a booking on another day). */
  openOnNoDay: UnplannedStop<S>[]
}

function isOpenOn(stop: PlannerStop, day: DaySettings): boolean {
  if (stop.fixed) return calendarDay(toDate(stop.fixed.start), day.timeZone) === day.date
  return !stop.hours || stop.hours.some((h) => h.date === day.date)
}

function minutesInside(stop: PlannerStop): number {
  if (stop.fixed) return (toDate(stop.fixed.end).getTime() - toDate(stop.fixed.start).getTime()) / 60_000
  return stop.visitMinutes ?? DEFAULT_VISIT_MINUTES
}

export function splitAcrossDays<S extends PlannerStop>(stops: readonly S[], days: readonly DaySettings[]): SplitResult<S> {
  const openDays = stops.map((s) => days.flatMap((d, n) => (isOpenOn(s, d) ? [n] : [])))
  const onDay: S[][] = days.map(() => [])
  const load = days.map(() => 0)
  const place = (stop: S, n: number) => {
    // Walking estimated from the nearest stop already that day (or where the day starts).
    const near = [...onDay[n]!, ...(days[n]!.from ? [days[n]!.from!] : [])]
    const walk = near.length ? walkingMinutes(Math.min(...near.map((q) => distanceKm(q, stop)))) : 0
    onDay[n]!.push(stop)
    load[n]! += minutesInside(stop) + walk
  }

  const openOnNoDay: UnplannedStop<S>[] = []
  const flexible: number[] = []
  stops.forEach((stop, i) => {
    if (openDays[i]!.length === 0) openOnNoDay.push({ stop, ...notOpen(stop, days) })
    else if (stop.fixed) place(stop, openDays[i]![0]!)
    else flexible.push(i)
  })
  flexible.sort((a, b) => openDays[a]!.length - openDays[b]!.length || minutesInside(stops[b]!) - minutesInside(stops[a]!) || a - b)
  for (const i of flexible) {
    const lightest = openDays[i]!.reduce((best, n) => (load[n]! < load[best]! ? n : best))
    place(stops[i]!, lightest)
  }

  const plans = days.map((d, n) => planDay({ ...d, stops: onDay[n]! }))
  // A site left out of its day gets one chance on each of its other open days, lightest first.
  for (const i of flexible) {
    const stop = stops[i]!
    const home = onDay.findIndex((list) => list.includes(stop))
    if (!plans[home]!.unplanned.some((u) => u.stop === stop)) continue
    const others = openDays[i]!.filter((n) => n !== home).sort((a, b) => load[a]! - load[b]! || a - b)
    for (const n of others) {
      const tried = planDay({ ...days[n]!, stops: [...onDay[n]!, stop] })
      if (tried.visits.length > plans[n]!.visits.length) {
        onDay[home] = onDay[home]!.filter((s) => s !== stop)
        onDay[n]!.push(stop)
        load[n]! += minutesInside(stop)
        load[home]! -= minutesInside(stop)
        plans[n] = tried
        plans[home] = planDay({ ...days[home]!, stops: onDay[home]! })
        break
      }
    }
  }
  return { days: plans, openOnNoDay }
}

function notOpen<S extends PlannerStop>(stop: S, days: readonly DaySettings[]): Omit<UnplannedStop<S>, 'stop'> {
  const dates = days.map((d) => d.date)
  if (!stop.fixed || days.length === 0)
    return stop.fixed
      ? { reason: 'not-that-day', because: { key: 'notOnPlanDay' } }
      : { reason: 'closed-that-day', because: { key: 'closedOn', days: dates } }
  return {
    reason: 'not-that-day',
    because: { key: 'notThatDay', on: calendarDay(toDate(stop.fixed.start), days[0]!.timeZone), not: dates },
  }
}
