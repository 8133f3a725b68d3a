import { readFestivalDates } from '@/content/festival-days'
import { dayInFestival, type FestivalDates } from '@/programme/festival/days'
import { formatCalendarDate } from '@/kernel/time'

// Whether the host tool counts today: only on the festival's days, in the festival's time zone
// (the app's clock, which the tests set with OHC_TEST_NOW). Outside them the tool says when it
// opens, or that this year's festival is over, and takes no taps. The days themselves are the
// festival's (programme/festival/days.ts); the words are the host tool's.

export type FestivalToday = { open: true; day: string; timeZone: string } | { open: false; day: string; timeZone: string; message: string }

/** Whether `at` falls on one of the festival's days, and the day it is. */
export function festivalDayOf(at: Date, dates: FestivalDates): FestivalToday {
  const { timeZone, year } = dates
  const where = dayInFestival(at, dates)
  const { day } = where
  switch (where.kind) {
    case 'no-dates':
      return { open: false, day, timeZone, message: 'The festival’s dates are not set yet.' }
    case 'before':
      return {
        open: false,
        day,
        timeZone,
        message: `The host tool opens on ${formatCalendarDate(where.first, 'weekday-month-day')}, the festival’s first day.`,
      }
    case 'after':
      return { open: false, day, timeZone, message: `The ${year} festival is over. Thank you for hosting!` }
    case 'festival-day':
      return { open: true, day, timeZone }
  }
}

export async function festivalToday(now: Date): Promise<FestivalToday> {
  return festivalDayOf(now, await readFestivalDates())
}
