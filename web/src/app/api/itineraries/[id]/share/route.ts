import { getDatabase } from '@/db/database'
import { notFound } from '@/itineraries/http'
import { revokeShare, shareItinerary } from '@/itineraries/sharing'
import { noContent, ok } from '@/platform/respond'
import { route } from '@/http/route'

export const POST = route({ session: 'required', sameOrigin: true, params: ['id'] }, async ({ user, params: { id } }) => {
  const token = await shareItinerary(getDatabase(), user.id, id)
  return token ? ok({ data: { token, path: `/api/shared-itineraries/${token}` } }) : notFound()
})

export const DELETE = route({ session: 'required', sameOrigin: true, params: ['id'] }, async ({ user, params: { id } }) =>
  (await revokeShare(getDatabase(), user.id, id)) ? noContent() : notFound(),
)
