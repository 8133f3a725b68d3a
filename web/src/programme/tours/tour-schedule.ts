import { WEEKDAYS } from '@ohc/schemas/names'
import type { Tour } from '@/content/records/programme-pages'
import { calendarDay, formatDay, formatWallTime, formatWallTimeIn, formatZonedTime, weekdayNames } from '@/kernel/time'
import { wordsIn } from '@/platform/i18n/catalogues'

// A tour's timetable in words, in the page's language (English when none is given): "Daily",
// "Saturday and Sunday", "Thursday to Sunday", and its festival sessions grouped by day.

const ORDER = WEEKDAYS.map((d) => d.value)

export function describeDays(days: string[], language?: string): string {
  const t = wordsIn(language, 'tours')
  const indexes = ORDER.flatMap((d, i) => (days.includes(d) ? [i] : []))
  if (indexes.length === 7) return t('daily')
  if (indexes.length === 0) return ''
  // ORDER is Monday first, as weekdayNames is.
  const all = weekdayNames(language)
  const names = indexes.map((i) => all[i] ?? '')
  const consecutive = indexes.every((n, i) => i === 0 || n === (indexes[i - 1] ?? -2) + 1)
  const first = names[0] ?? ''
  const last = names[names.length - 1] ?? ''
  const phrase =
    consecutive && names.length >= 3
      ? t('daysRange', { first, last })
      : names.length === 1
        ? first
        : t('daysList', { most: names.slice(0, -1).join(', '), last })
  // A phrase opens with a capital however the language writes a weekday ("De jueves a domingo").
  return phrase.charAt(0).toLocaleUpperCase(language) + phrase.slice(1)
}

/** A city tour's start time ("10:00 AM"; "10:00" in Spanish). */
export const startTime = (time: string, language?: string) => (language ? formatWallTimeIn(time, language) : formatWallTime(time))

export type TourSession = Tour['fields']['sessions'][number]

/** Sessions in time order under the day each starts on, its name in `language`. */
export function sessionsByDay(sessions: TourSession[], timeZone: string, language?: string) {
  const sorted = [...sessions].sort((a, b) => Date.parse(a.start) - Date.parse(b.start))
  const days = new Map<string, TourSession[]>()
  for (const s of sorted) {
    const day = calendarDay(s.start, timeZone)
    days.set(day, [...(days.get(day) ?? []), s])
  }
  return [...days].map(([day, list]) => ({ day, label: formatDay(day, false, language), sessions: list }))
}

/** "12 places per session", or the range when sessions differ ("10–25 places per session"). */
export function capacitySummary(sessions: TourSession[], language?: string): string {
  if (sessions.length === 0) return ''
  const t = wordsIn(language, 'tours')
  const capacities = sessions.map((s) => s.capacity)
  const low = Math.min(...capacities)
  const high = Math.max(...capacities)
  return low === high ? t('perSession', { count: low }) : t('perSessionRange', { low, high })
}

export function sessionTime(session: TourSession, timeZone: string, language?: string): string {
  return formatZonedTime(session.start, timeZone, language)
}
