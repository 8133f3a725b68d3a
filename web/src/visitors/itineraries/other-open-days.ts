import type { FestivalHours } from '@/programme/hours/opening-hours'
import type { FestivalDay } from '@/programme/festival/days'

// Where a stop that does not fit its day could go instead: the festival's other days on which the
// site is open. A place without hours (a square, a trail) is open every day; a booking is not
// moved (its time is set), so it has no other day.

export function otherOpenDays(
  stop: { hours?: readonly FestivalHours[]; fixed?: unknown },
  days: readonly FestivalDay[],
  date: string,
): FestivalDay[] {
  if (stop.fixed) return []
  return days.filter((d) => d.date !== date && (!stop.hours || stop.hours.some((h) => h.date === d.date)))
}
