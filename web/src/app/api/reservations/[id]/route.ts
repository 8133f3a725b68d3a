import { getDatabase } from '@/platform/db/database'
import { route } from '@/platform/http/route'
import { cancelReservation } from '@/booking/fair/cancel-reservation'
import { liveDeps } from '@/booking/fair/live-deps'
import { now } from '@/platform/clock'
import { noContent } from '@/platform/respond'
import { refuse } from '@/booking/reservations/http'

/**
 * Cancels the user's own reservation; its places are offered to the next in line, or go back to
 * the counter when nobody is waiting. Anyone else's id answers 404.
 */
export const DELETE = route({ session: 'required', sameOrigin: true, params: ['id'] }, async ({ user, params: { id } }) => {
  const result = await cancelReservation(await liveDeps(getDatabase(), now()), user.id, id)
  return result.ok ? noContent() : refuse(result.status, result.code, result.message)
})
