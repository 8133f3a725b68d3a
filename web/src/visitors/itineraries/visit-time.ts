import { DEFAULT_VISIT_MINUTES } from '@/visitors/planner/visit-default'
import { fill } from '@/kernel/text/fill'

// How long a member means to stay at a place of their itinerary: the API takes any whole number
// of minutes within VISIT_MINUTES; the itinerary's page offers VISIT_CHOICES. Events and booked
// tours keep their own times. No server code here: the page's island imports it.

export { DEFAULT_VISIT_MINUTES }

/** From a quick look to most of a day. */
export const VISIT_MINUTES = { min: 10, max: 480 } as const

export const VISIT_CHOICES = [15, 30, 45, 60, 90, 120, 180, 240] as const

/** Kinds of item whose time there is the member's to choose (an event's is its own). */
export const TIMED_BY_VISITOR = new Set(['site', 'stop'])

/** The page's language's forms of a time there, each with {hours} and {minutes}: "{hours}½ hr". */
export interface VisitLabelWords {
  minutes: string
  hour: string
  hourHalf: string
  hourMinutes: string
}

/** A choice as the itinerary's row shows it, short enough for a phone: "45 min", "1½ hr", "2 hr" ("2 h" in Spanish). */
export function visitLabel(minutes: number, words: VisitLabelWords): string {
  const hours = Math.floor(minutes / 60)
  const rest = minutes % 60
  const form = hours === 0 ? words.minutes : rest === 0 ? words.hour : rest === 30 ? words.hourHalf : words.hourMinutes
  return fill(form, { hours, minutes: hours === 0 ? minutes : rest })
}
