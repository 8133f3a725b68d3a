import { guarded } from '@/api/handlers'
import { getDatabase } from '@/db/database'
import { fail, ok } from '@/itineraries/http'
import { readShared } from '@/itineraries/sharing'

// Public and read-only: the token is the permission. A revoked or unknown token is a 404.
export const GET = guarded(async (_request: Request, { params }: { params: Promise<{ token: string }> }) => {
  const { token } = await params
  const shared = /^[A-Za-z0-9_-]{43}$/.test(token) ? await readShared(getDatabase(), token) : undefined
  return shared ? ok({ data: shared }) : fail(404, 'not_found', 'This shared itinerary does not exist or is no longer shared.')
})
