import { getDatabase } from '@/platform/db/database'
import { deleteItinerary, getItinerary, renameItinerary } from '@/visitors/itineraries/itineraries'
import { notFound } from '@/visitors/itineraries/http'
import { renameBody } from '@/visitors/itineraries/validation'
import { noContent, ok } from '@/platform/respond'
import { route } from '@/platform/http/route'

export const GET = route({ session: 'required', params: ['id'] }, async ({ user, params: { id } }) => {
  const itinerary = await getItinerary(getDatabase(), user.id, id)
  return itinerary ? ok({ data: itinerary }) : notFound()
})

export const PATCH = route(
  { session: 'required', sameOrigin: true, params: ['id'], body: renameBody },
  async ({ user, params: { id }, body }) => {
    const itinerary = await renameItinerary(getDatabase(), user.id, id, body.name)
    return itinerary ? ok({ data: itinerary }) : notFound()
  },
)

export const DELETE = route({ session: 'required', sameOrigin: true, params: ['id'] }, async ({ user, params: { id } }) =>
  (await deleteItinerary(getDatabase(), user.id, id)) ? noContent() : notFound(),
)
