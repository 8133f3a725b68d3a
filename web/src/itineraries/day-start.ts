import type { FestivalHours } from '@/time/opening-hours'

// When a planned day begins: the earliest opening that day among its stops, so no one is sent out
// to stand at a closed door; a day of events and open-air stops starts at ten.

export const DEFAULT_DAY_START = '10:00'

/** HH:MM: the earliest opening on `date` among the stops' hours (HH:MM strings compare as times). */
export function dayStart(stops: readonly { hours?: readonly FestivalHours[] }[], date: string): string {
  const opens = stops.flatMap((s) => s.hours?.filter((h) => h.date === date).map((h) => h.opens) ?? [])
  return opens.sort()[0] ?? DEFAULT_DAY_START
}
