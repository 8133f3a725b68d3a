import { getFestival, getSettings } from '@/content/settings'
import { formatCalendarDate } from '@/kernel/time'

// The days of this year's festival, which an itinerary item may be planned for ("Saturday" in the
// add dialog is stored as its date, the API's `day`). Dates are calendar dates: no time zone.

export interface FestivalDay {
  date: string
  /** "Saturday, October 17" */
  label: string
  /** "Saturday" */
  weekday: string
}

export function daysBetween(start: string, end: string): FestivalDay[] {
  const days: FestivalDay[] = []
  const first = new Date(`${start}T00:00:00Z`)
  const last = new Date(`${end}T00:00:00Z`)
  if (Number.isNaN(first.getTime()) || Number.isNaN(last.getTime())) return days
  // A festival is a weekend or so; the cap keeps a mistyped end date from listing a year.
  for (let day = first; day <= last && days.length < 14; day = new Date(day.getTime() + 86_400_000)) {
    const date = day.toISOString().slice(0, 10)
    days.push({ date, label: formatCalendarDate(date, 'weekday-month-day'), weekday: formatCalendarDate(date, 'weekday') })
  }
  return days
}

export async function festivalDays(): Promise<FestivalDay[]> {
  const settings = await getSettings()
  const festival = await getFestival(settings.currentYear)
  if (!festival?.startDate) return []
  return daysBetween(festival.startDate, festival.endDate ?? festival.startDate)
}
