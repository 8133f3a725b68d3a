import { getDatabase } from '@/db/database'
import { notFound } from '@/itineraries/http'
import { addItem } from '@/itineraries/items'
import { newItemBody } from '@/itineraries/validation'
import { ok } from '@/platform/respond'
import { route } from '@/http/route'

// Adding an item already there answers it with 200 (201 when new): a repeat is not an error.
export const POST = route(
  { session: 'required', sameOrigin: true, params: ['id'], body: newItemBody },
  async ({ user, params: { id }, body }) => {
    const result = await addItem(getDatabase(), user.id, id, body)
    if (!result) return notFound()
    return ok({ data: result.item }, result.created ? 201 : 200)
  },
)
