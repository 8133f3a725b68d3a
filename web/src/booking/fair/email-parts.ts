import { DEFAULT_TIME_ZONE, formatZonedDateTime } from '@/kernel/time'
import { count, NOUNS } from '@/kernel/text/count'

// Pieces every fair-booking email shares: times in the festival's zone, "2 places". The sign-off
// is the platform's (`signOff`).

export const festivalTime = (at: string | Date, timeZone: string = DEFAULT_TIME_ZONE) => formatZonedDateTime(at, timeZone, 'long-with-zone')

export const placesText = (seats: number) => count(seats, NOUNS.place)
