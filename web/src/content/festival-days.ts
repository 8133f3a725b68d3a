import { labelledDays, type FestivalDates, type FestivalDay } from '@/programme/festival/days'
import { getFestival, getSettings } from './settings'

// This year's festival dates from the content: the one read behind the host tool's "is today a
// festival day", the operations view's days and the days an itinerary item may be planned for.

export async function readFestivalDates(): Promise<FestivalDates> {
  const settings = await getSettings()
  const festival = await getFestival(settings.currentYear)
  const start = festival?.startDate ?? undefined
  return { year: settings.currentYear, timeZone: settings.timeZone, start, end: festival?.endDate ?? start }
}

/** The festival's days as a visitor picks one ("Saturday, October 17", "sábado, 17 de octubre"); none before the dates are set. */
export async function festivalDays(language?: string): Promise<FestivalDay[]> {
  const { start, end } = await readFestivalDates()
  return labelledDays(start, end, language)
}
