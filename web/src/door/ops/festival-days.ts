import { addDays } from '@/kernel/time'

// The days the operations view can show: each day of the festival, from its start to its end
// date. The day shown without a choice is today during the festival, the first day before it and
// the last day after it, so the view opens on the day that matters most.

/** Longest run of days a festival may span here; a typo in an end date must not list a year. */
const MAX_DAYS = 14

/** Every calendar day from `startDate` to `endDate`; just `fallback` when the festival has no dates. */
export function festivalDays(startDate: string | undefined, endDate: string | undefined, fallback: string): string[] {
  if (!startDate) return [fallback]
  const last = endDate && endDate >= startDate ? endDate : startDate
  const days: string[] = []
  for (let day = startDate; day <= last && days.length < MAX_DAYS; day = addDays(day, 1)) days.push(day)
  return days
}

/** The day asked for when it is one of `days`; otherwise today, or the nearest festival day to it. */
export function dayToShow(days: readonly string[], requested: string | undefined, today: string): string {
  if (requested && days.includes(requested)) return requested
  if (days.includes(today)) return today
  const first = days[0] ?? today
  const last = days.at(-1) ?? today
  return today < first ? first : last
}

/** A `?day=` value as it may be: one YYYY-MM-DD, nothing else. */
export function parseDayParam(value: string | string[] | undefined): string | undefined {
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined
}
