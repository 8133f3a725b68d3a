import { getDatabase } from '@/db/database'
import { createItinerary, listItineraries } from '@/itineraries/itineraries'
import { ok, owned, parseBody } from '@/itineraries/http'
import { itineraryBody } from '@/itineraries/validation'

export const GET = owned(async (_request, userId) => ok({ data: await listItineraries(getDatabase(), userId) }), { write: false })

export const POST = owned(
  async (request, userId) => {
    const body = await parseBody(request, itineraryBody)
    if (!body.ok) return body.response
    return ok({ data: await createItinerary(getDatabase(), userId, body.value.name) }, 201)
  },
  { write: true },
)
