import { getDatabase } from '@/platform/db/database'
import { notFound } from '@/visitors/itineraries/http'
import { revokeShare, shareItinerary } from '@/visitors/itineraries/sharing'
import { noContent, ok } from '@/platform/respond'
import { route } from '@/platform/http/route'

export const POST = route({ session: 'required', sameOrigin: true, params: ['id'] }, async ({ user, params: { id } }) => {
  const token = await shareItinerary(getDatabase(), user.id, id)
  return token ? ok({ data: { token, path: `/api/shared-itineraries/${token}` } }) : notFound()
})

export const DELETE = route({ session: 'required', sameOrigin: true, params: ['id'] }, async ({ user, params: { id } }) =>
  (await revokeShare(getDatabase(), user.id, id)) ? noContent() : notFound(),
)
