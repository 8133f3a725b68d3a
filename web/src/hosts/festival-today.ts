import { getFestival, getSettings } from '@/content/settings'
import { calendarDay, formatCalendarDate } from '@/time'

// Whether the host tool counts today: only on the festival's days, in the festival's time zone
// (the app's clock, which the tests set with OHC_TEST_NOW). Outside them the tool says when it
// opens, or that this year's festival is over, and takes no taps.

export type FestivalToday = { open: true; day: string; timeZone: string } | { open: false; day: string; timeZone: string; message: string }

export async function festivalToday(now: Date): Promise<FestivalToday> {
  const settings = await getSettings()
  const festival = await getFestival(settings.currentYear)
  const timeZone = settings.timeZone
  const day = calendarDay(now, timeZone)
  const start = festival?.startDate
  const end = festival?.endDate ?? start
  if (!start || !end) return { open: false, day, timeZone, message: 'The festival’s dates are not set yet.' }
  if (day < start) {
    return {
      open: false,
      day,
      timeZone,
      message: `The host tool opens on ${formatCalendarDate(start, 'weekday-month-day')}, the festival’s first day.`,
    }
  }
  if (day > end) return { open: false, day, timeZone, message: `The ${settings.currentYear} festival is over. Thank you for hosting!` }
  return { open: true, day, timeZone }
}
