import { getDatabase } from '@/platform/db/database'
import { notFound } from '@/visitors/itineraries/http'
import { addItem } from '@/visitors/itineraries/items'
import { newItemBody } from '@/visitors/itineraries/validation'
import { ok } from '@/platform/respond'
import { route } from '@/platform/http/route'

// Adding an item already there answers it with 200 (201 when new): a repeat is not an error.
export const POST = route(
  { session: 'required', sameOrigin: true, params: ['id'], body: newItemBody },
  async ({ user, params: { id }, body }) => {
    const result = await addItem(getDatabase(), user.id, id, body)
    if (!result) return notFound()
    return ok({ data: result.item }, result.created ? 201 : 200)
  },
)
