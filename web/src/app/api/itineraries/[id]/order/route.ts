import { getDatabase } from '@/db/database'
import { reorderItems } from '@/itineraries/items'
import { fail, notFound, ok, owned, parseBody } from '@/itineraries/http'
import { orderBody } from '@/itineraries/validation'

export const PUT = owned<'id'>(async (request, userId, { id }) => {
  const body = await parseBody(request, orderBody)
  if (!body.ok) return body.response
  const result = await reorderItems(getDatabase(), userId, id, body.value.itemIds)
  if (result.ok) return ok({ data: result.items })
  if (result.reason === 'not_found') return notFound()
  const message = 'itemIds must list every item of this itinerary exactly once (it may have changed in another tab: reload it).'
  return fail(400, 'bad_request', message, { itemIds: message })
}, { write: true })
