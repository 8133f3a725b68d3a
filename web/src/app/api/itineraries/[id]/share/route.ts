import { getDatabase } from '@/db/database'
import { noContent, notFound, ok, owned } from '@/itineraries/http'
import { revokeShare, shareItinerary } from '@/itineraries/sharing'

export const POST = owned<'id'>(async (_request, userId, { id }) => {
  const token = await shareItinerary(getDatabase(), userId, id)
  return token ? ok({ data: { token, path: `/api/shared-itineraries/${token}` } }) : notFound()
}, { write: true })

export const DELETE = owned<'id'>(async (_request, userId, { id }) => ((await revokeShare(getDatabase(), userId, id)) ? noContent() : notFound()), { write: true })
