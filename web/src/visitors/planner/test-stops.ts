import type { FestivalHours } from '@/programme/hours/opening-hours'
import { formatCalendarDate, formatZonedTime } from '@/kernel/time'
import type { PlannerStop, UnplannedStop } from './types'

// For the planner's tests only: stops placed by distance, so walks are known to the minute.

// One degree of latitude along a meridian, on the mean Earth radius (6371.0088 km): 2πR/360.
const KM_PER_DEG_LAT = (2 * Math.PI * 6371.0088) / 360
export const BASE = { lat: 41.88, lng: -87.63 }

/** A stop `km` north of BASE (distances along a meridian are exact on a sphere). */
export function north(id: string, km: number, more: Partial<PlannerStop> = {}): PlannerStop {
  return { id, title: id, lat: BASE.lat + km / KM_PER_DEG_LAT, lng: BASE.lng, ...more }
}

export function hoursOn(date: string, opens: string, closes: string): FestivalHours {
  const day = new Date(`${date}T12:00:00Z`).getUTCDay() === 0 ? 'sunday' : 'saturday'
  return { day, date, opens, closes }
}

/** The visitor's words with Intl's narrow spaces made plain, to compare with written text. */
export const plain = (words: string) => words.replace(/\s/g, ' ')

/**
 * Why a stop is left out, in a short notation of the tests' own ("closesFirst closes=16:00
 * after=tour@15:00"): times as the festival's 24-hour clock in `timeZone`, days as "Sat". The
 * words a visitor reads are the pages' (visitors/itineraries/because-words.ts) and tested there.
 */
export function said(u: Pick<UnplannedStop, 'because'>, timeZone: string): string {
  const clock = (at: number) => formatZonedTime(at, timeZone, 'en-GB')
  const day = (date: string) => formatCalendarDate(date, 'weekday').slice(0, 3)
  const shown = (value: unknown): string => {
    if (typeof value === 'number') return value > 1e11 ? clock(value) : String(value)
    if (typeof value === 'string') return /^\d{4}-\d{2}-\d{2}$/.test(value) ? day(value) : value
    if (Array.isArray(value)) return value.map(shown).join(',')
    if (value && typeof value === 'object')
      return 'title' in value ? String(value.title) : `${String((value as { kind: string }).kind)}@${shown((value as { at: number }).at)}`
    return String(value)
  }
  const { key, ...values } = u.because
  return [key, ...Object.entries(values).map(([name, value]) => `${name}=${shown(value)}`)].join(' ')
}
