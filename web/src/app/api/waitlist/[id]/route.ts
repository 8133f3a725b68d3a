import { getDatabase } from '@/platform/db/database'
import { route } from '@/platform/http/route'
import { leaveWaitlist } from '@/booking/fair/waitlist'
import { now } from '@/platform/clock'
import { noContent } from '@/platform/respond'
import { refuse } from '@/booking/reservations/http'

/** Leaves the line (again: still 204); anyone else's id answers 404. */
export const DELETE = route({ session: 'required', sameOrigin: true, params: ['id'] }, async ({ user, params: { id } }) => {
  const result = await leaveWaitlist({ db: getDatabase(), now: now() }, user.id, id)
  return result.ok ? noContent() : refuse(result.status, result.code, result.message)
})
