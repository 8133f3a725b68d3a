import { getDatabase } from '@/db/database'
import { route } from '@/http/route'
import { liveDeps } from '@/places/live-deps'
import { declineOffer } from '@/places/offers'
import { now } from '@/platform/clock'
import { noContent } from '@/platform/respond'
import { refuse } from '@/reservations/http'

/** Gives the offered places up: they go to the next in line at once. */
export const POST = route({ session: 'required', sameOrigin: true, params: ['id'] }, async ({ user, params: { id } }) => {
  const result = await declineOffer(await liveDeps(getDatabase(), now()), user.id, id)
  return result.ok ? noContent() : refuse(result.status, result.code, result.message)
})
