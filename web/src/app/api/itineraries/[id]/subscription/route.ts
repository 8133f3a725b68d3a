import { getDatabase } from '@/platform/db/database'
import { notFound } from '@/visitors/itineraries/http'
import { revokeCalendar, subscribeCalendar } from '@/visitors/itineraries/calendar-subscription'
import { calendarFeedPath } from '@/visitors/itineraries/feed-address'
import { noContent, ok } from '@/platform/respond'
import { route } from '@/platform/http/route'

// The owner's calendar subscription. Subscribing again answers the address the itinerary already
// has (calendar apps keep polling it); after a revoke, subscribing makes a new one.
export const POST = route({ session: 'required', sameOrigin: true, params: ['id'] }, async ({ user, params: { id } }) => {
  const token = await subscribeCalendar(getDatabase(), user.id, id)
  return token ? ok({ data: { token, path: calendarFeedPath(token) } }) : notFound()
})

export const DELETE = route({ session: 'required', sameOrigin: true, params: ['id'] }, async ({ user, params: { id } }) =>
  (await revokeCalendar(getDatabase(), user.id, id)) ? noContent() : notFound(),
)
