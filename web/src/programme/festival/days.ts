import { addDays, calendarDay, formatCalendarDate } from '@/kernel/time'

// The festival's days, computed once: the calendar dates from its first day to its last (no time
// zone: a date is a date), the labelled days an itinerary item may be planned for, and which of
// them today is in the festival's zone. The dates come from the content (content/festival-days.ts).

/** Longest run of days a festival may span here: a mistyped end date must not list a year. */
export const MAX_FESTIVAL_DAYS = 14

/** This year's festival as its days need it: read once per request, asked many times. */
export interface FestivalDates {
  year: number
  timeZone: string
  /** YYYY-MM-DD, unset until the editors give the dates. */
  start?: string
  /** YYYY-MM-DD; the start when the festival has one day. */
  end?: string
}

export interface FestivalDay {
  date: string
  /** "Saturday, October 17" */
  label: string
  /** "Saturday" */
  weekday: string
}

/** Every calendar day from `start` to `end` (the start alone when the end is missing or earlier), at most 14. */
export function datesBetween(start: string | undefined, end: string | undefined): string[] {
  if (!start || !/^\d{4}-\d{2}-\d{2}$/.test(start)) return []
  const last = end && end >= start ? end : start
  const days: string[] = []
  for (let day = start; day <= last && days.length < MAX_FESTIVAL_DAYS; day = addDays(day, 1)) days.push(day)
  return days
}

/** The festival's days with the words a visitor reads for each, in `locale` (US English unless given). */
export function labelledDays(start: string | undefined, end: string | undefined, locale?: string): FestivalDay[] {
  return datesBetween(start, end).map((date) => ({
    date,
    label: dayLabel(date, locale),
    weekday: formatCalendarDate(date, 'weekday', locale),
  }))
}

/**
 * A festival day as it stands alone, a heading or a choice: "Saturday, October 17", "Sábado, 17 de
 * octubre" (a capital in any language), in `locale` (US English unless given).
 */
export function dayLabel(date: string, locale?: string): string {
  const words = formatCalendarDate(date, 'weekday-month-day', locale)
  return words.charAt(0).toLocaleUpperCase(locale ?? 'en-US') + words.slice(1)
}

/** Where `at` falls against the festival's days, in its zone. */
export type DayInFestival =
  | { kind: 'festival-day'; day: string }
  | { kind: 'before'; day: string; first: string }
  | { kind: 'after'; day: string }
  | { kind: 'no-dates'; day: string }

export function dayInFestival(at: Date, { timeZone, start, end }: FestivalDates): DayInFestival {
  const day = calendarDay(at, timeZone)
  if (!start) return { kind: 'no-dates', day }
  const last = end ?? start
  if (day < start) return { kind: 'before', day, first: start }
  if (day > last) return { kind: 'after', day }
  return { kind: 'festival-day', day }
}
