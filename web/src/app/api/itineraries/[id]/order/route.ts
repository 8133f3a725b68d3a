import { getDatabase } from '@/platform/db/database'
import { notFound } from '@/visitors/itineraries/http'
import { reorderItems } from '@/visitors/itineraries/items'
import { orderBody } from '@/visitors/itineraries/validation'
import { apiError, ok } from '@/platform/respond'
import { route } from '@/platform/http/route'

export const PUT = route(
  { session: 'required', sameOrigin: true, params: ['id'], body: orderBody },
  async ({ user, params: { id }, body }) => {
    const result = await reorderItems(getDatabase(), user.id, id, body.itemIds)
    if (result.ok) return ok({ data: result.items })
    if (result.reason === 'not_found') return notFound()
    const message = 'itemIds must list every item of this itinerary exactly once (it may have changed in another tab: reload it).'
    return apiError(400, 'bad_request', message, { itemIds: message })
  },
)
