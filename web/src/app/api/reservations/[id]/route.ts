import { getDatabase } from '@/db/database'
import { refuse } from '@/reservations/http'
import { cancelReservation } from '@/reservations/store'
import { noContent } from '@/platform/respond'
import { route } from '@/http/route'

/** Cancels the user's own reservation and gives its places back; anyone else's id answers 404. */
export const DELETE = route({ session: 'required', sameOrigin: true, params: ['id'] }, async ({ user, params: { id } }) =>
  (await cancelReservation(getDatabase(), user.id, id)) ? noContent() : refuse(404, 'not_found', 'No such reservation.'),
)
