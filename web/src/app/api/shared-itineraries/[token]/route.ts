import { getDatabase } from '@/platform/db/database'
import { readShared } from '@/visitors/itineraries/sharing'
import { apiError, ok } from '@/platform/respond'
import { route } from '@/platform/http/route'

// Public and read-only: the token is the permission. A revoked or unknown token is a 404.
export const GET = route({ params: ['token'] }, async ({ params: { token } }) => {
  const shared = /^[A-Za-z0-9_-]{43}$/.test(token) ? await readShared(getDatabase(), token) : undefined
  return shared ? ok({ data: shared }) : apiError(404, 'not_found', 'This shared itinerary does not exist or is no longer shared.')
})
