import { getDatabase } from '@/platform/db/database'
import { notFound } from '@/visitors/itineraries/http'
import { setItemDays } from '@/visitors/itineraries/items'
import { itemDaysBody } from '@/visitors/itineraries/validation'
import { apiError, ok } from '@/platform/respond'
import { route } from '@/platform/http/route'

// Several items' days at once, all or nothing: "Split across the weekend" sends its whole answer here.
export const PUT = route(
  { session: 'required', sameOrigin: true, params: ['id'], body: itemDaysBody },
  async ({ user, params: { id }, body }) => {
    const result = await setItemDays(getDatabase(), user.id, id, body.days)
    if (result.ok) return ok({ data: result.items })
    if (result.reason === 'not_found') return notFound()
    const message = 'days must name items of this itinerary only (it may have changed in another tab: reload it).'
    return apiError(400, 'bad_request', message, { days: message })
  },
)
