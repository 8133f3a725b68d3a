import { getDatabase } from '@/db/database'
import { addItem } from '@/itineraries/items'
import { notFound, ok, owned, parseBody } from '@/itineraries/http'
import { newItemBody } from '@/itineraries/validation'

// Adding an item already there answers it with 200 (201 when new): a repeat is not an error.
export const POST = owned<'id'>(async (request, userId, { id }) => {
  const body = await parseBody(request, newItemBody)
  if (!body.ok) return body.response
  const result = await addItem(getDatabase(), userId, id, body.value)
  if (!result) return notFound()
  return ok({ data: result.item }, result.created ? 201 : 200)
}, { write: true })
