import type { Kysely } from 'kysely'
import type { Database } from '@/platform/db/schema'
import { clearCheckIn, findTicket } from '@/booking/store/tickets'
import { recordUndo } from '@/door/store/check-in-undos'

// Staff undoing a check-in made by mistake (the wrong party let in on a ticket, a code typed for
// the person behind): the ticket is as if never checked in, so it can be checked in again or its
// booking cancelled, and the undo is recorded with who checked it in and who undid it, so the
// door's figures say that it happened. Only the centre's staff may (the caller checks); two undos
// at once undo it once.

export type UndoCheckIn =
  | { ok: true; ticketId: string; seats: number; undoneAt: string }
  | { ok: false; status: 404 | 409; code: 'not_found' | 'not_checked_in'; message: string }

export async function undoCheckIn(
  deps: { db: Kysely<Database>; now: Date },
  ticketId: string,
  staff: { userId: string },
): Promise<UndoCheckIn> {
  return deps.db.transaction().execute(async (trx): Promise<UndoCheckIn> => {
    const ticket = await findTicket(trx, ticketId)
    if (!ticket) return { ok: false, status: 404, code: 'not_found', message: 'No such ticket: its booking may have been cancelled.' }
    const notIn = {
      ok: false,
      status: 409,
      code: 'not_checked_in',
      message: 'This ticket is not checked in: there is nothing to undo.',
    } as const
    if (!ticket.checked_in_at || !ticket.checked_in_by) return notIn
    if (!(await clearCheckIn(trx, ticket.id, ticket.checked_in_at))) return notIn
    await recordUndo(trx, {
      ticketId: ticket.id,
      session: ticket.session,
      seats: ticket.seats,
      checkedInAt: ticket.checked_in_at,
      checkedInBy: ticket.checked_in_by,
      undoneAt: deps.now,
      undoneBy: staff.userId,
    })
    return { ok: true, ticketId: ticket.id, seats: ticket.seats, undoneAt: deps.now.toISOString() }
  })
}
