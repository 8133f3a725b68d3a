import { getDatabase } from '@/platform/db/database'
import { route } from '@/platform/http/route'
import { undoCheckIn } from '@/door/check-in/undo-check-in'
import { refuseNonStaff } from '@/door/ops/staff-only'
import { isTicketId } from '@/booking/tickets/ticket-code'
import { now } from '@/platform/clock'
import { apiError, ok } from '@/platform/respond'

/**
 * Undoes a ticket's check-in made by mistake, for the centre's staff only (a host, a member or
 * anyone else: 403): 200 with the ticket and when it was undone; 404 for no such ticket; 409 when
 * it is not checked in (never was, or another undo came first). Recorded with who did what.
 */
export const DELETE = route({ session: 'required', sameOrigin: true, params: ['ticket'] }, async ({ user, params: { ticket } }) => {
  const refused = refuseNonStaff(user)
  if (refused) return refused
  if (!isTicketId(ticket)) return apiError(404, 'not_found', 'No such ticket.')
  const result = await undoCheckIn({ db: getDatabase(), now: now() }, ticket, { userId: user.id })
  if (!result.ok) return apiError(result.status, result.code === 'not_found' ? 'not_found' : 'conflict', result.message)
  const { ticketId, seats, undoneAt } = result
  return ok({ data: { ticketId, seats, undoneAt } })
})
