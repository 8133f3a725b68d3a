import { getDatabase } from '@/platform/db/database'
import { createItinerary, listItineraries } from '@/visitors/itineraries/itineraries'
import { createItineraryWithItem } from '@/visitors/itineraries/items'
import { itineraryBody } from '@/visitors/itineraries/validation'
import { ok } from '@/platform/respond'
import { route } from '@/platform/http/route'

export const GET = route({ session: 'required' }, async ({ user }) => ok({ data: await listItineraries(getDatabase(), user.id) }))

// With `item`, the itinerary is made with that item in it, in one transaction ("Add to itinerary",
// a new one): both or neither.
export const POST = route({ session: 'required', sameOrigin: true, body: itineraryBody }, async ({ user, body }) => {
  const db = getDatabase()
  const created = body.item
    ? await createItineraryWithItem(db, user.id, body.name, body.item)
    : await createItinerary(db, user.id, body.name)
  return ok({ data: created }, 201)
})
