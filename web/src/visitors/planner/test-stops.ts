import type { FestivalHours } from '@/programme/hours/opening-hours'
import type { PlannerStop } from './types'

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
