import { WEEKDAYS } from '@ohc/schemas/names'
import type { Tour } from '@/content/records/programme-pages'
import { calendarDay, formatDay, formatZonedTime } from '@/kernel/time'

// A tour's timetable in words: "Daily", "Saturday and Sunday", "Thursday to Sunday", and its
// festival sessions grouped by day.

const ORDER = WEEKDAYS.map((d) => d.value)
const TITLE = new Map<string, string>(WEEKDAYS.map((d) => [d.value, d.title]))

export function describeDays(days: string[]): string {
  const sorted = ORDER.filter((d) => days.includes(d))
  if (sorted.length === 7) return 'Daily'
  if (sorted.length === 0) return ''
  const names = sorted.map((d) => TITLE.get(d) ?? d)
  const indexes = sorted.map((d) => ORDER.indexOf(d))
  const consecutive = indexes.every((n, i) => i === 0 || n === (indexes[i - 1] ?? -2) + 1)
  const firstName = names[0] ?? ''
  const lastName = names[names.length - 1] ?? ''
  if (consecutive && names.length >= 3) return `${firstName} to ${lastName}`
  if (names.length === 1) return firstName
  return `${names.slice(0, -1).join(', ')} and ${lastName}`
}

export type TourSession = Tour['fields']['sessions'][number]

/** Sessions in time order under the day each starts on. */
export function sessionsByDay(sessions: TourSession[], timeZone: string) {
  const sorted = [...sessions].sort((a, b) => Date.parse(a.start) - Date.parse(b.start))
  const days = new Map<string, TourSession[]>()
  for (const s of sorted) {
    const day = calendarDay(s.start, timeZone)
    days.set(day, [...(days.get(day) ?? []), s])
  }
  return [...days].map(([day, list]) => ({ day, label: formatDay(day), sessions: list }))
}

/** "12 places per session", or the range when sessions differ ("10–25 places per session"). */
export function capacitySummary(sessions: TourSession[]): string {
  if (sessions.length === 0) return ''
  const capacities = sessions.map((s) => s.capacity)
  const low = Math.min(...capacities)
  const high = Math.max(...capacities)
  return low === high ? `${low} places per session` : `${low}–${high} places per session`
}

export function sessionTime(session: TourSession, timeZone: string): string {
  return formatZonedTime(session.start, timeZone)
}
