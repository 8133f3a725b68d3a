import { splitAcrossDays, type PlannerStop } from '@/visitors/planner'
import { dayStart } from './day-start'

// "Split across the weekend": every located stop of the itinerary given a day it is open (or its
// booking's day), the days kept even, by the planner's split. The answer is only the items whose
// day changes, saved in one request (PUT /api/itineraries/{id}/days).

export interface SplitStop extends PlannerStop {
  /** The itinerary item's id (the stop's id may be a content ref in a shared view). */
  itemId: string
  day: string | null
}

export interface DayMove {
  itemId: string
  day: string
}

export function weekendSplit(stops: readonly SplitStop[], dates: readonly string[], timeZone: string): DayMove[] {
  if (dates.length === 0 || stops.length === 0) return []
  const days = dates.map((date) => ({ date, timeZone, start: dayStart(stops, date) }))
  const { days: plans } = splitAcrossDays(stops, days)
  const moves: DayMove[] = []
  plans.forEach((plan, n) => {
    for (const stop of [...plan.visits.map((v) => v.stop), ...plan.unplanned.map((u) => u.stop)])
      if (stop.day !== dates[n]) moves.push({ itemId: stop.itemId, day: dates[n]! })
  })
  return moves
}
