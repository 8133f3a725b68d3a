import { getDatabase } from '@/db/database'
import { deleteItinerary, getItinerary, renameItinerary } from '@/itineraries/itineraries'
import { noContent, notFound, ok, owned, parseBody } from '@/itineraries/http'
import { itineraryBody } from '@/itineraries/validation'

export const GET = owned<'id'>(async (_request, userId, { id }) => {
  const itinerary = await getItinerary(getDatabase(), userId, id)
  return itinerary ? ok({ data: itinerary }) : notFound()
}, { write: false })

export const PATCH = owned<'id'>(async (request, userId, { id }) => {
  const body = await parseBody(request, itineraryBody)
  if (!body.ok) return body.response
  const itinerary = await renameItinerary(getDatabase(), userId, id, body.value.name)
  return itinerary ? ok({ data: itinerary }) : notFound()
}, { write: true })

export const DELETE = owned<'id'>(async (_request, userId, { id }) => ((await deleteItinerary(getDatabase(), userId, id)) ? noContent() : notFound()), { write: true })
