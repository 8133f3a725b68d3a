import { getDatabase } from '@/platform/db/database'
import { route } from '@/platform/http/route'
import { withdrawEntry } from '@/booking/fair/enter-ballot'
import { now } from '@/platform/clock'
import { noContent } from '@/platform/respond'
import { refuse } from '@/booking/reservations/http'

/** Withdraws the user's own entry until the draw (again: still 204); anyone else's id answers 404. */
export const DELETE = route({ session: 'required', sameOrigin: true, params: ['id'] }, async ({ user, params: { id } }) => {
  const result = await withdrawEntry({ db: getDatabase(), now: now() }, user.id, id)
  return result.ok ? noContent() : refuse(result.status, result.code, result.message)
})
