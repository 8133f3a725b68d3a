import { DEFAULT_TIME_ZONE, formatZonedDateTime } from '@/kernel/time'
import { count, NOUNS } from '@/kernel/text/count'

// Pieces every fair-booking email shares: times in the festival's zone, "2 places". The sign-off
// is the email frame's (`platform/email/frame.tsx`).

/** "Saturday, October 17 at 10:30 AM CDT" in the festival's zone, in `language` (US English unless given). */
export const festivalTime = (at: string | Date, timeZone: string = DEFAULT_TIME_ZONE, language?: string) =>
  formatZonedDateTime(at, timeZone, 'long-with-zone', language)

export const placesText = (seats: number) => count(seats, NOUNS.place)
