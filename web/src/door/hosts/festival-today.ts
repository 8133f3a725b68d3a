import { getFestival, getSettings } from '@/content/settings'
import { calendarDay, formatCalendarDate } from '@/kernel/time'

// Whether the host tool counts today: only on the festival's days, in the festival's time zone
// (the app's clock, which the tests set with OHC_TEST_NOW). Outside them the tool says when it
// opens, or that this year's festival is over, and takes no taps.

export type FestivalToday = { open: true; day: string; timeZone: string } | { open: false; day: string; timeZone: string; message: string }

/** This year's festival days as the settings give them: read once per request, asked per tap. */
export interface FestivalDays {
  year: number
  timeZone: string
  start?: string
  end?: string
}

export async function loadFestivalDays(): Promise<FestivalDays> {
  const settings = await getSettings()
  const festival = await getFestival(settings.currentYear)
  const start = festival?.startDate ?? undefined
  return { year: settings.currentYear, timeZone: settings.timeZone, start, end: festival?.endDate ?? start }
}

/** Whether `at` falls on one of the festival's days, and the day it is. */
export function festivalDayOf(at: Date, { year, timeZone, start, end }: FestivalDays): FestivalToday {
  const day = calendarDay(at, timeZone)
  if (!start || !end) return { open: false, day, timeZone, message: 'The festival’s dates are not set yet.' }
  if (day < start) {
    return {
      open: false,
      day,
      timeZone,
      message: `The host tool opens on ${formatCalendarDate(start, 'weekday-month-day')}, the festival’s first day.`,
    }
  }
  if (day > end) return { open: false, day, timeZone, message: `The ${year} festival is over. Thank you for hosting!` }
  return { open: true, day, timeZone }
}

export async function festivalToday(now: Date): Promise<FestivalToday> {
  return festivalDayOf(now, await loadFestivalDays())
}
