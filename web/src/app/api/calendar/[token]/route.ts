import { getDatabase } from '@/platform/db/database'
import { readSubscribed, saveFeedState } from '@/visitors/itineraries/calendar-subscription'
import { bookedEntries, feedText, reviseEntries } from '@/visitors/itineraries/calendar-feed'
import { planEntries } from '@/visitors/itineraries/feed-plan'
import { buildItineraryView } from '@/visitors/itineraries/view'
import { listReservations } from '@/booking/reservations/store'
import { targetLabels } from '@/booking/reservations/targets'
import { reservationView } from '@/booking/reservations/views'
import { siteUrl } from '@/platform/seo'
import { now } from '@/platform/clock'
import { apiError } from '@/platform/respond'
import { route } from '@/platform/http/route'

// An itinerary's subscribed calendar (/api/calendar/{token}.ics), public: the token is the
// permission, and no session is read (a calendar app has none). Computed at each poll from the
// current plan and the owner's bookings of the itinerary's tours and events; never stored by a
// cache, so a change of hours or a cancellation reaches the calendar at its next poll.
export const GET = route({ params: ['token'] }, async ({ params: { token } }) => {
  const db = getDatabase()
  const key = token.endsWith('.ics') ? token.slice(0, -'.ics'.length) : ''
  const itinerary = key ? await readSubscribed(db, key) : undefined
  if (!itinerary) return apiError(404, 'not_found', 'This calendar does not exist or its subscription was stopped.')

  const refIds = new Set(itinerary.items.map((item) => item.refId))
  const reservations = (await listReservations(db, itinerary.userId)).filter((r) => refIds.has(r.target_id))
  const [view, labels] = await Promise.all([buildItineraryView(itinerary.items), targetLabels(reservations.map((r) => r.target_id))])
  const booked = reservations.flatMap((r) => {
    const v = reservationView(r, labels.get(r.target_id))
    if (!v.start) return []
    const title = v.title ?? (v.kind === 'event' ? 'Event' : 'Tour')
    return [
      { id: v.id, title, start: v.start, seats: v.seats, cancelled: v.status?.kind === 'cancelled', ...(v.path ? { path: v.path } : {}) },
    ]
  })
  // A booked tour or event is attended at its booked time: the booking's entry stands for it.
  const skip = new Set(reservations.filter((r) => labels.get(r.target_id)?.starts.has(r.session_key)).map((r) => r.target_id))
  const at = now()
  const revised = reviseEntries([...planEntries(view, { skip }), ...bookedEntries(booked)], itinerary.feedState, at)
  if (revised.changed) await saveFeedState(db, key, itinerary.feedState, revised.state)
  const body = feedText(revised, { name: itinerary.name, timeZone: view.timeZone, origin: siteUrl().origin, now: at })
  return new Response(body, {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': 'inline; filename="itinerary.ics"',
      'Cache-Control': 'private, no-store',
    },
  })
})
