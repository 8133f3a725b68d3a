import { datesBetween } from '@/programme/festival/days'

// The days the operations view can show: each day of the festival (programme/festival/days.ts).
// The day shown without a choice is today during the festival, the first day before it and the
// last day after it, so the view opens on the day that matters most.

/** The festival's days; just `fallback` when the festival has no dates yet. */
export function daysShown(startDate: string | undefined, endDate: string | undefined, fallback: string): string[] {
  const days = datesBetween(startDate, endDate)
  return days.length > 0 ? days : [fallback]
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
