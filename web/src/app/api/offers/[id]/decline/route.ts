import { getDatabase } from '@/platform/db/database'
import { route } from '@/platform/http/route'
import { liveDeps } from '@/booking/fair/live-deps'
import { declineOffer } from '@/booking/fair/offers'
import { now } from '@/platform/clock'
import { noContent } from '@/platform/respond'
import { refuse } from '@/booking/reservations/http'

/** Gives the offered places up: they go to the next in line at once. */
export const POST = route({ session: 'required', sameOrigin: true, params: ['id'] }, async ({ user, params: { id } }) => {
  const result = await declineOffer(await liveDeps(getDatabase(), now()), user.id, id)
  return result.ok ? noContent() : refuse(result.status, result.code, result.message)
})
