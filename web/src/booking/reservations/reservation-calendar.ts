import { eventCalendar } from '@/programme/events/ics-event'
import type { ReservationView } from './views'
import { count, NOUNS } from '@/kernel/text/count'

// A confirmed place as an iCalendar file ("Add to calendar" on its ticket and in My OHC's lists),
// written by the events' writer (programme/events/ics-event.ts) so the site has one encoder of times,
// text and folding. Its UID is the reservation's, so a second download updates the same entry; a
// session cancelled by a live notice is written as cancelled, as an event's file is.

/** The file, or null when the content does not say when the session starts (nothing to put in a calendar). */
export function reservationCalendar(view: ReservationView, { origin, now }: { origin: string; now?: Date }): string | null {
  if (!view.start) return null
  const places = count(view.seats, NOUNS.place)
  return eventCalendar(
    {
      id: `reservation-${view.id}`,
      title: view.title ?? (view.kind === 'event' ? 'Event' : 'Tour'),
      start: view.start,
      summary: `Your reservation: ${places}. Your ticket and its QR code are in My OHC: ${origin}/my-ohc/places`,
      cancelled: view.status?.kind === 'cancelled',
    },
    { url: `${origin}${view.path ?? '/my-ohc/places'}`, host: new URL(origin).host, now },
  )
}
