import { getDatabase } from '@/db/database'
import { removeItem, updateItem } from '@/itineraries/items'
import { fail, noContent, ok, owned, parseBody } from '@/itineraries/http'
import { itemChangesBody } from '@/itineraries/validation'

const noItem = () => fail(404, 'not_found', 'No such item in this itinerary.')

export const PATCH = owned<'id' | 'itemId'>(async (request, userId, { id, itemId }) => {
  const body = await parseBody(request, itemChangesBody)
  if (!body.ok) return body.response
  const item = await updateItem(getDatabase(), userId, id, itemId, body.value)
  return item ? ok({ data: item }) : noItem()
}, { write: true })

export const DELETE = owned<'id' | 'itemId'>(async (_request, userId, { id, itemId }) => ((await removeItem(getDatabase(), userId, id, itemId)) ? noContent() : noItem()), { write: true })
