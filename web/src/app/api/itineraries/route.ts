import { getDatabase } from '@/platform/db/database'
import { createItinerary, listItineraries } from '@/visitors/itineraries/itineraries'
import { itineraryBody } from '@/visitors/itineraries/validation'
import { ok } from '@/platform/respond'
import { route } from '@/platform/http/route'

export const GET = route({ session: 'required' }, async ({ user }) => ok({ data: await listItineraries(getDatabase(), user.id) }))

export const POST = route({ session: 'required', sameOrigin: true, body: itineraryBody }, async ({ user, body }) =>
  ok({ data: await createItinerary(getDatabase(), user.id, body.name) }, 201),
)
