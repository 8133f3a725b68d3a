import { getDatabase } from '@/platform/db/database'
import { removeItem, updateItem } from '@/visitors/itineraries/items'
import { itemChangesBody } from '@/visitors/itineraries/validation'
import { apiError, noContent, ok } from '@/platform/respond'
import { route } from '@/platform/http/route'

const noItem = () => apiError(404, 'not_found', 'No such item in this itinerary.')

export const PATCH = route(
  { session: 'required', sameOrigin: true, params: ['id', 'itemId'], body: itemChangesBody },
  async ({ user, params: { id, itemId }, body }) => {
    const changed = await updateItem(getDatabase(), user.id, id, itemId, body)
    return changed ? ok({ data: changed }) : noItem()
  },
)

export const DELETE = route(
  { session: 'required', sameOrigin: true, params: ['id', 'itemId'] },
  async ({ user, params: { id, itemId } }) => ((await removeItem(getDatabase(), user.id, id, itemId)) ? noContent() : noItem()),
)
